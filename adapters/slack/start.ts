/**
 * Standalone: builds a bolt App from config and starts it. Socket Mode when `SLACK_APP_TOKEN` is set,
 * otherwise the HTTP Events API on `PORT` at `/slack/events` (signature checked with SLACK_SIGNING_SECRET).
 * `SLACK_API_URL` points the Web API (and Socket Mode's `apps.connections.open`) elsewhere.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { App, HTTPReceiver, SocketModeReceiver, webApi, type Logger as BoltLogger, type Receiver } from "@slack/bolt";
import type { Config, SlackConfig } from "../../src/config.js";
import { PolicybotError } from "../../src/core/errors.js";
import type { Policybot } from "../../src/core/policybot.js";
import type { Logger } from "../../src/core/ports.js";
import { toBoltLogger } from "./bolt-logger.js";
import type { RegisterOptions } from "./options.js";
import { registerPolicybot, type SlackPolicybot } from "./register.js";
import { slackErrorCode } from "./slack-errors.js";

/** What `startSlackBot` needs from a runtime (`openRuntime(config)` gives all of it). */
export interface SlackRuntime {
  config: Pick<Config, "slack" | "logLevel" | "visibility">;
  bot: Policybot;
  logger: Logger;
}

export interface StartOptions {
  /** Extra WebClient options (e.g. `retryConfig`); `slackApiUrl` comes from config. */
  clientOptions?: webApi.WebClientOptions;
  /** Overrides for the registered listeners. */
  register?: Partial<Omit<RegisterOptions, "bot" | "logger">>;
  /** HTTP mode only: host to bind (default all interfaces). */
  host?: string;
}

export interface SlackBot {
  app: App;
  mode: "socket" | "http";
  /** HTTP mode: the port actually listened on (useful with PORT=0). */
  port?: number;
  plugin: SlackPolicybot;
  /** Stops receiving, then waits (briefly) for replies in flight. Does not close the runtime. */
  stop(): Promise<void>;
}

/** Slack's default retry policy waits up to half an hour; a chat reply that late is useless. */
const DEFAULT_RETRY = { retries: 2, factor: 2, minTimeout: 500, maxTimeout: 3000 };

/**
 * Checks the token first and hands bolt the identity: a bad token fails here with a clear error instead of
 * an unhandled rejection inside bolt, and bolt needs no `auth.test` per event.
 */
async function checkToken(token: string, clientOptions: webApi.WebClientOptions, logger: BoltLogger) {
  try {
    const me = await new webApi.WebClient(token, { ...clientOptions, logger }).auth.test();
    return { botUserId: me.user_id ?? "", botId: me.bot_id ?? "" };
  } catch (err) {
    throw new PolicybotError("PLATFORM_FAILED", `Could not verify SLACK_BOT_TOKEN with Slack (${slackErrorCode(err)}); check the token and SLACK_API_URL`, { cause: err });
  }
}

function buildReceiver(slack: SlackConfig, logger: BoltLogger): Receiver {
  if (slack.appToken) {
    return new SocketModeReceiver({
      appToken: slack.appToken,
      logger,
      installerOptions: { clientOptions: slack.apiUrl ? { slackApiUrl: slack.apiUrl } : {} },
    });
  }
  return new HTTPReceiver({
    signingSecret: slack.signingSecret ?? "",
    endpoints: "/slack/events",
    port: slack.port,
    processBeforeResponse: false,
    logger,
    customRoutes: [{ path: "/healthz", method: ["GET"], handler: (_req, res) => void res.writeHead(200, { "content-type": "text/plain" }).end("ok") }],
  });
}

export async function startSlackBot(runtime: SlackRuntime, options: StartOptions = {}): Promise<SlackBot> {
  const slack = runtime.config.slack;
  if (!slack?.botToken) throw new PolicybotError("CONFIG_INVALID", "Slack is not configured: set SLACK_BOT_TOKEN and SLACK_APP_TOKEN or SLACK_SIGNING_SECRET");
  const mode = slack.appToken ? "socket" : "http";
  if (mode === "http" && !slack.signingSecret) throw new PolicybotError("CONFIG_INVALID", "HTTP mode needs SLACK_SIGNING_SECRET (or set SLACK_APP_TOKEN for Socket Mode)");

  const logger = toBoltLogger(runtime.logger, runtime.config.logLevel);
  const clientOptions: webApi.WebClientOptions = {
    retryConfig: DEFAULT_RETRY,
    ...options.clientOptions,
    ...(slack.apiUrl ? { slackApiUrl: slack.apiUrl } : {}),
  };
  const identity = await checkToken(slack.botToken, clientOptions, logger);
  const receiver = buildReceiver(slack, logger);
  const app = new App({ token: slack.botToken, ...identity, receiver, logger, clientOptions });
  const plugin = registerPolicybot(app, {
    bot: runtime.bot,
    logger: runtime.logger,
    followUpsWithoutMention: slack.followUpsWithoutMention,
    answerBots: slack.answerBots,
    visibility: runtime.config.visibility,
    ...options.register,
  });
  app.error(async (error) => {
    runtime.logger.error({ err: (error as { code?: string }).code ?? error.message }, "slack: unhandled bolt error");
  });

  let port: number | undefined;
  try {
    if (mode === "http") {
      const server = (await app.start(options.host ? { port: slack.port, host: options.host } : slack.port)) as Server;
      port = (server.address() as AddressInfo).port;
      runtime.logger.info({ mode, port }, "slack: listening for events on /slack/events");
    } else {
      await app.start();
      runtime.logger.info({ mode }, "slack: connected with Socket Mode");
    }
  } catch (err) {
    throw new PolicybotError("PLATFORM_FAILED", `Slack ${mode} mode could not start (${slackErrorCode(err)})`, { cause: err });
  }
  let stopped = false;
  return {
    app,
    mode,
    port,
    plugin,
    async stop() {
      if (stopped) return;
      stopped = true;
      await app.stop();
      await plugin.idle(10_000);
    },
  };
}
