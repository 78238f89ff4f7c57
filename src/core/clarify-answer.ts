/** How a message answers a pending clarifying question: picks an offered policy, names another, or asks anew. */
import { EN_QUESTION } from "./story.js";
import type { Vocab } from "./term-weight.js";
import { uniqueTerms } from "./text.js";
import type { ClarifyOption, Query } from "./types.js";

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
