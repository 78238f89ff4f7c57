/**
 * A fake Discord gateway (ws) on 127.0.0.1:0: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats and
 * their ACKs, dispatches with sequence numbers, RESUME with replay of missed events, and forced
 * disconnects. Applies intents the way Discord does: guild messages need GuildMessages, DMs need
 * DirectMessages, and without MessageContent the content of others' messages that do not mention
 * the bot arrives empty.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";
import type { FakeDiscordState, Json } from "./discord-state.js";

export const INTENTS = { Guilds: 1 << 0, GuildMessages: 1 << 9, DirectMessages: 1 << 12, MessageContent: 1 << 15 } as const;

interface Session {
  id: string;
  intents: number;
  seq: number;
  /** Every dispatch of the session, for replay on RESUME. */
  log: Json[];
  ws: WebSocket | null;
}

export class FakeDiscordGateway {
  readonly identifies: Json[] = [];
  resumes = 0;
  heartbeats = 0;
  private wss: WebSocketServer | null = null;
  private sessions = new Map<string, Session>();
  private port = 0;

  constructor(
    private readonly state: FakeDiscordState,
    private readonly heartbeatIntervalMs = 1_000,
  ) {}

  get url(): string {
    return `ws://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    await new Promise<void>((resolve) => wss.once("listening", () => resolve()));
    this.port = (wss.address() as AddressInfo).port;
    wss.on("connection", (ws) => this.onConnection(ws));
    this.wss = wss;
  }

  async stop(): Promise<void> {
    for (const ws of this.wss?.clients ?? []) ws.terminate();
    await new Promise<void>((resolve) => (this.wss ? this.wss.close(() => resolve()) : resolve()));
  }

  /** Sessions with a live, identified connection. */
  get connected(): number {
    return [...this.sessions.values()].filter((s) => s.ws).length;
  }

  /** Sends an event to every session (those offline get it on RESUME). */
  dispatch(t: string, d: Json): void {
    for (const session of this.sessions.values()) {
      const data = this.filter(session, t, d);
      if (data) this.send(session, t, data);
    }
  }

  /** Closes every live connection with a code the client resumes after (4000 "unknown error"). */
  disconnectAll(code = 4000): void {
    for (const session of this.sessions.values()) {
      session.ws?.close(code, "fake gateway: forced disconnect");
      session.ws = null;
    }
  }

  private onConnection(ws: WebSocket): void {
    ws.send(JSON.stringify({ op: 10, d: { heartbeat_interval: this.heartbeatIntervalMs }, s: null, t: null }));
    ws.on("message", (raw) => {
      let payload: Json;
      try {
        payload = JSON.parse(String(raw));
      } catch {
        ws.close(4002, "Error while decoding payload.");
        return;
      }
      this.onPayload(ws, payload);
    });
    ws.on("close", () => {
      for (const s of this.sessions.values()) if (s.ws === ws) s.ws = null;
    });
  }

  private onPayload(ws: WebSocket, payload: Json): void {
    switch (payload.op) {
      case 1:
        this.heartbeats++;
        ws.send(JSON.stringify({ op: 11, d: null, s: null, t: null }));
        return;
      case 2:
        return this.identify(ws, payload.d);
      case 6:
        return this.resume(ws, payload.d);
      default:
        return;
    }
  }

  private identify(ws: WebSocket, d: Json): void {
    this.identifies.push(d);
    const session: Session = { id: randomUUID(), intents: d.intents ?? 0, seq: 0, log: [], ws };
    this.sessions.set(session.id, session);
    const guilds = [...this.state.guilds.keys()];
    this.send(session, "READY", {
      v: 10,
      user: this.state.botUser,
      guilds: guilds.map((id) => ({ id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: this.url,
      shard: d.shard ?? [0, 1],
      application: { id: this.state.applicationId, flags: 0 },
      private_channels: [],
      user_settings: {},
      relationships: [],
      presences: [],
      geo_ordered_rtc_regions: [],
      guild_join_requests: [],
    });
    for (const id of guilds) this.send(session, "GUILD_CREATE", this.state.guildPayload(id));
  }

  private resume(ws: WebSocket, d: Json): void {
    const session = this.sessions.get(d.session_id);
    if (!session) {
      ws.send(JSON.stringify({ op: 9, d: false, s: null, t: null }));
      return;
    }
    this.resumes++;
    session.ws = ws;
    for (const event of session.log) if (event.s > d.seq) ws.send(JSON.stringify(event));
    this.send(session, "RESUMED", {});
  }

  private send(session: Session, t: string, d: Json): void {
    const event = { op: 0, t, s: ++session.seq, d };
    session.log.push(event);
    if (session.ws?.readyState === 1) session.ws.send(JSON.stringify(event));
  }

  private filter(session: Session, t: string, d: Json): Json | null {
    if (t === "GUILD_CREATE" || t.startsWith("THREAD_") || t.startsWith("CHANNEL_")) {
      return session.intents & INTENTS.Guilds ? d : null;
    }
    if (t !== "MESSAGE_CREATE" && t !== "MESSAGE_UPDATE") return d;
    const inGuild = Boolean(d.guild_id);
    if (!(session.intents & (inGuild ? INTENTS.GuildMessages : INTENTS.DirectMessages))) return null;
    const botId = this.state.botUser.id;
    const readable =
      !inGuild ||
      session.intents & INTENTS.MessageContent ||
      d.author?.id === botId ||
      (d.mentions ?? []).some((u: Json) => u.id === botId);
    return readable ? d : { ...d, content: "", embeds: [], components: [], attachments: [] };
  }
}
