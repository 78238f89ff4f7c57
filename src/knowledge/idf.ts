/** Document frequencies over chunks, for weighting terms and telling known words from unknown ones. */
import { isCjk } from "../core/text.js";

export class TermStats {
  private readonly df = new Map<string, number>();
  /** Document frequency of single CJK characters, to tell words (神雕) from pairs cut across two words (欢神). */
  private readonly charDf = new Map<string, number>();
  private n = 0;
  /** Documents with Chinese in them: a Chinese pair is rare or common among those, not among English-only ones. */
  private nCjk = 0;
  private totalLength = 0;

  addDocument(termList: string[]): void {
    this.n++;
    this.totalLength += termList.length;
    const chars = new Set<string>();
    for (const t of new Set(termList)) {
      this.df.set(t, (this.df.get(t) ?? 0) + 1);
      if (isCjk(t[0])) for (const c of t) chars.add(c);
    }
    for (const c of chars) this.charDf.set(c, (this.charDf.get(c) ?? 0) + 1);
    if (chars.size) this.nCjk++;
  }

  /**
   * For a CJK bigram, how often its rarer character comes with the other one: near 1 for a word,
   * near 0 for two characters that met at a word boundary. Other terms: 1.
   */
  cohesion(term: string): number {
    const chars = [...term];
    if (chars.length !== 2 || !isCjk(chars[0])) return 1;
    const rarer = Math.min(this.charDf.get(chars[0]) ?? 0, this.charDf.get(chars[1]) ?? 0);
    return rarer ? Math.min(1, (this.df.get(term) ?? 0) / rarer) : 0;
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
    const n = this.nCjk && isCjk(term[0] ?? "") ? this.nCjk : this.n;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }
}
