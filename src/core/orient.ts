/**
 * Stage 2's second half: when a conversation starts from thread text the bot did not take part in,
 * find what it is about (the policy in play and its words), as if the bot had been there.
 */
import type { KnowledgeBase } from "./ports.js";
import { uniqueTerms } from "./text.js";
import type { ConversationRecord } from "./types.js";

export const ORIENT = {
  /** How sure the search over the thread must be before its best policy counts as the topic. */
  minConfidence: 0.1,
  /** Messages read, newest last. */
  recent: 20,
  /** Weight of the oldest message relative to the newest (linear in between). */
  oldest: 0.5,
};
const MAX_TOPIC_TERMS = 12;

/** Runs of this many words, taken from a reply, that also stand in a chunk show it was quoted. */
const SHINGLE = 5;

function shingles(text: string): string[] {
  const words = text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, " ").split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i + SHINGLE <= words.length; i++) out.push(words.slice(i, i + SHINGLE).join(" "));
  return out;
}

/** The policy and section a reply quotes word for word (at least two five-word runs), if any. */
async function quotedChunk(text: string, kb: KnowledgeBase, visibility?: string[]): Promise<{ policyId: string; chunkId: string } | undefined> {
  const runs = shingles(text);
  if (runs.length < 2) return undefined;
  const result = await kb.search({ text, visibility, limit: 10 });
  let best: { policyId: string; chunkId: string; hits: number } | undefined;
  for (const c of result.chunks) {
    const body = ` ${c.text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, " ").split(/\s+/).filter(Boolean).join(" ")} `;
    const hits = runs.filter((r) => body.includes(` ${r} `)).length;
    if (hits >= 2 && (!best || hits > best.hits)) best = { policyId: c.policyId, chunkId: c.chunkId, hits };
  }
  return best;
}

export async function orientFromThread(record: ConversationRecord, kb: KnowledgeBase, visibility?: string[], current?: string): Promise<void> {
  // The question being asked belongs to the thread too: it is its newest message.
  const recent = [...record.messages, ...(current ? [{ role: "user" as const, text: current, at: Date.now() }] : [])].slice(-ORIENT.recent);
  if (!recent.length || record.state.policies.length) return;
  const weights = new Map<string, number>();
  recent.forEach((m, i) => {
    // Later messages count more; the bot's own earlier replies quote the policy, so they count too.
    const w = (ORIENT.oldest + ((1 - ORIENT.oldest) * (i + 1)) / recent.length) * (m.role === "assistant" ? 0.8 : 1);
    for (const t of uniqueTerms(m.text)) weights.set(t, (weights.get(t) ?? 0) + w);
  });
  const result = await kb.search({ text: recent.map((m) => m.text).join("\n"), weights, visibility, limit: 5 });
  const ranked = [...result.policies].sort((a, b) => b.score - a.score);
  // A reply the bot wrote earlier names its sources: [policy_id] markers beat any search.
  const reply = [...record.messages].reverse().find((m) => m.role === "assistant");
  const marked = reply ? [...reply.text.matchAll(/\[([\p{L}\p{N}_.-]+)\]/gu)].map((m) => m[1]).filter((id) => kb.policy(id)) : [];
  // Failing markers, a reply that quotes a policy word for word names it too.
  const quote = reply && !marked.length ? await quotedChunk(reply.text, kb, visibility) : undefined;
  if (quote) marked.push(quote.policyId);
  const top = marked.length ? ranked.find((p) => p.policyId === marked[0]) : ranked[0];
  if (marked.length) record.state.policies = [...new Set(marked)];
  else if (top && top.confidence >= ORIENT.minConfidence) record.state.policies = [top.policyId];
  else return;
  if (!top) return;
  record.state.lastChunks = top.chunks.slice(0, 1).map((c) => c.chunkId);
  if (quote) record.state.lastChunks = [quote.chunkId];
  else if (reply) {
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
