/**
 * `app_mention` and `message` events: decide whether the message is for the bot, claim it once, then
 * reset, prompt, or answer in its thread. Both events of the mention/message pair land here; the
 * dedupe on channel + ts lets exactly one of them through.
 */
import type { webApi } from "@slack/bolt";
import { describeError } from "../../src/core/errors.js";
import type { ConversationInfo } from "../../src/core/policybot.js";
import { answerInThread } from "./answer.js";
import { encodeSlackConversationId } from "./conversation-id.js";
import type { BotIdentity } from "./identity.js";
import { isDirectMessage, isThreadReply, normalizeMessageEvent, replyThreadTs, type IncomingMessage } from "./incoming.js";
import type { SlackDeps } from "./options.js";
import { deliver, postErrorInThread, type ThreadTarget } from "./post.js";
import { renderNotice, renderPrompt } from "./render.js";
import { slackErrorCode } from "./slack-errors.js";
import { shouldAnswer, type Verdict } from "./should-answer.js";
import { isResetCommand, toPlainText } from "./text.js";
import { readThreadHistory } from "./thread-history.js";

type AnsweringVerdict = Extract<Verdict, { answer: true }>;

export interface MessageEventArgs {
  event: unknown;
  body: unknown;
  context: { botUserId?: string; botId?: string; teamId?: string; enterpriseId?: string; retryNum?: number };
  client: webApi.WebClient;
}

export async function onMessageEvent(deps: SlackDeps, args: MessageEventArgs): Promise<void> {
  const { logger } = deps;
  const msg = normalizeMessageEvent(args.event, args.body, args.context);
  if (!msg) return;
  let conversationId: string;
  try {
    conversationId = encodeSlackConversationId({ ...msg, threadTs: replyThreadTs(msg) });
  } catch (err) {
    logger.warn({ err: describeError(err), channel: msg.channelId }, "slack: cannot map this message to a conversation");
    return;
  }
  try {
    const me = await deps.identity.resolve(args.context, args.client);
    let info: Promise<ConversationInfo> | undefined;
    const conversation = () => (info ??= deps.bot.conversation(conversationId));
    const verdict = await shouldAnswer(msg, me, deps.rules, conversation);
    if (!verdict.answer) {
      logger.debug({ why: verdict.why, channel: msg.channelId, ts: msg.ts }, "slack: not answering");
      return;
    }
    const first = await deps.deduper.claim({ eventId: msg.eventId, teamId: msg.teamId, channelId: msg.channelId, messageTs: msg.ts });
    if (!first) {
      logger.debug({ eventId: msg.eventId, ts: msg.ts, retryNum: args.context.retryNum }, "slack: duplicate delivery ignored");
      return;
    }
    await deps.queue.run(conversationId, () => respond(deps, args.client, msg, me, conversationId, verdict, conversation));
  } catch (err) {
    logger.error({ err: slackErrorCode(err), detail: describeError(err), channel: msg.channelId, ts: msg.ts }, "slack: handling a message failed");
  }
}

async function respond(
  deps: SlackDeps,
  client: webApi.WebClient,
  msg: IncomingMessage,
  me: BotIdentity,
  conversationId: string,
  verdict: AnsweringVerdict,
  conversation: () => Promise<ConversationInfo>,
): Promise<void> {
  const userId = verdict.speakerId;
  const target: ThreadTarget = { channel: msg.channelId, threadTs: replyThreadTs(msg) };
  const text = toPlainText(msg.text, me.botUserId);

  if (isResetCommand(text)) {
    let existed: boolean;
    try {
      existed = await deps.bot.reset(conversationId);
    } catch (err) {
      deps.logger.error({ err: describeError(err), conversationId }, "slack: reset failed");
      await postErrorInThread(client, target, deps.logger, "Sorry, I couldn't reset this thread. Please try again.");
      return;
    }
    const notice = existed
      ? "Done: I've forgotten our conversation in this thread. Ask me something new any time."
      : "There was nothing to reset in this thread. Ask me something any time.";
    await deliver(client, target, [renderNotice(notice)], deps.logger, { conversationId });
    return;
  }
  if (!text) {
    // A bare mention or an empty DM gets a prompt; a text-less follow-up (a file, say) is left alone.
    if (verdict.why === "follow_up") return;
    await deliver(client, target, [renderPrompt(me.botUserId, deps.bot.topics(deps.visibility))], deps.logger, { conversationId });
    return;
  }
  await answerInThread(deps, client, {
    target,
    statusTs: msg.ts,
    inAssistantThread: isDirectMessage(msg) && isThreadReply(msg),
    conversationId,
    userId,
    text,
    threadContext: isThreadReply(msg)
      ? async () => {
          if ((await conversation()).exists) return undefined;
          try {
            return await readThreadHistory(
              client,
              { channel: msg.channelId, threadTs: target.threadTs, beforeTs: msg.ts, botUserId: me.botUserId, botId: me.botId },
              deps.history,
            );
          } catch (err) {
            deps.logger.warn({ err: slackErrorCode(err), conversationId }, "slack: reading the thread history failed; answering without it");
            return undefined;
          }
        }
      : undefined,
  });
}
