/** Normalises `app_mention` and `message` events (whose shapes differ by subtype) into one flat record. */

export interface IncomingMessage {
  /** Events API `event_id` (same on retries). */
  eventId?: string;
  enterpriseId?: string;
  teamId: string;
  channelId: string;
  /** `im`, `channel`, `group`, `mpim`; absent on `app_mention`. */
  channelType?: string;
  ts: string;
  /** Root of the thread the message was written in; absent for a top-level message. */
  threadTs?: string;
  userId?: string;
  botId?: string;
  subtype?: string;
  /** Raw mrkdwn text. */
  text: string;
  /** Delivered as `app_mention` (so it certainly mentions the bot). */
  viaAppMention: boolean;
}

interface RawEvent {
  type?: string;
  subtype?: string;
  channel?: string;
  channel_type?: string;
  user?: string;
  bot_id?: string;
  text?: string;
  ts?: string;
  thread_ts?: string;
}

interface RawBody {
  event_id?: string;
  team_id?: string;
  enterprise_id?: string | null;
}

interface ContextIds {
  teamId?: string;
  enterpriseId?: string;
}

const nonEmpty = (s: string | null | undefined): string | undefined => (s ? s : undefined);

/** Undefined when the event lacks what a reply needs (channel, ts, team). */
export function normalizeMessageEvent(event: unknown, body: unknown, context: ContextIds): IncomingMessage | undefined {
  const e = (event ?? {}) as RawEvent;
  const b = (body ?? {}) as RawBody;
  const teamId = nonEmpty(context.teamId) ?? nonEmpty(b.team_id);
  if (!e.channel || !e.ts || !teamId) return undefined;
  return {
    eventId: nonEmpty(b.event_id),
    enterpriseId: nonEmpty(context.enterpriseId) ?? nonEmpty(b.enterprise_id),
    teamId,
    channelId: e.channel,
    channelType: nonEmpty(e.channel_type),
    ts: e.ts,
    threadTs: nonEmpty(e.thread_ts),
    userId: nonEmpty(e.user),
    botId: nonEmpty(e.bot_id),
    subtype: nonEmpty(e.subtype),
    text: e.text ?? "",
    viaAppMention: e.type === "app_mention",
  };
}

/** DMs are `im` on message events; on other events a channel id starting with D is a DM. */
export function isDirectMessage(msg: Pick<IncomingMessage, "channelType" | "channelId">): boolean {
  return msg.channelType === "im" || (msg.channelType === undefined && msg.channelId.startsWith("D"));
}

/** The thread the reply goes to: the message's thread, or a new thread under the message itself. */
export function replyThreadTs(msg: Pick<IncomingMessage, "threadTs" | "ts">): string {
  return msg.threadTs ?? msg.ts;
}

/** True when the message is a reply inside an existing thread (not the thread's root). */
export function isThreadReply(msg: Pick<IncomingMessage, "threadTs" | "ts">): boolean {
  return msg.threadTs !== undefined && msg.threadTs !== msg.ts;
}
