/**
 * Rescoring of LanceDB candidates into calibrated scores. Fused RRF ranks say "which is better",
 * not "is any of it good"; weighted coverage of the question's terms answers the second question.
 */
import { effectiveIdf } from "../core/term-weight.js";
import { terms } from "../core/text.js";
import type { PolicyHit, RetrievedChunk, SearchResult } from "../core/types.js";
import type { TermStats } from "./idf.js";

export interface CandidateRow {
  chunk_id: string;
  policy_id: string;
  title: string;
  section: string;
  text: string;
  start: number;
  end: number;
  url: string;
  visibility: string;
  fts_text: string;
  vector: ArrayLike<number> | { toArray(): ArrayLike<number> };
}

export interface RankOptions {
  weights: Map<string, number>;
  stats: TermStats;
  focus: string[];
  vector: Float32Array;
  limit: number;
}

/** Shares of the score: term coverage, coverage of the title and section heading, embedding similarity. */
export const COVERAGE_WEIGHT = 0.6;
export const HEADING_WEIGHT = 0.15;
export const SIMILARITY_WEIGHT = 0.25;
/** Ranking only (not confidence): BM25 among the candidates breaks ties between chunks that cover alike. */
export const BM25_WEIGHT = 0.1;
const K1 = 1.2;
const B = 0.75;
/** Prior for the policies the conversation is already about. */
export const FOCUS_BONUS = 0.12;

function cosine(a: Float32Array, b: ArrayLike<number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Arrow hands back vectors as its own Vector type, which has no index access. */
function toNumbers(v: ArrayLike<number> | { toArray(): ArrayLike<number> }): ArrayLike<number> {
  return "toArray" in v && typeof v.toArray === "function" ? v.toArray() : (v as ArrayLike<number>);
}

/** Each query term's share of the question: weight × idf, normalised to sum to 1. */
export function termMass(weights: Map<string, number>, stats: TermStats): Map<string, number> {
  const mass = new Map<string, number>();
  let total = 0;
  for (const [t, w] of weights) {
    const m = w * effectiveIdf(t, stats);
    if (m > 0) {
      mass.set(t, m);
      total += m;
    }
  }
  for (const [t, m] of mass) mass.set(t, m / total);
  return mass;
}

function bm25Score(tokens: string[], mass: Map<string, number>, avgLength: number): number {
  const tf = new Map<string, number>();
  for (const t of tokens) if (mass.has(t)) tf.set(t, (tf.get(t) ?? 0) + 1);
  let score = 0;
  const norm = K1 * (1 - B + (B * tokens.length) / avgLength);
  for (const [t, f] of tf) score += (mass.get(t) as number) * ((f * (K1 + 1)) / (f + norm));
  return score;
}

export function rankCandidates(rows: CandidateRow[], opts: RankOptions): SearchResult {
  const mass = termMass(opts.weights, opts.stats);
  const seen = new Set<string>();
  const scored: (RetrievedChunk & { confidence: number; bm25: number })[] = [];
  for (const r of rows) {
    if (seen.has(r.chunk_id)) continue;
    seen.add(r.chunk_id);
    const tokens = r.fts_text.split(" ");
    const have = new Set(tokens);
    const heading = new Set(terms(`${r.title} ${r.section}`));
    let coverage = 0;
    let headingCoverage = 0;
    for (const [t, m] of mass) {
      if (have.has(t)) coverage += m;
      if (heading.has(t)) headingCoverage += m;
    }
    const vec = toNumbers(r.vector);
    const similarity = Math.max(0, cosine(opts.vector, vec));
    const confidence = COVERAGE_WEIGHT * coverage + HEADING_WEIGHT * headingCoverage + SIMILARITY_WEIGHT * similarity;
    const bm25 = bm25Score(tokens, mass, opts.stats.averageLength);
    const score = confidence + (opts.focus.includes(r.policy_id) ? FOCUS_BONUS : 0);
    scored.push({
      chunkId: r.chunk_id,
      policyId: r.policy_id,
      title: r.title,
      section: r.section,
      text: r.text,
      start: Number(r.start),
      end: Number(r.end),
      url: r.url || undefined,
      visibility: r.visibility || undefined,
      terms: [...have],
      score,
      confidence,
      bm25,
    });
  }
  const maxBm25 = Math.max(1e-9, ...scored.map((c) => c.bm25));
  for (const c of scored) c.score += (BM25_WEIGHT * c.bm25) / maxBm25;
  scored.sort((a, b) => b.score - a.score || a.chunkId.localeCompare(b.chunkId));
  const byPolicy = new Map<string, PolicyHit>();
  for (const c of scored) {
    const hit = byPolicy.get(c.policyId);
    if (hit) {
      hit.chunks.push(c);
      hit.confidence = Math.max(hit.confidence, c.confidence);
    } else {
      byPolicy.set(c.policyId, { policyId: c.policyId, title: c.title, url: c.url, confidence: c.confidence, score: c.score, chunks: [c] });
    }
  }
  const chunks: RetrievedChunk[] = scored.slice(0, opts.limit).map(({ confidence: _c, bm25: _b, ...chunk }) => chunk);
  return { chunks, policies: [...byPolicy.values()] };
}
