/**
 * Everyday English for what policies say formally: "doctor's note" is a "medical certificate",
 * "pick it up" is "collection". Only the equivalents a knowledge base uses are searched, and at
 * a lower weight than the person's own words, so a wrong guess costs little.
 */
import { alternativesOf, bridges, claim, glossTerms, weighAlternatives, type Gloss } from "./glossary.js";
import { COUNTRIES } from "./countries.js";
import { EVERYDAY } from "./everyday-words.js";
import { isNumberTerm, normalize, terms } from "./text.js";
import { patternGlosses } from "./pattern-glosses.js";

// Phrase → formal equivalents ("|" between alternatives). General workplace vocabulary, not one organisation's.
/** Phrases whose words do not mean what they say alone: "sign off on the trip" is no signed document, "a flat" to live in no flat rate. */
const IDIOMATIC: Record<string, string> = {
  // "who signs off on it?" approves it ("signed off" is left alone: a doctor signs someone off sick).
  "sign off": "approve|approval", "signs off": "approve|approval", "sign-off": "approval|approve", "sign off on": "approve|approval", "signs off on": "approve|approval",
  // Something someone left behind is lost property; "left" alone is also what was left over.
  "left their": "lost|lost property", "left his": "lost|lost property", "left her": "lost|lost property", "left behind": "lost|lost property",
  // "can I just put it through?": put a payment or refund through the till is to process it.
  "put it through": "process|authorise|authorize", "put through": "process|authorise|authorize",
  // "who do I ring?", "ring in sick": to ring someone is to phone them, not the jewellery rules' ring.
  "do i ring": "phone|call", "should i ring": "phone|call", "to ring": "phone|call", "i ring": "phone|call", "ring in": "phone|call", "ring up": "phone|call", "ring my": "phone|call", "ring the": "phone|call", "ring them": "phone|call", "ring someone": "phone|call", "rang in": "phone|call", "rang my": "phone|call", "rang the": "phone|call",
  // "not feeling well": unwell, not the "well" of "as well" nor the "feel" of "if you feel threatened".
  "not feeling well": "unwell|sick|illness", "not feeling good": "unwell|sick|illness", "not feeling great": "unwell|sick|illness", "not feeling too good": "unwell|sick|illness", "not very well": "unwell|sick|illness",
  // "keeps picking on me": how someone is treated, not a warehouse pick.
  "picks on me": "bullying|harassment|treated", "picking on me": "bullying|harassment|treated", "picked on": "bullying|harassment|treated", "singled out": "bullying|harassment|treated", "singling me out": "bullying|harassment|treated",
  // "keeps having a go at me", "shouting at me in front of everyone": bullying, not a go or the front of anything.
  "having a go at me": "bullying|harassment", "has a go at me": "bullying|harassment", "had a go at me": "bullying|harassment", "shouting at me": "bullying|harassment", "shouted at me": "bullying|harassment", "yelling at me": "bullying|harassment", "yelled at me": "bullying|harassment",
  "look for a flat": "house-hunting|house hunting", "find a flat": "house-hunting|house hunting", "flat hunting": "house-hunting|house hunting",
};
const IDIOMS = new Set(Object.keys(IDIOMATIC));

/**
 * Everyday phrases read as a policy's words only once that policy is chosen and never uses them: "do I
 * have to pay for it?" of a policy that says "at company cost" or "contribute towards". Searching
 * with them would pull "Does the hotel pay for taxis?" away from the policies that say "pay".
 */
const WITHIN_POLICY: Record<string, string> = {
  // "How much notice do I give?" of a policy that says "notify HR … at least 8 weeks before"; searched with, it would find every notification rule.
  notice: "notify|notification",
  "pay for": "cost|charge|charged|contribute", "pay anything": "cost|charge|charged|contribute", "pay towards": "cost|contribute|contribution",
  // "and for the dad?" of a parental leave policy; searched with, "my dad passed away" would find paternity leave.
  dad: "paternity|father", dads: "paternity|fathers", father: "paternity", fathers: "paternity", mum: "maternity|mother", mom: "maternity|mother", mother: "maternity", mothers: "maternity",
};

interface Phrasebook {
  terms: Map<string, string[][]>;
  /** Phrases by their first character, each with its rank: longest first, then in the book's order. */
  byFirst: Map<string, { phrase: string; rank: number }[]>;
}

function phrasebook(dict: Record<string, string>): Phrasebook {
  const byFirst = new Map<string, { phrase: string; rank: number }[]>();
  Object.keys(dict)
    .sort((a, b) => b.length - a.length)
    .forEach((phrase, rank) => {
      const first = String.fromCodePoint(phrase.codePointAt(0) ?? 0);
      const list = byFirst.get(first) ?? [];
      list.push({ phrase, rank });
      byFirst.set(first, list);
    });
  return { terms: alternativesOf(dict), byFirst };
}

