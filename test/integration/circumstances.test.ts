/** A question followed by when it arises ("…when im dropping in town centres"), through the real pipeline (a dev knowledge base: the logistics company's). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("circumstance", { knowledgeDir: path.join(REPO, "test/eval/logistics/knowledge") });

describe("a clause on when the question arises", () => {
  it("neither hides the question's subject nor makes it ask \"when?\"", async () => {
    const reply = await conversation()("unrelated but can i claim parking when im dropping in town centres");
    expect(cited(reply)).toEqual(["lg_006"]);
    expect(reply.text).toContain("£15 per day");
  });
});
