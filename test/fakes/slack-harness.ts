/**
 * Runs the real Slack adapter (real bolt App, HTTP or Socket Mode) against the fake Web API and, in Socket
 * Mode, the fake WebSocket server; drives it the way Slack would and reads what the bot posted.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Policybot } from "../../src/core/policybot.js";
import type { ConversationStore, Logger } from "../../src/core/ports.js";
import { startSlackBot, type SlackBot, type StartOptions } from "../../adapters/slack/start.js";
import { FakeSlackApi, FAKE_IDS, type FakeMessage } from "./slack-api.js";
import { appMentionEvent, blockActionPayload, messageEvent } from "./slack-payloads.js";
import { postCommand, postEvent, postInteraction, type PostResult } from "./slack-signing.js";
import { FakeSocketModeServer, type Ack } from "./slack-socket.js";

export const SIGNING_SECRET = "fake-signing-secret-00000000000000";
export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

export interface BotRuntime {
  config: { slack?: import("../../src/config.js").SlackConfig; logLevel: string; visibility?: string[] };
  bot: Policybot;
  logger: Logger;
  store?: ConversationStore;
  close(): Promise<void>;
}

export interface HarnessOptions {
  mode: "http" | "socket";
  /** Extra env (e.g. SLACK_FOLLOWUPS_WITHOUT_MENTION=false). */
  env?: Record<string, string>;
  /** Use this instead of the real runtime (unit-ish tests with a scripted core). */
  runtime?: (env: Record<string, string>) => Promise<BotRuntime>;
  start?: StartOptions;
}

/** The real thing: `openRuntime(loadConfig(env))` over the sample knowledge base, memory store, temp LanceDB. */
export async function openRealRuntime(env: Record<string, string>): Promise<BotRuntime> {
  process.env.LANCEDB_LOG ??= "error";
  const { loadConfig } = await import("../../src/config.js");
  const { openRuntime } = await import("../../src/runtime.js");
  return openRuntime(loadConfig(env));
}

export type Delivery = "both" | "mention_first" | "message_first" | "app_mention" | "message";

export class SlackHarness {
  readonly api = new FakeSlackApi();
  socket?: FakeSocketModeServer;
  runtime!: BotRuntime;
  slack!: SlackBot;
  private tmp?: string;

  constructor(private readonly options: HarnessOptions) {}

  get eventsUrl(): string {
    return `http://127.0.0.1:${this.slack.port}/slack/events`;
  }

  get store(): ConversationStore {
    if (!this.runtime.store) throw new Error("this runtime has no store");
    return this.runtime.store;
  }

  async start(): Promise<void> {
    await this.api.start();
    if (this.options.mode === "socket") {
      this.socket = new FakeSocketModeServer();
      await this.socket.start();
      this.api.setSocketUrl(() => this.socket!.url);
    }
    this.tmp = await mkdtemp(path.join(os.tmpdir(), "policybot-slack-"));
    const env: Record<string, string> = {
      POLICYBOT_STORE: "memory",
      POLICYBOT_DATA_DIR: this.tmp,
      POLICYBOT_DB: path.join(this.tmp, "db"),
      POLICYBOT_KNOWLEDGE_DIR: path.join(REPO_ROOT, "knowledge"),
      LOG_LEVEL: "silent",
      SLACK_BOT_TOKEN: this.api.ids.botToken,
      SLACK_API_URL: this.api.apiUrl,
      PORT: "0",
      ...(this.options.mode === "socket" ? { SLACK_APP_TOKEN: this.api.ids.appToken } : { SLACK_SIGNING_SECRET: SIGNING_SECRET }),
      ...this.options.env,
    };
    this.runtime = await (this.options.runtime ?? openRealRuntime)(env);
    this.slack = await startSlackBot(this.runtime, { host: "127.0.0.1", ...this.options.start });
  }

  async stop(): Promise<void> {
    await this.slack?.stop().catch(() => {});
    await this.runtime?.close().catch(() => {});
    await this.socket?.stop();
    await this.api.stop();
    if (this.tmp) await rm(this.tmp, { recursive: true, force: true });
  }

  /** Delivers an Events API body: signed HTTP POST, or an events_api envelope over the socket. */
  async event(body: unknown, o: { retryNum?: number } = {}): Promise<PostResult | Ack> {
    if (this.socket) return this.socket.send("events_api", body, { retry_attempt: o.retryNum });
    return postEvent(this.eventsUrl, body, { secret: SIGNING_SECRET, retryNum: o.retryNum });
  }

  async interaction(payload: unknown): Promise<PostResult | Ack> {
    if (this.socket) return this.socket.send("interactive", payload);
    return postInteraction(this.eventsUrl, payload, { secret: SIGNING_SECRET });
  }

