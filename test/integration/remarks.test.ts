/** Remarks on someone's body, looks or background are the unwelcome comments harassment rules name (the sample knowledge base). */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("remarks");

describe("comments about someone's weight", () => {
  // "weight" is no word of the policies, and "comments" alone was too little to answer from.
  it("are what the anti-harassment policy prohibits, and the follow-up asks where to report them", async () => {
    const ask = conversation();
    const first = await ask("my manager keeps making comments about my weight");
    expect(first.kind).toBe("answer");
    expect(cited(first)).toEqual(["policy_017"]);
    expect(first.text).toContain("unwelcome comments or jokes");
    const next = await ask("who do I report it to?");
    expect(cited(next)).toEqual(["policy_017"]);
    expect(next.text).toContain("Ethics Hotline");
  });
});
