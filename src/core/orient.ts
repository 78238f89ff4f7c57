/**
 * Stage 2's second half: when a conversation starts from thread text the bot did not take part in,
 * find what it is about (the policy in play and its words), as if the bot had been there.
 */
import type { KnowledgeBase } from "./ports.js";
import { uniqueTerms, wordRuns } from "./text.js";
import type { ConversationRecord, Message, RetrievedChunk } from "./types.js";

export const ORIENT = {
  /** How sure the search over the thread must be before its best policy counts as the topic. */
  minConfidence: 0.1,
  /** Five-word runs the bot's replies must quote from a policy before the quotes outweigh the thread's words. */
  minQuoted: 3,
  /** ... and how many times more runs than they quote from the policy the words point at. */
  quotedRatio: 2,
  /** Replies searched for quotes. */
  quotedReplies: 4,
  /** Messages read, newest last. */
  recent: 20,
};
const MAX_TOPIC_TERMS = 12;

/** Runs of this many words, taken from a reply, that also stand in a chunk show it was quoted. */
const SHINGLE = 5;
const shingles = (text: string) => wordRuns(text, SHINGLE);

/** The chunk a reply quotes word for word (at least two five-word runs), if any, among `chunks`. */
function quotedChunk(text: string, chunks: RetrievedChunk[]): string | undefined {
  const runs = shingles(text);
  if (runs.length < 2) return undefined;
  let best: { chunkId: string; hits: number } | undefined;
  for (const c of chunks) {
    const body = new Set(shingles(c.text));
    const hits = runs.filter((r) => body.has(r)).length;
    if (hits >= 2 && (!best || hits > best.hits)) best = { chunkId: c.chunkId, hits };
  }
  return best?.chunkId;
}

/**
 * Policies the bot's earlier replies quote word for word, with how many distinct five-word runs each.
 * The replies' own words find the chunks they quoted; `also` is searched too so its count is fair.
 */
async function quotedRuns(replies: Message[], kb: KnowledgeBase, visibility: string[] | undefined, also: string): Promise<Map<string, number>> {
  const runs = new Set(replies.flatMap((m) => shingles(m.text)));
  const found = new Map<string, Set<string>>();
  if (!runs.size) return new Map();
  const text = replies.map((m) => m.text).join("\n");
  const searches = [
    kb.search({ text, visibility, limit: 20 }),
    kb.search({ text, visibility, restrictTo: [also], limit: 10 }),
  ];
  const read = new Set<string>();
  for (const result of await Promise.all(searches)) {
    for (const c of result.chunks) {
      // Both searches may return a chunk: read it once.
      if (read.has(c.chunkId)) continue;
      read.add(c.chunkId);
      const seen = found.get(c.policyId) ?? new Set<string>();
      for (const r of shingles(c.text)) if (runs.has(r)) seen.add(r);
      found.set(c.policyId, seen);
    }
  }
  return new Map([...found].map(([id, seen]) => [id, seen.size]));
}

/** The policy the bot's replies quote far more than `pick`, the one the thread's words point at. */
async function quotedPolicy(recent: Message[], kb: KnowledgeBase, visibility: string[] | undefined, pick: string): Promise<string | undefined> {
  // The newest few replies: they name the topic, and the search text stays short.
  const replies = recent.filter((m) => m.role === "assistant").slice(-ORIENT.quotedReplies);
  if (!replies.length) return undefined;
  const counts = await quotedRuns(replies, kb, visibility, pick);
  const [best, hits] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!best || best === pick || hits < ORIENT.minQuoted) return undefined;
  return hits >= ORIENT.quotedRatio * (counts.get(pick) ?? 0) ? best : undefined;
}

/**
 * Which policy the thread is about: its words against whole policies. (Weighting quotes in the
 * bot's replies or favouring recent messages both lowered doc2dial follow-up doc@1 when tried.)
 */
async function threadPolicy(recent: Message[], weights: Map<string, number>, kb: KnowledgeBase, visibility?: string[]): Promise<string | undefined> {
  if (kb.rankPolicies) return kb.rankPolicies(weights, { visibility, limit: 1 })[0]?.policyId;
  const result = await kb.search({ text: recent.map((m) => m.text).join("\n"), weights, visibility, limit: 5 });
  return [...result.policies].sort((a, b) => b.score - a.score)[0]?.policyId;
}

export async function orientFromThread(record: ConversationRecord, kb: KnowledgeBase, visibility?: string[], current?: string): Promise<void> {
  // The question being asked belongs to the thread too: it is its newest message.
  const recent = [...record.messages, ...(current ? [{ role: "user" as const, text: current, at: Date.now() }] : [])].slice(-ORIENT.recent);
  if (!recent.length || record.state.policies.length) return;
  const weights = new Map<string, number>();
  for (const m of recent) {
    // The bot's own earlier replies quote the policy, so they count too, a little less than people.
    const w = m.role === "assistant" ? 0.8 : 1;
    for (const t of uniqueTerms(m.text)) weights.set(t, (weights.get(t) ?? 0) + w);
  }
  // A reply the bot wrote earlier names its sources: [policy_id] markers beat any search.
  const reply = [...record.messages].reverse().find((m) => m.role === "assistant");
  const marked = reply ? [...reply.text.matchAll(/\[([\p{L}\p{N}_.-]+)\]/gu)].map((m) => m[1]).filter((id) => kb.policy(id)) : [];
  const byWords = marked.length ? undefined : await threadPolicy(recent, weights, kb, visibility);
  // Replies that quote a policy at length name it as surely as a marker would.
  const policyId = marked[0] ?? (byWords && ((await quotedPolicy(recent, kb, visibility, byWords)) ?? byWords));
  if (!policyId) return;
  const result = await kb.search({ text: recent.map((m) => m.text).join("\n"), weights, visibility, restrictTo: [policyId], limit: 5 });
  const top = result.policies[0];
  if (!marked.length && (!top || top.confidence < ORIENT.minConfidence)) return;
  record.state.policies = marked.length ? [...new Set(marked)] : [policyId];
  if (!top) return;
  // Where in the policy the conversation stands: the section the bot's last reply quoted word for
  // word, else the one its words match best.
  record.state.lastChunks = top.chunks.slice(0, 1).map((c) => c.chunkId);
  if (reply) {
    const sections = (await kb.search({ text: reply.text, visibility, restrictTo: [top.policyId], limit: 10 })).chunks;
    const at = quotedChunk(reply.text, sections) ?? sections[0]?.chunkId;
    if (at) record.state.lastChunks = [at];
  }
  // The thread's words that the policy also uses are the subject; chit-chat around it is not.
  const inPolicy = new Set(top.chunks.flatMap((c) => c.terms ?? []));
  record.state.topicTerms = [...weights.entries()]
    .filter(([t]) => inPolicy.has(t))
    .sort((a, b) => b[1] * kb.idf(b[0]) - a[1] * kb.idf(a[0]))
    .slice(0, MAX_TOPIC_TERMS)
    .map(([t]) => t);
}
