/** A kind of leave the answering policy never names, when its title names another kind: not found, not the sabbatical rules. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const university = conversations("other-kind-title-", { knowledgeDir: path.join(REPO, "test/eval/university/knowledge") });

describe("another kind of the thing the policy is about", () => {
  it("says nothing covers annual leave rather than quoting the sabbatical policy", async () => {
    const out = await university()("can I take annual leave during term time?");
    expect(out.kind).toBe("not_found");
    expect(out.text).toContain("annual leave");
    expect(out.citations).toEqual([]);
  });

  it("still answers a question on the kind the title names", async () => {
    const out = await university()("how long can a sabbatical leave last?");
    expect(out.kind).toBe("answer");
    expect(cited(out)).toEqual(["kb_010"]);
  });
});
