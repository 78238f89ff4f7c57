/**
 * Button clicks. 👍/👎 store a vote with the turn's trace and thank the user ephemerally. A clarify
 * option is taken as the clicking user's message in that thread: the buttons are replaced by the choice
 * (so it is made once) and the conversation continues.
 */
import type { RespondFn, types, webApi } from "@slack/bolt";
import { describeError } from "../../src/core/errors.js";
import { answerInThread } from "./answer.js";
import { encodeSlackConversationId } from "./conversation-id.js";
import { tellUser } from "./ephemeral.js";
import { isDirectMessage } from "./incoming.js";
import type { SlackDeps } from "./options.js";
import { ACTION_FEEDBACK_UP, BLOCK_CLARIFY } from "./render.js";
import { slackErrorCode } from "./slack-errors.js";
import { escapeMrkdwn } from "./text.js";

interface ActionBody {
  user?: { id?: string; team_id?: string };
  team?: { id?: string } | null;
  enterprise?: { id?: string } | null;
  channel?: { id?: string };
  message?: { ts?: string; thread_ts?: string; text?: string; blocks?: Array<{ type: string; block_id?: string }> };
  container?: { message_ts?: string; thread_ts?: string; channel_id?: string };
}

interface ButtonAction {
  action_id?: string;
  value?: string;
  text?: { text?: string };
}

export interface ActionArgs {
  body: unknown;
  action: unknown;
  context: { teamId?: string; enterpriseId?: string };
  client: webApi.WebClient;
  respond?: RespondFn;
}

function where(args: ActionArgs) {
  const body = args.body as ActionBody;
  const channel = body.channel?.id ?? body.container?.channel_id;
  const messageTs = body.message?.ts ?? body.container?.message_ts;
  const threadTs = body.message?.thread_ts ?? body.container?.thread_ts ?? messageTs;
  const teamId = args.context.teamId ?? body.team?.id ?? body.user?.team_id;
  const enterpriseId = args.context.enterpriseId ?? body.enterprise?.id ?? undefined;
  return { body, channel, messageTs, threadTs, teamId, enterpriseId, userId: body.user?.id };
}

export async function onFeedbackAction(deps: SlackDeps, args: ActionArgs): Promise<void> {
  const action = args.action as ButtonAction;
  const { channel, threadTs, userId } = where(args);
  if (!userId || !action.value) return;
  const vote = action.action_id === ACTION_FEEDBACK_UP ? "up" : "down";
  let stored = false;
  try {
    stored = await deps.bot.feedback(action.value, userId, vote);
  } catch (err) {
    deps.logger.error({ err: describeError(err), turnId: action.value }, "slack: storing feedback failed");
  }
  deps.logger.info({ turnId: action.value, vote, stored }, "slack: feedback");
  const text = stored
    ? `Thanks for the feedback! ${vote === "up" ? "👍" : "👎"} recorded.`
    : "Sorry, I couldn't record that vote: I no longer have that answer on file.";
  await tellUser({ client: args.client, respond: args.respond, channel, userId, threadTs }, text, deps.logger);
}

export async function onClarifyAction(deps: SlackDeps, args: ActionArgs): Promise<void> {
  const action = args.action as ButtonAction;
  const { body, channel, messageTs, threadTs, teamId, enterpriseId, userId } = where(args);
  if (!userId || !channel || !messageTs || !threadTs || !teamId || !action.value) {
    deps.logger.warn({ channel, messageTs }, "slack: clarify click without a channel/message; ignored");
    return;
  }
  let conversationId: string;
  try {
    conversationId = encodeSlackConversationId({ enterpriseId, teamId, channelId: channel, threadTs });
  } catch (err) {
    deps.logger.warn({ err: describeError(err) }, "slack: clarify click in an unmappable conversation");
    return;
  }
  const first = await deps.deduper.claim({ teamId, channelId: channel, messageTs, suffix: "clarify" });
  if (!first) {
    await tellUser({ client: args.client, respond: args.respond, channel, userId, threadTs }, "That question has already been answered in this thread.", deps.logger);
    return;
  }
  const label = action.text?.text ?? action.value;
  await markChoice(deps, args.client, channel, messageTs, body, userId, label);
  await deps.queue.run(conversationId, () =>
    answerInThread(deps, args.client, {
      target: { channel, threadTs },
      statusTs: messageTs,
      inAssistantThread: isDirectMessage({ channelId: channel }) && threadTs !== messageTs,
      conversationId,
      userId,
      text: action.value!,
    }),
  );
}

/** Replaces the clarify buttons with "<@U> chose X", so the choice is visible and made once. */
async function markChoice(
  deps: SlackDeps,
  client: webApi.WebClient,
  channel: string,
  ts: string,
  body: ActionBody,
  userId: string,
  label: string,
): Promise<void> {
  // Blocks come back from Slack as they were posted; only the clarify buttons are dropped.
  const kept = (body.message?.blocks ?? []).filter((b) => b.block_id !== BLOCK_CLARIFY) as types.KnownBlock[];
  const chosen: types.ContextBlock = { type: "context", elements: [{ type: "mrkdwn", text: `<@${userId}> chose *${escapeMrkdwn(label)}*` }] };
  try {
    await client.chat.update({
      channel,
      ts,
      text: body.message?.text ?? label,
      blocks: [...kept, chosen],
    });
  } catch (err) {
    deps.logger.warn({ err: slackErrorCode(err), channel, ts }, "slack: could not mark the clarify choice");
  }
}
