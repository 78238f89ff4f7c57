/**
 * The plugin entry: attaches policybot's listeners to an existing bolt App.
 *
 *   import { registerPolicybot } from "policybot/slack";
 *   registerPolicybot(app, { bot: runtime.bot, logger: runtime.logger });
 *
 * Listeners: `app_mention`, `message` (follow-ups, DMs, and the message half of the mention pair),
 * the `policybot_reset` message shortcut, the `/reset` command, 👍/👎 and clarify buttons.
 * Events are acknowledged before any work (bolt does that for events; we call ack() first for the rest),
 * so use `processBeforeResponse: false` (bolt's default) on HTTP receivers.
 */
import type { App } from "@slack/bolt";
import { onClarifyAction, onFeedbackAction } from "./on-action.js";
import { onMessageEvent } from "./on-message.js";
import { onResetCommand, onResetShortcut } from "./on-reset.js";
import { resolveDeps, type RegisterOptions } from "./options.js";
import { ACTION_CLARIFY_PREFIX, ACTION_FEEDBACK_DOWN, ACTION_FEEDBACK_UP } from "./render.js";

export interface SlackPolicybot {
  /** Replies being worked on right now. */
  readonly inFlight: number;
  /** Resolves when the replies in flight are posted (or after timeoutMs). */
  idle(timeoutMs?: number): Promise<void>;
}

export const RESET_SHORTCUT_CALLBACK_ID = "policybot_reset";

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function registerPolicybot(app: App, options: RegisterOptions): SlackPolicybot {
  const deps = resolveDeps(options);

  app.event("app_mention", async ({ event, body, context, client }) => {
    await deps.queue.track(onMessageEvent(deps, { event, body, context, client }));
  });
  app.event("message", async ({ event, body, context, client }) => {
    await deps.queue.track(onMessageEvent(deps, { event, body, context, client }));
  });

  app.action({ type: "block_actions", action_id: new RegExp(`^(${ACTION_FEEDBACK_UP}|${ACTION_FEEDBACK_DOWN})$`) }, async (args) => {
    await args.ack();
    await deps.queue.track(onFeedbackAction(deps, args));
  });
  app.action({ type: "block_actions", action_id: new RegExp(`^${escapeRegExp(ACTION_CLARIFY_PREFIX)}\\d+$`) }, async (args) => {
    await args.ack();
    await deps.queue.track(onClarifyAction(deps, args));
  });

  app.shortcut({ type: "message_action", callback_id: options.resetShortcutCallbackId ?? RESET_SHORTCUT_CALLBACK_ID }, async (args) => {
    await args.ack();
    await deps.queue.track(onResetShortcut(deps, args));
  });

  const command = options.resetCommand ?? "/reset";
  if (command !== false) {
    app.command(command, async (args) => {
      await args.ack();
      await deps.queue.track(onResetCommand(deps, args));
    });
  }

  deps.logger.debug({ command, followUps: deps.rules.followUpsWithoutMention, answerBots: deps.rules.answerBots }, "slack: policybot registered");
  return {
    get inFlight() {
      return deps.queue.size;
    },
    idle: (timeoutMs) => deps.queue.idle(timeoutMs),
  };
}
