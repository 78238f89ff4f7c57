/**
 * One question in one thread, after delivery was acknowledged and deduplicated: show a status, ask the
 * core, post the rendered reply, clear the status. Any failure ends as a visible error in the thread.
 */
import type { webApi } from "@slack/bolt";
import { describeError } from "../../src/core/errors.js";
import type { ThreadMessage, Turn } from "../../src/core/types.js";
import type { SlackDeps } from "./options.js";
import { deliver, postErrorInThread, type ThreadTarget } from "./post.js";
import { renderReply } from "./render.js";
import type { StatusTarget } from "./status.js";

export interface AnswerRequest {
  target: ThreadTarget;
  /** Message that gets the working reaction. */
  statusTs: string;
  inAssistantThread: boolean;
  conversationId: string;
  userId: string;
  text: string;
  /** Loads earlier thread messages for a conversation the bot has not seen; failures mean no context. */
  threadContext?: () => Promise<ThreadMessage[] | undefined>;
}

export async function answerInThread(deps: SlackDeps, client: webApi.WebClient, req: AnswerRequest): Promise<void> {
  const { logger } = deps;
  const statusTarget: StatusTarget = {
    channel: req.target.channel,
    threadTs: req.target.threadTs,
    messageTs: req.statusTs,
    inAssistantThread: req.inAssistantThread,
  };
  const status = await deps.status.show(client, statusTarget);
  try {
    const turn: Turn = { conversationId: req.conversationId, userId: req.userId, text: req.text };
    if (req.threadContext) {
      const context = await req.threadContext();
      if (context?.length) turn.threadContext = context;
    }
    if (deps.visibility) turn.visibility = deps.visibility;
    const started = Date.now();
    const reply = await deps.bot.ask(turn);
    logger.info(
      { conversationId: req.conversationId, turnId: reply.turnId, kind: reply.kind, ms: Date.now() - started, citations: reply.citations.map((c) => c.policyId) },
      "slack: answered",
    );
    await deliver(client, req.target, renderReply(reply), logger, { conversationId: req.conversationId, turnId: reply.turnId });
  } catch (err) {
    logger.error({ err: describeError(err), conversationId: req.conversationId }, "slack: answering failed");
    await postErrorInThread(client, req.target, logger);
  } finally {
    await status.clear();
  }
}
