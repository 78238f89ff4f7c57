/**
 * Clicks on policybot's components: 👍/👎 feedback, and the options of a clarifying question
 * (buttons or a select menu), which continue the conversation as if the user had typed the option.
 */
import {
  MessageFlags,
  type ButtonInteraction,
  type Message,
  type StringSelectMenuInteraction,
} from "discord.js";
import { DEDUPE_TTL_MS, SORRY, type AdapterContext } from "./context.js";
import { encodeConversationId } from "./conversation-id.js";
import { decodeCustomId, decodeOptionValue, type ComponentAction } from "./custom-ids.js";
import { deliverForInteraction, describe, reportFailure, type InteractionDelivery } from "./deliver.js";
import { renderReply } from "./render.js";

type ComponentInteraction = ButtonInteraction | StringSelectMenuInteraction;

export async function handleComponent(ctx: AdapterContext, i: ComponentInteraction): Promise<void> {
  const action = decodeCustomId(i.customId);
  if (!action) return; // a host bot's own component
  if (action.kind === "feedback") return handleFeedback(ctx, i, action.vote, action.turnId);
  const text = chosenText(i, action);
  if (!text) {
    await i.reply({ content: "That option is no longer available. Please ask again.", flags: MessageFlags.Ephemeral }).catch(() => {});
    return;
  }
  return handleOption(ctx, i, text);
}

async function handleFeedback(ctx: AdapterContext, i: ComponentInteraction, vote: "up" | "down", turnId: string): Promise<void> {
  let content: string;
  try {
    const stored = await ctx.bot.feedback(turnId, i.user.id, vote);
    content = stored ? "Thanks for the feedback!" : "I could not find that answer any more, but thanks anyway.";
  } catch (err) {
    ctx.logger.error({ err: describe(err), turnId }, "discord: feedback failed");
    content = "Sorry, I could not record that. Please try again later.";
  }
  await i.reply({ content, flags: MessageFlags.Ephemeral }).catch((err) => {
    ctx.logger.warn({ err: describe(err) }, "discord: could not acknowledge feedback");
  });
}

async function handleOption(ctx: AdapterContext, i: ComponentInteraction, text: string): Promise<void> {
  if (!(await ctx.bot.claimOnce(`discord:interaction:${i.id}`, DEDUPE_TTL_MS))) return;
  let acknowledged = false;
  try {
    await i.deferUpdate();
    acknowledged = true;
  } catch (err) {
    ctx.logger.warn({ err: describe(err), interactionId: i.id }, "discord: deferUpdate failed");
  }
  const conversationChannelId = conversationChannelOf(i.message, i.channelId);
  const delivery: InteractionDelivery = { interaction: i, first: "followup", conversationChannelId };
  try {
    const conversationId = encodeConversationId({ guildId: i.guildId, channelId: conversationChannelId });
    const reply = await ctx.bot.ask({
      conversationId,
      userId: i.user.id,
      text,
      ...(ctx.visibility ? { visibility: ctx.visibility } : {}),
    });
    // The question is settled: take its options off so they are not chosen twice.
    if (acknowledged) await i.editReply({ components: [] }).catch(() => {});
    await deliverForInteraction(ctx, delivery, renderReply(reply));
  } catch (err) {
    ctx.logger.error({ err: describe(err), interactionId: i.id }, "discord: clarify option failed");
    await reportFailure(ctx, delivery, SORRY);
  }
}

/** The text to send on the user's behalf for a clicked option. */
function chosenText(i: ComponentInteraction, action: Exclude<ComponentAction, { kind: "feedback" }>): string | undefined {
  let resolved: ComponentAction | null = action;
  if (action.kind === "select") {
    if (!i.isStringSelectMenu() || !i.values[0]) return undefined;
    resolved = decodeOptionValue(i.values[0]);
  }
  if (!resolved) return undefined;
  if (resolved.kind === "option") return resolved.value;
  if (resolved.kind !== "option-label") return undefined;
  if (i.isButton()) {
    const component = i.component as { label?: string | null };
    return component.label ?? undefined;
  }
  if (i.isStringSelectMenu()) {
    const chosen = i.values[0];
    return i.component.options.find((o) => o.value === chosen)?.label;
  }
  return undefined;
}

/**
 * A message that started a thread shares its id with the thread: the answer to `/ask` in a channel
 * carries the clarify buttons, but its conversation lives in the thread started on it.
 */
export function conversationChannelOf(message: Message, channelId: string): string {
  if (message.flags.has(MessageFlags.HasThread) || message.thread) return message.id;
  return channelId;
}
