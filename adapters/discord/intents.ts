/** The gateway intents policybot needs, and nothing more. */
import { GatewayIntentBits } from "discord.js";

export interface IntentOptions {
  /** Follow-ups in a thread without a mention need to read message content. */
  followUpsWithoutMention: boolean;
}

/**
 * Guilds (channels, threads, interactions' channels), GuildMessages (mentions and thread follow-ups),
 * DirectMessages (questions in DMs). MessageContent is privileged: Discord only sends the content of
 * messages that mention the bot or are DMs without it, so it is requested only for follow-ups
 * without a mention.
 */
export function policybotIntents(options: IntentOptions): GatewayIntentBits[] {
  const intents = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.DirectMessages];
  if (options.followUpsWithoutMention) intents.push(GatewayIntentBits.MessageContent);
  return intents;
}
