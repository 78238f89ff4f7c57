/**
 * Whole-policy BM25. A thread's words spread over several sections of one policy, so "what is this
 * thread about" is better answered per policy than by its best single chunk.
 */
const K1 = 1.2;
const B = 0.75;

export interface PolicyScore {
  policyId: string;
  score: number;
}

export class PolicyIndex {
  private readonly postings = new Map<string, Map<string, number>>();
  private readonly lengths = new Map<string, number>();
  private totalLength = 0;

  /** Adds one chunk's terms to its policy. */
  add(policyId: string, termList: string[]): void {
    this.lengths.set(policyId, (this.lengths.get(policyId) ?? 0) + termList.length);
    this.totalLength += termList.length;
    for (const t of termList) {
      let byPolicy = this.postings.get(t);
      if (!byPolicy) this.postings.set(t, (byPolicy = new Map()));
      byPolicy.set(policyId, (byPolicy.get(policyId) ?? 0) + 1);
    }
  }

  private idf(df: number): number {
    return Math.log(1 + (this.lengths.size - df + 0.5) / (df + 0.5));
  }

  /** Policies sharing a term with the weighted query, best first. */
  rank(weights: Map<string, number>, allowed: (policyId: string) => boolean, limit: number): PolicyScore[] {
    const avg = this.totalLength / Math.max(1, this.lengths.size);
    const scores = new Map<string, number>();
    for (const [t, w] of weights) {
      const byPolicy = this.postings.get(t);
      if (!byPolicy || w <= 0) continue;
      const idf = this.idf(byPolicy.size);
      for (const [id, f] of byPolicy) {
        const norm = f + K1 * (1 - B + (B * (this.lengths.get(id) as number)) / avg);
        scores.set(id, (scores.get(id) ?? 0) + w * idf * ((f * (K1 + 1)) / norm));
      }
    }
    return [...scores.entries()]
      .filter(([id]) => allowed(id))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([policyId, score]) => ({ policyId, score }));
  }
}
