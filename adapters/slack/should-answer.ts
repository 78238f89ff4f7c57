/**
 * Whether a message is for the bot: mentions and DMs always are; in a thread the bot has answered in,
 * messages from people who asked it there are follow-ups (unless switched off). Own messages never are,
 * other bots' only when configured.
 */
import type { ConversationInfo } from "../../src/core/policybot.js";
import type { BotIdentity } from "./identity.js";
import { isDirectMessage, isThreadReply, type IncomingMessage } from "./incoming.js";
import { mentionedUsers, mentionsUser } from "./text.js";

export interface AnswerRules {
  followUpsWithoutMention: boolean;
  answerBots: boolean;
}

export type Verdict =
  | { answer: true; why: "mention" | "dm" | "follow_up"; speakerId: string }
  | { answer: false; why: string };

/** Subtypes that are a person (or bot) saying something; edits, joins, deletions etc. are not. */
const SPOKEN = new Set([undefined, "file_share", "thread_broadcast", "me_message", "bot_message"]);

export async function shouldAnswer(
  msg: IncomingMessage,
  me: BotIdentity,
  rules: AnswerRules,
  conversation: () => Promise<ConversationInfo>,
): Promise<Verdict> {
  if ((me.botUserId && msg.userId === me.botUserId) || (me.botId && msg.botId === me.botId)) return { answer: false, why: "own message" };
  if (!SPOKEN.has(msg.subtype)) return { answer: false, why: `subtype ${msg.subtype}` };
  const fromBot = msg.botId !== undefined || msg.subtype === "bot_message";
  if (fromBot && !rules.answerBots) return { answer: false, why: "message from another bot" };
  const speakerId = msg.userId ?? msg.botId;
  if (!speakerId) return { answer: false, why: "no author" };

  if (isDirectMessage(msg)) return { answer: true, why: "dm", speakerId };
  if (msg.viaAppMention || (me.botUserId && mentionsUser(msg.text, me.botUserId))) return { answer: true, why: "mention", speakerId };

  if (!rules.followUpsWithoutMention || !isThreadReply(msg)) return { answer: false, why: "not addressed to the bot" };
  // "@bob what do you think?" in the bot's thread is for Bob, not a follow-up.
  if (mentionedUsers(msg.text).length > 0) return { answer: false, why: "addressed to someone else" };
  const info = await conversation();
  if (!info.exists) return { answer: false, why: "thread unknown to the bot" };
  if (!info.participants.includes(speakerId)) return { answer: false, why: "not a participant; needs a mention" };
  return { answer: true, why: "follow_up", speakerId };
}
