/** AI assistants named by brand, read as the AI tools the sample's AI-use policy names, through the real pipeline. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("ai-tool-names");

describe("AI tools by name", () => {
  it.each([
    ["can I use deepseek for work?", "only if the tool is on the Approved AI Tools list"],
    ["is it ok to paste our source code into Gemini?", "may be used only with approved AI tools marked"],
  ])("reads the assistant named in %s as an AI tool", async (question, line) => {
    const reply = await conversation()(question);
    expect(cited(reply)).toEqual(["policy_015"]);
    expect(reply.text).toContain(line);
  });
});
