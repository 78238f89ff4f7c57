/**
 * A fake Discord REST API on 127.0.0.1:0, for the real discord.js client (`rest: { api }`).
 * Accepts `/api/v10/...`, `/v10/...` or bare paths. Records every request, answers 204s without a
 * JSON content type, can answer a route with a 429 once, and enforces interaction token lifetimes
 * (3 s to acknowledge, 15 min for the webhook).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { HAS_THREAD, LOADING, snowflake, snowflakeTime, type FakeDiscordState, type FakeInteraction, type Json } from "./discord-state.js";

export interface RecordedRequest {
  method: string;
  /** Without the `/api/v10` prefix, e.g. `/channels/123/messages`. */
  path: string;
  query: URLSearchParams;
  body: any;
  status: number;
  at: number;
  auth?: string;
}

interface RateLimitRule {
  method: string;
  path: RegExp;
  retryAfterSec: number;
}

class HttpError extends Error {
  constructor(readonly status: number, readonly body: Json) {
    super(body.message);
  }
}

const ACK_WINDOW_MS = 3_000;
const TOKEN_TTL_MS = 15 * 60_000;

export class FakeDiscordRest {
  readonly requests: RecordedRequest[] = [];
  gatewayUrl = "";
  private server = http.createServer((req, res) => void this.handle(req, res));
  private rateLimits: RateLimitRule[] = [];
  port = 0;

  constructor(private readonly state: FakeDiscordState) {}

