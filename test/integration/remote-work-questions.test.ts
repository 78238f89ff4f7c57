/** Where one may work, in everyday words, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("remote-work");

describe("working from a cafe", () => {
  it("reads a cafe as working in public: the remote-work rule on public Wi-Fi, not a choice between unrelated policies", async () => {
    const reply = await conversation()("can I work from a cafe?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_010"]);
    expect(reply.text).toContain("Public Wi-Fi");
  });
});

describe("working abroad", () => {
  // The policy says "outside mainland China" for abroad; its one line that says "abroad" is about Restricted data.
  it.each(["can I work from abroad?", "can I work from Thailand for a month?"])("answers %s with the limit outside mainland China", async (question) => {
    const reply = await conversation()(question);
    expect(cited(reply)).toEqual(["policy_010"]);
    expect(reply.text).toContain("limited to 10 working days");
  });

  it("answers \"for how long?\" after it with the same limit, not the other-city one", async () => {
    const ask = conversation();
    await ask("can I work from abroad?");
    const reply = await ask("for how long?");
    expect(reply.text).toContain("limited to 10 working days");
  });
});
