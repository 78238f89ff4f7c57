/**
 * Offline embedder: feature hashing of terms (stemmed words, CJK bigrams) and of character
 * trigrams of English words, so spelling variants land near each other. No model weights.
 */
import type { Embedder } from "../core/ports.js";
import { terms } from "../core/text.js";

function fnv1a(s: string, seed = 0x811c9dc5): number {
  let h = seed;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class HashEmbedder implements Embedder {
  readonly id: string;
  constructor(readonly dimension = 384) {
    this.id = `hash-v1-${dimension}`;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    return texts.map((t) => this.embedTerms(countTerms(terms(t))));
  }

  /** Embeds weighted terms directly (the rewriter weighs the user's own words above carried context). */
  embedTerms(weights: Map<string, number>): Float32Array {
    const v = new Float32Array(this.dimension);
    for (const [term, w] of weights) {
      if (w <= 0) continue;
      this.add(v, term, w);
      if (/^[a-z]{5,}$/.test(term)) {
        const padded = `<${term}>`;
        for (let i = 0; i + 3 <= padded.length; i++) this.add(v, padded.slice(i, i + 3), w * 0.25);
      }
    }
    let norm = 0;
    for (const x of v) norm += x * x;
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < v.length; i++) v[i] /= norm;
    return v;
  }

  private add(v: Float32Array, feature: string, w: number): void {
    const h = fnv1a(feature);
    const sign = fnv1a(feature, 0x9e3779b9) & 1 ? 1 : -1;
    v[h % this.dimension] += sign * w;
  }
}

/** Sublinear term frequency: a word repeated ten times is not ten times as relevant. */
export function countTerms(list: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of list) m.set(t, (m.get(t) ?? 0) + 1);
  for (const [t, c] of m) m.set(t, 1 + Math.log(c));
  return m;
}
