import { describe, expect, it } from "vitest";
import { askedFigure, mismatch, statesFigure } from "../../../src/core/evidence-check.js";
import { terms } from "../../../src/core/text.js";

describe("askedFigure", () => {
  it("reads the figure a question opens a clause with", () => {
    expect(askedFigure("How much does a replacement badge cost?")).toBe("money");
    expect(askedFigure("ok, and when does the office open?")).toBe("time");
    expect(askedFigure("How long can I keep the books?")).toBe("duration");
    expect(askedFigure("What's the fee for a late return?")).toBe("money");
    expect(askedFigure("报销住宿费最多多少钱？")).toBe("money");
    expect(askedFigure("Do you know how much the permit costs?")).toBe("money");
  });

  it("ignores \"when\" inside a clause and counts of things a list answers", () => {
    expect(askedFigure("but when you test, don't you use sandboxes?")).toBeUndefined();
    expect(askedFigure("What happens to my files when I leave?")).toBeUndefined();
    expect(askedFigure("How many things do the police use dogs for?")).toBeUndefined();
    expect(askedFigure("When I apply, how do I get benefits?")).toBeUndefined();
    expect(askedFigure("How much of my loan will be cancelled?")).toBeUndefined();
    expect(askedFigure("Who approves my trip?")).toBeUndefined();
  });
});

describe("statesFigure", () => {
  it("counts a year as a time and \"free of charge\" as an amount", () => {
    expect(statesFigure("They sailed in 1620.", "time")).toBe(true);
    expect(statesFigure("IT issues keys free of charge.", "money")).toBe(true);
    expect(statesFigure("The first two weeks are on full pay.", "money")).toBe(true);
    expect(statesFigure("Course fees are reimbursed in full.", "money")).toBe(true);
    expect(statesFigure("Keys are issued by IT.", "money")).toBe(false);
  });

  it("counts a rule that there is no schedule or no limit as the answer to how often or how many", () => {
    expect(statesFigure("Passwords do not expire on a schedule.", "frequency")).toBe(true);
    expect(statesFigure("There is no limit on the number of sick days you can self-certify.", "count")).toBe(true);
    expect(statesFigure("Remote work is unlimited for fully remote roles.", "duration")).toBe(true);
    expect(statesFigure("Passwords must not be reused.", "frequency")).toBe(false);
    expect(statesFigure("Passwords must not be reused.", "count")).toBe(false);
  });
});

describe("mismatch", () => {
  const text = "Reports are investigated by HR. Investigations finish within 30 days.";
  const kb = { knows: (t: string) => terms(text).includes(t), mentions: (_id: string, t: string) => terms(text).includes(t), isWord: () => true };
  const answer = { policyId: "p1", sections: [text] };

  it("names the policy and the figure when no section of it states one", () => {
    expect(mismatch("How much is the fine?", "Reports are investigated by HR.", answer, kb)).toEqual({ policyId: "p1", type: "money" });
    expect(mismatch("How long does an investigation take?", "Reports are investigated by HR.", answer, kb)).toBeUndefined();
  });

  it("checks figures only for an answer, not for options offered", () => {
    expect(mismatch("How much is the fine?", "Reports are investigated by HR.", undefined, kb)).toBeUndefined();
  });
});
