/**
 * Slack thread ⇄ ConversationId, in one place.
 *
 *   slack:{team}:{channel}:{threadTs}                 (ordinary workspace)
 *   slack:{enterprise}:{team}:{channel}:{threadTs}    (Enterprise Grid)
 *
 * Slack ids never contain `:`, so the segment count tells the two shapes apart, and each segment is
 * checked against the id's own prefix letter (E…, T…), so neither shape can be mistaken for the other.
 * The scope of a channel (for `/reset`) is the id without its last segment: `slack:{team}:{channel}`.
 */
import { PolicybotError } from "../../src/core/errors.js";
import type { ConversationId } from "../../src/core/types.js";

export interface SlackThreadRef {
  enterpriseId?: string;
  teamId: string;
  channelId: string;
  /** The thread's root message ts (a top-level message is the root of its own thread). */
  threadTs: string;
}

export type SlackChannelRef = Omit<SlackThreadRef, "threadTs">;

const PREFIX = "slack";
const ENTERPRISE = /^E[A-Z0-9]{2,}$/;
const TEAM = /^T[A-Z0-9]{2,}$/;
const CHANNEL = /^[A-Z][A-Z0-9]{2,}$/;
const TS = /^\d{1,12}\.\d{1,8}$/;

function invalid(id: string, why: string): PolicybotError {
  return new PolicybotError("CONVERSATION_ID_INVALID", `Not a Slack conversation id (${why}): ${JSON.stringify(id)}`);
}

function checkChannel(ref: SlackChannelRef, shown: string): void {
  if (ref.enterpriseId !== undefined && !ENTERPRISE.test(ref.enterpriseId)) throw invalid(shown, "bad enterprise id");
  if (!TEAM.test(ref.teamId)) throw invalid(shown, "bad team id");
  if (!CHANNEL.test(ref.channelId)) throw invalid(shown, "bad channel id");
}

/** The scope covering every thread of one channel, e.g. `slack:T1:C1`. */
export function encodeSlackScope(ref: SlackChannelRef): string {
  const shown = JSON.stringify(ref);
  checkChannel(ref, shown);
  return [PREFIX, ...(ref.enterpriseId ? [ref.enterpriseId] : []), ref.teamId, ref.channelId].join(":");
}

export function encodeSlackConversationId(ref: SlackThreadRef): ConversationId {
  if (!TS.test(ref.threadTs)) throw invalid(JSON.stringify(ref), "bad thread ts");
  return `${encodeSlackScope(ref)}:${ref.threadTs}`;
}

export function decodeSlackConversationId(id: string): SlackThreadRef {
  if (typeof id !== "string") throw invalid(String(id), "not a string");
  const parts = id.split(":");
  if (parts[0] !== PREFIX) throw invalid(id, "missing slack: prefix");
  let ref: SlackThreadRef;
  if (parts.length === 4) {
    ref = { teamId: parts[1], channelId: parts[2], threadTs: parts[3] };
  } else if (parts.length === 5) {
    ref = { enterpriseId: parts[1], teamId: parts[2], channelId: parts[3], threadTs: parts[4] };
  } else {
    throw invalid(id, `expected 4 or 5 segments, got ${parts.length}`);
  }
  checkChannel(ref, id);
  if (!TS.test(ref.threadTs)) throw invalid(id, "bad thread ts");
  return ref;
}

export function isSlackConversationId(id: string): boolean {
  try {
    decodeSlackConversationId(id);
    return true;
  } catch {
    return false;
  }
}

/** `slack:T1:C1:1700.1` → `slack:T1:C1`: what `Policybot.resetUser` expects. */
export function slackScopeOf(id: ConversationId): string {
  const ref = decodeSlackConversationId(id);
  return encodeSlackScope(ref);
}
