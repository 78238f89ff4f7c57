/** Chooses the conversation store from config: sqlite file (default), Redis (replicas) or memory (tests). */
import fs from "node:fs/promises";
import path from "node:path";
import { Keyv } from "keyv";
import type { Config } from "../config.js";
import { PolicybotError } from "../core/errors.js";
import type { ConversationStore } from "../core/ports.js";
import { KeyvConversationStore } from "./keyv-store.js";

const NAMESPACE = "policybot";

export function createMemoryStore(conversationTtlMs = 7 * 86_400_000): ConversationStore {
  return new KeyvConversationStore(new Keyv({ namespace: NAMESPACE }), { conversationTtlMs });
}

export async function createSqliteStore(file: string, conversationTtlMs: number): Promise<ConversationStore> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const { default: KeyvSqlite } = await import("@keyv/sqlite");
  const kv = new Keyv({ store: new KeyvSqlite({ uri: `sqlite://${file}`, table: "policybot", busyTimeout: 5000 }), namespace: NAMESPACE });
  kv.on("error", () => {}); // surfaced as STORE_FAILED by the store's own calls
  return new KeyvConversationStore(kv, { conversationTtlMs });
}

export async function createRedisStore(url: string, conversationTtlMs: number): Promise<ConversationStore> {
  const { default: KeyvRedis, createClient } = await import("@keyv/redis");
  const client = createClient({ url, socket: { connectTimeout: 5000, reconnectStrategy: (n: number) => (n > 5 ? false : 200 * n) } });
  client.on("error", () => {}); // reconnects are handled by the client; failures surface per call
  try {
    await client.connect();
  } catch (err) {
    throw new PolicybotError("STORE_FAILED", `cannot connect to Redis at ${new URL(url).host}`, { cause: err });
  }
  const kv = new Keyv({ store: new KeyvRedis(client as never), namespace: NAMESPACE, useKeyPrefix: false });
  kv.on("error", () => {});
  return new KeyvConversationStore(kv, {
    conversationTtlMs,
    // SET NX is atomic across replicas, so two replicas never both answer one Slack retry.
    setIfAbsent: async (key, ttlMs) => (await client.set(`${NAMESPACE}:${key}`, "1", { NX: true, PX: Math.max(1, Math.round(ttlMs)) })) === "OK",
  });
}

export async function createStore(config: Config): Promise<ConversationStore> {
  switch (config.store) {
    case "memory":
      return createMemoryStore(config.conversationTtlMs);
    case "redis":
      return createRedisStore(config.redisUrl as string, config.conversationTtlMs);
    default:
      return createSqliteStore(path.join(config.dataDir, "conversations.sqlite"), config.conversationTtlMs);
  }
}
