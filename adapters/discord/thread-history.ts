/**
 * Reads the messages written in a thread before the bot was first involved, so the core can fold
 * them into the conversation (Turn.threadContext). Oldest first, capped.
 */
import type { Message, ThreadChannel } from "discord.js";
import type { ThreadMessage } from "../../src/core/types.js";
import type { AdapterContext } from "./context.js";
import { describe } from "./deliver.js";

export interface ThreadHistoryOptions {
  /** The message that triggered the bot; it and everything after it are left out. */
  before: string;
  botUserId: string;
  /** At most this many messages (default 100). */
  limit?: number;
}

const PAGE = 100;

export async function fetchThreadHistory(thread: ThreadChannel, options: ThreadHistoryOptions): Promise<ThreadMessage[]> {
  const cap = Math.max(0, options.limit ?? 100);
  const newestFirst: Message[] = [];
  let before = options.before;
  while (newestFirst.length < cap) {
    const page = await thread.messages.fetch({ limit: Math.min(PAGE, cap - newestFirst.length), before, cache: false });
    if (page.size === 0) break;
    const sorted = [...page.values()].sort((a, b) => compareSnowflakes(b.id, a.id));
    newestFirst.push(...sorted);
    before = sorted[sorted.length - 1].id;
    if (page.size < PAGE) break;
  }
  if (newestFirst.length < cap) {
    const starter = await fetchStarter(thread);
    if (starter && !newestFirst.some((m) => m.id === starter.id)) newestFirst.push(starter);
  }
  return newestFirst
    .reverse()
    .map((m) => toThreadMessage(m, options.botUserId))
    .filter((m): m is ThreadMessage => m !== null);
}

/** A thread started from a message lists that message in its parent channel, not in the thread. */
async function fetchStarter(thread: ThreadChannel): Promise<Message | null> {
  if (!thread.parentId) return null;
  try {
    return await thread.fetchStarterMessage({ cache: false });
  } catch {
    return null;
  }
}

function toThreadMessage(m: Message, botUserId: string): ThreadMessage | null {
  const text = readableText(m);
  if (!text || m.system) return null;
  const fromBot = m.author.id === botUserId;
  return { userId: m.author.id, text, at: m.createdTimestamp, ...(fromBot ? { fromBot: true } : {}) };
}

/** Message content plus the text of its embeds (the bot's own answers are embeds). */
function readableText(m: Message): string {
  const parts = [m.content?.trim() ?? ""];
  for (const e of m.embeds) {
    if (e.description) parts.push(e.description);
    for (const f of e.fields) parts.push(`${f.name}: ${f.value}`);
  }
  return parts.filter(Boolean).join("\n").trim();
}

function compareSnowflakes(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Thread messages written before the bot took part, only for a conversation the core has not seen. */
export async function historyForNewConversation(
  ctx: AdapterContext,
  conversationId: string,
  thread: ThreadChannel,
  beforeId: string,
): Promise<ThreadMessage[] | undefined> {
  try {
    if ((await ctx.bot.conversation(conversationId)).exists) return undefined;
    const botUserId = ctx.client.user?.id ?? "";
    return await fetchThreadHistory(thread, { before: beforeId, botUserId, limit: ctx.historyLimit });
  } catch (err) {
    ctx.logger.warn({ err: describe(err), threadId: thread.id }, "discord: could not read thread history");
    return undefined;
  }
}
