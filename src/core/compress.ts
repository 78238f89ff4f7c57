/**
 * Stage 3: keeps the record within a budget by folding the oldest turns into a rolling summary.
 * The facts rewriting needs (standing question terms, policies in play) live in SessionState,
 * so they survive folding; the summary keeps a readable line per folded message.
 */
import type { ConversationRecord, Message } from "./types.js";

/** Recent messages always kept verbatim, whatever the budget. */
const KEEP_RECENT = 4;

export function summaryLine(m: Message): string {
  const text = m.text.replace(/\s+/g, " ").trim();
  if (m.role === "user") return `User: ${text.slice(0, 160)}${text.length > 160 ? "…" : ""}`;
  const cited = m.citations?.length ? ` (cited ${m.citations.join(", ")})` : "";
  return `Bot: ${text.slice(0, 100)}${text.length > 100 ? "…" : ""}${cited}`;
}

function size(messages: Message[]): number {
  return messages.reduce((n, m) => n + m.text.length, 0);
}

/** Returns the messages folded away (so an LLM summarizer can rewrite the summary from them). */
export function compressHistory(record: ConversationRecord, budgetChars: number): Message[] {
  const folded: Message[] = [];
  while (record.messages.length > KEEP_RECENT && size(record.messages) + record.summary.length > budgetChars) {
    folded.push(record.messages.shift() as Message);
  }
  if (!folded.length) return folded;
  const lines = [...(record.summary ? record.summary.split("\n") : []), ...folded.map(summaryLine)];
  // The summary itself is bounded: the bot's lines go first (its citations live on in the state), then the oldest.
  const over = () => lines.join("\n").length > budgetChars / 2;
  while (over() && lines.some((l) => l.startsWith("Bot:"))) lines.splice(lines.findIndex((l) => l.startsWith("Bot:")), 1);
  while (lines.length > 1 && over()) lines.shift();
  record.summary = lines.join("\n");
  return folded;
}
