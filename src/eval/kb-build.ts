/**
 * Builds an evaluation knowledge base from in-memory documents: the LanceDB table policybot and the
 * hybrid baselines search, and a BM25 index over exactly the same chunks.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../config.js";
import { silentLogger } from "../core/ports.js";
import { chunkDocument } from "../knowledge/chunk.js";
import { HashEmbedder } from "../knowledge/hash-embedder.js";
import { ingestDocuments } from "../knowledge/ingest.js";
import type { Chunk, SourceDoc } from "../knowledge/types.js";
import { openRuntime, type Runtime } from "../runtime.js";
import { Bm25Index } from "./bm25.js";
import { mean } from "./metrics.js";

export interface EvalKb {
  runtime: Runtime;
  docs: SourceDoc[];
  chunks: Chunk[];
  chunkById: Map<string, Chunk>;
  bm25: Bm25Index;
  meanChunkChars: number;
  ingestMs: number;
  close(): Promise<void>;
}

export interface DocInput {
  id: string;
  title: string;
  body: string;
  tags?: string[];
  url?: string;
}

/** A SourceDoc from raw text, with `body` kept exactly so that dataset offsets stay valid. */
export function makeSourceDoc(input: DocInput): SourceDoc {
  return {
    policyId: input.id,
    title: input.title,
    body: input.body,
    source: input.id,
    tags: input.tags ?? [],
    url: input.url,
    hash: createHash("sha256").update(input.title).update("\u0000").update(input.body).digest("hex").slice(0, 16),
  };
}

export async function buildEvalKb(docs: SourceDoc[], label: string): Promise<EvalKb> {
  process.env.LANCEDB_LOG ??= "error";
  const dir = mkdtempSync(path.join(os.tmpdir(), `policybot-eval-${label}-`));
  const dbPath = path.join(dir, "lancedb");
  const embedder = new HashEmbedder();
  const t0 = performance.now();
  await ingestDocuments({ docs, dbPath, embedder, logger: silentLogger });
  const ingestMs = performance.now() - t0;
  const config = loadConfig(
    { POLICYBOT_STORE: "memory", POLICYBOT_DB: dbPath, POLICYBOT_DATA_DIR: dir, LOG_LEVEL: "silent" },
    dir,
  );
  const runtime = await openRuntime(config, { autoIngest: false, embedder, logger: silentLogger, llm: null });
  const chunks = docs.flatMap((d) => chunkDocument(d));
  const bm25 = new Bm25Index(chunks.map((c) => ({ id: c.chunkId, group: c.policyId, text: `${c.title}\n${c.section}\n${c.text}` })));
  return {
    runtime,
    docs,
    chunks,
    chunkById: new Map(chunks.map((c) => [c.chunkId, c])),
    bm25,
    meanChunkChars: mean(chunks.map((c) => c.end - c.start)),
    ingestMs,
    async close() {
      await runtime.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
