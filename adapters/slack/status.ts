/**
 * Shows the user that the bot is working: the assistant thread status in assistant (DM) threads,
 * otherwise a reaction on the message being answered. Status failures never stop an answer.
 */
import type { webApi } from "@slack/bolt";
import type { Logger } from "../../src/core/ports.js";
import { slackErrorCode } from "./slack-errors.js";

export interface StatusOptions {
  /** Reaction shown while working (without colons). Default `hourglass_flowing_sand`. */
  reaction?: string;
  /** Try `assistant.threads.setStatus` in DM threads first (default true). */
  assistantStatus?: boolean;
  /** Text of the assistant status. */
  assistantText?: string;
}

export interface StatusTarget {
  channel: string;
  /** The message that gets the reaction. */
  messageTs: string;
  threadTs: string;
  /** True in a DM thread, where Slack's assistant threads live. */
  inAssistantThread: boolean;
}

export interface WorkingStatus {
  clear(): Promise<void>;
}

const NOT_AN_ASSISTANT = new Set(["not_allowed_token_type", "missing_scope", "not_allowed", "invalid_arguments", "method_not_supported_for_channel_type", "unknown_method"]);

export class StatusIndicator {
  private assistantUnsupported = false;
  private readonly reaction: string;
  private readonly assistantText: string;
  private readonly useAssistant: boolean;

  constructor(
    private readonly logger: Logger,
    options: StatusOptions = {},
  ) {
    this.reaction = options.reaction ?? "hourglass_flowing_sand";
    this.assistantText = options.assistantText ?? "is looking through the policies…";
    this.useAssistant = options.assistantStatus ?? true;
  }

  async show(client: webApi.WebClient, target: StatusTarget): Promise<WorkingStatus> {
    if (target.inAssistantThread && this.useAssistant && !this.assistantUnsupported) {
      try {
        await client.assistant.threads.setStatus({ channel_id: target.channel, thread_ts: target.threadTs, status: this.assistantText });
        return {
          clear: async () => {
            await client.assistant.threads
              .setStatus({ channel_id: target.channel, thread_ts: target.threadTs, status: "" })
              .catch((err) => this.logger.debug({ err: slackErrorCode(err) }, "slack: clearing assistant status failed"));
          },
        };
      } catch (err) {
        const code = slackErrorCode(err);
        if (NOT_AN_ASSISTANT.has(code)) this.assistantUnsupported = true;
        this.logger.debug({ err: code }, "slack: assistant status unavailable, using a reaction");
      }
    }
    try {
      await client.reactions.add({ channel: target.channel, timestamp: target.messageTs, name: this.reaction });
    } catch (err) {
      this.logger.debug({ err: slackErrorCode(err) }, "slack: adding the working reaction failed");
      return { clear: async () => {} };
    }
    return {
      clear: async () => {
        await client.reactions
          .remove({ channel: target.channel, timestamp: target.messageTs, name: this.reaction })
          .catch((err) => this.logger.debug({ err: slackErrorCode(err) }, "slack: removing the working reaction failed"));
      },
    };
  }
}
