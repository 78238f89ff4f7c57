/**
 * A term vocabulary (document frequencies) built from a dataset's unlabelled dialogue text, standing in for the
 * knowledge base the rewriter would consult in production when a suite has no document collection (CAsT, zh).
 * It uses the bot's own tokenizer, since it feeds the bot; the metrics use the eval's tokenizer.
 */
import { uniqueTerms } from "../core/text.js";

export class CorpusVocabulary {
  private readonly df = new Map<string, number>();
  private n = 0;

  constructor(texts: Iterable<string>) {
    for (const text of texts) {
      this.n++;
      for (const t of uniqueTerms(text)) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    }
  }

  idf(term: string): number {
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (this.n - df + 0.5) / (df + 0.5));
  }

  knows(term: string): boolean {
    return this.df.has(term);
  }
}
