/**
 * Typos fixed against the knowledge base's own words: "pasword" → "password", "lenght" → "length".
 * Only a word that is neither the knowledge base's nor in the English dictionary is touched, so a real
 * word the policies never use ("pension", "dress") stays unknown and can still mean "not covered".
 */
import { oneEditApart } from "../core/spelling.js";
import { terms } from "../core/text.js";

/** A word list to tell real words from typos (see dictionary.ts); none means every unknown word may be a typo. */
export type IsWord = (word: string) => boolean;

/** "dress" is not short for "dressing", nor "pens" for "pension": a word's own endings make no clipping. */
const ENDINGS = /^(?:s|es|ed|er|ers|ing|ings|ion|ions|ation|ations|ment|ments|ness|able|ible|al|ally|ly|ful|less|ive|ist|ists|ism|ity|ance|ence|ency|y|ies|ise|ize|ised|ized)$/;

/** Shorter words have too many neighbours one edit away to guess from ("mins" is one from "ins"). */
const MIN_LENGTH = 5;
/** Clipped words this short are read only when no dictionary has them ("ack"). */
const MIN_CLIPPED = 3;
/** A clipped word lacks at least this many letters of the whole one. */
const CLIPPED = 3;

export class SpellFixer {
  private readonly counts = new Map<string, number>();
  private readonly byLength = new Map<number, string[]>();
  private sorted?: string[];

  constructor(private readonly isWord: IsWord = () => false) {}

  /** Counts the words of a passage (lower-cased, Latin letters only). */
  add(text: string): void {
    for (const m of text.toLowerCase().matchAll(/[a-z]+/g)) {
      const w = m[0];
      const n = this.counts.get(w) ?? 0;
      this.counts.set(w, n + 1);
      if (!n) this.sorted = undefined;
      if (!n && w.length >= MIN_LENGTH - 1) {
        // Candidates one letter shorter than the shortest typo fixed, at least.
        if (!this.byLength.has(w.length)) this.byLength.set(w.length, []);
        this.byLength.get(w.length)!.push(w);
      }
    }
  }

  /** The knowledge base's word one edit (or one swap of neighbours) away, if `word` looks like a typo of it. */
  correct(word: string): string | undefined {
    const w = word.toLowerCase();
    if (!/^[a-z]+$/.test(w) || this.counts.has(w)) return undefined;
    // "ack a page": a short word no dictionary has may still be clipped from one of the policies' words.
    if (w.length < MIN_LENGTH) return w.length >= MIN_CLIPPED && !this.isWord(w) ? this.unclipped(w) : undefined;
    if (this.isWord(w)) return this.otherSpelling(w) ?? this.unclippedOrPlural(w);
    // "dont", "didnt": a contraction typed without its apostrophe.
    if (w.endsWith("nt") && this.isWord(w.slice(0, -2))) return undefined;
    let best: string | undefined;
    let bestCount = 0;
    for (const len of [w.length - 1, w.length, w.length + 1]) {
      for (const candidate of this.byLength.get(len) ?? []) {
        const n = this.counts.get(candidate) ?? 0;
        // Typists rarely miss the first letter; a lower-cased name often is one letter from a word ("leeds", "needs").
        if (n > bestCount && candidate[0] === w[0] && oneEditApart(w, candidate)) [best, bestCount] = [candidate, n];
      }
    }
    return best ?? this.unclippedOrPlural(w);
  }

  /** "postgrad" → "postgraduate", "postgrads" → "postgraduate": a clipped word, or its plural (the whole word's plural where the policies have it). */
  private unclippedOrPlural(w: string): string | undefined {
    const whole = this.unclipped(w);
    if (whole || !w.endsWith("s") || w.length - 1 < MIN_LENGTH) return whole;
    const one = this.unclipped(w.slice(0, -1));
    return one && this.counts.has(`${one}s`) ? `${one}s` : one;
  }

  /** "jewelery" → "jewellery", "color" → "colour", "center" → "centre": the policies spell the word the other English way. */
  private otherSpelling(w: string): string | undefined {
    return spellingsOf(w).find((v) => v !== w && this.counts.has(v));
  }

  /** The policies' words that start with `prefix`, by binary search over them sorted (sorted again only after new words). */
  private startingWith(prefix: string): string[] {
    const words = (this.sorted ??= [...this.counts.keys()].sort());
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < words.length && words[i].startsWith(prefix); i++) out.push(words[i]);
    return out;
  }

  /** Whether the dictionary has the word's own -ed or -ing form: a verb or an adjective, not a clipping ("tacho" has none). */
  private inflects(w: string): boolean {
    const stems = [w, w + w[w.length - 1], ...(w.endsWith("e") ? [w.slice(0, -1)] : [])];
    return stems.some((s) => this.isWord(`${s}ed`) || this.isWord(`${s}ing`)) || (w.endsWith("e") && this.isWord(`${w}d`));
  }

  /** "tacho" → "tachograph", "undergrad" → "undergraduate": a word clipped from one the policies use, when no other of theirs starts so. */
  private unclipped(w: string): string | undefined {
    // "whats" is a word of the question, not "whatsapp" clipped; "green", with "greened" and
    // "greening" of its own, is a word in its own right, not "greenhouse" clipped.
    if (!terms(w).length || this.inflects(w)) return undefined;
    const all = this.startingWith(w);
    const longer = all.filter((k) => k.length >= w.length + CLIPPED);
    if (!longer.length || longer.length !== all.length) return undefined;
    const family = longer[0].slice(0, w.length + CLIPPED);
    if (!longer.every((k) => k.startsWith(family)) || longer.some((k) => ENDINGS.test(k.slice(w.length)))) return undefined;
    return longer.reduce((a, b) => (b.length < a.length ? b : a));
  }
}

/** British and American spellings of a word, by the regular differences between them. */
const VARIANTS: [RegExp, string][] = [
  [/or(s?)$/, "our$1"], // color, colors
  [/our(s?)$/, "or$1"],
  [/([^aeiou])er(s?)$/, "$1re$2"], // center, meters
  [/([^aeiou])re(s?)$/, "$1er$2"],
  [/iz(e|es|ed|ing|ation|ations)$/, "is$1"], // organize, organization
  [/is(e|es|ed|ing|ation|ations)$/, "iz$1"],
  [/yz(e|es|ed|ing)$/, "ys$1"], // analyze
  [/ys(e|es|ed|ing)$/, "yz$1"],
  [/ense(s?)$/, "ence$1"], // license, defense
  [/ence(s?)$/, "ense$1"],
  [/og$/, "ogue"], // catalog
  [/ogue$/, "og"],
];

/** The word's other spellings: the patterns above, and one "l" doubled or undoubled ("traveling", "jewelery", "enrollment"). */
export function spellingsOf(word: string): string[] {
  const out = VARIANTS.filter(([re]) => re.test(word)).map(([re, to]) => word.replace(re, to));
  for (const m of word.matchAll(/(?<=[aeiou])l(?!l)/g)) out.push(`${word.slice(0, m.index)}l${word.slice(m.index)}`);
  for (const m of word.matchAll(/ll/g)) out.push(`${word.slice(0, m.index)}${word.slice(m.index + 1)}`);
  return out;
}