// Only a Latin letter or digit joins a word: "用ChatGPT吗" holds "chatgpt" as a word of its own.
const JOINS_BEFORE = /[\p{Script=Latin}\p{N}'’-]$/u;
const JOINS_AFTER = /^[\p{Script=Latin}\p{N}-]/u;

const EVERYDAY_BOOK = phrasebook({ ...COUNTRIES, ...IDIOMATIC, ...EVERYDAY });
const WITHIN_POLICY_BOOK = phrasebook(WITHIN_POLICY);
const COUNTRY_BOOK = phrasebook(COUNTRIES);

/**
 * The phrases of `text` the book has (offsets into its normalized form), longest first where they overlap.
 * One pass looks up the phrases that start with each word's first character: a regular expression per
 * phrase read every message a thousand times over.
 */
function glossesFrom(book: Phrasebook, text: string): Gloss[] {
  const t = normalize(text).replace(/’/g, "'");
  const found: { at: number; phrase: string; rank: number }[] = [];
  for (let i = 0; i < t.length; i++) {
    const candidates = book.byFirst.get(String.fromCodePoint(t.codePointAt(i) ?? 0));
    if (!candidates || (i > 0 && JOINS_BEFORE.test(t.slice(Math.max(0, i - 2), i)))) continue;
    for (const c of candidates) {
      const end = i + c.phrase.length;
      if (t.startsWith(c.phrase, i) && !JOINS_AFTER.test(t.slice(end, end + 2))) found.push({ at: i, ...c });
    }
  }
  // Longest phrase first; one phrase's matches do not overlap one another, as a search from left to right finds them.
  found.sort((a, b) => a.rank - b.rank || a.at - b.at);
  const out: Gloss[] = [];
  const taken = new Set<number>();
  const searchedTo = new Map<string, number>();
  for (const { at, phrase } of found) {
    if (at < (searchedTo.get(phrase) ?? 0)) continue;
    searchedTo.set(phrase, at + phrase.length);
    if (claim(taken, at, phrase.length)) out.push({ start: at, end: at + phrase.length, phrase, alternatives: book.terms.get(phrase) ?? [] });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The everyday phrases of `text` (offsets into its normalized form), longest first where they overlap. */
export function everydayGlosses(text: string): Gloss[] {
  return glossesFrom(EVERYDAY_BOOK, text);
}

/**
 * The everyday phrases of `text` that the knowledge base may not say that way: phrases of several
 * words, and single words it never uses. A word it uses ("allowance") keeps its own meaning there.
 */
export function vocabularyGaps(text: string, knows: (term: string) => boolean): Gloss[] {
  return everydayGlosses(text).filter((g) => isGap(g, knows));
}

/** A phrase of several words, or a word the knowledge base never uses ("D&V" has no term of its own to know: a gap too). */
function isGap(g: Gloss, knows: (term: string) => boolean): boolean {
  return g.phrase.includes(" ") || !terms(g.phrase).length || terms(g.phrase).some((t) => !knows(t));
}

/** The message's everyday phrases and patterns ("petrol", "a bottle of wine from a vendor") read as the knowledge base's words. */
export function gapsOf(text: string, knows: (term: string) => boolean): Gloss[] {
  const patterns = patternGlosses(text, knows);
  // "my wife's pregnant" is an idiom for the other parent's leave: the word "wife" inside it is no longer a
  // spouse or family member. A phrase inside one keeps its own reading, as every word in other patterns does.
  const within = (g: Gloss) => !g.phrase.includes(" ") && patterns.some((p) => p.idiom && p.start <= g.start && g.end <= p.end && p.end - p.start > g.end - g.start);
  return [...vocabularyGaps(text, knows).filter((g) => !within(g)), ...patterns];
}

/**
 * Terms a question means beside its own, each with its share of the word's weight: English for its
 * Chinese words, formal words for its everyday ones (only where the knowledge base lacks them).
 * `bridged`: the unknown words a known equivalent stands in for, which hand it their weight.
 * `gaps`: the everyday phrases and patterns found, for unknownShare to reuse.
 * Without `knows` (no knowledge base), only the Chinese glossary applies.
 */
export function equivalents(text: string, knows?: (term: string) => boolean): { terms: Map<string, number>; bridged: Set<string>; idiomatic: Set<string>; gaps: Gloss[] } {
  const out = glossTerms(text, knows);
  const bridged = new Set<string>();
  const idiomatic = new Set<string>();
  if (!knows) return { terms: out, bridged, idiomatic, gaps: [] };
  const gaps = gapsOf(text, knows);
  for (const [t, w] of weighAlternatives(gaps, knows, false)) if (!out.has(t)) out.set(t, w);
  for (const g of gaps.filter((g) => bridges(g, knows))) {
    for (const t of terms(g.phrase)) {
      if (!knows(t)) bridged.add(t);
      // ...but a number keeps its weight: "16 and 17" may be how a policy names the age.
      else if ((g.idiom || IDIOMS.has(g.phrase)) && !isNumberTerm(t)) idiomatic.add(t);
    }
  }
  return { terms: out, bridged, idiomatic, gaps };
}

/** The equivalents ("abroad", "overseas") of the countries `text` names that the knowledge base does not. */
export function countryTerms(text: string, knows: (term: string) => boolean): Set<string> {
  // The countries' own table: this runs on parts of a message the full table has already read.
  const named = glossesFrom(COUNTRY_BOOK, text).filter((g) => isGap(g, knows));
  return new Set(weighAlternatives(named, knows, false).keys());
}

/**
 * "And if my week includes Thanksgiving?" of a policy that only says "company holiday": everyday words
 * the chosen policy never uses, read as the formal ones it does, though another policy may use them.
 */
export function policyGlosses(text: string, mentions: (term: string) => boolean): Map<string, number> {
  const gaps = [...everydayGlosses(text), ...glossesFrom(WITHIN_POLICY_BOOK, text)].filter((g) => {
    const own = terms(g.phrase);
    return own.length > 0 && own.every((t) => !mentions(t));
  });
  return weighAlternatives(gaps, mentions, false);
}
