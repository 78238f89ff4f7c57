/** "will the trust pay?" and "the on-call payment": who pays is no kind of pay, and a payment is an amount (the hospital's knowledge base). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("who-pays", { knowledgeDir: path.join(REPO, "test/eval/hospital/knowledge") });

describe("the one who pays", () => {
  // "trust" is no word of the policies: "the trust pay" had been read as a kind of pay they never name.
  it("is the subject of the question, not a kind of pay", async () => {
    const reply = await conversation()("I want to do a course, will the trust pay?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["kb_008"]);
    expect(reply.text).not.toContain("trust pay");
  });
});

describe("a payment", () => {
  // "payment" had not asked for an amount: the follow-up quoted the claims deadline, which has none.
  it("asks for an amount, so the call-in follow-up quotes what a call-in is paid", async () => {
    const ask = conversation();
    await ask("how much is the on-call payment?");
    const reply = await ask("and if I get called in?");
    expect(cited(reply)).toEqual(["kb_006"]);
    expect(reply.text).toContain("paid at time and a half");
  });
});
