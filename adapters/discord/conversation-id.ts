/**
 * Discord conversation ids: `discord:{guildId|dm}:{channelOrThreadId}`.
 * A thread is its own conversation; a channel (with threads switched off) or a DM is one too.
 * Encoded and decoded only here.
 */
import { PolicybotError } from "../../src/core/errors.js";
import type { ConversationId } from "../../src/core/types.js";

export interface DiscordConversation {
  /** null for direct messages. */
  guildId: string | null;
  /** The thread id when the conversation lives in a thread, otherwise the channel id. */
  channelId: string;
}

const SNOWFLAKE = /^\d{1,20}$/;
const PREFIX = "discord";

export function isSnowflake(value: unknown): value is string {
  return typeof value === "string" && SNOWFLAKE.test(value);
}

export function encodeConversationId(conversation: DiscordConversation): ConversationId {
  const { guildId, channelId } = conversation;
  if (guildId !== null && !isSnowflake(guildId)) {
    throw invalid(`guild id ${JSON.stringify(guildId)} is not a Discord snowflake`);
  }
  if (!isSnowflake(channelId)) {
    throw invalid(`channel id ${JSON.stringify(channelId)} is not a Discord snowflake`);
  }
  return `${PREFIX}:${guildId ?? "dm"}:${channelId}`;
}

export function decodeConversationId(id: string): DiscordConversation {
  if (typeof id !== "string") throw invalid(`expected a string, got ${typeof id}`);
  const parts = id.split(":");
  if (parts.length !== 3 || parts[0] !== PREFIX) {
    throw invalid(`${JSON.stringify(id)} is not of the form discord:{guildId|dm}:{channelId}`);
  }
  const [, guild, channelId] = parts;
  if (guild !== "dm" && !isSnowflake(guild)) {
    throw invalid(`${JSON.stringify(id)}: guild part must be a snowflake or "dm"`);
  }
  if (!isSnowflake(channelId)) {
    throw invalid(`${JSON.stringify(id)}: channel part must be a snowflake`);
  }
  return { guildId: guild === "dm" ? null : guild, channelId };
}

export function isDiscordConversationId(id: string): boolean {
  try {
    decodeConversationId(id);
    return true;
  } catch {
    return false;
  }
}

function invalid(message: string): PolicybotError {
  return new PolicybotError("CONVERSATION_ID_INVALID", `Invalid Discord conversation id: ${message}`);
}
