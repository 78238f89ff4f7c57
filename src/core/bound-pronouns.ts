/**
 * Pronouns whose antecedent the message names itself: "Found a laptop under a sofa, what do I do with
 * it?" and "how much leave do new joiners get in their first year?" point at nothing said before.
 */
import { agrees, isPerson } from "./referent.js";
import { TIME_WORDS } from "./time-units.js";

const PRONOUN = /\b(it|its|they|them|their|he|she|him|her|his)\b/gi;
const POSSESSIVE = /^(?:its|their|his|her)$/i;
/** A subject or object pronoun's antecedent sits in an earlier clause: "a hamper…, can I keep it?", "Lady on table 12 says she…". */
const CLAUSE_END = /[,.;:!?]|\b(?:and|but|so|because|when|if|after|before|while|since|once|until|says|said|tells|told|asks|asked)\b/gi;
/** A thing after a determiner, its head being the last word before a break. */
const THING = /\b(?:a|an|the|my|our|your|this|that|one)\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)/gi;
/** People named without a role: who a pronoun may stand for, as the roles in referent.ts may. */
const PEOPLE = new Set(
  "lady man woman gentleman guy girl boy mum mom mother dad father parent brother sister grandparent grandmother grandfather mate joiner starter leaver hire vendor supplier".split(" "),
);
/** A thing that stands for the question itself ("I have a question, can I claim it?"): the "it" is still the subject before. */
const META = new Set("question query one thing bit".split(" "));

const person = (w: string) => isPerson(w) || PEOPLE.has(w.replace(/(?<=[^s])s$/, ""));

/** Words that end the noun after a determiner: "a laptop under a sofa" is a laptop. */
const BREAK = /^(?:a|an|the|of|in|on|at|to|for|from|under|with|by|about|and|or|that|which|who|is|was|are|were)$/;
/** The noun a determiner's phrase is about: its last word before a preposition or a verb of being. */
function head(phrase: string): string {
  const words = phrase.toLowerCase().split(/\s+/);
  const end = words.findIndex((w) => BREAK.test(w));
  return (end < 0 ? words : words.slice(0, Math.max(1, end))).at(-1) ?? "";
}

type Kind = "thing" | "plural" | "person";

/** Where, at the earliest, the message has named something each kind of pronoun may stand for (the end of its words). */
function earliest(text: string): Record<Kind, number> {
  const first = { thing: Infinity, plural: Infinity, person: Infinity };
  for (const m of text.matchAll(THING)) {
    const h = head(m[1]);
    const end = (m.index ?? 0) + m[0].length;
    if (agrees(h, "thing") && !TIME_WORDS.has(h) && !META.has(h) && !person(h)) first.thing = Math.min(first.thing, end);
    if (agrees(h, "plural") && !TIME_WORDS.has(h)) first.plural = Math.min(first.plural, end);
  }
  for (const m of text.toLowerCase().matchAll(/[a-z][\w-]*/g)) {
    if (!person(m[0])) continue;
    const end = (m.index ?? 0) + m[0].length;
    first.plural = Math.min(first.plural, end);
    if (!/[^s]s$/.test(m[0])) first.person = Math.min(first.person, end);
  }
  return first;
}

const kindOf = (pronoun: string): Kind => (/^(?:it|its)$/i.test(pronoun) ? "thing" : /^(?:they|them|their)$/i.test(pronoun) ? "plural" : "person");

/** The message with every pronoun bound inside it blanked out (offsets kept). */
export function withoutBoundPronouns(text: string): string {
  const first = earliest(text);
  const ends = [...text.matchAll(CLAUSE_END)].map((m) => m.index ?? 0);
  let passed = 0;
  return text.replace(PRONOUN, (m, _p: string, at: number) => {
    while (passed < ends.length && ends[passed] < at) passed++;
    // A possessive may point back within its own clause; "it" or "them" only to an earlier one.
    const upTo = POSSESSIVE.test(m) ? at : passed ? ends[passed - 1] : 0;
    return first[kindOf(m)] <= upTo ? " ".repeat(m.length) : m;
  });
}
