/** Posting in a thread, with the never-silent fallback: when posting fails, a short error message is tried. */
import type { webApi } from "@slack/bolt";
import type { Logger } from "../../src/core/ports.js";
import { renderError, type SlackMessage } from "./render.js";
import { slackErrorCode } from "./slack-errors.js";

export interface ThreadTarget {
  channel: string;
  threadTs: string;
}

/** Posts the messages in order; returns their ts. Throws the first Slack error. */
export async function postInThread(client: webApi.WebClient, target: ThreadTarget, messages: SlackMessage[]): Promise<string[]> {
  const posted: string[] = [];
  for (const m of messages) {
    const res = await client.chat.postMessage({
      channel: target.channel,
      thread_ts: target.threadTs,
      text: m.text,
      blocks: m.blocks,
      unfurl_links: false,
      unfurl_media: false,
    });
    if (res.ts) posted.push(res.ts);
  }
  return posted;
}

/** Tries to tell the thread something went wrong. Returns true when the error message got through. */
export async function postErrorInThread(
  client: webApi.WebClient,
  target: ThreadTarget,
  logger: Logger,
  text?: string,
): Promise<boolean> {
  try {
    await postInThread(client, target, [renderError(text)]);
    return true;
  } catch (err) {
    logger.error({ err: slackErrorCode(err), channel: target.channel, threadTs: target.threadTs }, "slack: could not post the error message either");
    return false;
  }
}

/**
 * Posts a rendered reply; when Slack refuses it, logs the error code and posts a short error in the
 * thread instead, so the user is never left with silence.
 */
export async function deliver(
  client: webApi.WebClient,
  target: ThreadTarget,
  messages: SlackMessage[],
  logger: Logger,
  context: Record<string, unknown> = {},
): Promise<boolean> {
  try {
    await postInThread(client, target, messages);
    return true;
  } catch (err) {
    const code = slackErrorCode(err);
    logger.error({ ...context, err: code, channel: target.channel, threadTs: target.threadTs }, "slack: posting the reply failed");
    await postErrorInThread(client, target, logger, `Sorry, I couldn't post my answer here (Slack said: ${code}). Please try again.`);
    return false;
  }
}
