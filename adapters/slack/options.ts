/** Options of `registerPolicybot`, and the resolved dependencies the listeners share. */
import type { Policybot } from "../../src/core/policybot.js";
import { silentLogger, type Logger } from "../../src/core/ports.js";
import { Deduper, DEFAULT_DEDUPE_TTL_MS } from "./dedupe.js";
import { IdentityCache } from "./identity.js";
import { StatusIndicator, type StatusOptions } from "./status.js";
import type { HistoryOptions } from "./thread-history.js";
import { WorkQueue } from "./work-queue.js";

export interface RegisterOptions {
  /** The core: `runtime.bot` from `openRuntime`, or any `Policybot`. */
  bot: Policybot;
  logger?: Logger;
  /** Answer follow-ups in a thread without a new mention from people who asked there (default true). */
  followUpsWithoutMention?: boolean;
  /** Answer messages written by other bots (default false). The bot never answers itself. */
  answerBots?: boolean;
  /** Slash command that resets the user's conversations in a channel; false to not register it (default `/reset`). */
  resetCommand?: string | false;
  /** callback_id of the message shortcut that resets a thread (default `policybot_reset`). */
  resetShortcutCallbackId?: string;
  /** How long delivery ids are remembered, at least 10 minutes (default 60 minutes). */
  dedupeTtlMs?: number;
  history?: HistoryOptions;
  status?: StatusOptions;
  /** Restrict answers to policies with these visibility labels. */
  visibility?: string[];
}

export interface SlackDeps {
  bot: Policybot;
  logger: Logger;
  rules: { followUpsWithoutMention: boolean; answerBots: boolean };
  deduper: Deduper;
  status: StatusIndicator;
  identity: IdentityCache;
  history: HistoryOptions;
  queue: WorkQueue;
  visibility?: string[];
}

export function resolveDeps(options: RegisterOptions): SlackDeps {
  if (!options?.bot) throw new TypeError("registerPolicybot(app, options): options.bot (a Policybot) is required");
  const logger = options.logger ?? silentLogger;
  return {
    bot: options.bot,
    logger,
    rules: {
      followUpsWithoutMention: options.followUpsWithoutMention ?? true,
      answerBots: options.answerBots ?? false,
    },
    deduper: new Deduper(options.bot, options.dedupeTtlMs ?? DEFAULT_DEDUPE_TTL_MS),
    status: new StatusIndicator(logger, options.status),
    identity: new IdentityCache(),
    history: options.history ?? {},
    queue: new WorkQueue(),
    visibility: options.visibility,
  };
}
