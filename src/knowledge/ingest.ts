/** Incremental ingestion: only new or changed sources are chunked and embedded; removed ones are deleted. */
import fs from "node:fs/promises";
import { PolicybotError } from "../core/errors.js";
import type { Embedder, Logger } from "../core/ports.js";
import { silentLogger } from "../core/ports.js";
import { boundWordsOf, type BodyRow } from "./bound-words.js";
import { chunkDocument, type ChunkOptions } from "./chunk.js";
import { META_VERSION, TABLE, connect, readMeta, rebuildFtsIndex, schemaFor, sqlString, toRow, writeMeta, type ChunkRow } from "./lance-table.js";
import { readSources } from "./read-sources.js";
import type { IngestProblem, IngestReport, SourceDoc } from "./types.js";

export type Progress = (done: number, total: number, label: string) => void;

export interface IngestDocumentsOptions {
  docs: SourceDoc[];
  dbPath: string;
  embedder: Embedder;
  logger?: Logger;
  progress?: Progress;
  problems?: IngestProblem[];
  chunking?: ChunkOptions;
  batchSize?: number;
}

export async function ingestDocuments(opts: IngestDocumentsOptions): Promise<IngestReport> {
  const t0 = performance.now();
  const { docs, dbPath, embedder } = opts;
  const logger = opts.logger ?? silentLogger;
  const db = await connect(dbPath);
  let meta = await readMeta(dbPath);
  const names = await db.tableNames();
  if (meta && (meta.stale || meta.embedderId !== embedder.id || !names.includes(TABLE))) {
    logger.info({ was: meta.embedderId, now: embedder.id, stale: meta.stale }, "embedder or index format changed: rebuilding the whole knowledge base");
    meta = undefined;
  }
  const previous = meta?.sources ?? {};
  const current = new Map(docs.map((d) => [d.source, d]));
  const changed = docs.filter((d) => previous[d.source] !== d.hash);
  const removed = Object.keys(previous).filter((s) => !current.has(s));
  const report: IngestReport = {
    files: docs.length + (opts.problems?.length ?? 0),
    added: changed.filter((d) => !(d.source in previous)).length,
    updated: changed.filter((d) => d.source in previous).length,
    unchanged: docs.length - changed.length,
    removed: removed.length,
    chunks: 0,
    problems: opts.problems ?? [],
    rebuilt: !meta,
    ms: 0,
  };

  const rows: ChunkRow[] = [];
  const chunks = changed.flatMap((d) => chunkDocument(d, opts.chunking));
  const batch = opts.batchSize ?? 128;
  for (let i = 0; i < chunks.length; i += batch) {
    const slice = chunks.slice(i, i + batch);
    const vectors = await embedder.embed(slice.map((c) => `${c.title}\n${c.section}\n${c.text}`));
    slice.forEach((c, j) => rows.push(toRow(c, vectors[j])));
    opts.progress?.(Math.min(i + batch, chunks.length), chunks.length, "embedding");
  }
  report.chunks = rows.length;

  let table = meta && names.includes(TABLE) ? await db.openTable(TABLE) : undefined;
  if (!table) {
    table = await db.createTable(TABLE, rows, { mode: "overwrite", schema: schemaFor(embedder.dimension) });
  } else {
    const stale = [...changed.filter((d) => d.source in previous).map((d) => d.source), ...removed];
    for (let i = 0; i < stale.length; i += 200) {
      await table.delete(`source IN (${stale.slice(i, i + 200).map(sqlString).join(", ")})`);
    }
    if (rows.length) await table.add(rows);
  }
  const contentChanged = changed.length || removed.length || !meta;
  if (contentChanged) {
    if ((await table.countRows()) > 0) await rebuildFtsIndex(table);
    await table.optimize().catch((err: unknown) => logger.debug({ err: String(err) }, "optimize skipped"));
  }
  // Counted over every passage, old and new, so that opening the knowledge base need not.
  const boundWords = !contentChanged && meta?.boundWords ? meta.boundWords : boundWordsOf((await table.query().select(["policy_id", "section", "text"]).toArray()) as BodyRow[]);
  table.close();
  await writeMeta(dbPath, {
    version: META_VERSION,
    embedderId: embedder.id,
    dimension: embedder.dimension,
    sources: Object.fromEntries(docs.map((d) => [d.source, d.hash])),
    updatedAt: new Date().toISOString(),
    boundWords,
  });
  report.ms = Math.round(performance.now() - t0);
  return report;
}

export interface IngestDirectoryOptions {
  dir: string;
  dbPath: string;
  embedder: Embedder;
  logger?: Logger;
  progress?: Progress;
}

export async function ingestDirectory(opts: IngestDirectoryOptions): Promise<IngestReport> {
  const { docs, problems } = await readSources(opts.dir);
  if (!docs.length) {
    const detail = problems.length ? `; every file had a problem:\n${problems.map((p) => `  ${p.source}: ${p.problem}`).join("\n")}` : "";
    throw new PolicybotError("KB_MISSING", `no policy files (.md, .markdown, .txt) found in ${opts.dir}${detail}`);
  }
  return ingestDocuments({ ...opts, docs, problems });
}

/** Ingests when the database is missing or the folder changed; cheap (hashing only) when nothing changed. */
export async function ensureIngested(opts: IngestDirectoryOptions): Promise<IngestReport | undefined> {
  const logger = opts.logger ?? silentLogger;
  const exists = await fs.stat(opts.dir).then(() => true, () => false);
  if (!exists) {
    const meta = await readMeta(opts.dbPath);
    if (meta && !meta.stale) return undefined;
    throw new PolicybotError("KB_MISSING", `no knowledge base at ${opts.dbPath} and no knowledge folder at ${opts.dir}; run: policybot ingest DIR --db ${opts.dbPath}`);
  }
  const report = await ingestDirectory(opts);
  for (const p of report.problems) logger.warn({ source: p.source, problem: p.problem }, "policy file skipped");
  if (report.added || report.updated || report.removed) {
    logger.info({ added: report.added, updated: report.updated, removed: report.removed, chunks: report.chunks, ms: report.ms }, "knowledge base updated");
  }
  return report;
}
