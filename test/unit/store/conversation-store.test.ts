/** The ConversationStore contract on every backend: memory, sqlite (file) and Redis. */
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newRecord } from "../../../src/core/memory.js";
import type { ConversationStore } from "../../../src/core/ports.js";
import { createMemoryStore, createRedisStore, createSqliteStore } from "../../../src/store/create-store.js";
import { tempDir } from "../../helpers/runtime.js";

const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

async function sqliteFile() {
  const dir = await tempDir();
  dirs.push(dir);
  return path.join(dir, "conv.sqlite");
}

const backends: [string, (ttl: number) => Promise<ConversationStore>][] = [
  ["memory", async (ttl) => createMemoryStore(ttl)],
  ["sqlite", async (ttl) => createSqliteStore(await sqliteFile(), ttl)],
  ["redis", async (ttl) => createRedisStore(REDIS_URL, ttl)],
];

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

describe.each(backends)("%s store", (_name, make) => {
  it("saves, loads and deletes a conversation", async () => {
    const store = await make(60_000);
    const id = `slack:T1:C1:${unique()}`;
    const rec = newRecord(id, 1);
    rec.messages.push({ role: "user", text: "hi", at: 1 });
    rec.participants.push("U1");
    rec.state.topicTerms = ["sale", "tier1"];
    await store.save(rec);
    expect(await store.load(id)).toEqual(rec);
    expect(await store.listByUser("slack:T1:C1", "U1")).toContain(id);
    expect(await store.delete(id)).toBe(true);
    expect(await store.load(id)).toBeUndefined();
    expect(await store.listByUser("slack:T1:C1", "U1")).not.toContain(id);
    await store.close?.();
  });

  it("forgets an idle conversation after its TTL", async () => {
    const store = await make(150);
    const id = `console:${unique()}`;
    await store.save(newRecord(id, 1));
    expect(await store.load(id)).toBeDefined();
    await new Promise((r) => setTimeout(r, 300));
    expect(await store.load(id)).toBeUndefined();
    await store.close?.();
  });

  it("claims a delivery key once", async () => {
    const store = await make(60_000);
    const key = `evt:${unique()}`;
    const results = await Promise.all([store.claimOnce(key, 60_000), store.claimOnce(key, 60_000)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await store.claimOnce(key, 60_000)).toBe(false);
    await store.close?.();
  });

  it("stores feedback with the trace, one vote per user", async () => {
    const store = await make(60_000);
    const turnId = unique();
    await store.saveTrace({ turnId, conversationId: "console:x", userId: "U1", at: 1, original: "q", retrieved: [], policies: [], decision: "answer", citations: ["policy_002"], timings: [] });
    expect(await store.addFeedback(turnId, { userId: "U2", vote: "up", at: 2 })).toBe(true);
    expect(await store.addFeedback(turnId, { userId: "U2", vote: "down", at: 3 })).toBe(true);
    expect(await store.addFeedback("missing", { userId: "U2", vote: "up", at: 3 })).toBe(false);
    expect((await store.loadTrace(turnId))?.feedback).toEqual([{ userId: "U2", vote: "down", at: 3 }]);
    await store.close?.();
  });
});

it("keeps sqlite conversations across a restart", async () => {
  const file = await sqliteFile();
  const first = await createSqliteStore(file, 60_000);
  await first.save(newRecord("console:persist", 5));
  await first.close?.();
  const second = await createSqliteStore(file, 60_000);
  expect((await second.load("console:persist"))?.createdAt).toBe(5);
  await second.close?.();
});

it("shares conversations between two Redis-backed replicas", async () => {
  const a = await createRedisStore(REDIS_URL, 60_000);
  const b = await createRedisStore(REDIS_URL, 60_000);
  const id = `slack:T9:C9:${unique()}`;
  await a.save(newRecord(id, 7));
  expect((await b.load(id))?.createdAt).toBe(7);
  const key = `evt:${unique()}`;
  const claims = await Promise.all([a.claimOnce(key, 60_000), b.claimOnce(key, 60_000)]);
  expect(claims.filter(Boolean)).toHaveLength(1);
  await a.close?.();
  await b.close?.();
});
