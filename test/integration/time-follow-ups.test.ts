/** "What about on weekends?": a follow-up that only names another time asks the same question then (a dev knowledge base: the hospital's). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("when", { knowledgeDir: path.join(REPO, "test/eval/hospital/knowledge") });

describe("a follow-up that names only another time", () => {
  it("goes on from the question before though no policy says that time", async () => {
    const ask = conversation();
    const nights = await ask("I'm on nights this week, do I get a free meal?");
    expect(cited(nights)).toEqual(["kb_012"]);
    // No policy says "weekend": the night meal rule still answers.
    const weekends = await ask("what about on weekends?");
    expect(weekends.kind).toBe("answer");
    expect(cited(weekends)).toEqual(["kb_012"]);
    expect(weekends.text).toContain("night meal allowance");
  });
});
