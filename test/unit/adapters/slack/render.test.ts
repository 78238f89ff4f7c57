import { describe, expect, it } from "vitest";
import { LIMITS, renderReply, splitText } from "../../../../adapters/slack/render.js";
import type { Reply } from "../../../../src/core/types.js";

const base: Reply = { kind: "answer", text: "", citations: [], conversationId: "slack:T0FAKETEAM:C0GENERAL1:1.1", turnId: "turn-1" };

describe("splitText", () => {
  it("keeps short text whole and splits long text at paragraph, then word boundaries, under the limit", () => {
    expect(splitText("short")).toEqual(["short"]);
    const para = "word ".repeat(500).trim(); // 2499 chars
    const pieces = splitText(`${para}\n\n${para}\n\n${para}`, 3000);
    expect(pieces).toHaveLength(3);
    for (const p of pieces) expect(p.length).toBeLessThanOrEqual(3000);
    const unbroken = "x".repeat(7000);
    expect(splitText(unbroken, 3000).map((p) => p.length)).toEqual([3000, 3000, 1000]);
  });
});

describe("renderReply", () => {
  it("renders an answer with sources (linked when a url exists) and feedback buttons carrying the turn id", () => {
    const [msg] = renderReply({
      ...base,
      text: "Up to **650** per night. See [the policy](https://intranet.example/p2).",
      citations: [
        { policyId: "policy_002", title: "Sales client visits", section: "Lodging", url: "https://intranet.example/p2" },
        { policyId: "policy_001", title: "General travel", section: "Lodging" },
        { policyId: "policy_002", title: "Sales client visits", section: "Approval" },
      ],
    });
    expect(msg.blocks.map((b) => b.type)).toEqual(["section", "context", "actions"]);
    expect(JSON.stringify(msg.blocks[0])).toContain("Up to *650* per night. See <https://intranet.example/p2|the policy>.");
    const context = JSON.stringify(msg.blocks[1]);
    expect(context).toContain("<https://intranet.example/p2|policy_002 · Sales client visits>");
    expect(context).toContain("policy_001 · General travel");
    expect(context.match(/policy_002/g)).toHaveLength(1);
    expect(JSON.stringify(msg.blocks[2])).toContain('"value":"turn-1"');
    expect(msg.text).toContain("Sources: policy_002 (Sales client visits), policy_001 (General travel)");
  });

  it("escapes Slack's reserved characters in answer text", () => {
    const [msg] = renderReply({ ...base, text: "Use <@U123> & <!channel> <script>" });
    expect(JSON.stringify(msg.blocks[0])).toContain("Use &lt;@U123&gt; &amp; &lt;!channel&gt; &lt;script&gt;");
  });

  it("renders clarify options as buttons whose value is the text sent on the user's behalf", () => {
    const [msg] = renderReply({
      ...base,
      kind: "clarify",
      text: "Which one applies to you?",
      options: [
        { label: "Intern travel", value: "[policy_003] Intern travel", policyId: "policy_003" },
        { label: "x".repeat(100), value: "long", policyId: "policy_001" },
      ],
    });
    const actions = msg.blocks.find((b) => b.type === "actions") as { block_id: string; elements: { action_id: string; value: string; text: { text: string } }[] };
    expect(actions.block_id).toBe("policybot_clarify");
    expect(actions.elements.map((e) => e.action_id)).toEqual(["policybot_clarify_0", "policybot_clarify_1"]);
    expect(actions.elements[0].value).toBe("[policy_003] Intern travel");
    expect(actions.elements[1].text.text.length).toBeLessThanOrEqual(LIMITS.buttonLabel);
    expect(JSON.stringify(msg.blocks)).not.toContain("policybot_feedback");
  });

  it("splits a huge answer over messages of at most 50 blocks, trailer on the last", () => {
    const huge = Array.from({ length: 120 }, (_, i) => `${i}: ${"y ".repeat(1400)}`).join("\n\n");
    const msgs = renderReply({ ...base, text: huge, citations: [{ policyId: "policy_002", title: "T", section: "S" }] });
    expect(msgs.length).toBeGreaterThan(1);
    for (const m of msgs) {
      expect(m.blocks.length).toBeLessThanOrEqual(LIMITS.blocksPerMessage);
      expect(m.text.length).toBeLessThanOrEqual(LIMITS.fallbackText);
    }
    expect(msgs.at(-1)!.blocks.at(-1)!.type).toBe("actions");
    expect(msgs.slice(0, -1).every((m) => m.blocks.every((b) => b.type === "section"))).toBe(true);
    const total = msgs.flatMap((m) => m.blocks).filter((b) => b.type === "section").length;
    expect(total).toBe(120);
  });

  it("renders errors as a visible warning without feedback buttons", () => {
    const [msg] = renderReply({ ...base, kind: "error", text: "The knowledge base is unavailable." });
    expect(msg.text).toBe(":warning: The knowledge base is unavailable.");
    expect(msg.blocks).toHaveLength(1);
  });
});
