/**
 * A fake Slack Web API on 127.0.0.1:0, for the real bolt App (`clientOptions.slackApiUrl`).
 * Implements what policybot calls, keeps channels and threads in memory, records every call, and can be
 * told to fail a method (`{ ok: false, error }` or an HTTP status) to exercise error paths.
 * Also serves `response_url`s (POST /response/{id}) and records what was sent to them.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeMessage {
  ts: string;
  channel: string;
  thread_ts?: string;
  user?: string;
  bot_id?: string;
  subtype?: string;
  text: string;
  blocks?: unknown[];
  reply_count?: number;
}

export interface ApiCall {
  method: string;
  params: Record<string, unknown>;
  token?: string;
  at: number;
}

export interface Failure {
  /** Slack error code returned as `{ ok: false, error }` (HTTP 200). */
  error?: string;
  /** HTTP status to answer with instead (e.g. 500). */
  status?: number;
  /** How many calls fail (default 1). */
  times?: number;
}

export interface FakeSlackOptions {
  botToken?: string;
  appToken?: string;
  teamId?: string;
  botUserId?: string;
  botId?: string;
  /** URL `apps.connections.open` hands out (the fake Socket Mode server). */
  socketUrl?: () => string;
}

export const FAKE_IDS = {
  botToken: "xoxb-0000000000-fake-bot-token",
  appToken: "xapp-1-A0FAKEAPP01-0000-fake-app-token",
  teamId: "T0FAKETEAM",
  botUserId: "U0FAKEBOT",
  botId: "B0FAKEBOT",
  appId: "A0FAKEAPP01",
} as const;

const JSON_FIELDS = new Set(["blocks", "attachments", "metadata"]);

export class FakeSlackApi {
  readonly calls: ApiCall[] = [];
  readonly responseUrlPosts: { id: string; body: Record<string, unknown> }[] = [];
  readonly messages: FakeMessage[] = [];
  readonly reactions = new Map<string, Set<string>>();
  readonly ids: { botToken: string; appToken: string; teamId: string; botUserId: string; botId: string };
  private readonly failures = new Map<string, Failure & { times: number }>();
  private server?: Server;
  private clock = 1_700_000_000;
  private seq = 0;
  private socketUrl?: () => string;

