/** The topic-switch figures: opening questions answered alone, then after another conversation's opening question. */
import { describe, expect, it } from "vitest";
import type { Reply } from "../../../src/core/types.js";
import type { OwnConversation } from "../../../src/eval/loaders/own.js";
import { switchCheck } from "../../../src/eval/switch-check.js";

const opener = (id: string, user: string, cite: string): OwnConversation => ({
  id,
  lang: "en",
  covers: [],
  file: "test.yaml",
  turns: [{ user, expect: ["answer"], cite: [cite], citeAny: [], avoid: [], says: [] }],
});

const suite = [opener("a", "hotel limit?", "p1"), opener("b", "sick days?", "p2"), opener("c", "hotel for interns?", "p1"), opener("d", "password length?", "p3")];
const policyOf: Record<string, string> = { "hotel limit?": "p1", "sick days?": "p2", "hotel for interns?": "p1", "password length?": "p3" };

function reply(conversationId: string, policyId: string): Reply {
  return { kind: "answer", text: "…", citations: [{ policyId, title: policyId, section: "" }] as Reply["citations"], conversationId, turnId: "t" };
}

/** A bot that answers each question from its policy, or (sticky) from the first policy its conversation talked about. */
function bot(sticky: boolean) {
  const first = new Map<string, string>();
  return async (conversationId: string, text: string) => {
    const own = policyOf[text];
    if (!first.has(conversationId)) first.set(conversationId, own);
    return reply(conversationId, sticky ? (first.get(conversationId) as string) : own);
  };
}

describe("switchCheck", () => {
  it("pairs only questions about different policies, and scores both shares", async () => {
    const good = await switchCheck(bot(false), suite, "t");
    // 4·3 ordered pairs, less the two between the questions about p1.
    expect(good.pairs).toBe(10);
    expect(good.figures).toEqual({ "switch.alone": 1, "switch.after": 1 });
    expect(good.failures).toEqual([]);
  });

  it("counts a question answered from the policy talked about before as wrong after the switch", async () => {
    const sticky = await switchCheck(bot(true), suite, "t");
    expect(sticky.figures["switch.alone"]).toBe(1);
    expect(sticky.figures["switch.after"]).toBe(0);
    expect(sticky.failures).toHaveLength(10);
    expect(sticky.failures[0].detail).toContain("hotel limit? ⇒ sick days?");
  });
});
