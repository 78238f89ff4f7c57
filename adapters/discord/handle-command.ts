/**
 * `/ask` and `/reset`.
 * /ask defers at once (Discord wants an answer within 3 seconds), finds or starts the thread the
 * conversation lives in, asks the core under that thread's id, then edits the deferred reply.
 */
import { ChannelType, MessageFlags, type ChatInputCommandInteraction, type ThreadChannel } from "discord.js";
import { DEDUPE_TTL_MS, SORRY, type AdapterContext } from "./context.js";
import { encodeConversationId } from "./conversation-id.js";
import { deliverForInteraction, describe, reportFailure, tokenUsable, type InteractionDelivery } from "./deliver.js";
import { renderReply } from "./render.js";
import { threadName } from "./split-text.js";
import { historyForNewConversation } from "./thread-history.js";

export async function handleChatInput(ctx: AdapterContext, i: ChatInputCommandInteraction): Promise<void> {
  if (i.commandName === ctx.commandNames.ask) return handleAsk(ctx, i);
  if (i.commandName === ctx.commandNames.reset) return handleReset(ctx, i);
}

async function handleAsk(ctx: AdapterContext, i: ChatInputCommandInteraction): Promise<void> {
  if (!(await ctx.bot.claimOnce(`discord:interaction:${i.id}`, DEDUPE_TTL_MS))) return;
  const question = (i.options.getString("question") ?? "").trim();
  const deferred = await deferSafely(ctx, i, false);
  const channelId = i.channelId ?? "";
  const delivery: InteractionDelivery = { interaction: i, first: deferred ? "edit" : "channel", conversationChannelId: channelId };
  try {
    const place = await conversationPlace(ctx, i, deferred, question);
    delivery.conversationChannelId = place.channelId;
    const conversationId = encodeConversationId({ guildId: i.guildId, channelId: place.channelId });
    const threadContext = place.existingThread
      ? await historyForNewConversation(ctx, conversationId, place.existingThread, i.id)
      : undefined;
    const reply = await ctx.bot.ask({
      conversationId,
      userId: i.user.id,
      text: question,
      ...(threadContext?.length ? { threadContext } : {}),
      ...(ctx.visibility ? { visibility: ctx.visibility } : {}),
    });
    await deliverForInteraction(ctx, delivery, renderReply(reply));
  } catch (err) {
    ctx.logger.error({ err: describe(err), interactionId: i.id }, "discord: /ask failed");
    await reportFailure(ctx, delivery, SORRY);
  }
}

interface Place {
  /** The thread or channel the conversation lives in. */
  channelId: string;
  /** Set when /ask was used inside a thread that already existed (its history may need reading). */
  existingThread?: ThreadChannel;
}

/** In a text channel, starts a thread on the deferred reply so the whole conversation lives in it. */
async function conversationPlace(ctx: AdapterContext, i: ChatInputCommandInteraction, deferred: boolean, question: string): Promise<Place> {
  const channel = i.channel;
  const channelId = i.channelId ?? "";
  if (channel?.isThread()) return { channelId, existingThread: channel };
  const canThread = channel?.type === ChannelType.GuildText || channel?.type === ChannelType.GuildAnnouncement;
  if (!ctx.createThreads || !deferred || !canThread || !i.inGuild()) return { channelId };
  try {
    const answer = await i.fetchReply();
    const thread = await channel.threads.create({ startMessage: answer.id, name: threadName(question) });
    return { channelId: thread.id };
  } catch (err) {
    ctx.logger.warn({ err: describe(err), channelId }, "discord: could not start a thread, answering in the channel");
    return { channelId };
  }
}

async function handleReset(ctx: AdapterContext, i: ChatInputCommandInteraction): Promise<void> {
  const deferred = await deferSafely(ctx, i, true);
  const channelId = i.channelId ?? "";
  let text: string;
  try {
    const conversationId = encodeConversationId({ guildId: i.guildId, channelId });
    const cleared = await ctx.bot.reset(conversationId);
    const inThread = i.channel?.isThread() ?? false;
    text = cleared
      ? "Done: I have forgotten this conversation. Your next question starts fresh."
      : inThread || !ctx.createThreads || !i.inGuild()
        ? "There was nothing to forget here: this conversation was already empty."
        : "There was nothing to forget in this channel. My conversations live in threads: use /reset inside the thread.";
  } catch (err) {
    ctx.logger.error({ err: describe(err), interactionId: i.id }, "discord: /reset failed");
    text = "Sorry, I could not reset this conversation. Please try again in a moment.";
  }
  try {
    if (deferred) await i.editReply({ content: text });
    else if (tokenUsable(i.createdTimestamp, ctx.now())) await i.followUp({ content: text, flags: MessageFlags.Ephemeral });
  } catch (err) {
    ctx.logger.warn({ err: describe(err), interactionId: i.id }, "discord: could not confirm /reset");
  }
}

/** Acknowledges an interaction; false when the token is too old or Discord refused. */
async function deferSafely(ctx: AdapterContext, i: ChatInputCommandInteraction, ephemeral: boolean): Promise<boolean> {
  if (!tokenUsable(i.createdTimestamp, ctx.now())) return false;
  try {
    await i.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
    return true;
  } catch (err) {
    ctx.logger.warn({ err: describe(err), interactionId: i.id }, "discord: deferReply failed");
    return false;
  }
}
