/** Questions in Chinese on a dev knowledge base written in English (the logistics company's), through the real pipeline. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("logistics", { knowledgeDir: path.join(REPO, "test/eval/logistics/knowledge") });

describe("举报 in Chinese", () => {
  it("reads 举报 as whistleblowing and 热线 as the policy's Speak Up line", async () => {
    const reply = await conversation()("举报公司违规行为的热线电话是多少？");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["lg_012"]);
    expect(reply.text).toContain("0800 555 0177");
  });
});
