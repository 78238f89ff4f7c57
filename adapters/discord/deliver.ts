/**
 * Getting rendered messages to the user: through the interaction (edit the deferred reply, follow
 * up) while its 15-minute token is valid, otherwise as ordinary bot messages in the channel or thread.
 */
import { Routes, type APIMessage, type BaseMessageOptions, type RepliableInteraction } from "discord.js";
import type { AdapterContext } from "./context.js";
import type { DiscordMessage } from "./render.js";

/** Interaction tokens last 15 minutes; stop using one a little before that. */
export const INTERACTION_TOKEN_TTL_MS = 15 * 60_000;
const TOKEN_MARGIN_MS = 30_000;

export function tokenUsable(createdTimestamp: number, now: number): boolean {
  return now - createdTimestamp < INTERACTION_TOKEN_TTL_MS - TOKEN_MARGIN_MS;
}

/** discord.js' option shape for a rendered message. Every field is set, so an edit replaces everything. */
export function toMessageOptions(message: DiscordMessage): BaseMessageOptions & { content: string } {
  return {
    content: message.content ?? "",
    embeds: message.embeds ?? [],
    components: message.components ?? [],
    allowedMentions: { parse: [], repliedUser: false },
  };
}

/** Posts a bot message by channel id (works for threads and DMs, cached or not). */
export async function sendToChannel(
  ctx: AdapterContext,
  channelId: string,
  message: DiscordMessage,
  replyTo?: string,
): Promise<APIMessage> {
  const body = {
    ...message,
    ...(replyTo ? { message_reference: { message_id: replyTo, fail_if_not_exists: false } } : {}),
  };
  return (await ctx.client.rest.post(Routes.channelMessages(channelId), { body })) as APIMessage;
}

export interface InteractionDelivery {
  interaction: RepliableInteraction;
  /**
   * How the first message goes out: `edit` replaces the deferred reply, `followup` adds a message
   * to the interaction's channel, `channel` posts as the bot in the conversation's channel.
   * Whatever cannot go through the interaction (expired token, failure) falls back to `channel`.
   */
  first: "edit" | "followup" | "channel";
  /** Where the conversation lives: the thread (or channel) the answer belongs in. */
  conversationChannelId: string;
}

/** Delivers the messages of one reply for an interaction, falling back to channel messages. */
export async function deliverForInteraction(ctx: AdapterContext, d: InteractionDelivery, messages: DiscordMessage[]): Promise<void> {
  const { interaction } = d;
  const usable = () => tokenUsable(interaction.createdTimestamp, ctx.now());
  // Follow-ups land in the interaction's channel, so they only suit a conversation that lives there.
  const sameChannel = interaction.channelId === d.conversationChannelId;
  for (const [index, message] of messages.entries()) {
    const wanted = index === 0 ? d.first : "followup";
    const mode = wanted === "followup" && !sameChannel ? "channel" : wanted;
    if (mode !== "channel" && usable()) {
      try {
        if (mode === "edit") await interaction.editReply(toMessageOptions(message));
        else await interaction.followUp(toMessageOptions(message));
        continue;
      } catch (err) {
        ctx.logger.warn({ err: describe(err), interactionId: interaction.id, mode }, "discord: interaction response failed, posting in the channel");
      }
    }
    await sendToChannel(ctx, d.conversationChannelId, message);
  }
}

/** Tells the user something went wrong, through whatever channel still works; never throws. */
export async function reportFailure(ctx: AdapterContext, d: InteractionDelivery, text: string): Promise<void> {
  const message: DiscordMessage = { content: text, allowed_mentions: { parse: [] } };
  try {
    await deliverForInteraction(ctx, d, [message]);
  } catch (err) {
    ctx.logger.error({ err: describe(err) }, "discord: could not report a failure to the user");
  }
}

export function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}
