/**
 * Reset without a mention. Slack does not deliver slash commands from inside threads, so:
 * - the message shortcut resets the thread of the message it was used on;
 * - `/reset` resets every conversation the user had with the bot in that channel or DM.
 * Both answer ephemerally.
 */
import type { RespondFn, webApi } from "@slack/bolt";
import { describeError } from "../../src/core/errors.js";
import { decodeSlackConversationId, encodeSlackConversationId, encodeSlackScope } from "./conversation-id.js";
import { tellUser } from "./ephemeral.js";
import type { SlackDeps } from "./options.js";

interface ShortcutBody {
  user?: { id?: string; team_id?: string };
  team?: { id?: string } | null;
  enterprise?: { id?: string } | null;
  channel?: { id?: string };
  message?: { ts?: string; thread_ts?: string };
  message_ts?: string;
}

interface CommandBody {
  user_id?: string;
  team_id?: string;
  enterprise_id?: string;
  channel_id?: string;
}

export interface ShortcutArgs {
  body: unknown;
  context: { teamId?: string; enterpriseId?: string };
  client: webApi.WebClient;
  respond?: RespondFn;
}

export async function onResetShortcut(deps: SlackDeps, args: ShortcutArgs): Promise<void> {
  const body = args.body as ShortcutBody;
  const userId = body.user?.id;
  const channel = body.channel?.id;
  const ts = body.message?.ts ?? body.message_ts;
  const threadTs = body.message?.thread_ts ?? ts;
  const teamId = args.context.teamId ?? body.team?.id ?? body.user?.team_id;
  if (!userId || !channel || !threadTs || !teamId) return;
  const tell = (text: string) => tellUser({ client: args.client, respond: args.respond, channel, userId, threadTs }, text, deps.logger);
  try {
    const id = encodeSlackConversationId({ enterpriseId: args.context.enterpriseId ?? body.enterprise?.id ?? undefined, teamId, channelId: channel, threadTs });
    const existed = await deps.queue.run(id, () => deps.bot.reset(id));
    deps.logger.info({ conversationId: id, userId, existed }, "slack: thread reset by shortcut");
    await tell(
      existed
        ? "Done: I've forgotten our conversation in this thread. Mention me to start a new one."
        : "There was nothing to reset in this thread: I have no conversation on file for it.",
    );
  } catch (err) {
    deps.logger.error({ err: describeError(err) }, "slack: reset shortcut failed");
    await tell(":warning: Sorry, I couldn't reset this thread. Please try again.");
  }
}

/** `<!date^…>` renders in the reader's time zone; the fallback is UTC ISO. */
function threadLabel(conversationId: string): string {
  const { threadTs } = decodeSlackConversationId(conversationId);
  const seconds = Math.floor(Number(threadTs));
  const iso = new Date(seconds * 1000).toISOString().replace(".000Z", "Z");
  return `the thread started <!date^${seconds}^{date_short_pretty} at {time}|${iso}>`;
}

export function describeReset(ids: string[]): string {
  if (!ids.length) return "You had no conversations with me here, so there was nothing to reset.";
  const lines = ids.map((id) => `• ${threadLabel(id)}`);
  return `Reset ${ids.length} conversation${ids.length === 1 ? "" : "s"} you had with me here:\n${lines.join("\n")}`;
}

export async function onResetCommand(deps: SlackDeps, args: ShortcutArgs): Promise<void> {
  const body = args.body as CommandBody;
  const userId = body.user_id;
  const channel = body.channel_id;
  const teamId = args.context.teamId ?? body.team_id;
  if (!userId || !channel || !teamId) return;
  const tell = (text: string) => tellUser({ client: args.client, respond: args.respond, channel, userId }, text, deps.logger);
  try {
    const scope = encodeSlackScope({ enterpriseId: args.context.enterpriseId ?? (body.enterprise_id || undefined), teamId, channelId: channel });
    const ids = await deps.bot.resetUser(scope, userId);
    deps.logger.info({ scope, userId, reset: ids.length }, "slack: /reset");
    await tell(describeReset(ids));
  } catch (err) {
    deps.logger.error({ err: describeError(err) }, "slack: /reset failed");
    await tell(":warning: Sorry, I couldn't reset your conversations here. Please try again.");
  }
}
