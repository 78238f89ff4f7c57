/**
 * Reads the messages written in a thread before the bot was mentioned there (`conversations.replies`),
 * paginated with the cursor and capped, and maps them to the core's ThreadMessage.
 */
import type { webApi } from "@slack/bolt";
import type { ThreadMessage } from "../../src/core/types.js";
import { toPlainText } from "./text.js";

export interface HistoryOptions {
  /** Messages requested per page (Slack allows up to 1000; 200 is what it recommends). */
  pageSize?: number;
  /** Pages read at most. */
  maxPages?: number;
  /** Messages kept at most: the thread's first message plus the most recent ones. */
  maxMessages?: number;
}

export interface HistoryRequest {
  channel: string;
  threadTs: string;
  /** The message that mentioned the bot: it and anything after it are left out. */
  beforeTs: string;
  botUserId?: string;
  botId?: string;
}

interface RawMessage {
  ts?: string;
  user?: string;
  bot_id?: string;
  subtype?: string;
  text?: string;
}

/** Message subtypes that carry something a person said. */
const SPOKEN_SUBTYPES = new Set([undefined, "bot_message", "file_share", "thread_broadcast", "me_message"]);

const DEFAULTS: Required<HistoryOptions> = { pageSize: 200, maxPages: 5, maxMessages: 200 };

function tsNumber(ts: string): number {
  return Number(ts);
}

export async function readThreadHistory(
  client: webApi.WebClient,
  request: HistoryRequest,
  options: HistoryOptions = {},
): Promise<ThreadMessage[]> {
  const { pageSize, maxPages, maxMessages } = { ...DEFAULTS, ...options };
  const raw: RawMessage[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const res = await client.conversations.replies({ channel: request.channel, ts: request.threadTs, limit: pageSize, cursor });
    const page = (res.messages ?? []) as RawMessage[];
    raw.push(...page);
    cursor = res.response_metadata?.next_cursor || undefined;
    // Pages run oldest → newest; once past the mention, later pages hold nothing we want.
    const reachedMention = page.some((m) => m.ts !== undefined && tsNumber(m.ts) >= tsNumber(request.beforeTs));
    if (!res.has_more || !cursor || reachedMention) break;
  }
  const before = tsNumber(request.beforeTs);
  const spoken = raw
    .filter((m) => m.ts && tsNumber(m.ts) < before && SPOKEN_SUBTYPES.has(m.subtype) && m.text?.trim())
    .sort((a, b) => tsNumber(a.ts!) - tsNumber(b.ts!));
  const kept = spoken.length <= maxMessages ? spoken : [spoken[0], ...spoken.slice(spoken.length - (maxMessages - 1))];
  return kept
    .map((m) => ({
      userId: m.user ?? m.bot_id ?? "unknown",
      text: toPlainText(m.text ?? "", request.botUserId),
      at: Math.round(tsNumber(m.ts!) * 1000),
      fromBot: (request.botId !== undefined && m.bot_id === request.botId) || (request.botUserId !== undefined && m.user === request.botUserId),
    }))
    .filter((m) => m.text.length > 0);
}
