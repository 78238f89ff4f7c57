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

function named(region: string, pronoun: string): boolean {
  const p = pronoun.toLowerCase();
  const words = region.toLowerCase().match(/[a-z][\w-]*/g) ?? [];
  if (p === "he" || p === "she" || p === "him" || p === "his" || p === "her") return words.some((w) => person(w) && !/[^s]s$/.test(w));
  if (p === "they" || p === "them" || p === "their") return words.some((w) => person(w)) || [...region.matchAll(THING)].some((m) => agrees(head(m[1]), "plural") && !TIME_WORDS.has(head(m[1])));
  return [...region.matchAll(THING)].some((m) => {
    const h = head(m[1]);
    return agrees(h, "thing") && !TIME_WORDS.has(h) && !META.has(h) && !person(h);
  });
}

/** Words that end the noun after a determiner: "a laptop under a sofa" is a laptop. */
const BREAK = /^(?:a|an|the|of|in|on|at|to|for|from|under|with|by|about|and|or|that|which|who|is|was|are|were)$/;
/** The noun a determiner's phrase is about: its last word before a preposition or a verb of being. */
function head(phrase: string): string {
  const words = phrase.toLowerCase().split(/\s+/);
  const end = words.findIndex((w) => BREAK.test(w));
  return (end < 0 ? words : words.slice(0, Math.max(1, end))).at(-1) ?? "";
}

/** The message with every pronoun bound inside it blanked out (offsets kept). */
export function withoutBoundPronouns(text: string): string {
  return text.replace(PRONOUN, (m, _p: string, at: number) => {
    const before = text.slice(0, at);
    const ends = [...before.matchAll(CLAUSE_END)];
    const region = POSSESSIVE.test(m) ? before : before.slice(0, ends.at(-1)?.index ?? 0);
    return named(region, m) ? " ".repeat(m.length) : m;
  });
}
