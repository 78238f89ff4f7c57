import { describe, expect, it } from "vitest";
import { answerTypeOf, askedThing, asksPaidAmount, holdsAnswer, mayIAct } from "../../../src/core/answer-type.js";

describe("the kind of answer a question asks for", () => {
  it("is an amount for \"will the company pay?\", as for \"how much do I get?\"", () => {
    expect(answerTypeOf("I want to do a course, will the company pay?")).toBe("money");
    expect(answerTypeOf("how much budget do I get?")).toBe("money");
    expect(answerTypeOf("will the company pay attention to it?")).not.toBe("money");
    expect(answerTypeOf("do we get anything for food on nights")).toBe("money");
    expect(answerTypeOf("do we get anything extra for working a bank holiday?")).toBe("money");
  });

  it("is a time for \"when\" that asks, not for \"when\" that opens a clause on the asker", () => {
    expect(answerTypeOf("when is the deadline?")).toBe("time");
    expect(answerTypeOf("when do I have to submit it?")).toBe("time");
    expect(answerTypeOf("what time does the first shuttle go in the morning?")).toBe("time");
    expect(answerTypeOf("how late can under 18s be rostered?")).toBe("time");
    expect(answerTypeOf("visiting times on ICU?")).toBe("time");
    expect(answerTypeOf("library opening hours at weekends")).toBe("time");
    expect(answerTypeOf("ICU的探视时间？")).toBe("time");
    for (const q of ["can i claim parking when im dropping in town centres", "do I get paid when I'm on call?", "is it covered when our flight is cancelled?"]) expect(answerTypeOf(q)).not.toBe("time");
  });

  it("names the act a may-I question asks leave for, not a light verb", () => {
    expect(mayIAct("can i serve wine to tables?")).toBe("serve");
    expect(mayIAct("am I allowed to drink on shift?")).toBe("drink");
    expect(mayIAct("can I get a parking permit?")).toBeUndefined();
    expect(mayIAct("how much is the allowance?")).toBeUndefined();
  });

  it("is a number of days for \"how many holiday days\", whose days are what is counted", () => {
    expect(answerTypeOf("how many holiday days do i get")).toBe("duration");
    expect(answerTypeOf("how many paid sick days a year?")).toBe("duration");
    expect(askedThing("how many holiday days do i get")).toEqual([]);
    expect(askedThing("how many uniforms do i get")).toEqual(["uniforms"]);
  });

  it("is a length of the subject, in any unit, for \"how long must X be\"", () => {
    expect(answerTypeOf("how long does my laptop password have to be?")).toBe("count");
    expect(askedThing("how long does my laptop password have to be?")).toEqual(["password"]);
    expect(answerTypeOf("how long is the notice period?")).toBe("duration");
    expect(askedThing("how old do I have to be to serve alcohol?")).toEqual([]);
  });

  it("is an amount paid for \"how much is it?\" when \"it\" is an allowance or a fee, not leave", () => {
    expect(asksPaidAmount("how much is it?", ["wellb", "allowanc"])).toBe(true);
    expect(asksPaidAmount("那是多少？", ["补贴"])).toBe(true);
    expect(asksPaidAmount("how much is that?", ["carri", "annual", "leav"])).toBe(false);
    // A question that names its own thing says what it asks.
    expect(asksPaidAmount("how much leave is there?", ["allowanc"])).toBe(false);
  });
});

describe("a line that says who to tell", () => {
  it("names them in capitals too (\"the IT Service Desk\", \"Security\"), but \"hr\" after a number is a time", () => {
    expect(holdsAnswer("Report it to the IT Service Desk on ext. 4000 within 1 hour.", "person")).toBe(true);
    expect(holdsAnswer("Call Security on ext. 4999.", "person")).toBe(true);
    expect(holdsAnswer("Tell HR in writing.", "person")).toBe(true);
    expect(holdsAnswer("Breaks are 30 minutes for every 6 hr worked.", "person")).toBe(false);
  });
});
