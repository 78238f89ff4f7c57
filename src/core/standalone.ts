/**
 * The readable standalone question the rewrite stage reports (and an LLM-less user sees in /debug):
 * the last question with the changed slot substituted, or the new question with its pronoun
 * replaced by the conversation's subject, or with the subject added in brackets.
 */
import { withoutDummyIt } from "./follow-up.js";
import { ACTOR_THEY } from "./impersonal-they.js";
import { TIME_WORDS } from "./time-units.js";
import { agrees, antecedent, isPerson, pronounKind, thingsNamed } from "./referent.js";
import { surfaceOf, surfacePhrases } from "./surface.js";
import { cjkRatio, uniqueTerms } from "./text.js";
import type { Query } from "./types.js";

/** Carried terms shown in the text; the search uses all of them, weighted. */
const SHOWN = 4;

// "claim it all" is everything, not one thing.
const EN_PRONOUN = /\b(?:it(?!\s+all\b)|they|them)\b|(?<=\b(?:a|an|the|this|that|which|another|new|old|smart|good|bad|cheap|best|other|different|right|same)\s+(?:\w+\s+)?)ones?\b/i;
// 这本书, 那部电影: a demonstrative with a measure word (and its noun) points like 它.
const ZH_PRONOUN = /它们|他们|她们|[这那](?:本|部|首|篇|款|家|位|张|件)(?:书|小说|电影|片|剧|歌|曲子|游戏|动漫|手机|店|人)?|这个|那个|它|他|她/;

/** A message with more words than this besides the values it swaps asks its own question. */
const SWAP_MAX_WORDS = 3;
/** "my hand", "his car": a possessive before a singular noun (a plural or a person is no "it"). */
const OWN_THING = /\b(?:my|his|her|our|their)\s+([a-z]+(?<!s))\b/gi;
/** "the language that descended from Brittonic", "the laptop I borrowed": a thing the message specifies itself. */
const THING_SPECIFIED = /\b(?:the|this|that)\s+([a-z]+(?<!s))\s+(?:that|which|i|we|you|he|she|they)\b/gi;
const PEOPLE_NAMED = /\b(?:the|these|those|our|my|your|their|all|both|some|any)\s+([a-z][\w-]*)(?:\s+([a-z][\w-]*))?/gi;

