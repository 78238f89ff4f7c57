/**
 * A term vocabulary (document frequencies) built from a dataset's unlabelled dialogue text, standing in for the
 * knowledge base the rewriter would consult in production when a suite has no document collection (CAsT, zh).
 * It uses the bot's own tokenizer and term statistics, since it feeds the bot; the metrics use the eval's tokenizer.
 */
import { terms } from "../core/text.js";
import { TermStats } from "../knowledge/idf.js";

export class CorpusVocabulary {
  private readonly stats = new TermStats();

  constructor(texts: Iterable<string>) {
    for (const text of texts) this.stats.addDocument(terms(text));
  }

  idf(term: string): number {
    return this.stats.idf(term);
  }

  knows(term: string): boolean {
    return this.stats.knows(term);
  }

  cohesion(term: string): number {
    return this.stats.cohesion(term);
  }
}
