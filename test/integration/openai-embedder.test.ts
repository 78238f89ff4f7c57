/** The OpenAI-compatible embedder through the real openai SDK against a local fake endpoint. */
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createEmbedder } from "../../src/knowledge/create-embedder.js";
import { HashEmbedder } from "../../src/knowledge/hash-embedder.js";
import { ingestDirectory } from "../../src/knowledge/ingest.js";
import { openKnowledgeBase } from "../../src/knowledge/lance-kb.js";
import { startFakeOpenAI, type FakeOpenAI } from "../fakes/openai-server.js";
import { SAMPLE_KB, tempDir, testRuntime } from "../helpers/runtime.js";

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  // A toy embedding: a few character statistics, enough to exercise the vector path end to end.
  fake.embed = (input) => input.map((t) => [t.length % 97, (t.match(/hotel|lodging/gi) ?? []).length, (t.match(/[\u4e00-\u9fff]/g) ?? []).length % 13, 1]);
});
afterAll(() => fake.close());

it("embeds with the configured model, stores its identity and answers with it", async () => {
  const env = { POLICYBOT_EMBEDDER: "openai", OPENAI_BASE_URL: fake.baseURL, OPENAI_EMBEDDING_MODEL: "fake-embed", POLICYBOT_LLM: "false" };
  const embedder = createEmbedder(loadConfig(env));
  expect(embedder.id).toBe("openai:fake-embed");
  const rt = await testRuntime({ env, embedder });
  try {
    expect(fake.requests.some((r) => r.path.endsWith("/embeddings") && (r.body as { model: string }).model === "fake-embed")).toBe(true);
    const reply = await rt.bot.ask({ conversationId: "console:oe1", userId: "U1", text: "Sales visiting a client in a tier-1 city: max hotel per night?" });
    expect(reply.kind).toBe("answer");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["policy_002"]);
    await expect(openKnowledgeBase({ dbPath: path.join(rt.dir, "db"), embedder: new HashEmbedder() })).rejects.toMatchObject({ code: "KB_EMBEDDER_MISMATCH" });
  } finally {
    await rt.close();
  }
});

it("reports a dead embedding endpoint with a coded error naming the model", async () => {
  const dead = await startFakeOpenAI();
  const url = dead.baseURL;
  await dead.close();
  const embedder = createEmbedder(loadConfig({ POLICYBOT_EMBEDDER: "openai", OPENAI_BASE_URL: url, OPENAI_EMBEDDING_MODEL: "gone", OPENAI_TIMEOUT_MS: "1000" }));
  const dir = await tempDir();
  await expect(ingestDirectory({ dir: SAMPLE_KB, dbPath: path.join(dir, "db"), embedder })).rejects.toMatchObject({
    code: "EMBEDDING_FAILED",
    message: expect.stringContaining("gone"),
  });
});
