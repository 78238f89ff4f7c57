/**
 * The eval's own notion of a "content term", independent of the bot's internals:
 * lowercased words minus English stopwords with simple plural stripping, and CJK text as character bigrams.
 */

export const STOPWORDS = new Set(
  (
    "a about above after again against all am an and any are aren't as at be because been before being below between both but by " +
    "can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further had hadn't has hasn't " +
    "have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't " +
    "it it's its itself let's me more most mustn't my myself no nor not of off on once only or other ought our ours ourselves out over own " +
    "same shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them themselves then there there's " +
    "these they they'd they'll they're they've this those through to too under until up very was wasn't we we'd we'll we're we've were " +
    "weren't what what's when when's where where's which while who who's whom why why's with won't would wouldn't you you'd you'll you're " +
    "you've your yours yourself yourselves also just may might must shall will would can could us get got tell know please thanks thank " +
    "yes ok okay oh hi hello hey like really much many well one ones want need s t d ll m re ve"
  ).split(/\s+/),
);

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const TOKEN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[a-z0-9]+(?:['’][a-z]+)?/g;

/** Simple plural stripping: policies → policy, classes → class, cars → car; leaves "bus", "analysis" alone. */
export function stemPlural(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return word.slice(0, -3) + "y";
  if (/(ss|us|is|ous)$/.test(word)) return word;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** Content terms in order of appearance (with repeats). CJK runs become character bigrams. */
export function contentTerms(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  for (const match of lower.matchAll(TOKEN)) {
    const tok = match[0];
    if (CJK.test(tok[0])) {
      if (tok.length === 1) out.push(tok);
      for (let i = 0; i + 1 < tok.length; i++) out.push(tok.slice(i, i + 2));
      continue;
    }
    const word = tok.replace(/'s$/, "");
    if (STOPWORDS.has(word) || STOPWORDS.has(tok)) continue;
    out.push(stemPlural(word));
  }
  return out;
}

export function termSet(text: string): Set<string> {
  return new Set(contentTerms(text));
}

/** Terms of `rewritten` that `original` does not contain: what a rewrite added. */
export function addedTerms(original: string, rewritten: string): Set<string> {
  const base = termSet(original);
  const added = new Set<string>();
  for (const t of termSet(rewritten)) if (!base.has(t)) added.add(t);
  return added;
}

/** Tokens for BM25: the same content terms, repeats kept. */
export function bm25Tokens(text: string): string[] {
  return contentTerms(text);
}
