import { describe, expect, it } from "vitest";
import { citationFields, embedSize, LIMITS, messageText, renderReply } from "../../../../adapters/discord/render.js";
import type { Reply } from "../../../../src/core/types.js";

const base: Reply = { kind: "answer", text: "At most 450 CNY per night. [policy_002]", citations: [], conversationId: "discord:1:2", turnId: "turn-1" };

describe("renderReply", () => {
  it("renders an answer as an embed with linked citations and 👍/👎 carrying the turn id", () => {
    const [m] = renderReply({
      ...base,
      citations: [
        { policyId: "policy_002", title: "Sales [client] visits", section: "Lodging", url: "https://intranet.example/p2" },
        { policyId: "policy_002", title: "Sales [client] visits", section: "Scope" },
        { policyId: "policy_009", title: "No link", section: "" },
      ],
    });
    expect(m.embeds![0].description).toBe(base.text);
    expect(m.embeds![0].fields).toEqual([
      { name: "policy_002", value: "[Sales \\[client\\] visits](https://intranet.example/p2) — Lodging; Scope" },
      { name: "policy_009", value: "No link" },
    ]);
    const ids = m.components![0].components.map((c) => ("custom_id" in c ? c.custom_id : ""));
    expect(ids).toEqual(["pb:fb:up:turn-1", "pb:fb:down:turn-1"]);
    expect(m.allowed_mentions).toEqual({ parse: [] });
  });

  it("never links non-http urls", () => {
    const fields = citationFields([{ policyId: "p", title: "T", section: "", url: "javascript:alert(1)" }]);
    expect(fields[0].value).toBe("T");
  });

  it("offers up to five clarify options as buttons, more as a select menu, without feedback", () => {
    const options = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `Option ${i}`, value: `value ${i}` }));
    const [buttons] = renderReply({ ...base, kind: "clarify", options: options(3) });
    expect(buttons.components).toHaveLength(1);
    expect(buttons.components![0].components.map((c) => c.type)).toEqual([2, 2, 2]);
    const [select] = renderReply({ ...base, kind: "clarify", options: options(8) });
    const menu = select.components![0].components[0] as { type: number; options: unknown[] };
    expect(menu.type).toBe(3);
    expect(menu.options).toHaveLength(8);
  });

  it("keeps every message within the description, field and total embed limits", () => {
    const text = "Lorem ipsum dolor sit amet. ".repeat(600);
    const citations = Array.from({ length: 40 }, (_, i) => ({ policyId: `policy_${i}`, title: "T".repeat(300), section: "S".repeat(900), url: "https://x.example/" }));
    const messages = renderReply({ ...base, text, citations });
    for (const m of messages) {
      for (const e of m.embeds ?? []) {
        expect(e.description?.length ?? 0).toBeLessThanOrEqual(LIMITS.description);
        expect(e.fields?.length ?? 0).toBeLessThanOrEqual(LIMITS.fields);
        for (const f of e.fields ?? []) expect(f.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
        expect(embedSize(e)).toBeLessThanOrEqual(LIMITS.embedTotal);
      }
    }
    expect(messages.at(-1)!.components).toHaveLength(1);
    expect(messages.map((m) => m.embeds![0].description ?? "").join(" ").replace(/\s+/g, " ").trim()).toBe(text.trim());
  });

  it("renders errors and chit-chat as plain text split at 2,000 characters", () => {
    const messages = renderReply({ ...base, kind: "error", text: "e ".repeat(2500) });
    expect(messages.length).toBe(3);
    for (const m of messages) {
      expect(m.embeds).toBeUndefined();
      expect(m.content!.length).toBeLessThanOrEqual(LIMITS.content);
    }
    expect(messageText(messages[0])).toBe(messages[0].content);
  });
});
