/** A husband, a wife, a spouse: the "family members" a policy names, through the real pipeline on the sample knowledge base. */
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
