/** How much a term of the question counts, given what the knowledge base knows. Shared by rewriting and ranking. */
import type { KnowledgeBase } from "./ports.js";
import { bridges, glosses, type Gloss } from "./glossary.js";
import { gapsOf } from "./synonyms.js";
import { isCjk, isNumberTerm, termSpans } from "./text.js";

/** Unknown CJK bigrams are mostly artifacts of cutting across word boundaries. */
export const UNKNOWN_CJK_FACTOR = 0.15;

/** What rewriting and scoring need to know of the knowledge base's words (see KnowledgeBase). */
export type Vocab = Pick<KnowledgeBase, "idf" | "knows" | "policiesNamedBy" | "policiesNamedByPhrase" | "mentions" | "handsOver" | "policiesUsing" | "cohesion" | "names" | "references" | "policies">;

/** idf, damped for CJK bigrams the knowledge base never uses. */
export function effectiveIdf(term: string, vocab: Vocab): number {
  const idf = vocab.idf(term);
  return !vocab.knows(term) && isCjk(term[0]) ? idf * UNKNOWN_CJK_FACTOR : idf;
}

/**
 * Share of the message the knowledge base has never seen: high means "asks about something else".
 * English words count by idf; a Chinese character counts as known when some known bigram covers it,
 * so boundary bigrams (售去) do not count against 销售去一线城市, but 股票期权 is wholly unknown.
 * `gaps`: gapsOf(text) when the caller has it already.
 */
export function unknownShare(text: string, vocab: Vocab, gaps?: Gloss[]): number {
  let total = 0;
  let unknown = 0;
  const cjkCovered = new Map<number, boolean>();
  // "petrol" is known when the knowledge base says "mileage" (see synonyms.ts).
  const knows = (t: string) => vocab.knows(t);
  // ...and "a bottle of wine from a vendor" is a gift (pattern-glosses.ts): the pattern explains its unknown words.
  const bridged = (gaps ?? gapsOf(text, knows)).filter((g) => bridges(g, knows));
  for (const s of termSpans(text)) {
    if (bridged.some((g) => g.start <= s.start && s.end <= g.end)) {
      total += vocab.idf(s.term);
      continue;
    }
    if (isCjk(s.term[0])) {
      for (let i = s.start; i < s.end; i++) cjkCovered.set(i, (cjkCovered.get(i) ?? false) || vocab.knows(s.term));
      continue;
    }
    // A number says how much, not what about: it neither knows nor misses a subject.
    if (isNumberTerm(s.term)) continue;
    const w = vocab.idf(s.term);
    total += w;
    if (!vocab.knows(s.term)) unknown += w;
  }
  // ...or when a glossary word covers it whose English the knowledge base uses ("年假" for "annual leave").
  for (const g of glosses(text)) {
    if (!bridges(g, knows)) continue;
    for (let i = g.start; i < g.end; i++) if (cjkCovered.has(i)) cjkCovered.set(i, true);
  }
  // A Chinese character weighs about what a typical known word does.
  const charWeight = 2;
  for (const covered of cjkCovered.values()) {
    total += charWeight;
    if (!covered) unknown += charWeight;
  }
  return total ? unknown / total : 0;
}
