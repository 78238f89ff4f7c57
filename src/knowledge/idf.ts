/** Document frequencies over chunks, for weighting terms and telling known words from unknown ones. */

export class TermStats {
  private readonly df = new Map<string, number>();
  private n = 0;
  private totalLength = 0;

  addDocument(termList: string[]): void {
    this.n++;
    this.totalLength += termList.length;
    for (const t of new Set(termList)) this.df.set(t, (this.df.get(t) ?? 0) + 1);
  }

  get averageLength(): number {
    return this.n ? this.totalLength / this.n : 1;
  }

  get documents(): number {
    return this.n;
  }

  knows(term: string): boolean {
    return this.df.has(term);
  }

  /** BM25's idf: always positive, highest for terms the knowledge base never uses. */
  idf(term: string): number {
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (this.n - df + 0.5) / (df + 0.5));
  }
}
