/**
 * "How much is the monthly allowance?" when several policies each have one: the question names a kind
 * of thing (the last word of their headings: Internet Allowance, Wellbeing Allowance…) as if there were
 * one, and its other words do not tell which. So does "the meal allowance" when several policies state
 * a figure for a meal allowance. Those policies are the options to ask about.
 */
import type { KnowledgeBase } from "./ports.js";
import { hasFigure } from "./answer-type.js";
import { glosses, glossTerms } from "./glossary.js";
import { cjkRatio, sentences, terms } from "./text.js";
import { TIME_WORDS } from "./time-units.js";
import type { PolicyHit, SearchResult } from "./types.js";

/** "the (monthly) allowance", "the late fee": a definite noun phrase of at most three words. */
const DEFINITE = /\bthe\s+((?:[a-z-]+\s+){0,2}[a-z-]+)\b/gi;
/** "I've lost my card": a new question names its thing as one with "my" as well. */
const DEFINITE_OR_MINE = /\b(?:the|my|our|your)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)\b/gi;
/** Words for how much of a thing ("the stipend amount"): the thing is the word before. */
const MEASURE = new Set(["amount", "figure", "sum", "value", "level"]);
const ASKED_VERB = /\b(?:can|could|do|should|may|must|will)\s+(?:i|we|you)\s+([a-z]+)/g;
const GENERIC_END = /\s+(?:policy|policies|rules|guidelines|procedures?)\s*$/i;

/** The head word of each of the policy's titles and headings ("Monthly Internet Allowance" → allowance). */
function heads(p: PolicyHit): Set<string> {
  const names = [p.title.replace(GENERIC_END, ""), ...p.chunks.map((c) => c.section ?? "")];
  return new Set(names.map((n) => terms(n).at(-1)).filter((t): t is string => Boolean(t)));
}

export function kindToAsk(
  text: string,
  result: SearchResult,
  kb: Pick<KnowledgeBase, "mentions" | "knows">,
  ownTerms: string[],
  bar: number,
  opts: { newQuestion?: boolean } = {},
): string[] {
  if (!kb.mentions) return [];
  // "what can I spend it on?": the verb asks what is done with the thing, not which one it is.
  const verbs = new Set([...text.toLowerCase().matchAll(ASKED_VERB)].flatMap((m) => terms(m[1])));
  const named = cjkRatio(text) > 0.3 ? chineseNamed(text, kb) : englishNamed(text, ownTerms.filter((t) => kb.knows(t) && !verbs.has(t)), opts.newQuestion ?? false);
  for (const { phrase, words } of named) {
    const head = phrase.at(-1);
    // "in my first year", "the same week" say when, not which thing ("the sick time" still is one).
    if (!head || (TIME_WORDS.has(head) && head !== "time")) continue;
    // Policies that have such a thing and use every word of the question: none of them is ruled out.
    // ...or a line that states a figure for the whole phrase ("a night meal allowance of £7.50", "a cover meal allowance of £10").
    const says = (p: PolicyHit) => phrase.length >= 2 && p.chunks.some((c) => sentences(c.text).some((x) => hasFigure(x.text) && inOrder(terms(x.text), phrase)));
    const fits = result.policies.filter((p) => p.confidence >= bar && (heads(p).has(head) || says(p)) && words.every((t) => kb.mentions?.(p.policyId, t)));
    // A policy whose title names the whole phrase ("Per Diem and Meal Allowance Policy") is the one about it.
    if (phrase.length >= 2 && fits.some((p) => phrase.every((t) => terms(p.title).includes(t)))) continue;
    // "my staff card": when some of them say the whole phrase, the others' cards (key cards, manager cards) are other things.
    const saysWhole = (p: PolicyHit) => [p.title, ...p.chunks.flatMap((c) => [c.section ?? "", c.text])].some((x) => inOrder(terms(x), phrase));
    const whole = phrase.length >= 2 ? fits.filter(saysWhole) : [];
    const options = whole.length ? whole : fits;
    // Passages of one document are one thing, not a choice.
    if (new Set(options.map((p) => p.title)).size >= 2) return [...options].sort((a, b) => b.score - a.score).map((p) => p.policyId);
  }
  return [];
}

/**
 * "the (monthly) allowance": each definite noun phrase, with all the question's known words as what the policy must use.
 * In a follow-up, "my card" is the one already talked about.
 */
function englishNamed(text: string, words: string[], newQuestion: boolean): { phrase: string[]; words: string[] }[] {
  return [...text.matchAll(newQuestion ? DEFINITE_OR_MINE : DEFINITE)].map((m) => {
    const phrase = terms(m[1]);
    // "the stipend amount" asks the stipend's amount: which stipend is the question.
    const tail = phrase.length >= 2 && MEASURE.has(phrase.at(-1) ?? "");
    return { phrase: tail ? phrase.slice(0, -1) : phrase, words: tail ? words.filter((w) => !MEASURE.has(w)) : words };
  });
}

/** 餐补 is "meal allowance": each glossed word of several English words, with the other glossed words as what the policy must use. */
function chineseNamed(text: string, kb: Pick<KnowledgeBase, "knows">): { phrase: string[]; words: string[] }[] {
  // Chinese has no "the": "餐补是多少钱？" asks for the value as if there were one; "有加班费吗？" only whether there is any.
  if (!/多少|几|什么|怎么算/.test(text) || /吗\s*[？?]?\s*$/.test(text)) return [];
  const found = glosses(text);
  return found.flatMap((g) =>
    g.alternatives
      .filter((alt) => alt.length >= 2 && alt.every((t) => kb.knows(t)))
      .map((phrase) => ({ phrase, words: [...glossTerms(found.filter((o) => o !== g).map((o) => o.phrase).join(" "), (t) => kb.knows(t)).keys()].filter((t) => kb.knows(t)) })),
  );
}

/** Whether the phrase's terms stand side by side in the sentence's terms. */
function inOrder(sentence: string[], phrase: string[]): boolean {
  return sentence.some((_, i) => phrase.every((t, j) => sentence[i + j] === t));
}
