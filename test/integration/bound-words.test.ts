/** "I missed my exam": the policies say "miss" only in "near miss", so the lab's incident rule is not what is asked (the university's knowledge base). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("bound", { knowledgeDir: path.join(REPO, "test/eval/university/knowledge") });

describe("a word the policies use only inside a name", () => {
  it("said in another sense, does not match the name", async () => {
    const out = await conversation()("I missed my exam, what can I do?");
    expect(out.kind).toBe("answer");
    expect(cited(out)).toEqual(["kb_009"]);
    expect(out.text).toContain("extenuating circumstances");
  });

  it("said with the rest of the name, still finds it", async () => {
    const out = await conversation()("what do I do about a near miss in the lab?");
    expect(cited(out)).toEqual(["kb_002"]);
    expect(out.text).toContain("near miss must be reported");
  });
});
