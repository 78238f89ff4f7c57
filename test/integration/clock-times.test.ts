/** "after 8pm" where the policy writes "20:00" (the hospital's knowledge base). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("clock", { knowledgeDir: path.join(REPO, "test/eval/hospital/knowledge") });

describe("a time on the 12-hour clock", () => {
  // "8pm" shared nothing with "20:00": the line on staff visiting a relative had answered.
  it("finds the visiting hours the 24-hour clock gives", async () => {
    const reply = await conversation()("can relatives visit after 8pm?");
    expect(cited(reply)).toEqual(["kb_009"]);
    expect(reply.text).toContain("from 11:00 to 20:00");
  });
});
