/** Options of `attachPolicybot`, with defaults, and the context every handler receives. */
import type { Client } from "discord.js";
import type { Policybot } from "../../src/core/policybot.js";
import { silentLogger, type Logger } from "../../src/core/ports.js";
import { defaultCommandNames, type CommandNames } from "./commands.js";

export interface AttachOptions {
  bot: Policybot;
  logger?: Logger;
  /** Start a thread on the answer to `/ask` (and on a mention) in a text channel (default true). */
  createThreads?: boolean;
  /**
   * In a thread policybot answers, answer the people who already talked to it without a mention
   * (default true). Needs the privileged MessageContent intent on the client.
   */
  followUpsWithoutMention?: boolean;
  /** Names of the slash commands, when the host registered them under other names. */
  commandNames?: Partial<CommandNames>;
  /** How many earlier thread messages to read when first mentioned in an existing thread (default 100). */
  historyLimit?: number;
  /** Restrict retrieval to these visibility labels. */
  visibility?: string[];
  /** Clock in epoch ms (tests). */
  now?: () => number;
}

export interface AdapterContext {
  client: Client;
  bot: Policybot;
  logger: Logger;
  createThreads: boolean;
  followUpsWithoutMention: boolean;
  commandNames: CommandNames;
  historyLimit: number;
  visibility?: string[];
  now: () => number;
}

export function createContext(client: Client, options: AttachOptions): AdapterContext {
  return {
    client,
    bot: options.bot,
    logger: options.logger ?? silentLogger,
    createThreads: options.createThreads ?? true,
    followUpsWithoutMention: options.followUpsWithoutMention ?? true,
    commandNames: { ...defaultCommandNames, ...options.commandNames },
    historyLimit: options.historyLimit ?? 100,
    visibility: options.visibility,
    now: options.now ?? Date.now,
  };
}

/** How long a delivery stays claimed for dedupe (gateway replays after a resume arrive within minutes). */
export const DEDUPE_TTL_MS = 30 * 60_000;

export const SORRY = "Sorry, something went wrong while answering. Please try again in a moment.";
