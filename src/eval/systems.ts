/**
 * The systems compared in every suite, all over the same chunks:
 * - policybot: the full pipeline (rewrite, hybrid retrieval, decision, citations), replaying the history as thread context;
 * - last_turn: the knowledge base's hybrid search with only the newest user message (naive RAG);
 * - full_history: the same search with the whole dialogue concatenated;
 * - bm25: plain BM25 over the same chunks with the whole dialogue concatenated.
 */
import type { ReplyKind, ThreadMessage } from "../core/types.js";
import type { EvalKb } from "./kb-build.js";
import type { DialogueTurn } from "./types.js";

export const SYSTEMS = ["policybot", "last_turn", "full_history", "bm25"] as const;
export type SystemName = (typeof SYSTEMS)[number];

export interface Dialogue {
  /** Earlier turns, oldest first; `agent` turns play the bot's own earlier replies. */
  history: DialogueTurn[];
  question: string;
}

export interface TopChunk {
  policyId: string;
  chunkId?: string;
  start: number;
  end: number;
}

export interface SystemOutput {
  /** Policies ranked best first. */
  policies: string[];
  /** Top cited chunk (policybot) or top retrieved chunk (baselines). */
  topChunk?: TopChunk;
  /** What the system decided; the retrieval baselines always answer. */
  decision: ReplyKind;
  /** Cited policy ids in reply order (baselines: their top policy). */
  cited: string[];
  rewritten?: string;
  replyText?: string;
}

const SEARCH_LIMIT = 30;

export function historyText(d: Dialogue): string {
  return [...d.history.map((t) => t.text), d.question].join("\n");
}

export function toThreadContext(history: DialogueTurn[], now: number): ThreadMessage[] {
  return history.map((t, i) => ({
    userId: t.role === "user" ? "eval-user" : "policybot",
    text: t.text,
    at: now - (history.length - i) * 60_000,
    fromBot: t.role === "agent",
  }));
}

let conversationSeq = 0;

export async function runPolicybot(kb: EvalKb, d: Dialogue, label: string): Promise<SystemOutput> {
  const { bot, store } = kb.runtime;
  const conversationId = `console:eval-${label}-${++conversationSeq}`;
  const reply = await bot.ask({
    conversationId,
    userId: "eval-user",
    text: d.question,
    threadContext: d.history.length ? toThreadContext(d.history, Date.now()) : undefined,
  });
  const trace = (await store.loadTrace(reply.turnId)) as TraceWithChunks | undefined;
  // Free memory: each replayed dialogue is its own conversation.
  await store.delete(conversationId);
  const cited = reply.citations.map((c) => c.policyId);
  const top = trace?.citedChunks?.[0];
  return {
    policies: trace?.policies?.map((p) => p.policyId) ?? cited,
    topChunk: top ? { policyId: top.policyId, chunkId: top.chunkId, start: top.start, end: top.end } : undefined,
    decision: reply.kind,
    cited,
    rewritten: trace?.rewritten ?? reply.rewrittenQuery,
    replyText: reply.text,
  };
}

interface TraceWithChunks {
  policies?: { policyId: string; confidence: number }[];
  citedChunks?: { policyId: string; chunkId: string; section?: string; start: number; end: number }[];
  rewritten?: string;
}

export async function runHybrid(kb: EvalKb, text: string): Promise<SystemOutput> {
  const res = await kb.runtime.kb.search({ text, limit: SEARCH_LIMIT });
  const top = res.chunks[0];
  const policies = res.policies.map((p) => p.policyId);
  return {
    policies,
    topChunk: top ? { policyId: top.policyId, chunkId: top.chunkId, start: top.start, end: top.end } : undefined,
    decision: "answer",
    cited: policies.slice(0, 1),
  };
}

export function runBm25(kb: EvalKb, text: string): SystemOutput {
  const groups = kb.bm25.searchGroups(text, 10);
  const top = groups[0] ? kb.chunkById.get(groups[0].top.id) : undefined;
  const policies = groups.map((g) => g.group);
  return {
    policies,
    topChunk: top ? { policyId: top.policyId, chunkId: top.chunkId, start: top.start, end: top.end } : undefined,
    decision: "answer",
    cited: policies.slice(0, 1),
  };
}

/** Runs all four systems on one dialogue. */
export async function runAll(kb: EvalKb, d: Dialogue, label: string): Promise<Record<SystemName, SystemOutput>> {
  const [policybot, lastTurn, fullHistory] = await Promise.all([
    runPolicybot(kb, d, label),
    runHybrid(kb, d.question),
    runHybrid(kb, historyText(d)),
  ]);
  return { policybot, last_turn: lastTurn, full_history: fullHistory, bm25: runBm25(kb, historyText(d)) };
}

/** Maps items with at most `concurrency` promises in flight; results keep the input order. */
export async function mapPool<T, R>(items: readonly T[], concurrency: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return out;
}
