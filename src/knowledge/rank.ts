/**
 * Rescoring of LanceDB candidates into calibrated scores. Fused RRF ranks say "which is better",
 * not "is any of it good"; weighted coverage of the question's terms answers the second question.
 */
import { holdsClock, type ClockSaid } from "../core/clock-ranges.js";
import { otherTimeUnit } from "../core/time-units.js";
import { effectiveIdf } from "../core/term-weight.js";
import { terms } from "../core/text.js";
import type { PolicyHit, RetrievedChunk, SearchResult } from "../core/types.js";
import { covers, type Categories } from "./categories.js";
import type { BoundWords } from "./bound-words.js";
import type { TermStats } from "./idf.js";
import type { ChunkRow } from "./lance-table.js";

/** A row as LanceDB returns it: the selected columns, Arrow's vector type, and its scoring columns. */
export type CandidateRow = Omit<ChunkRow, "vector" | "source" | "hash" | "tags"> & {
  vector: ArrayLike<number> | { toArray(): ArrayLike<number> };
  _relevance_score?: number;
  _distance?: number;
};

export interface RankOptions {
  weights: Map<string, number>;
  stats: TermStats;
  focus: string[];
  /** Chunks cited last: their policy gets a small prior when they or the next two sections match. */
  near?: string[];
  vector: Float32Array;
  limit: number;
  /** The question's terms in order, for word pairs that stand together. */
  sequence?: string[];
  /** The question's words as written, with their terms: "missed" is not written like the policies' "near miss". */
  written?: { term: string; form: string }[];
  /** Words the policies only write after the same word ("near miss"). */
  boundWords?: BoundWords;
  /** Members of listed categories: a passage naming "tier-1 cities" covers "Shenzhen". */
  categories?: Categories;
  /** Numbers the question says with a unit of time: a passage with "4 weeks" does not match "4 years". */
  timeUnits?: Map<string, string>;
  /** Times of day said: "between 23:00 and 06:00" holds "1am". */
  clocks?: ClockSaid[];
  /** The knowledge base's heading terms, read once per title and section rather than once per candidate. */
  headings?: Map<string, Set<string>>;
}

export const RANK_WEIGHTS = {
  /** Shares of the confidence: term coverage, coverage of the title and section heading, embedding similarity. */
  coverage: 0.6,
  heading: 0.25,
  similarity: 0.25,
  /** Ranking only (not confidence): BM25 among the candidates breaks ties between chunks that cover alike. */
  bm25: 0.1,
  /** Ranking only: LanceDB's fused (RRF) rank of vector and full-text search, normalised per query. */
  fused: 0.15,
  /** Prior for the policies the conversation is already about. */
  focus: 0.2,
  /** Prior for a policy whose section last cited, or one of the two after it, matches: conversations walk through a document. */
  near: 0.15,
  /** Within a policy only: the share of the question's adjacent word pairs that stand together in a passage. */
  proximity: 0.3,
};
const K1 = 1.2;
const B = 0.75;

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

/** `policy#3` is near `policy#3`, `policy#4` and `policy#5`. */
function isNear(chunkId: string, near: string[] | undefined): boolean {
  if (!near?.length) return false;
  const cut = chunkId.lastIndexOf("#");
  const policy = chunkId.slice(0, cut);
  const n = Number(chunkId.slice(cut + 1));
  return near.some((id) => {
    const c = id.lastIndexOf("#");
    const d = n - Number(id.slice(c + 1));
    return id.slice(0, c) === policy && d >= 0 && d <= 2;
  });
}

/** RRF relevance when LanceDB fused two lists; otherwise vector distance turned into a similarity. */
function fusedScore(r: CandidateRow): number {
  if (typeof r._relevance_score === "number") return r._relevance_score;
  if (typeof r._distance === "number") return 1 / (1 + r._distance);
  return 0;
}

function bm25Score(tokens: string[], mass: Map<string, number>, avgLength: number): number {
  const tf = new Map<string, number>();
  for (const t of tokens) if (mass.has(t)) tf.set(t, (tf.get(t) ?? 0) + 1);
  let score = 0;
  const norm = K1 * (1 - B + (B * tokens.length) / avgLength);
  for (const [t, f] of tf) score += (mass.get(t) as number) * ((f * (K1 + 1)) / (f + norm));
  return score;
}

/** The mass without the numbers the passage says only of another unit of time than the question. */
function otherUnits(text: string, mass: Map<string, number>, units: Map<string, string> | undefined): Map<string, number> {
  const skip = [...(units ?? [])].filter(([n, u]) => mass.has(n) && otherTimeUnit(text, n, u)).map(([n]) => n);
  return skip.length ? new Map([...mass].filter(([t]) => !skip.includes(t))) : mass;
}

