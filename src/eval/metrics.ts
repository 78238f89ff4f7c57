/** Metric accumulators shared by the suites. Every figure is a plain number in 0..1 unless named otherwise. */

/** Rank of `gold` (1-based) in a ranked list of ids, or 0 when absent. */
export function rankOf(ranked: readonly string[], gold: string): number {
  const i = ranked.indexOf(gold);
  return i < 0 ? 0 : i + 1;
}

/** doc@1, doc@5, MRR, and grounded@1 over a set of ranked retrievals. */
export class RankAccumulator {
  n = 0;
  private hit1 = 0;
  private hit5 = 0;
  private rr = 0;
  private grounded = 0;
  private groundedSeen = 0;
  private distinct = 0;
  private distinctHit1 = 0;
  private twinKnown = 0;
  private twinHit1 = 0;
  private ceiling = 0;

  /**
   * `twins`: near-identical copies of the gold document. Between copies doc@1 is a coin toss for any
   * system, so it is also scored on the turns without one, and with a copy counted as the gold.
   */
  add(ranked: readonly string[], gold: string, grounded?: boolean, twins?: readonly string[]): void {
    this.n++;
    const r = rankOf(ranked, gold);
    if (r === 1) this.hit1++;
    if (twins) {
      this.twinKnown++;
      if (r === 1 || twins.includes(ranked[0])) this.twinHit1++;
      // The best a system that cannot tell copies apart can expect: one chance in as many copies.
      this.ceiling += 1 / (1 + twins.length);
      if (!twins.length) {
        this.distinct++;
        if (r === 1) this.distinctHit1++;
      }
    }
    if (r >= 1 && r <= 5) this.hit5++;
    if (r >= 1) this.rr += 1 / r;
    if (grounded !== undefined) {
      this.groundedSeen++;
      if (grounded) this.grounded++;
    }
  }

  metrics(): Record<string, number> {
    const out: Record<string, number> = {
      "doc@1": ratio(this.hit1, this.n),
      "doc@5": ratio(this.hit5, this.n),
      mrr: ratio(this.rr, this.n),
    };
    if (this.groundedSeen) out["grounded@1"] = ratio(this.grounded, this.groundedSeen);
    if (this.distinct) out["doc@1.no_twin"] = ratio(this.distinctHit1, this.distinct);
    if (this.twinKnown && this.twinKnown === this.n) {
      out["doc@1.twin_as_gold"] = ratio(this.twinHit1, this.n);
      out["doc@1.ceiling"] = ratio(this.ceiling, this.n);
    }
    out.n = this.n;
    return out;
  }
}

/** Set-overlap precision/recall/F1, micro-averaged (counts summed over items) and macro-averaged. */
export class OverlapAccumulator {
  private tp = 0;
  private predicted = 0;
  private gold = 0;
  private macroP = 0;
  private macroPn = 0;
  private macroR = 0;
  private macroRn = 0;
  n = 0;

  add(predicted: ReadonlySet<string>, gold: ReadonlySet<string>): void {
    this.n++;
    let tp = 0;
    for (const t of predicted) if (gold.has(t)) tp++;
    this.tp += tp;
    this.predicted += predicted.size;
    this.gold += gold.size;
    if (predicted.size) {
      this.macroP += tp / predicted.size;
      this.macroPn++;
    }
    if (gold.size) {
      this.macroR += tp / gold.size;
      this.macroRn++;
    }
  }

  metrics(): Record<string, number> {
    const precision = ratio(this.tp, this.predicted);
    const recall = ratio(this.tp, this.gold);
    const mp = ratio(this.macroP, this.macroPn);
    const mr = ratio(this.macroR, this.macroRn);
    return {
      precision,
      recall,
      f1: f1(precision, recall),
      "precision.macro": mp,
      "recall.macro": mr,
      "f1.macro": f1(mp, mr),
      n: this.n,
    };
  }
}

/** Confusion matrix of expected vs predicted labels, with per-class precision and recall. */
export class Confusion {
  readonly counts = new Map<string, Map<string, number>>();

  add(expected: string, predicted: string): void {
    const row = this.counts.get(expected) ?? new Map<string, number>();
    row.set(predicted, (row.get(predicted) ?? 0) + 1);
    this.counts.set(expected, row);
  }

  get(expected: string, predicted: string): number {
    return this.counts.get(expected)?.get(predicted) ?? 0;
  }

  labels(): string[] {
    const all = new Set<string>();
    for (const [e, row] of this.counts) {
      all.add(e);
      for (const p of row.keys()) all.add(p);
    }
    return [...all].sort();
  }

  recall(label: string): number {
    let total = 0;
    for (const v of this.counts.get(label)?.values() ?? []) total += v;
    return ratio(this.get(label, label), total);
  }

  precision(label: string): number {
    let predicted = 0;
    for (const row of this.counts.values()) predicted += row.get(label) ?? 0;
    return ratio(this.get(label, label), predicted);
  }

  accuracy(): number {
    let right = 0;
    let total = 0;
    for (const [e, row] of this.counts) {
      for (const [p, v] of row) {
        total += v;
        if (e === p) right += v;
      }
    }
    return ratio(right, total);
  }

  toJSON(): { labels: string[]; matrix: number[][] } {
    const labels = this.labels();
    return { labels, matrix: labels.map((e) => labels.map((p) => this.get(e, p))) };
  }
}

/** Fraction of hits per bucket (e.g. hit@1 by turn depth). */
export class BucketRate {
  private readonly buckets = new Map<string, { hit: number; n: number }>();

  add(bucket: string, hit: boolean): void {
    const b = this.buckets.get(bucket) ?? { hit: 0, n: 0 };
    b.n++;
    if (hit) b.hit++;
    this.buckets.set(bucket, b);
  }

  toJSON(): { bucket: string; rate: number; n: number }[] {
    return [...this.buckets.entries()].map(([bucket, b]) => ({ bucket, rate: ratio(b.hit, b.n), n: b.n }));
  }
}

export function ratio(a: number, b: number): number {
  return b > 0 ? a / b : 0;
}

export function f1(p: number, r: number): number {
  return p + r > 0 ? (2 * p * r) / (p + r) : 0;
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0;
}