/** The readable question, and the phrase that took a pronoun's place (kept for the next "it"). */
export function standaloneText(
  query: Query,
  subject: string[],
  substitutions: [string, string][],
  namable: string[] = subject,
  knows: (term: string) => boolean = () => true,
): { text: string; referent?: string; resolved?: boolean } {
  const last = query.state.lastQuery;
  // "What if I'm 20 mins late?" after a reply that said "15 minutes": the last question holds no
  // value to swap, so it is not the frame of this one.
  // "I only started 6 weeks ago on a casual contract, does that change anything?" says more than a
  // value to swap into the last question ("about 8"): it is a question of its own.
  const swapped = new Set(substitutions.map(([, by]) => by));
  const saysMore = uniqueTerms(query.text).filter((t) => !swapped.has(t) && knows(t)).length > SWAP_MAX_WORDS;
  if (last && !saysMore && substitutions.some(([old]) => surfaceOf(last, old))) return { text: substituted(query.text, last, substitutions) };
  let phrases = subjectPhrases(query, subject.slice(0, SHOWN));
  const zh = cjkRatio(query.text) > 0.5;
  const text = query.text.trim();
  // "Is it safe to invest in options?": that "it" stands for what follows, not for the subject.
  const pronoun = zh ? ZH_PRONOUN.exec(text) : EN_PRONOUN.exec(withoutDummyIt(text));
  // "I have a guest coming, where can they park?": the message brings in what its pronoun stands for
  // before it; "It's a camera I borrowed": it says what "it" is right after it.
  const named =
    !zh &&
    pronoun !== null &&
    // "he'd left a £20 tip ... hand it in": a figure may stand between "a" and the thing.
    (/\b(?:a|an)\s+(?:[£$€]?\d[\d.,]*(?:\s*[-\w]+\s+)?)?[a-z]/i.test(text.slice(0, pronoun.index)) ||
      /^(?:['’]s|\s+(?:is|was|are|were))\s+(?:a|an|the|my|our)\b/i.test(text.slice(pronoun.index + pronoun[0].length)) ||
      // "I sliced my hand on the mandoline and it needs looking at": a thing of the message's own before "it".
      (pronounKind(pronoun[0]) === "thing" && [...text.slice(0, pronoun.index).matchAll(OWN_THING)].some((m) => !isPerson(m[1]) && !TIME_WORDS.has(m[1].toLowerCase()))) ||
      (pronounKind(pronoun[0]) === "thing" && [...text.slice(0, pronoun.index).matchAll(THING_SPECIFIED)].some((m) => !isPerson(m[1]) && !TIME_WORDS.has(m[1].toLowerCase()))) ||
      // "what about the junior doctors, same rule for them?": people named just before "them".
      (pronounKind(pronoun[0]) === "plural" && [...text.slice(0, pronoun.index).matchAll(PEOPLE_NAMED)].some((m) => [m[1], m[2]].some((w) => w && isPerson(w)))));
  const hasPronoun = pronoun !== null && !named;
  const kept = query.state.referent;
  const keeps = hasPronoun && kept && uniqueTerms(kept).every((t) => namable.includes(t));
  if (keeps) {
    // "It" keeps pointing at what the last "it" stood for, while the conversation still carries it.
    const keptTerms = new Set(uniqueTerms(kept));
    phrases = [kept, ...phrases.filter((p) => !uniqueTerms(p).every((t) => keptTerms.has(t)))];
  }
  if (!phrases.length) return { text: query.text };
  // "can i do it without my name on it?" after "how do i report it": "do it" is the act asked about, no thing to name
  // ("what time does it shut?" asks of a thing).
  if (hasPronoun && !zh && pronoun && /\b(?:i|we|you|to|can|could|should|would|will|must|may|might)\s+(?:do|did|doing)\s+$/i.test(text.slice(0, pronoun.index))) return { text: bracket(text, phrases, zh) };
  if (hasPronoun) {
    // "Is it treatable?" → "Is throat cancer treatable?": the subject takes the pronoun's place; a
    // phrase said after "a", "the" or "what" names a thing ("a laptop"), a bare word may be a verb ("borrow").
    const known = (word: string) => uniqueTerms(word).every(knows);
    const last = peoplesWords(query)[0] ?? "";
    const thing = zh || keeps ? undefined : antecedent(last, new Set(namable), pronounKind(pronoun[0]), known);
    // No telling which of two things the last question named ("book a projector for an event"): one of them, not a bare word that may be its verb.
    const things = zh || keeps || thing ? [] : thingsNamed(last, new Set(namable), pronounKind(pronoun[0]), known);
    const named = things.filter((f) => f.known).map((f) => f.phrase);
    // "a bottle of wine from a supplier … what if it's worth 500?": the one thing named outright is what "it"
    // is, though the knowledge base has no word for it; the supplier it came from is not.
    const direct = things.filter((f) => !f.oblique);
    if (direct.length === 1 && !direct[0].known && things.length > 1) return { text: bracket(text, phrases, zh) };
    const picked = thing ?? phrases.find((p) => named.includes(p));
    // "I live way out past Ripon", "last week": a word the people used as a verb or to date something is no thing to stand for.
    const sources = peoplesWords(query);
    const first = picked ?? (keeps ? phrases[0] : phrases.find((p) => !usedAsVerbOrDate(p, sources)));
    if (!first) return { text: bracket(text, phrases, zh) };
    // "when they check CDs" with no people or plural thing before it: "they" is anyone, not the topic's
    // "pick"; "how do I ask for it?" is not "ask for Fridays". (Chinese has no plural to agree with.)
    // A number is never what a pronoun stands for: 她 after "a 17-year-old waiter" is not "17".
    if (!picked && !keeps && ((!zh && !agrees(first, pronounKind(pronoun[0]))) || /^[\d.,:]+$/.test(first))) return { text: bracket(text, phrases, zh) };
    // "can they fly business class?" after a question about interns: who acts is people, not "business class".
    if (!zh && !thing && new RegExp(ACTOR_THEY.source, "i").test(text.slice(Math.max(0, pronoun.index - 8), pronoun.index + pronoun[0].length)) && !peopleNamed(first)) return { text: bracket(text, phrases, zh) };
    const firstTerms = new Set(uniqueTerms(first));
    const rest = phrases.filter((p) => p !== first && !uniqueTerms(p).every((t) => firstTerms.has(t)));
    const at = pronoun.index;
    const standIn = (p: string) => (/^[A-Z]/.test(p) ? first[0].toUpperCase() + first.slice(1) : first);
    const replaced = text.slice(0, at) + (zh ? text.slice(at).replace(ZH_PRONOUN, standIn) : spelledOut(text.slice(at), standIn));
    return { text: rest.length ? bracket(replaced, rest, zh) : replaced, referent: first, resolved: Boolean(thing || keeps) };
  }
  return { text: bracket(text, phrases, zh) };
}

/** "interns", "sales staff": people in the plural ("class" may be people, but no "they"). */
function peopleNamed(phrase: string): boolean {
  const head = phrase.toLowerCase().split(/\s+/).at(-1) ?? "";
  return isPerson(head) && (/[^s]s$/.test(head) || /^(?:staff|people|personnel|crew|team|folk)$/.test(head));
}

/** "kitchen's long shut", "£1.50 extra": words that say how long, when or how much, never a thing. */
const HOW_OR_WHEN = /^(?:long|longer|late|later|early|earlier|soon|sooner|often|more|less|much|many|enough|extra)$/i;

/** "in front of everyone": a word for anyone or anything stands for no one thing. */
const ANYONE = /^(?:every|any|some|no)(?:one|body|thing)$/i;

/** Whether a one-word phrase is a time, is used after a subject pronoun or "to" ("I live", "I'm closing", "to use", "I still go"), opens a sentence before its object ("left my laptop"), is a participle after "is" ("allowed"), or is "last" / "next" before a time. */
function usedAsVerbOrDate(phrase: string, sources: string[]): boolean {
  if (/\s/.test(phrase) || !/^[a-z]+$/i.test(phrase)) return false;
  if (TIME_WORDS.has(phrase.toLowerCase()) || HOW_OR_WHEN.test(phrase) || ANYONE.test(phrase)) return true;
  const verb = new RegExp(`\\b(?:i|we|you|they|he|she|to|i'?d|we'?d|i'?ll|we'?ll|i'?m|im|we'?re|you'?re|they'?re|i'?ve|we'?ve)\\s+(?:still|just|also|never|really|not|only|always|even|\\w+ly)?\\s*${phrase}\\b`, "i");
  const date = new RegExp(`\\b${phrase}\\s+(\\w+)`, "gi");
  // "left my work laptop on the train": a sentence's first word before its object is its verb, the "I" dropped.
  const opening = new RegExp(`(?:^|[.!?]\\s+)${phrase}\\s+(?:my|the|a|an|our|his|her|your|their|this|that|some|it|them|me)\\b`, "i");
  // "is chatgpt allowed for work?": a participle after "is" says what the thing is, it is not one.
  // ("is the screen cracked?" still has "the screen" to stand for.)
  const participle = phrase.length >= 5 && /(?:ed|en)$/i.test(phrase) && new RegExp(`\\b(?:is|are|was|were|be|been|being|gets?|got)\\s+(?:(?!(?:a|an|the|my|your|our|their|his|her|this|that)\\b)[\\w-]+\\s+)?${phrase}\\b`, "i");
  // "taking like 8 days off", "keeps giving me the worst shifts": a word in -ing before its object is a verb, not a thing.
  const acting = /ing$/i.test(phrase) && new RegExp(`\\b${phrase}\\s+(?:like\\s+)?(?:me|my|us|our|him|her|them|their|the|a|an|some|all|any|it|this|that|\\d)\\b`, "i");
  // "in front of everyone", "in charge of": a word held between "in" and "of" is part of a preposition.
  const held = new RegExp(`\\bin\\s+${phrase}\\s+of\\b`, "i");
  return sources.some((src) => verb.test(src) || opening.test(src) || (participle && participle.test(src)) || (acting && acting.test(src)) || held.test(src) || (/^(?:last|next|this|that|every|each)$/i.test(phrase) && [...src.matchAll(date)].some((m) => TIME_WORDS.has(m[1].toLowerCase()))));
}

function bracket(text: string, phrases: string[], zh: boolean): string {
  return zh ? `${text}（${phrases.join("，")}）` : `${text} (${phrases.join(" ")})`;
}

/** The last question with the new slot values: "tier-1" → "tier-2", plus any new words. */
function substituted(text: string, last: string, substitutions: [string, string][]): string {
  let out = last;
  for (const [old, by] of substitutions) {
    const from = surfaceOf(last, old);
    const to = surfaceOf(text, by);
    if (from && to) out = out.split(from).join(to);
  }
  const have = new Set(uniqueTerms(out));
  const extra = surfacePhrases(text, new Set(uniqueTerms(text).filter((t) => !have.has(t))));
  return extra.length ? `${out} ${extra.join(" ")}` : out;
}

/** The people's words, newest first, not the bot's: a reply's passage would lend "them" a stray word of its own. */
export function peoplesWords(query: Query): string[] {
  // The last standalone question's brackets hold carried words, side by side but never said so.
  const last = query.state.lastQuery?.replace(/\s*[(（][^()（）]*[)）]\s*$/, "");
  return [last, ...query.history.filter((m) => m.role === "user").map((m) => m.text).reverse()].filter(Boolean) as string[];
}

/**
 * Surface phrases of the subject terms, most important first, each term once: "garage door opener",
 * not "garage door openers garage door opener".
 */
function subjectPhrases(query: Query, subject: string[]): string[] {
  const rank = new Map(subject.map((t, i) => [t, i]));
  const sources = peoplesWords(query);
  const candidates: { text: string; terms: string[]; rank: number }[] = [];
  for (const src of sources) {
    for (const text of surfacePhrases(src, new Set(subject))) {
      const terms = uniqueTerms(text).filter((t) => rank.has(t));
      if (terms.length) candidates.push({ text, terms, rank: Math.min(...terms.map((t) => rank.get(t) as number)) });
    }
  }
  candidates.sort((a, b) => a.rank - b.rank || b.terms.length - a.terms.length);
  const covered = new Set<string>();
  const out: string[] = [];
  for (const c of candidates) {
    if (c.terms.every((t) => covered.has(t))) continue;
    out.push(c.text);
    for (const t of c.terms) covered.add(t);
  }
  return out;
}

/** "it's", "it'll", "it'd" once "it" is a noun: "mileage rate'll take up the day" reads "mileage rate will take up the day". */
const CONTRACTED = { s: "is", ll: "will", d: "would", re: "are", ve: "have" } as const;
const EN_PRONOUN_CONTRACTED = new RegExp(`(?:${EN_PRONOUN.source})(?:['’](s|ll|d|re|ve)\\b)?`, "i");

/** The first pronoun replaced by `named(pronoun)`, its contraction written out. */
function spelledOut(text: string, named: (pronoun: string) => string): string {
  return text.replace(EN_PRONOUN_CONTRACTED, (m: string, c: keyof typeof CONTRACTED | undefined, offset: number) => {
    const pronoun = c ? m.slice(0, m.length - c.length - 1) : m;
    if (!c) return named(pronoun);
    // "it's been lost" and "it's got a crack" are "has", not "is".
    const verb = c === "s" && /^\s+(?:been|got)\b/i.test(text.slice(offset + m.length)) ? "has" : CONTRACTED[c];
    return `${named(pronoun)} ${verb}`;
  });
}
