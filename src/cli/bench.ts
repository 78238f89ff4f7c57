/**
 * `policybot bench [--chunks N] [--turns N]`: prints figures, asserts nothing. Everything is measured
 * side by side in one run, so ratios stay meaningful on a noisy machine:
 *  - ingest throughput (chunks/s) of the offline embedder into LanceDB;
 *  - a whole turn (memory, rewrite, hybrid retrieval, decide, compose, save) against a bare LanceDB
 *    hybrid query on the same table: the pipeline's overhead as a ratio;
 *  - resident memory before and after.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../config.js";
import { silentLogger } from "../core/ports.js";
import { HashEmbedder } from "../knowledge/hash-embedder.js";
import { ingestDocuments } from "../knowledge/ingest.js";
import { openKnowledgeBase } from "../knowledge/lance-kb.js";
import type { SourceDoc } from "../knowledge/types.js";
import { openRuntime } from "../runtime.js";
import { createMemoryStore } from "../store/create-store.js";
import { parseArgs, str } from "./args.js";

const TOPICS = ["hotel", "meal", "taxi", "laptop", "leave", "parental", "training", "referral", "security", "gift", "overtime", "relocation"];
const ROLES = ["sales", "intern", "engineer", "manager", "contractor", "support"];

/** A synthetic corpus with the shape of a policy handbook: many policies, several sections each. */
function syntheticDocs(chunks: number): SourceDoc[] {
  const docs: SourceDoc[] = [];
  const perDoc = 5;
  for (let i = 0; docs.length * perDoc < chunks; i++) {
    const topic = TOPICS[i % TOPICS.length];
    const role = ROLES[Math.floor(i / TOPICS.length) % ROLES.length];
    const sections = Array.from({ length: perDoc }, (_, s) =>
      `## ${topic} rule ${s} for ${role} staff\n\n${role} employees may claim ${topic} costs of up to ${100 + ((i * 7 + s * 13) % 900)} per ${s % 2 ? "night" : "month"} in region ${i % 50}. Approval by the ${role} lead is required within ${5 + (s % 20)} days.`,
    ).join("\n\n");
    docs.push({ policyId: `bench_${i}`, title: `${role} ${topic} policy ${i}`, body: `# ${role} ${topic} policy ${i}\n\n${sections}\n`, source: `bench_${i}.md`, tags: [topic, role], hash: String(i) });
  }
  return docs;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

export async function benchCommand(argv: string[]): Promise<number> {
  const args = parseArgs(argv, ["chunks", "turns"]);
  const chunkCount = Number(str(args, "chunks") ?? 20_000);
  const turns = Number(str(args, "turns") ?? 200);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "policybot-bench-"));
  const out = (s: string) => process.stdout.write(`${s}\n`);
  try {
    const rssStart = process.memoryUsage().rss;
    const embedder = new HashEmbedder();
    const docs = syntheticDocs(chunkCount);
    const dbPath = path.join(dir, "db");
    const t0 = performance.now();
    const report = await ingestDocuments({ docs, dbPath, embedder, logger: silentLogger });
    const ingestMs = performance.now() - t0;
    out(`ingest: ${report.chunks} chunks from ${docs.length} documents in ${(ingestMs / 1000).toFixed(1)} s (${Math.round(report.chunks / (ingestMs / 1000))} chunks/s)`);

    const config = loadConfig({ POLICYBOT_STORE: "memory", POLICYBOT_DB: dbPath, POLICYBOT_DATA_DIR: dir, LOG_LEVEL: "silent" });
    const runtime = await openRuntime(config, { autoIngest: false, store: createMemoryStore(), logger: silentLogger, llm: null, embedder });
    const openStart = performance.now();
    const kb = await openKnowledgeBase({ dbPath, embedder });
    out(`open: the knowledge base loads its term statistics in ${((performance.now() - openStart) / 1000).toFixed(2)} s`);
    const questions = Array.from({ length: turns }, (_, i) => {
      const topic = TOPICS[i % TOPICS.length];
      const role = ROLES[i % ROLES.length];
      return i % 2 ? `And for ${ROLES[(i + 1) % ROLES.length]} staff?` : `What is the ${topic} limit for ${role} employees in region ${i % 50}?`;
    });
    // Warm both paths once so first-call costs don't skew either side.
    await runtime.bot.ask({ conversationId: "console:warm", userId: "u", text: questions[0] });
    await kb.search({ text: questions[0] });

    const pipeline: number[] = [];
    const bare: number[] = [];
    const joined: number[] = [];
    // Joining a thread: ten earlier messages are absorbed and oriented on before the first answer.
    const thread = (i: number) =>
      Array.from({ length: 10 }, (_, k) => ({ userId: k % 2 ? "bot" : "u2", fromBot: k % 2 === 1, at: k + 1, text: questions[(i + k) % questions.length] }));
    for (let i = 0; i < turns; i++) {
      // Interleaved, so both sides see the same machine conditions.
      let t = performance.now();
      await runtime.bot.ask({ conversationId: `console:b${Math.floor(i / 2)}`, userId: "u", text: questions[i] });
      pipeline.push(performance.now() - t);
      t = performance.now();
      await kb.search({ text: questions[i] });
      bare.push(performance.now() - t);
      t = performance.now();
      await runtime.bot.ask({ conversationId: `console:j${i}`, userId: "u", text: questions[i], threadContext: thread(i) });
      joined.push(performance.now() - t);
    }
    joined.sort((a, b) => a - b);
    pipeline.sort((a, b) => a - b);
    bare.sort((a, b) => a - b);
    const p50 = (xs: number[]) => percentile(xs, 0.5).toFixed(1);
    const p95 = (xs: number[]) => percentile(xs, 0.95).toFixed(1);
    out(`turn (whole pipeline):      p50 ${p50(pipeline)} ms  p95 ${p95(pipeline)} ms  over ${turns} turns`);
    out(`retrieval alone (same KB):  p50 ${p50(bare)} ms  p95 ${p95(bare)} ms`);
    out(`pipeline / retrieval ratio: p50 ${(percentile(pipeline, 0.5) / percentile(bare, 0.5)).toFixed(2)}x`);
    out(`joining a thread (10 earlier messages read): p50 ${p50(joined)} ms  p95 ${p95(joined)} ms, ${(percentile(joined, 0.5) / percentile(bare, 0.5)).toFixed(2)}x retrieval`);
    out(`memory: rss ${mb(rssStart)} at start, ${mb(process.memoryUsage().rss)} after (${chunkCount} chunks loaded)`);
    await kb.close?.();
    await runtime.close();
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  return 0;
}
