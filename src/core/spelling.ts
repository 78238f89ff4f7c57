/** Typos in a question, replaced by the knowledge base's word before anything reads it. */
import { terms } from "./text.js";

/** The text with each typo replaced by the knowledge base's word, keeping the rest as typed. */
export function fixSpelling(text: string, correct: (word: string) => string | undefined): string {
  // "hw many days…?": "how" typed in a hurry, before the words that make it a question ("HW" alone may be homework).
  const asked = text.replace(/\bhw\b(?=\s+(?:many|much|long|often|far|soon|early|late|do|does|did|can|could|should|would|to|is|are)\b)/gi, (w) => (w === "HW" ? "HOW" : w[0] === "H" ? "How" : "how"));
  return asked.replace(/[A-Za-z]+/g, (w, offset: number) => {
    // A capital inside a sentence starts a name ("Witkin"), not a typo.
    const sentenceStart = /(?:^|[.!?:]\s*|\n\s*)$/.test(asked.slice(0, offset));
    if (w !== w.toLowerCase() && !sentenceStart) return w;
    // "didn't" is cut at the apostrophe: "didn" is no typo.
    if (/^['’]/.test(asked.slice(offset + w.length))) return w;
    const fixed = correct(w);
    if (!fixed) return w;
    return w[0] === w[0].toUpperCase() && w.slice(1) === w.slice(1).toLowerCase() ? fixed[0].toUpperCase() + fixed.slice(1) : fixed;
  });
}

/** One insertion, deletion, substitution or swap of adjacent letters apart. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** "and in NYC?" → "and in New York City?": an abbreviation the policies never use, read as the name they spell out. */
export function expandAbbreviations(text: string, expand: (word: string) => string | undefined): string {
  // "HOW MUCH IS THE HOTEL LIMIT": in a message typed in capitals, capitals mark no initials ("IS" is no
  // "Insurance and Safety"), so each word is looked up as if typed in lower case.
  const letters = text.match(/[A-Za-z]/g) ?? [];
  const shouted = letters.length >= 12 && letters.filter((c) => c >= "A" && c <= "Z").length >= 0.8 * letters.length;
  return text.replace(/\b[A-Za-z]{2,5}\b/g, (w, offset: number) => (/^['’]/.test(text.slice(offset + w.length)) ? w : (expand(shouted ? w.toLowerCase() : w) ?? w)));
}

/** "tier 1", "band 6" → "tier-1", "band-6": a word and its number, joined as the policies write them (the term "tier1"). */
export function joinNumbered(text: string, knows: (term: string) => boolean): string {
  return text.replace(/(?<![\p{L}'’-])([A-Za-z]{2,})\s+(\d{1,2})(?![\d.,:%]|\s*(?:percent|%))/gu, (whole, word: string, n: string) => {
    const joined = terms(`${word}-${n}`);
    return joined.length === 1 && knows(joined[0]) ? `${word}-${n}` : whole;
  });
}
