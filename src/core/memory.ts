/** The per-conversation record: creating it, absorbing thread text, appending turns. */
import type { ConversationId, ConversationRecord, Message, SessionState, ThreadMessage } from "./types.js";

export function emptyState(): SessionState {
  return { policies: [], topicTerms: [] };
}

export function newRecord(id: ConversationId, now: number): ConversationRecord {
  return { id, messages: [], summary: "", state: emptyState(), lastCitations: [], participants: [], createdAt: now, updatedAt: now };
}

/** How many earlier thread messages are folded in; older ones matter little and cost rewriting time. */
export const MAX_ABSORBED = 50;

/**
 * Adds messages written in the thread before the bot was involved, oldest first, skipping ones it
 * already holds. Returns how many were added.
 */
export function absorbThread(record: ConversationRecord, thread: ThreadMessage[] | undefined, currentText: string): number {
  if (!thread?.length) return 0;
  const known = new Set(record.messages.map((m) => `${m.at}|${m.text}`));
  const lastAt = record.messages.at(-1)?.at ?? -Infinity;
  const fresh = thread
    .filter((m) => m.text.trim() && m.at > lastAt && !known.has(`${m.at}|${m.text}`))
    .filter((m, i, all) => !(i === all.length - 1 && m.text.trim() === currentText.trim()))
    .slice(-MAX_ABSORBED);
  for (const m of fresh) {
    const message: Message = { role: m.fromBot ? "assistant" : "user", text: m.text, at: m.at, userId: m.userId };
    record.messages.push(message);
  }
  return fresh.length;
}

export function addParticipant(record: ConversationRecord, userId: string): void {
  if (userId && !record.participants.includes(userId)) record.participants.push(userId);
}

/** One exchange kept: the person's message and the bot's reply with the policies it cited. */
export function recordExchange(record: ConversationRecord, userId: string, text: string, reply: string, citations: string[], now: number): void {
  addParticipant(record, userId);
  record.messages.push({ role: "user", text, at: now, userId }, { role: "assistant", text: reply, at: now, citations });
  record.updatedAt = now;
}

/** Most recent first, without repeats, at most `max`. */
export function pushRecent(list: string[], items: string[], max: number): string[] {
  const out = [...items, ...list.filter((x) => !items.includes(x))];
  return [...new Set(out)].slice(0, max);
}

/** What the bot said in its last two replies: quoting it again tells the person nothing new. */
export function recentReplies(messages: Message[]): string | undefined {
  const said = messages.filter((m) => m.role === "assistant").slice(-2);
  return said.length ? said.map((m) => m.text).join("\n") : undefined;
}
