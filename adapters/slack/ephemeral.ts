/**
 * A message only one user sees. In a thread, `chat.postEphemeral` with `thread_ts` (it lands in the
 * thread); elsewhere the interaction's `response_url`. Each falls back to the other.
 */
import type { RespondFn, webApi } from "@slack/bolt";
import type { Logger } from "../../src/core/ports.js";
import { slackErrorCode } from "./slack-errors.js";

export interface EphemeralTarget {
  client: webApi.WebClient;
  respond?: RespondFn;
  channel?: string;
  userId: string;
  threadTs?: string;
}

export async function tellUser(target: EphemeralTarget, mrkdwn: string, logger: Logger): Promise<boolean> {
  const viaResponseUrl = async () => {
    if (!target.respond) return false;
    await target.respond({ response_type: "ephemeral", replace_original: false, text: mrkdwn });
    return true;
  };
  const viaApi = async () => {
    if (!target.channel) return false;
    await target.client.chat.postEphemeral({ channel: target.channel, user: target.userId, thread_ts: target.threadTs, text: mrkdwn });
    return true;
  };
  const attempts = target.threadTs ? [viaApi, viaResponseUrl] : [viaResponseUrl, viaApi];
  for (const attempt of attempts) {
    try {
      if (await attempt()) return true;
    } catch (err) {
      logger.warn({ err: slackErrorCode(err), channel: target.channel }, "slack: sending an ephemeral message failed");
    }
  }
  logger.error({ channel: target.channel, user: target.userId }, "slack: could not tell the user anything");
  return false;
}
