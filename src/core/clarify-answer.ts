/** How a message answers a pending clarifying question: picks an offered policy, names another, or asks anew. */
import { EN_QUESTION } from "./story.js";
import type { Vocab } from "./term-weight.js";
import { uniqueTerms } from "./text.js";
import type { ClarifyOption, Query } from "./types.js";
import { generalMember } from "./family.js";
import { isPerson } from "./referent.js";
import { DEPARTMENTS } from "./readers.js";

/** The words of an offered policy's names ("General Travel Policy"), and whether a word is a title or tag word of it. */
function optionWords(o: ClarifyOption, vocab?: Vocab): { names: Set<string>; tagged: (t: string) => boolean } {
  const id = o.policyId;
  return {
    names: new Set(id ? (vocab?.names?.(id) ?? []).flatMap((n) => uniqueTerms(n)) : []),
    tagged: (t) => Boolean(id && vocab?.policiesNamedBy?.(t)?.includes(id)),
  };
}

/** "The general travel policy, please", "the general one": the one offered policy whose names hold every word of the reply. */
export function namedOption(options: ClarifyOption[] | undefined, own: string[], vocab?: Vocab): ClarifyOption | undefined {
  // "one" stands for the option itself.
  const words = own.filter((t) => !/^ones?$/.test(t));
  if (!options?.length || !words.length) return undefined;
  const fits = options.filter((o) => o.policyId && words.every((t) => optionWords(o, vocab).names.has(t)));
  return fits.length === 1 ? fits[0] : undefined;
}

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5 };
/** The whole reply is a position in the list: "the second one", "2", "#2", "option 3", "last", "第二个". */
const POSITION =
  /^\s*(?:(?:the|that|number|no\.?|option|#)\s*)*(first|second|third|fourth|fifth|last|\d)(?:st|nd|rd|th)?(?:\s+(?:one|option|policy|please|pls))*\s*[.!。]?\s*$|^\s*(?:第)([一二三四五1-5])(?:个|项|条|种)?\s*[。！]?\s*$/i;

/** The offered policy a reply picks by its place in the list, if the reply says nothing else. */
export function optionAt(options: ClarifyOption[] | undefined, text: string): ClarifyOption | undefined {
  const listed = (options ?? []).filter((o) => o.policyId);
  const m = POSITION.exec(text);
  if (!m || !listed.length) return undefined;
  const word = (m[1] ?? m[2]).toLowerCase();
  const at = word === "last" ? listed.length : (ORDINALS[word] ?? Number(word));
  return listed[at - 1];
}

/** "both", "all of them", "both actually, …", 两个都是: the reply takes every option offered. */
const EVERY = /^\s*(?:(?:um+|well|oh|ok(?:ay)?|actually|hmm+|erm?)[\s,.!]*)?(?:both|all\s+of\s+them|all\s+(?:three|four)|each\s+of\s+them|it'?s\s+both|(?:i\s+)?(?:need|want)\s+both)\b|^\s*(?:两个|两项|几个|全部|都)(?:都)?(?:是|要|有|适用|需要)?/i;

/** The offered policies a reply takes all of ("both"), or undefined. */
export function everyOption(options: ClarifyOption[] | undefined, text: string): string[] | undefined {
  const ids = (options ?? []).flatMap((o) => (o.policyId ? [o.policyId] : []));
  return ids.length > 1 && EVERY.test(text) ? ids : undefined;
}

/** "I'm in sales, visiting a customer": the one offered policy a word of the reply names (title or tag). */
export function saidOption(options: ClarifyOption[] | undefined, own: string[], vocab?: Vocab): string | undefined {
  const said = (options ?? []).filter((o) => own.some(optionWords(o, vocab).tagged));
  return said.length === 1 ? said[0].policyId : undefined;
}

/** Policies whose titles a word of the reply holds, none of them offered: "intern" when general and sales were. */
export function unofferedNamed(options: ClarifyOption[], own: string[], livesIn: (t: string, named: number) => boolean, vocab?: Vocab): string[] {
  const offered = new Set(options.map((o) => o.policyId));
  const named = new Set<string>();
  for (const t of own) {
    const ids = vocab?.policiesNamedBy?.(t) ?? [];
    if (ids.length && ids.length <= 3 && livesIn(t, ids.length) && !ids.some((id) => offered.has(id))) for (const id of ids) named.add(id);
  }
  return [...named];
}

/**
 * "Actually, how many sick days do interns get?" after "which one applies to you?" is a new question,
 * not a choice: it asks, and says something neither the pending question nor any option's name does.
 */
export function asksAnew(text: string, own: string[], pending: Query["state"]["pendingClarify"], vocab?: Vocab): boolean {
  if (!pending || !EN_QUESTION.test(text) || pending.options.some((o) => o.policyId && text.includes(o.policyId))) return false;
  const before = new Set(uniqueTerms(pending.question));
  const words = pending.options.map((o) => optionWords(o, vocab));
  const naming = (t: string) => words.some((w) => w.tagged(t) || w.names.has(t));
  return own.some((t) => (vocab?.knows(t) ?? true) && !before.has(t) && !naming(t));
}

/** "general staff, not sales", "non-sales", "I'm not in sales", "except interns", 不是销售 (非常 is "very"): what a reply rules out. */
const REFUSED = /\b(?:not|non|except|excluding|isn'?t|aren'?t)[\s-]+(?:(?:in|an?|the|from|on|for|part\s+of)\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*)?)|(?:不是|并非|不属于|非(?!常))([\u4e00-\u9fff]{2,4})/gi;

/** The words a reply to a clarifying question rules out, with their equivalents (销售 is "sales"). */
export function refusedTerms(text: string, gloss: (phrase: string) => string[]): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(REFUSED)) for (const t of [...uniqueTerms(m[1] ?? m[2]), ...gloss(m[1] ?? m[2])]) out.add(t);
  return out;
}

