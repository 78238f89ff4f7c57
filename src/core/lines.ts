/** What a line of policy text is: a heading, a list entry, a restatement of the question, a repeat of a reply. */
import { isTableRow } from "./table.js";
import { cjkRatio, uniqueTerms } from "./text.js";

export const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;

/** A sentence whose words were this share of something said before repeats it, reworded or reformatted. */
const REPEAT_SHARE = 0.7;
/** ...when it has at least this many words: "Yes." repeats nothing. */
const REPEAT_MIN_TERMS = 3;
/** A line with at least this share of its words from the question mostly restates it. */
const ECHO_SHARE = 0.7;

export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function clean(sentence: string): string {
  return normalizeSpace(sentence.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, "").replace(/\*\*|__|`/g, ""));
}

/** A line led by a name and a colon: "Tier-2 cities: Chengdu, …", "**Restricted:** the most sensitive information…". */
const LABELLED = /^\s*(?:[-*+•]\s+)?([^:：]{2,60}?)\s*[:：]\s*\S/;

/** The name a line is led by, if any. */
export function labelOf(line: string): string | undefined {
  return LABELLED.exec(clean(line))?.[1];
}

/** Whether a line is led by one of `words` (terms): "Restricted: the most sensitive information…" defines "restricted". */
export function ledBy(line: string, words: string[]): boolean {
  return uniqueTerms(labelOf(line) ?? "").some((t) => words.includes(t));
}

/** A list item or a table row: one entry of something an earlier line introduced. */
export const isEntry = (text: string) => LIST_ITEM.test(text) || isTableRow(text);

/** The innermost heading of a section path ("Travel > Lost, Stolen or Damaged Equipment"). */
export function lastHeading(section: string): string {
  return section.split(">").at(-1) ?? "";
}

/** In how many distinct headings of `sections` a word stands (`same` says when a heading's word is it); at least 1. */
export function headingSpread(sections: string[], same: (headingWord: string, word: string) => boolean = (a, b) => a === b): (word: string) => number {
  const distinct = [...new Set(sections.map(lastHeading))].map((h) => uniqueTerms(h));
  return (word) => distinct.filter((h) => h.some((x) => same(x, word))).length || 1;
}

/** A question, or a short line with no closing punctuation: a heading inside the text, not a statement. */
/** A line of the text that is itself a question ("How do I apply?"). */
export const asksQuestion = (text: string) => /[?？]\s*$/.test(text);

export function headingLike(sentence: string): boolean {
  const t = sentence.trim();
  if (LIST_ITEM.test(t)) return false;
  return /[?？]$/.test(t) || (!/[.!。！:：;；)）"”]$/.test(t) && t.split(/\s+/).length <= 12 && cjkRatio(t) < 0.3);
}

/** Whether the sentence says again, reworded or reformatted, what the bot said (`said`: its terms). */
export function saysAgain(sentence: string, said: Set<string>): boolean {
  const t = uniqueTerms(sentence);
  return t.length >= REPEAT_MIN_TERMS && t.filter((x) => said.has(x)).length >= REPEAT_SHARE * t.length;
}

/**
 * A line made mostly of the question's own words ("I received a letter that states my license is
 * suspended."): a FAQ's restatement of the question. An introduction ("...counted in pages:") brings
 * its list, and an entry or a figure the question lacks is an answer: none of them is a restatement.
 */
export function echoes(text: string, own: string[]): boolean {
  const t = uniqueTerms(text);
  if (!t.length || /[:：]\s*$/.test(text) || isEntry(text)) return false;
  const fresh = t.filter((x) => !own.includes(x));
  // A number the question did not state is an answer; one it did ("on October 30, 2017") is not.
  return !fresh.some((x) => /\d/.test(x)) && t.length - fresh.length >= ECHO_SHARE * t.length;
}

/** The line introducing the list that the item at `at` belongs to ("… through any of these channels:"), if any. */
export function introOf(lines: string[], at: number): number | undefined {
  let k = at - 1;
  while (k >= 0 && isEntry(lines[k])) k--;
  return k >= 0 && /[:：]$/.test(clean(lines[k])) ? k : undefined;
}

/** How many of the question's words a text says itself. */
export function saysOf(text: string, weights: Map<string, number>): number {
  return uniqueTerms(text).filter((t) => weights.has(t)).length;
}

/** "what if it was stolen?", "and if…", 如果…: a message that supposes something of the situation. */
export const SUPPOSES = /^\s*(?:(?:and|but|so)\s+(?:what\s+)?|what\s+)if\b|^\s*(?:那)?(?:如果|要是|万一)/i;
/** "If the device was stolen, file a police report…": a line that opens on a condition, and the condition. */
const CONDITION = /^(?:if|where|when|unless|in case|should)\b([^,;:]*)|^(?:如果|若|凡)([^，,；：]*)/i;

/** "If the device was stolen, …" for "what if it was stolen?": a line whose condition the question supposes counts this much more. */
const CONDITION_FACTOR = 1.3;

/** A line whose opening condition says a word of the question's own answers "what if…". */
export function conditionFactor(line: string, own: string[], message: string): number {
  const m = SUPPOSES.test(message) ? CONDITION.exec(clean(line)) : null;
  return m && uniqueTerms(m[1] ?? m[2] ?? "").some((t) => own.includes(t)) ? CONDITION_FACTOR : 1;
}
