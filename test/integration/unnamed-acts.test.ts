/** "Can I appeal it?", "do we get a company pension?": questions whose point no policy names, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("unnamed-acts");

describe("a may-I follow-up whose act no policy names", () => {
  it("says nothing covers it rather than quoting the rating rules again", async () => {
    const ask = conversation();
    await ask("how is my performance rating decided?");
    const appeal = await ask("can I appeal it?");
    expect(appeal.kind).toBe("not_found");
    expect(appeal.citations).toEqual([]);
  });

  it("says so for selling a laptop, and still answers keeping it, an act the policy names", async () => {
    const ask = conversation();
    await ask("can I get a new laptop every year?");
    expect((await ask("can I sell it?")).kind).toBe("not_found");
    const keep = await ask("can I keep it?");
    expect(cited(keep)).toEqual(["policy_012"]);
    expect(keep.text).toContain("must be returned");
  });
});

describe("a benefit no policy names", () => {
  it("is not found, though the question's other words (\"company\", \"offer\") are everywhere", async () => {
    for (const q of ["do we get a company pension?", "does the company offer stock options?"]) {
      const reply = await conversation()(q);
      expect(reply.kind).toBe("not_found");
      expect(reply.citations).toEqual([]);
    }
  });

  it("is still answered when a policy names it, or an everyday word for it", async () => {
    expect(cited(await conversation()("do we get a laptop?"))).toEqual(["policy_012"]);
    expect(cited(await conversation()("is there a gym?"))).toEqual(["wellbeing-allowance"]);
  });
});

describe("something to be reimbursed that no policy names", () => {
  // "reimbursed" finds the travel policies, but none of them pays for glasses: no options to choose from.
  it("says nothing covers glasses rather than asking which travel policy applies", async () => {
    const reply = await conversation()("can I get reimbursed for glasses?");
    expect(reply.kind).toBe("not_found");
    expect(cited(reply)).toEqual([]);
  });

  it("still answers what a policy pays for", async () => {
    const reply = await conversation()("can I get reimbursed for a gym membership?");
    expect(cited(reply)).toEqual(["wellbeing-allowance"]);
  });
});
