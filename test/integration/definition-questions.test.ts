/** What a word means ("what counts as restricted data?"), through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("definition");

describe("what a word means", () => {
  // The AI-tools policy uses the levels and says where they are defined; the classification policy defines them.
  it.each([
    ["what counts as restricted data?", "Restricted: the most sensitive information"],
    ["what is considered internal information?", "Internal: general business information"],
    ["does a contract count as confidential?", "Confidential: information whose disclosure could harm"],
    ["什么算机密数据？", "Confidential: information whose disclosure could harm"],
  ])("answers %s with the line that defines the word", async (question, definition) => {
    const reply = await conversation()(question);
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_014"]);
    expect(reply.text).toContain(definition);
  });

  // Not asked what it means, the policy that uses the word still answers what to do with it.
  it("still answers what may be done with restricted data from the AI-tools policy", async () => {
    const reply = await conversation()("can I paste restricted data into ChatGPT?");
    expect(cited(reply)).toEqual(["policy_015"]);
    expect(reply.text).toContain("must never be entered into any AI tool");
  });
});
