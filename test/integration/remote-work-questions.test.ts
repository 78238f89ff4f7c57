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
