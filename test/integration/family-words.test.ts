/** A husband, a wife, a spouse, a dad: the family members and parents a policy names, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { conversations } from "../helpers/conversation.js";

const conversation = conversations("family");

describe("a spouse in everyday words", () => {
  it("is one of the family members the travel insurance does not cover", async () => {
    const first = await conversation()("Does the travel insurance cover my husband if he joins me on the trip?");
    expect(first.kind).toBe("answer");
    expect(first.citations.map((c) => c.policyId)).toEqual(["policy_024"]);
    expect(first.text).toContain("Family members travelling with an employee are not covered");
    const ask = conversation();
    await ask("What does the business travel insurance cover?");
    const wife = await ask("my wife is coming along, is she covered?");
    expect(wife.citations.map((c) => c.policyId)).toEqual(["policy_024"]);
    expect(wife.text).toContain("Family members travelling with an employee are not covered");
  });
});

describe("parents in everyday words", () => {
  it("reads \"and for dads?\" or \"what about fathers?\" after maternity leave as the same question of the other parent", async () => {
    for (const other of ["and for dads?", "what about fathers?"]) {
      const ask = conversation();
      await ask("how long is maternity leave?");
      const reply = await ask(other);
      expect(reply.kind).toBe("answer");
      expect(reply.citations.map((c) => c.policyId)).toEqual(["policy_009"]);
      expect(reply.text).toContain("20 working days of fully paid paternity or partner leave");
    }
  });
});

describe("notice in a policy that says notify", () => {
  it("reads \"how much notice do I need to give?\" after a pregnancy as when to notify HR", async () => {
    const ask = conversation();
    await ask("I'm pregnant");
    const notice = await ask("how much notice do I need to give?");
    expect(notice.citations.map((c) => c.policyId)).toEqual(["policy_009"]);
    expect(notice.text).toContain("at least 8 weeks before");
  });
});
