/**
 * A fake Socket Mode endpoint: a WebSocket server on 127.0.0.1:0 that greets with `hello`, sends
 * envelopes (events_api, slash_commands, interactive) and resolves each with the app's ack.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";

export type EnvelopeType = "events_api" | "slash_commands" | "interactive";

export interface Ack {
  envelope_id: string;
  payload?: Record<string, unknown>;
}

export class FakeSocketModeServer {
  private wss?: WebSocketServer;
  private readonly sockets = new Set<WebSocket>();
  private readonly pending = new Map<string, (ack: Ack) => void>();
  readonly acks: Ack[] = [];
  connections = 0;

  async start(): Promise<void> {
    this.wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    await new Promise<void>((resolve) => this.wss!.once("listening", () => resolve()));
    this.wss.on("connection", (ws) => {
      this.connections += 1;
      this.sockets.add(ws);
      ws.on("close", () => this.sockets.delete(ws));
      ws.on("message", (data) => {
        const ack = JSON.parse(String(data)) as Ack;
        this.acks.push(ack);
        this.pending.get(ack.envelope_id)?.(ack);
        this.pending.delete(ack.envelope_id);
      });
      ws.send(JSON.stringify({ type: "hello", num_connections: this.sockets.size, debug_info: { host: "fake-socket" }, connection_info: { app_id: "A0FAKEAPP01" } }));
    });
  }

  /** `ws://127.0.0.1:{port}/link/?ticket=…`, what `apps.connections.open` returns. */
  get url(): string {
    return `ws://127.0.0.1:${(this.wss!.address() as AddressInfo).port}/link/?ticket=${randomUUID()}`;
  }

  get connected(): boolean {
    return this.sockets.size > 0;
  }

  /** Sends an envelope to every connected client; resolves with the ack (or rejects after timeoutMs). */
  send(type: EnvelopeType, payload: unknown, extra: { retry_attempt?: number; retry_reason?: string } = {}, timeoutMs = 3000): Promise<Ack> {
    const envelope_id = randomUUID();
    const frame = JSON.stringify({ envelope_id, type, payload, accepts_response_payload: type !== "events_api", retry_attempt: extra.retry_attempt ?? 0, retry_reason: extra.retry_reason ?? "" });
    return new Promise<Ack>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(envelope_id);
        reject(new Error(`no ack for ${type} envelope within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(envelope_id, (ack) => {
        clearTimeout(timer);
        resolve(ack);
      });
      if (!this.sockets.size) {
        clearTimeout(timer);
        reject(new Error("no Socket Mode client connected"));
        return;
      }
      for (const ws of this.sockets) ws.send(frame);
    });
  }

  async stop(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    const wss = this.wss;
    this.wss = undefined;
    if (wss) await new Promise<void>((resolve) => wss.close(() => resolve()));
  }
}