export function rankCandidates(rows: CandidateRow[], opts: RankOptions): SearchResult {
  const allMass = termMass(opts.weights, opts.stats);
  const question = questionPairs(opts.sequence, allMass);
  // "I missed my exam": where the policies say "miss" only in "near miss", the question's word is another
  // word that no passage has; it still counts in what the question asks.
  const elsewhere = new Set(
    (opts.written ?? []).filter((w) => {
      const bound = opts.boundWords?.boundAfter(w.term, w.form);
      return bound !== undefined && !allMass.has(bound);
    }).map((w) => w.term),
  );
  const seen = new Set<string>();
  const scored: (RetrievedChunk & { confidence: number; coverage: number; bm25: number; fused: number; policyBonus: number })[] = [];
  for (const r of rows) {
    if (seen.has(r.chunk_id)) continue;
    seen.add(r.chunk_id);
    const tokens = r.fts_text.split(" ");
    const have = new Set(tokens);
    const mass = otherUnits(r.text, allMass, opts.timeUnits);
    const heading = headingTerms(r, opts.headings);
    let coverage = 0;
    let held = 0;
    let headingCoverage = 0;
    for (const [t, m] of mass) {
      if (elsewhere.has(t)) continue;
      if (covers(have, t, opts.categories)) coverage += m;
      else if (opts.clocks?.some((c) => c.terms.includes(t) && holdsClock(r.text, c.minutes))) held += m;
      if (heading.has(t)) headingCoverage += m;
    }
    const vec = toNumbers(r.vector);
    const similarity = Math.max(0, cosine(opts.vector, vec));
    const confidence = RANK_WEIGHTS.coverage * (coverage + held) + RANK_WEIGHTS.heading * headingCoverage + RANK_WEIGHTS.similarity * similarity;
    const bm25 = bm25Score(tokens, mass, opts.stats.averageLength);
    // Two signals rank a policy's passages but not policies. The question's words standing together
    // say which passage answers, not which policy does. Being next to the last quoted passage says
    // which policy the talk is in, not which of its passages answers.
    // Hours that hold the time said ("paged at midnight") do the reverse: they say the policy covers
    // that time, not which of its passages answers what is asked about it.
    const together = RANK_WEIGHTS.proximity * proximity(question, tokens);
    const hours = RANK_WEIGHTS.coverage * held;
    const score = confidence - hours + (opts.focus.includes(r.policy_id) ? RANK_WEIGHTS.focus : 0) + together;
    const policyBonus = (isNear(r.chunk_id, opts.near) ? RANK_WEIGHTS.near : 0) - together + hours;
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
      coverage,
      bm25,
      fused: fusedScore(r),
      policyBonus,
    });
  }
  const maxBm25 = Math.max(1e-9, ...scored.map((c) => c.bm25));
  const maxFused = Math.max(1e-9, ...scored.map((c) => c.fused));
  for (const c of scored) c.score += (RANK_WEIGHTS.bm25 * c.bm25) / maxBm25 + (RANK_WEIGHTS.fused * c.fused) / maxFused;
  scored.sort((a, b) => b.score - a.score || a.chunkId.localeCompare(b.chunkId));
  const byPolicy = new Map<string, PolicyHit>();
  for (const c of scored) {
    const hit = byPolicy.get(c.policyId);
    if (hit) {
      hit.chunks.push(c);
      hit.confidence = Math.max(hit.confidence, c.confidence);
      hit.coverage = Math.max(hit.coverage ?? 0, c.coverage);
      hit.score = Math.max(hit.score, c.score + c.policyBonus);
    } else {
      byPolicy.set(c.policyId, { policyId: c.policyId, title: c.title, url: c.url, confidence: c.confidence, coverage: c.coverage, score: c.score + c.policyBonus, chunks: [c] });
    }
  }
  const chunks: RetrievedChunk[] = scored.slice(0, opts.limit).map(({ confidence: _c, coverage: _v, bm25: _b, fused: _f, policyBonus: _p, ...chunk }) => chunk);
  return { chunks, policies: [...byPolicy.values()].sort((a, b) => b.score - a.score) };
}

function headingTerms(r: CandidateRow, cache: Map<string, Set<string>> | undefined): Set<string> {
  const key = `${r.title}\n${r.section}`;
  let found = cache?.get(key);
  if (!found) {
    found = new Set(terms(`${r.title} ${r.section}`));
    cache?.set(key, found);
  }
  return found;
}

/** One key for a pair in either order: "annual leave" and "leave annual" stand together alike. */
function pairKey(a: string, b: string): string {
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}

/** The question's adjacent word pairs, each with the mass of its two words, and their total. */
function questionPairs(sequence: string[] | undefined, mass: Map<string, number>): { pairs: Map<string, number>; total: number } {
  const pairs = new Map<string, number>();
  let total = 0;
  for (let i = 0; sequence && i + 1 < sequence.length; i++) {
    const a = sequence[i];
    const b = sequence[i + 1];
    if (!mass.has(a) || !mass.has(b) || a === b) continue;
    const m = (mass.get(a) as number) + (mass.get(b) as number);
    pairs.set(pairKey(a, b), (pairs.get(pairKey(a, b)) ?? 0) + m);
    total += m;
  }
  return { pairs, total };
}

/** Share of the question's adjacent word pairs (by mass) that stand together in the chunk too. */
function proximity(question: { pairs: Map<string, number>; total: number }, tokens: string[]): number {
  if (!question.total) return 0;
  const found = new Set<string>();
  let hit = 0;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const key = pairKey(tokens[i], tokens[i + 1]);
    const m = question.pairs.get(key);
    if (m !== undefined && !found.has(key)) {
      found.add(key);
      hit += m;
    }
  }
  return hit / question.total;
}