  async command(fields: Record<string, string>): Promise<PostResult | Ack> {
    if (this.socket) return this.socket.send("slash_commands", fields);
    return postCommand(this.eventsUrl, fields, { secret: SIGNING_SECRET });
  }

  /**
   * A person writes in a channel (or thread). The message is stored in the fake's history, then delivered
   * like Slack does: a mention in a channel arrives twice, as `app_mention` and as `message`.
   */
  async say(o: {
    user: string;
    channel: string;
    text: string;
    threadTs?: string;
    mention?: boolean;
    channelType?: "channel" | "im";
    delivery?: Delivery;
  }): Promise<{ ts: string; threadTs: string; results: (PostResult | Ack)[] }> {
    const text = o.mention ? `<@${this.api.ids.botUserId}> ${o.text}` : o.text;
    const m = this.api.seed({ channel: o.channel, thread_ts: o.threadTs, user: o.user, text });
    const spec = { user: o.user, channel: o.channel, ts: m.ts, threadTs: o.threadTs, text };
    const mention = () => this.event(appMentionEvent(spec));
    const message = () => this.event(messageEvent({ ...spec, channelType: o.channelType ?? "channel" }));
    const delivery: Delivery = o.delivery ?? (o.mention && o.channelType !== "im" ? "both" : "message");
    let results: (PostResult | Ack)[];
    switch (delivery) {
      case "both":
        results = await Promise.all([mention(), message()]);
        break;
      case "mention_first":
        results = [await mention(), await message()];
        break;
      case "message_first":
        results = [await message(), await mention()];
        break;
      case "app_mention":
        results = [await mention()];
        break;
      case "message":
        results = [await message()];
        break;
    }
    return { ts: m.ts, threadTs: o.threadTs ?? m.ts, results };
  }

  botMessages(channel: string, threadTs: string): FakeMessage[] {
    return this.api.botMessagesIn(channel, threadTs);
  }

  /** Waits until the bot has posted at least n messages in the thread. */
  async waitForBotMessages(channel: string, threadTs: string, n: number, timeoutMs = 15_000): Promise<FakeMessage[]> {
    await waitFor(() => this.botMessages(channel, threadTs).length >= n, timeoutMs, () => `expected ${n} bot message(s) in ${channel}/${threadTs}, got ${this.botMessages(channel, threadTs).map(messageText).join(" | ") || "none"}`);
    return this.botMessages(channel, threadTs);
  }

  /** Clicks a button of a bot message, as Slack sends it (block_actions with the message as it is now). */
  async click(o: { user: string; message: FakeMessage; actionId: string }): Promise<PostResult | Ack> {
    const found = findButton(o.message, (b) => b.action_id === o.actionId);
    if (!found) throw new Error(`no button ${o.actionId} on message ${o.message.ts}`);
    return this.interaction(
      blockActionPayload({
        user: o.user,
        channel: o.message.channel,
        messageTs: o.message.ts,
        threadTs: o.message.thread_ts ?? o.message.ts,
        messageText: o.message.text,
        messageBlocks: o.message.blocks ?? [],
        actionId: found.button.action_id,
        blockId: found.blockId,
        value: found.button.value,
        label: found.button.text.text,
        responseUrl: this.api.responseUrl(`action-${o.message.ts}`),
      }),
    );
  }

  conversationId(channel: string, threadTs: string): string {
    return `slack:${FAKE_IDS.teamId}:${channel}:${threadTs}`;
  }
}

/** All the text a person sees in a bot message: fallback text, sections, context, button labels. */
export function messageText(m: Pick<FakeMessage, "text" | "blocks">): string {
  const parts: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node && typeof node === "object") {
      const o = node as Record<string, unknown>;
      if (typeof o.text === "string") parts.push(o.text);
      for (const [k, v] of Object.entries(o)) if (k !== "text" || typeof v !== "string") walk(v);
    }
  };
  walk(m.blocks ?? []);
  return parts.length ? parts.join("\n") : m.text;
}

export interface ButtonInfo {
  action_id: string;
  value: string;
  text: { text: string };
}

/** Buttons of a message's actions blocks, with their block ids. */
export function buttonsOf(m: Pick<FakeMessage, "blocks">): { blockId: string; button: ButtonInfo }[] {
  const out: { blockId: string; button: ButtonInfo }[] = [];
  for (const b of (m.blocks ?? []) as { type: string; block_id?: string; elements?: ButtonInfo[] }[]) {
    if (b.type !== "actions") continue;
    for (const e of b.elements ?? []) out.push({ blockId: b.block_id ?? "", button: e });
  }
  return out;
}

export function findButton(m: Pick<FakeMessage, "blocks">, pick: (b: ButtonInfo) => boolean) {
  return buttonsOf(m).find((x) => pick(x.button));
}

export async function waitFor(cond: () => boolean, timeoutMs = 10_000, describe: () => string = () => "condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${describe()}`);
    await new Promise((r) => setTimeout(r, 15));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
