/** The LanceDB table of chunks and the small metadata file beside it. */
import fs from "node:fs/promises";
import path from "node:path";
import "./quiet-lancedb.js";
import * as lancedb from "@lancedb/lancedb";
import { Field, FixedSizeList, Float32, Int32, Schema, Utf8 } from "apache-arrow";
import { PolicybotError } from "../core/errors.js";
import { TERMS_VERSION, terms, withoutCrossReferences } from "../core/text.js";
import type { BoundWordTable } from "./bound-words.js";
import type { Chunk } from "./types.js";

export const TABLE = "chunks";
const META_FILE = "policybot-meta.json";
/** Layout and term-extraction version; a database built by another version is rebuilt on ingest. */
export const META_VERSION = 100 + TERMS_VERSION;

export interface KbMeta {
  version: number;
  embedderId: string;
  dimension: number;
  /** Source path → content hash of what is in the table. */
  sources: Record<string, string>;
  updatedAt: string;
  /** Counted at ingest over every passage; absent in a database built before it was kept. */
  boundWords?: BoundWordTable;
}

export type ChunkRow = {
  chunk_id: string;
  policy_id: string;
  title: string;
  section: string;
  text: string;
  start: number;
  end: number;
  source: string;
  hash: string;
  visibility: string;
  url: string;
  tags: string;
  fts_text: string;
  vector: number[];
};

export function schemaFor(dimension: number): Schema {
  const str = (n: string) => new Field(n, new Utf8(), false);
  return new Schema([
    str("chunk_id"), str("policy_id"), str("title"), str("section"), str("text"),
    new Field("start", new Int32(), false), new Field("end", new Int32(), false),
    str("source"), str("hash"), str("visibility"), str("url"), str("tags"), str("fts_text"),
    new Field("vector", new FixedSizeList(dimension, new Field("item", new Float32(), true)), false),
  ]);
}

/** Terms of what a chunk is about: its title and section count as part of its text. */
export function indexTerms(chunk: Pick<Chunk, "title" | "section" | "text" | "tags">): string {
  return terms(`${chunk.title}\n${chunk.section}\n${chunk.tags.join(" ")}\n${withoutCrossReferences(chunk.text)}`).join(" ");
}

export function toRow(chunk: Chunk, vector: Float32Array): ChunkRow {
  return {
    chunk_id: chunk.chunkId,
    policy_id: chunk.policyId,
    title: chunk.title,
    section: chunk.section,
    text: chunk.text,
    start: chunk.start,
    end: chunk.end,
    source: chunk.source,
    hash: chunk.hash,
    visibility: chunk.visibility ?? "",
    url: chunk.url ?? "",
    tags: chunk.tags.join(","),
    fts_text: indexTerms(chunk),
    vector: Array.from(vector),
  };
}

/** The stored metadata; `stale` when an older policybot built the database. */
export async function readMeta(dbPath: string): Promise<(KbMeta & { stale: boolean }) | undefined> {
  try {
    const meta = JSON.parse(await fs.readFile(path.join(dbPath, META_FILE), "utf8")) as KbMeta;
    return { ...meta, stale: meta.version !== META_VERSION };
  } catch {
    return undefined;
  }
}

export async function writeMeta(dbPath: string, meta: KbMeta): Promise<void> {
  await fs.mkdir(dbPath, { recursive: true });
  const file = path.join(dbPath, META_FILE);
  await fs.writeFile(`${file}.tmp`, JSON.stringify(meta, null, 2));
  await fs.rename(`${file}.tmp`, file);
}

export async function connect(dbPath: string): Promise<lancedb.Connection> {
  try {
    return await lancedb.connect(dbPath);
  } catch (err) {
    throw new PolicybotError("KB_MISSING", `cannot open the LanceDB database at ${dbPath}`, { cause: err });
  }
}

/** SQL string literal for LanceDB filters. */
export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export async function rebuildFtsIndex(table: lancedb.Table): Promise<void> {
  // Terms are pre-cut by core/text.ts (stemmed words, CJK bigrams), so whitespace splitting suffices.
  await table.createIndex("fts_text", {
    config: lancedb.Index.fts({ baseTokenizer: "whitespace", lowercase: false, stem: false, removeStopWords: false, asciiFolding: false, withPosition: false }),
    replace: true,
  });
}