  constructor(options: FakeSlackOptions = {}) {
    this.ids = {
      botToken: options.botToken ?? FAKE_IDS.botToken,
      appToken: options.appToken ?? FAKE_IDS.appToken,
      teamId: options.teamId ?? FAKE_IDS.teamId,
      botUserId: options.botUserId ?? FAKE_IDS.botUserId,
      botId: options.botId ?? FAKE_IDS.botId,
    };
    this.socketUrl = options.socketUrl;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  /** Base URL for `slackApiUrl` (ends with `/api/`). */
  get apiUrl(): string {
    return `http://127.0.0.1:${this.port}/api/`;
  }

  responseUrl(id: string): string {
    return `http://127.0.0.1:${this.port}/response/${id}`;
  }

  setSocketUrl(fn: () => string): void {
    this.socketUrl = fn;
  }

  /** Makes the next `times` calls of `method` fail. */
  fail(method: string, failure: Failure): void {
    this.failures.set(method, { ...failure, times: failure.times ?? 1 });
  }

  /** A fresh, increasing message ts, like Slack's. */
  nextTs(): string {
    this.seq += 1;
    return `${this.clock + this.seq}.${String(this.seq).padStart(6, "0")}`;
  }

  /** Adds a message to a channel as if a person had written it. Returns it. */
  seed(m: Omit<FakeMessage, "ts"> & { ts?: string }): FakeMessage {
    const message: FakeMessage = { ...m, ts: m.ts ?? this.nextTs() };
    this.messages.push(message);
    return message;
  }

  callsTo(method: string): ApiCall[] {
    return this.calls.filter((c) => c.method === method);
  }

  /** Messages in a thread (root included), oldest first. */
  thread(channel: string, threadTs: string): FakeMessage[] {
    return this.messages
      .filter((m) => m.channel === channel && (m.ts === threadTs || m.thread_ts === threadTs))
      .sort((a, b) => Number(a.ts) - Number(b.ts));
  }

  /** Messages the bot posted in a thread, oldest first. */
  botMessagesIn(channel: string, threadTs: string): FakeMessage[] {
    return this.thread(channel, threadTs).filter((m) => m.bot_id === this.ids.botId);
  }

  ephemeralsFor(user: string): ApiCall[] {
    return this.callsTo("chat.postEphemeral").filter((c) => c.params.user === user);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname.startsWith("/response/")) {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      this.responseUrlPosts.push({ id: url.pathname.slice("/response/".length), body });
      return send(res, 200, { ok: true });
    }
    if (!url.pathname.startsWith("/api/")) return send(res, 404, { ok: false, error: "not_found" });
    const method = url.pathname.slice("/api/".length);
    const params = parseParams(raw, req.headers["content-type"]);
    const token = (req.headers.authorization ?? "").replace(/^Bearer /, "") || (params.token as string | undefined);
    this.calls.push({ method, params, token, at: Date.now() });

    const failure = this.failures.get(method);
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) this.failures.delete(method);
      if (failure.status) return send(res, failure.status, { ok: false, error: "internal_error" });
      return send(res, 200, { ok: false, error: failure.error ?? "internal_error" });
    }
    const expected = method === "apps.connections.open" ? this.ids.appToken : this.ids.botToken;
    if (token !== expected) return send(res, 200, { ok: false, error: "invalid_auth" });
    const handler = this.methods[method];
    if (!handler) return send(res, 200, { ok: false, error: "unknown_method" });
    return send(res, 200, handler(params));
  }

  private requireMessage(channel: unknown, ts: unknown): FakeMessage | undefined {
    return this.messages.find((m) => m.channel === channel && m.ts === ts);
  }

  private readonly methods: Record<string, (p: Record<string, unknown>) => Record<string, unknown>> = {
    "auth.test": () => ({
      ok: true,
      url: "https://fake-workspace.slack.test/",
      team: "Fake Workspace",
      user: "policybot",
      team_id: this.ids.teamId,
      user_id: this.ids.botUserId,
      bot_id: this.ids.botId,
      is_enterprise_install: false,
    }),
    "apps.connections.open": () =>
      this.socketUrl ? { ok: true, url: this.socketUrl() } : { ok: false, error: "socket_mode_not_enabled" },
    "chat.postMessage": (p) => {
      if (!p.channel) return { ok: false, error: "channel_not_found" };
      if (!p.text && !p.blocks) return { ok: false, error: "no_text" };
      const message = this.seed({
        channel: String(p.channel),
        thread_ts: p.thread_ts ? String(p.thread_ts) : undefined,
        user: this.ids.botUserId,
        bot_id: this.ids.botId,
        text: String(p.text ?? ""),
        blocks: p.blocks as unknown[] | undefined,
      });
      return { ok: true, channel: message.channel, ts: message.ts, message: { ...message, type: "message" } };
    },
    "chat.update": (p) => {
      const m = this.requireMessage(p.channel, p.ts);
      if (!m) return { ok: false, error: "message_not_found" };
      if (p.text !== undefined) m.text = String(p.text);
      if (p.blocks !== undefined) m.blocks = p.blocks as unknown[];
      return { ok: true, channel: m.channel, ts: m.ts, text: m.text };
    },
    "chat.delete": (p) => {
      const i = this.messages.findIndex((m) => m.channel === p.channel && m.ts === p.ts);
      if (i < 0) return { ok: false, error: "message_not_found" };
      this.messages.splice(i, 1);
      return { ok: true, channel: p.channel, ts: p.ts };
    },
    "chat.postEphemeral": (p) => (p.channel && p.user ? { ok: true, message_ts: this.nextTs() } : { ok: false, error: "channel_not_found" }),
    "conversations.replies": (p) => {
      const all = this.thread(String(p.channel), String(p.ts));
      if (!all.length) return { ok: false, error: "thread_not_found" };
      const limit = Math.max(1, Math.min(Number(p.limit ?? 1000) || 1000, 1000));
      const offset = p.cursor ? Number(Buffer.from(String(p.cursor), "base64").toString("utf8").replace("offset:", "")) : 0;
      const page = all.slice(offset, offset + limit).map((m) => ({ type: "message", ...m }));
      const more = offset + limit < all.length;
      return {
        ok: true,
        messages: page,
        has_more: more,
        response_metadata: { next_cursor: more ? Buffer.from(`offset:${offset + limit}`).toString("base64") : "" },
      };
    },
    "reactions.add": (p) => {
      const key = `${p.channel}:${p.timestamp}`;
      const set = this.reactions.get(key) ?? new Set<string>();
      if (set.has(String(p.name))) return { ok: false, error: "already_reacted" };
      set.add(String(p.name));
      this.reactions.set(key, set);
      return { ok: true };
    },
    "reactions.remove": (p) => {
      const set = this.reactions.get(`${p.channel}:${p.timestamp}`);
      if (!set?.delete(String(p.name))) return { ok: false, error: "no_reaction" };
      return { ok: true };
    },
    "users.info": (p) => ({
      ok: true,
      user: { id: p.user, team_id: this.ids.teamId, name: String(p.user).toLowerCase(), real_name: `Person ${p.user}`, is_bot: false, tz: "UTC" },
    }),
    "views.open": () => ({ ok: true, view: { id: `V${++this.seq}` } }),
    "views.update": () => ({ ok: true, view: { id: `V${++this.seq}` } }),
    "views.push": () => ({ ok: true, view: { id: `V${++this.seq}` } }),
    "views.publish": () => ({ ok: true, view: { id: `V${++this.seq}` } }),
    "assistant.threads.setStatus": (p) => (p.channel_id && p.thread_ts ? { ok: true } : { ok: false, error: "invalid_arguments" }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function parseParams(raw: string, contentType: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  if (contentType?.includes("application/json")) return JSON.parse(raw) as Record<string, unknown>;
  const params: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(raw)) {
    params[k] = JSON_FIELDS.has(k) ? safeJson(v) : v;
  }
  return params;
}

function safeJson(v: string): unknown {
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}
