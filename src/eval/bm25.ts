/** Plain Okapi BM25 over a fixed set of passages: the lexical baseline, with no rewriting and no fusion. */
import { bm25Tokens } from "./terms.js";

export interface Bm25Doc {
  id: string;
  /** The group a passage belongs to (its policy / document); results are also ranked per group. */
  group: string;
  text: string;
}

export interface Bm25Hit {
  id: string;
  group: string;
  score: number;
}

export class Bm25Index {
  private readonly postings = new Map<string, { doc: number; tf: number }[]>();
  private readonly lengths: number[] = [];
  private readonly avgLength: number;

  constructor(
    private readonly docs: readonly Bm25Doc[],
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    docs.forEach((d, i) => {
      const counts = new Map<string, number>();
      const toks = bm25Tokens(d.text);
      for (const t of toks) counts.set(t, (counts.get(t) ?? 0) + 1);
      this.lengths.push(toks.length);
      for (const [t, tf] of counts) {
        const list = this.postings.get(t) ?? [];
        list.push({ doc: i, tf });
        this.postings.set(t, list);
      }
    });
    this.avgLength = this.lengths.reduce((s, v) => s + v, 0) / Math.max(1, docs.length);
  }

  get size(): number {
    return this.docs.length;
  }

  idf(term: string): number {
    const df = this.postings.get(term)?.length ?? 0;
    return Math.log(1 + (this.docs.length - df + 0.5) / (df + 0.5));
  }

  /** Passages ranked by BM25 score, best first (only those sharing a term with the query). */
  search(query: string, limit = 10): Bm25Hit[] {
    const scores = new Map<number, number>();
    const qtf = new Map<string, number>();
    for (const t of bm25Tokens(query)) qtf.set(t, (qtf.get(t) ?? 0) + 1);
    for (const [term, q] of qtf) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = this.idf(term);
      for (const { doc, tf } of list) {
        const norm = tf + this.k1 * (1 - this.b + (this.b * this.lengths[doc]) / this.avgLength);
        scores.set(doc, (scores.get(doc) ?? 0) + q * idf * ((tf * (this.k1 + 1)) / norm));
      }
    }
    return [...scores.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([doc, score]) => ({ id: this.docs[doc].id, group: this.docs[doc].group, score }));
  }

  /** Groups ranked by their best passage, best first. */
  searchGroups(query: string, limit = 10): { group: string; score: number; top: Bm25Hit }[] {
    const seen = new Map<string, { group: string; score: number; top: Bm25Hit }>();
    for (const hit of this.search(query, Math.max(limit * 20, 200))) {
      if (!seen.has(hit.group)) seen.set(hit.group, { group: hit.group, score: hit.score, top: hit });
      if (seen.size >= limit) break;
    }
    return [...seen.values()];
  }
}
