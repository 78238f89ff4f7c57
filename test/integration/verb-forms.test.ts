/** A verb's -ing and -ed forms find its other forms: "swapping a shift" is about swaps (a dev knowledge base: the hospital's). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("verbs", { knowledgeDir: path.join(REPO, "test/eval/hospital/knowledge") });

describe("a verb whose consonant doubles before -ing", () => {
  it("finds the section headed with that form ('Swapping a Shift'), not the policy's scope", async () => {
    const swap = await conversation()("can I swap a shift with a colleague?");
    expect(cited(swap)).toEqual(["kb_001"]);
    expect(swap.text).toContain("at least 72 hours before");
    expect(swap.text).not.toContain("This policy applies to");
  });
});
