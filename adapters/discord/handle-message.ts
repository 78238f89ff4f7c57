/**
 * Messages: a mention in a channel works like /ask (a thread is started on the question), a mention
 * in a thread joins or continues that thread's conversation, people already in a conversation
 * continue it without a mention, and direct messages are always for the bot.
 * Own messages and other bots are ignored.
 */
import { ChannelType, Routes, type Message } from "discord.js";
import type { Reply } from "../../src/core/types.js";
import { DEDUPE_TTL_MS, SORRY, type AdapterContext } from "./context.js";
import { encodeConversationId } from "./conversation-id.js";
import { describe, sendToChannel } from "./deliver.js";
import { renderReply, renderText, type DiscordMessage } from "./render.js";
import { threadName } from "./split-text.js";
import { historyForNewConversation } from "./thread-history.js";

/** The knowledge base's own topics as examples. */
function emptyMentionHint(ctx: AdapterContext): string {
  const topics = ctx.bot.topics(ctx.visibility).map((t) => `“${t}”`);
  return `Ask me about a company policy${topics.length ? `, for example ${topics.join(", ")}` : ""}.`;
}

export async function handleMessage(ctx: AdapterContext, message: Message): Promise<void> {
  const botId = ctx.client.user?.id;
  if (!botId || message.author.id === botId || message.author.bot || message.webhookId || message.system) return;
  const mentioned = message.mentions.users.has(botId);
  const text = stripMention(message.content ?? "", botId);
  const channel = message.channel;

  if (!message.inGuild()) {
    return answer(ctx, message, { channelId: message.channelId, text, mentioned: true });
  }
  if (channel.isThread()) {
    if (!mentioned) {
      if (!ctx.followUpsWithoutMention || !text) return;
      const id = encodeConversationId({ guildId: message.guildId, channelId: channel.id });
      const { participants } = await ctx.bot.conversation(id);
      if (!participants.includes(message.author.id)) return;
    }
    return answer(ctx, message, { channelId: channel.id, text, mentioned, readHistory: mentioned });
  }
  if (!mentioned) return;
  const canThread = channel.type === ChannelType.GuildText || channel.type === ChannelType.GuildAnnouncement;
  if (ctx.createThreads && canThread && text) {
    if (!(await claim(ctx, message))) return;
    try {
      const thread = await message.startThread({ name: threadName(text) });
      return answer(ctx, message, { channelId: thread.id, text, mentioned, claimed: true });
    } catch (err) {
      ctx.logger.warn({ err: describe(err), channelId: channel.id }, "discord: could not start a thread, answering in the channel");
    }
    return answer(ctx, message, { channelId: channel.id, text, mentioned, replyTo: message.id, claimed: true });
  }
  return answer(ctx, message, { channelId: channel.id, text, mentioned, replyTo: message.id });
}

interface Target {
  /** The thread, channel or DM the conversation lives in and the answer goes to. */
  channelId: string;
  text: string;
  mentioned: boolean;
  /** Read earlier thread messages when the conversation is new. */
  readHistory?: boolean;
  /** Answer as a reply to the user's message (in a channel, without a thread). */
  replyTo?: string;
  /** The message was already claimed for dedupe. */
  claimed?: boolean;
}

async function answer(ctx: AdapterContext, message: Message, target: Target): Promise<void> {
  if (!target.claimed && !(await claim(ctx, message))) return;
  try {
    if (!target.text) {
      await send(ctx, target, renderText(emptyMentionHint(ctx)));
      return;
    }
    void ctx.client.rest.post(Routes.channelTyping(target.channelId)).catch(() => {});
    const conversationId = encodeConversationId({ guildId: message.guildId, channelId: target.channelId });
    const threadContext =
      target.readHistory && message.channel.isThread()
        ? await historyForNewConversation(ctx, conversationId, message.channel, message.id)
        : undefined;
    const reply: Reply = await ctx.bot.ask({
      conversationId,
      userId: message.author.id,
      text: target.text,
      ...(threadContext?.length ? { threadContext } : {}),
      ...(ctx.visibility ? { visibility: ctx.visibility } : {}),
    });
    await send(ctx, target, renderReply(reply));
  } catch (err) {
    ctx.logger.error({ err: describe(err), messageId: message.id }, "discord: answering a message failed");
    await send(ctx, target, renderText(SORRY)).catch((e) => {
      ctx.logger.error({ err: describe(e) }, "discord: could not report a failure to the user");
    });
  }
}

async function send(ctx: AdapterContext, target: Target, messages: DiscordMessage[]): Promise<void> {
  for (const [index, m] of messages.entries()) {
    await sendToChannel(ctx, target.channelId, m, index === 0 ? target.replyTo : undefined);
  }
}

/** Gateway replays (after a resume) must not answer twice. */
function claim(ctx: AdapterContext, message: Message): Promise<boolean> {
  return ctx.bot.claimOnce(`discord:message:${message.id}`, DEDUPE_TTL_MS);
}

export function stripMention(content: string, botId: string): string {
  return content.replace(new RegExp(`<@!?${botId}>`, "g"), "").replace(/[ \t]{2,}/g, " ").trim();
}
