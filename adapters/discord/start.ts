/** Standalone mode: builds a discord.js Client from the runtime's config, attaches policybot and logs in. */
import { Client, Events, Partials, type ClientOptions } from "discord.js";
import { PolicybotError } from "../../src/core/errors.js";
import type { Runtime } from "../../src/runtime.js";
import { attachPolicybot } from "./attach.js";
import { policybotIntents } from "./intents.js";

export interface DiscordBot {
  client: Client;
  /** Stops listening, waits for replies under way, and closes the gateway connection. */
  stop(): Promise<void>;
}

export interface StartDiscordOptions {
  /** Extra discord.js client options (tests, proxies). */
  clientOptions?: Partial<ClientOptions>;
  /** How long to wait for the gateway's READY (default 30 s). */
  readyTimeoutMs?: number;
}

export async function startDiscordBot(runtime: Pick<Runtime, "config" | "bot" | "logger">, options: StartDiscordOptions = {}): Promise<DiscordBot> {
  const discord = runtime.config.discord;
  if (!discord?.token) {
    throw new PolicybotError("CONFIG_INVALID", "Discord needs DISCORD_TOKEN and DISCORD_APPLICATION_ID");
  }
  const client = new Client({
    intents: policybotIntents({ followUpsWithoutMention: discord.followUpsWithoutMention }),
    // DM channels are not cached before their first message; without this discord.js drops DMs.
    partials: [Partials.Channel],
    allowedMentions: { parse: [], repliedUser: false },
    ...options.clientOptions,
    rest: { ...(discord.apiUrl ? { api: discord.apiUrl } : {}), ...options.clientOptions?.rest },
  });
  const detach = attachPolicybot(client, {
    bot: runtime.bot,
    logger: runtime.logger,
    createThreads: discord.createThreads,
    followUpsWithoutMention: discord.followUpsWithoutMention,
    visibility: runtime.config.visibility,
  });
  client.on(Events.Error, (err) => runtime.logger.error({ err: err.message }, "discord: client error"));
  client.on(Events.ShardDisconnect, (event, shardId) => runtime.logger.warn({ code: event.code, shardId }, "discord: gateway disconnected"));
  client.on(Events.ShardResume, (shardId) => runtime.logger.info({ shardId }, "discord: gateway resumed"));

  const ready = waitForReady(client, options.readyTimeoutMs ?? 30_000);
  try {
    await client.login(discord.token);
    await ready;
  } catch (err) {
    await detach();
    await client.destroy();
    throw new PolicybotError("PLATFORM_FAILED", `Could not connect to Discord: ${(err as Error).message}`, { cause: err });
  }
  runtime.logger.info({ user: client.user?.tag, applicationId: client.application?.id }, "discord: connected");
  return {
    client,
    async stop() {
      await detach();
      await client.destroy();
    },
  };
}

function waitForReady(client: Client, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (client.isReady()) return resolve();
    const timer = setTimeout(() => reject(new Error(`no READY from the gateway within ${timeoutMs} ms`)), timeoutMs);
    timer.unref?.();
    client.once(Events.ClientReady, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
