/** Plain-text and JSON renderings of a reply for the terminal. */
import type { Reply } from "../../src/core/types.js";

export interface JsonReply {
  kind: Reply["kind"];
  text: string;
  citations: { policyId: string; title: string; section: string }[];
  options?: { label: string; value: string }[];
  rewrittenQuery: string | null;
  conversationId: string;
}

export function toJson(reply: Reply): JsonReply {
  return {
    kind: reply.kind,
    text: reply.text,
    citations: reply.citations.map((c) => ({ policyId: c.policyId, title: c.title, section: c.section })),
    ...(reply.options ? { options: reply.options.map((o) => ({ label: o.label, value: o.value })) } : {}),
    rewrittenQuery: reply.rewrittenQuery ?? null,
    conversationId: reply.conversationId,
  };
}

export function toText(reply: Reply, color: boolean): string {
  const dim = (s: string) => (color ? `\x1b[2m${s}\x1b[0m` : s);
  const lines = [reply.text];
  if (reply.citations.length) {
    lines.push(dim(`Sources: ${reply.citations.map((c) => `[${c.policyId}] ${c.title}${c.section ? ` — ${c.section}` : ""}`).join("; ")}`));
  }
  if (reply.options?.length) lines.push(dim(`Reply with one of: ${reply.options.map((o, i) => `${i + 1}) ${o.label}`).join("  ")}`));
  return lines.join("\n");
}
