/** Amounts written the way people type them ("20k", "7,000"), through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { conversations } from "../helpers/conversation.js";

const conversation = conversations("amounts");

describe("an amount in shorthand", () => {
  it("finds the line with the same amount written out, and a new amount in the follow-up swaps it", async () => {
    const ask = conversation();
    const first = await ask("who needs to approve anything over 20k?");
    expect(first.citations.map((c) => c.policyId)).toEqual(["policy_005"]);
    expect(first.text).toContain("20,000 CNY require approval by the Finance Controller");
    // Before, "7k" was a word the knowledge base never uses, so the message was read as a new, unknown subject.
    const next = await ask("what about 7k?");
    expect(next.kind).toBe("answer");
    expect(next.citations.map((c) => c.policyId)).toEqual(["policy_005"]);
    expect(next.rewrittenQuery).toBe("who needs to approve anything over 7k?");
  });

  it("quoted by the bot does not hold the talk to the line with the figures", async () => {
    const ask = conversation();
    await ask("can I book a personal hotel on the corporate card and repay it later?");
    await ask("what's the spending limit on the card");
    // The limits quoted ("20,000 CNY", "50,000 CNY") were the answer, not the subject of the next question.
    const lost = await ask("oh no I think I lost it at the station");
    expect(lost.citations.map((c) => c.policyId)).toEqual(["policy_006"]);
    expect(lost.text).toContain("must be reported to the card issuer");
  });
});