/** The offered policies a reply rules out by name ("not sales" drops the sales policy). */
export function refusedOptions(options: ClarifyOption[], refused: Set<string>, vocab?: Vocab): Set<string> {
  const out = new Set<string>();
  for (const o of options) if (o.policyId && [...refused].some((t) => optionWords(o, vocab).tagged(t))) out.add(o.policyId);
  return out;
}

/** Terms for people in general and for an option itself ("general staff", "the other one"). */
const GROUP_WORD = /^(?:staff|employe|peopl|person|member|worker|colleagu|everyon|team|department|one|side)$/;

/** "general staff, not sales", "i'm not in sales": once the words ruled out are gone, a reply that only names offered policies or people in general. */
export function onlyChooses(options: ClarifyOption[], own: string[], vocab?: Vocab): boolean {
  const words = options.map((o) => optionWords(o, vocab));
  return own.every((t) => GROUP_WORD.test(t) || words.some((w) => w.names.has(t) || w.tagged(t)));
}

/** Departments, teams and the words that qualify a role: what "regular employee, engineering" says of the one asking. */
const DEPARTMENT = new RegExp(`^(?:${DEPARTMENTS}|engineering|administration|marketing|accounting|accounts|security|qa|devops|backend|frontend|platform|infra|data|team|dept|department|org|function|division|office|side)$`);
const QUALIFIER = /^(?:i'?m|im|i|am|a|an|the|just|only|regular|normal|ordinary|standard|general|usual|permanent|full|part|time|full-time|part-time|salaried|plain|basic|in|on|from|of|our|my|and|ok|okay|oh|um|well)$/;

/**
 * "regular employee, engineering", "just a developer": a reply that only says who is asking, in no
 * option's words. Between a family's policies ("Sales staff follow policy_002, interns policy_003"),
 * the one for everyone else answers.
 */
export function onlySaysWho(text: string): boolean {
  if (EN_QUESTION.test(text)) return false;
  const words = text.toLowerCase().replace(/’/g, "'").split(/[\s,.;!/]+/).filter(Boolean);
  if (!words.length || words.length > 6) return false;
  const who = words.filter((w) => isPerson(w) || DEPARTMENT.test(w));
  return who.length > 0 && words.every((w) => who.includes(w) || QUALIFIER.test(w));
}

/**
 * What a reply to a pending clarifying question chooses: the option it picks outright (a button, its id or
 * value typed back, its place, or a reply that rules the others out and says nothing else), the option
 * a word of it names, and the options it leaves open. A picked option re-asks the pending question of
 * it; unlike a button, a named one lets the reply's own words choose the passage ("...to meet a client").
 */
export function replyChoice(
  pending: Query["state"]["pendingClarify"],
  text: string,
  own: string[],
  refused: Set<string>,
  vocab?: Vocab,
): { picked?: ClarifyOption; said?: string; left: ClarifyOption[] } {
  if (!pending) return { left: [] };
  const ruledOut = refusedOptions(pending.options, refused, vocab);
  const left = pending.options.filter((o) => o.policyId && !ruledOut.has(o.policyId));
  // "not sales" when the general, sales and intern policies were offered: everyone else is the general one's.
  const general = ruledOut.size && vocab ? generalMember(pending.options.flatMap((o) => (o.policyId ? [o.policyId] : [])), vocab) : undefined;
  const rest = ruledOut.size ? (left.length === 1 ? left[0].policyId : left.some((o) => o.policyId === general) ? general : undefined) : undefined;
  const said = saidOption(left, own, vocab) ?? rest;
  const picked =
    pending.options.find((o) => o.policyId && text.includes(o.policyId)) ??
    optionAt(pending.options, text) ??
    namedOption(pending.options, own, vocab) ??
    (!said && !ruledOut.size && onlySaysWho(text) ? everyoneElse(pending.options, vocab) : undefined) ??
    (said && ruledOut.size && onlyChooses(pending.options, own, vocab) ? pending.options.find((o) => o.policyId === said) : undefined);
  return { picked, said, left };
}

/** The offered policy for everyone the others are not for, if the options are one family's. */
function everyoneElse(options: ClarifyOption[], vocab?: Vocab): ClarifyOption | undefined {
  const general = vocab ? generalMember(options.flatMap((o) => (o.policyId ? [o.policyId] : [])), vocab) : undefined;
  return general ? options.find((o) => o.policyId === general) : undefined;
}
