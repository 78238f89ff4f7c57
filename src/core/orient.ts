/**
 * Stage 2's second half: when a conversation starts from thread text the bot did not take part in,
 * find what it is about (the policy in play and its words), as if the bot had been there.
 */
import type { KnowledgeBase } from "./ports.js";
import { uniqueTerms } from "./text.js";
import type { ConversationRecord } from "./types.js";

/** How sure the search over the thread must be before its best policy counts as the topic. */
const MIN_CONFIDENCE = 0.25;
const MAX_TOPIC_TERMS = 12;
const RECENT = 8;

export async function orientFromThread(record: ConversationRecord, kb: KnowledgeBase, visibility?: string[]): Promise<void> {
  const recent = record.messages.slice(-RECENT);
  if (!recent.length || record.state.policies.length) return;
  const weights = new Map<string, number>();
  recent.forEach((m, i) => {
    // Later messages count more; the bot's own earlier replies quote the policy, so they count too.
    const w = ((i + 1) / recent.length) * (m.role === "assistant" ? 0.8 : 1);
    for (const t of uniqueTerms(m.text)) weights.set(t, (weights.get(t) ?? 0) + w);
  });
  const result = await kb.search({ text: recent.map((m) => m.text).join("\n"), weights, visibility, limit: 5 });
  const ranked = [...result.policies].sort((a, b) => b.score - a.score);
  // A reply the bot wrote earlier names its sources: [policy_id] markers beat any search.
  const reply = [...recent].reverse().find((m) => m.role === "assistant");
  const marked = reply ? [...reply.text.matchAll(/\[([\p{L}\p{N}_.-]+)\]/gu)].map((m) => m[1]).filter((id) => kb.policy(id)) : [];
  const top = marked.length ? ranked.find((p) => p.policyId === marked[0]) : ranked[0];
  if (marked.length) record.state.policies = [...new Set(marked)];
  else if (top && top.confidence >= MIN_CONFIDENCE) record.state.policies = [top.policyId];
  else return;
  if (!top) return;
  record.state.lastChunks = top.chunks.slice(0, 1).map((c) => c.chunkId);
  if (reply) {
    // Where in the policy the conversation stands: the section the bot's last reply quoted.
    const quoted = await kb.search({ text: reply.text, visibility, restrictTo: [top.policyId], limit: 1 });
    if (quoted.chunks[0]) record.state.lastChunks = [quoted.chunks[0].chunkId];
  }
  // The thread's words that the policy also uses are the subject; chit-chat around it is not.
  const inPolicy = new Set(top.chunks.flatMap((c) => c.terms ?? []));
  record.state.topicTerms = [...weights.entries()]
    .filter(([t]) => inPolicy.has(t))
    .sort((a, b) => b[1] * kb.idf(b[0]) - a[1] * kb.idf(a[0]))
    .slice(0, MAX_TOPIC_TERMS)
    .map(([t]) => t);
}