  /** The base to give discord.js as `rest.api` (it appends `/v10`). */
  get apiUrl(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next request matching method and path gets a 429 (not global) with retry headers and body. */
  rateLimitOnce(method: string, path: RegExp, retryAfterSec = 0.25): void {
    this.rateLimits.push({ method: method.toUpperCase(), path, retryAfterSec });
  }

  find(method: string, path: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method.toUpperCase() && path.test(r.path));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const path = decodeURIComponent(url.pathname).replace(/^\/api/, "").replace(/^\/v\d+/, "");
    const raw = await readBody(req);
    let body: any = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      /* keep raw */
    }
    const record: RecordedRequest = { method: req.method ?? "GET", path, query: url.searchParams, body, status: 0, at: Date.now(), auth: req.headers.authorization };
    this.requests.push(record);
    const limited = this.rateLimits.findIndex((r) => r.method === record.method && r.path.test(path));
    if (limited >= 0) {
      const { retryAfterSec } = this.rateLimits.splice(limited, 1)[0];
      record.status = 429;
      res.writeHead(429, {
        "content-type": "application/json",
        "retry-after": String(retryAfterSec),
        "x-ratelimit-limit": "5",
        "x-ratelimit-remaining": "0",
        "x-ratelimit-reset-after": String(retryAfterSec),
        "x-ratelimit-bucket": "fake-bucket",
        "x-ratelimit-scope": "user",
      });
      res.end(JSON.stringify({ message: "You are being rate limited.", retry_after: retryAfterSec, global: false }));
      return;
    }
    try {
      const result = this.route(record.method, path, url.searchParams, body);
      record.status = result === undefined ? 204 : 200;
      if (result === undefined) {
        res.writeHead(204);
        res.end();
      } else {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(result));
      }
    } catch (err) {
      const e = err instanceof HttpError ? err : new HttpError(500, { message: String(err), code: 0 });
      record.status = e.status;
      res.writeHead(e.status, { "content-type": "application/json" });
      res.end(JSON.stringify(e.body));
    }
  }

  private route(method: string, path: string, query: URLSearchParams, body: any): Json | Json[] | undefined {
    const s = this.state;
    let m: RegExpExecArray | null;
    const is = (verb: string, re: RegExp) => method === verb && (m = re.exec(path)) !== null;

    if (is("GET", /^\/gateway(\/bot)?$/)) {
      return { url: this.gatewayUrl, shards: 1, session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 } };
    }
    if (is("GET", /^\/users\/@me$/)) return s.botUser;
    if (is("GET", /^\/applications\/@me$/)) return { id: s.applicationId, name: "policybot", bot: s.botUser, flags: 0 };
    if (is("PUT", /^\/applications\/(\d+)\/(?:guilds\/(\d+)\/)?commands$/)) {
      const registered = (body as Json[]).map((c) => ({ ...c, id: snowflake(), application_id: m![1], version: snowflake(), ...(m![2] ? { guild_id: m![2] } : {}) }));
      s.commands.set(m![2] ?? "global", registered);
      return registered;
    }
    if (is("GET", /^\/applications\/(\d+)\/(?:guilds\/(\d+)\/)?commands$/)) return s.commands.get(m![2] ?? "global") ?? [];

    if (is("POST", /^\/interactions\/(\d+)\/([^/]+)\/callback$/)) {
      const interaction = this.interaction(m![1], m![2]);
      if (Date.now() - snowflakeTime(interaction.id) > ACK_WINDOW_MS) throw new HttpError(404, { message: "Unknown interaction", code: 10062 });
      if (interaction.callbackType !== undefined) throw new HttpError(400, { message: "Interaction has already been acknowledged.", code: 40060 });
      return this.callback(interaction, body, query.get("with_response") === "true");
    }
    if ((m = /^\/webhooks\/(\d+)\/([^/]+)(?:\/messages\/([^/]+))?$/.exec(path))) {
      const interaction = this.webhookInteraction(m[2]);
      const target = m[3] === "@original" ? interaction.originalMessageId : m[3];
      if (method === "POST" && !m[3]) return this.followUp(interaction, body);
      if (!target || !s.findMessage(target)) throw new HttpError(404, { message: "Unknown Message", code: 10008 });
      if (method === "GET") return s.findMessage(target);
      if (method === "PATCH") {
        tooLong(body);
        return s.editMessage(target, body);
      }
      if (method === "DELETE") return undefined;
    }

    if (is("POST", /^\/channels\/(\d+)\/typing$/)) return undefined;
    if (is("GET", /^\/channels\/(\d+)$/)) return this.channel(m![1]);
    if (is("POST", /^\/channels\/(\d+)\/messages\/(\d+)\/threads$/)) {
      const parent = this.channel(m![1]);
      const message = s.findMessage(m![2]);
      if (!message || message.channel_id !== parent.id) throw new HttpError(404, { message: "Unknown Message", code: 10008 });
      if (s.channels.has(message.id)) throw new HttpError(400, { message: "A thread has already been created for this message", code: 160004 });
      const thread = s.addThread(parent.id, body?.name ?? "thread", { id: message.id });
      message.flags |= HAS_THREAD;
      message.thread = thread;
      return thread;
    }
    if (is("POST", /^\/channels\/(\d+)\/threads$/)) {
      const parent = this.channel(m![1]);
      return s.addThread(parent.id, body?.name ?? "thread", { type: body?.type ?? 11 });
    }
    if (is("GET", /^\/channels\/(\d+)\/messages$/)) {
      this.channel(m![1]);
      return this.history(m![1], query);
    }
    if (is("GET", /^\/channels\/(\d+)\/messages\/(\d+)$/)) {
      const message = s.channelMessages(this.channel(m![1]).id).find((x) => x.id === m![2]);
      if (!message) throw new HttpError(404, { message: "Unknown Message", code: 10008 });
      return message;
    }
    if (is("POST", /^\/channels\/(\d+)\/messages$/)) {
      const channel = this.channel(m![1]);
      if (!body?.content && !body?.embeds?.length) throw new HttpError(400, { message: "Cannot send an empty message", code: 50006 });
      tooLong(body);
      const ref = body.message_reference?.message_id;
      return s.createMessage({
        channelId: channel.id,
        author: s.botUser,
        content: body.content,
        embeds: body.embeds,
        components: body.components,
        type: ref ? 19 : 0,
        extra: ref ? { message_reference: { message_id: ref, channel_id: channel.id, guild_id: channel.guild_id } } : {},
      });
    }
    if (is("PATCH", /^\/channels\/(\d+)\/messages\/(\d+)$/)) {
      tooLong(body);
      return s.editMessage(m![2], body);
    }
    throw new HttpError(404, { message: `fake discord: no route for ${method} ${path}`, code: 0 });
  }

  private callback(interaction: FakeInteraction, body: Json, withResponse: boolean): Json | undefined {
    const s = this.state;
    interaction.callbackType = body.type;
    const data = body.data ?? {};
    let message: Json | undefined;
    if (body.type === 4 || body.type === 5) {
      tooLong(data);
      message = s.createMessage({
        channelId: interaction.channelId,
        author: s.botUser,
        content: data.content,
        embeds: data.embeds,
        components: data.components,
        flags: (data.flags ?? 0) | (body.type === 5 ? LOADING : 0),
        type: interaction.type === 2 ? 20 : 19,
        extra: { webhook_id: s.applicationId, application_id: s.applicationId, interaction_metadata: { id: interaction.id, type: interaction.type, user: interaction.user, authorizing_integration_owners: interaction.guildId ? { "0": interaction.guildId } : { "1": interaction.user.id } } },
      });
      interaction.originalMessageId = message.id;
    } else if (body.type === 7) {
      message = s.editMessage(interaction.originalMessageId!, data);
    } else if (body.type !== 6) {
      throw new HttpError(400, { message: `fake discord: unsupported callback type ${body.type}`, code: 50035 });
    }
    if (!withResponse) return undefined;
    return { interaction: { id: interaction.id, type: interaction.type }, resource: { type: body.type, ...(message && body.type !== 5 ? { message } : {}) } };
  }

  private followUp(interaction: FakeInteraction, body: Json): Json {
    tooLong(body);
    return this.state.createMessage({
      channelId: interaction.channelId,
      author: this.state.botUser,
      content: body.content,
      embeds: body.embeds,
      components: body.components,
      flags: body.flags ?? 0,
      type: 19,
      extra: { webhook_id: this.state.applicationId, application_id: this.state.applicationId },
    });
  }

  private history(channelId: string, query: URLSearchParams): Json[] {
    const limit = Math.min(Number(query.get("limit") ?? 50), 100);
    const before = query.get("before");
    let list = this.state.channelMessages(channelId);
    if (before) list = list.filter((x) => BigInt(x.id) < BigInt(before));
    return list.slice(-limit).reverse();
  }

  private interaction(id: string, token: string): FakeInteraction {
    const interaction = this.state.interactions.get(id);
    if (!interaction || interaction.token !== token) throw new HttpError(404, { message: "Unknown interaction", code: 10062 });
    return interaction;
  }

  private webhookInteraction(token: string): FakeInteraction {
    const interaction = [...this.state.interactions.values()].find((i) => i.token === token);
    if (!interaction || Date.now() - snowflakeTime(interaction.id) > TOKEN_TTL_MS) {
      throw new HttpError(401, { message: "Invalid Webhook Token", code: 50027 });
    }
    if (interaction.callbackType === undefined) throw new HttpError(404, { message: "Unknown Webhook", code: 10015 });
    return interaction;
  }

  private channel(id: string): Json {
    const channel = this.state.channels.get(id);
    if (!channel) throw new HttpError(404, { message: "Unknown Channel", code: 10003 });
    return channel;
  }
}

/** Discord's own validation of the limits the adapter must respect. */
function tooLong(body: Json): void {
  const problems: string[] = [];
  if ((body.content?.length ?? 0) > 2000) problems.push("content: Must be 2000 or fewer in length.");
  const embeds: Json[] = body.embeds ?? [];
  let total = 0;
  for (const e of embeds) {
    if ((e.description?.length ?? 0) > 4096) problems.push("embeds.description: Must be 4096 or fewer in length.");
    if ((e.fields?.length ?? 0) > 25) problems.push("embeds.fields: Must be 25 or fewer in length.");
    total += (e.title?.length ?? 0) + (e.description?.length ?? 0);
    for (const f of e.fields ?? []) total += f.name.length + f.value.length;
  }
  if (total > 6000) problems.push("embeds: Embed size exceeds maximum size of 6000");
  if (problems.length) throw new HttpError(400, { message: `Invalid Form Body: ${problems.join(" ")}`, code: 50035 });
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

