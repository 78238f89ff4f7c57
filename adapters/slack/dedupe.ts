/**
 * Exactly one reply per Slack message. Bolt does not deduplicate, and Slack delivers the same message
 * more than once: retries (`X-Slack-Retry-Num`, same event_id) and the `app_mention` + `message` pair
 * (different event ids, same channel + ts). Keys live in the core's store (`claimOnce`), so replicas
 * sharing Redis agree too.
 */
import type { Policybot } from "../../src/core/policybot.js";

/** Slack retries for about an hour at most in practice (3 retries, the last after ~5 min); keep keys well past that. */
export const DEFAULT_DEDUPE_TTL_MS = 60 * 60_000;
/** The issue requires at least 10 minutes. */
export const MIN_DEDUPE_TTL_MS = 10 * 60_000;

export interface DeliveryKeys {
  /** `event_id` of an Events API delivery, when there is one. */
  eventId?: string;
  teamId: string;
  channelId: string;
  /** ts of the message being answered (or of the message a button sits on, for clicks). */
  messageTs: string;
  /** Extra discriminator, e.g. the clicking user for clarify buttons. */
  suffix?: string;
}

export function eventKey(eventId: string): string {
  return `slack:dedupe:event:${eventId}`;
}

export function messageKey(k: Omit<DeliveryKeys, "eventId">): string {
  return `slack:dedupe:msg:${k.teamId}:${k.channelId}:${k.messageTs}${k.suffix ? `:${k.suffix}` : ""}`;
}

export class Deduper {
  readonly ttlMs: number;
  constructor(
    private readonly bot: Pick<Policybot, "claimOnce">,
    ttlMs: number = DEFAULT_DEDUPE_TTL_MS,
  ) {
    this.ttlMs = Math.max(ttlMs, MIN_DEDUPE_TTL_MS);
  }

  /**
   * True the first time this delivery is seen. The event id is claimed first (a retry stops there), then
   * the message (the second event of the mention/message pair stops there).
   */
  async claim(keys: DeliveryKeys): Promise<boolean> {
    if (keys.eventId && !(await this.bot.claimOnce(eventKey(keys.eventId), this.ttlMs))) return false;
    return this.bot.claimOnce(messageKey(keys), this.ttlMs);
  }
}
