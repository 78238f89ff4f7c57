/**
 * Rewrite-only systems for the CAsT and Chinese suites: the bot's offline rewriter, and the two trivial
 * baselines (the newest message alone adds nothing; the concatenated dialogue adds everything said before).
 */
import { emptyState } from "../../core/memory.js";
import { rewriteOffline } from "../../core/rewrite.js";
import type { KnowledgeBase } from "../../core/ports.js";
import type { Message } from "../../core/types.js";
import type { DialogueTurn } from "../types.js";

export function toMessages(history: DialogueTurn[], now = Date.now()): Message[] {
  return history.map((t, i) => ({
    role: t.role === "user" ? "user" : "assistant",
    text: t.text,
    at: now - (history.length - i) * 60_000,
  }));
}

/** The bot's standalone rewrite of `text` given the earlier turns (oldest first), optionally with a vocabulary. */
export function policybotRewrite(history: DialogueTurn[], text: string, vocab?: Vocabulary): string {
  const rewritten = rewriteOffline({ text, history: toMessages(history), summary: "", state: emptyState() }, vocab);
  return rewritten.text;
}

export type Vocabulary = Pick<KnowledgeBase, "idf" | "knows">;

export function lastTurnRewrite(_history: DialogueTurn[], text: string): string {
  return text;
}

/** The whole dialogue concatenated, replies included: everything a rewrite could possibly carry forward. */
export function fullHistoryRewrite(history: DialogueTurn[], text: string): string {
  return [...history.map((t) => t.text), text].join(" ");
}
