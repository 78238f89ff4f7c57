/**
 * Language-aware term extraction shared by indexing, rewriting and scoring, so that the
 * knowledge base and the questions are cut into the same terms.
 * English: lowercased words, light suffix stemming, "tier-1" → "tier1". CJK: character bigrams
 * of runs split at function characters.
 */

import { stem } from "./stem.js";
import { keepsDoing, tillIsThing } from "./word-senses.js";

/** Bumped whenever term extraction or sentence splitting (hence chunking) changes: indexes built with another version are rebuilt. */
export const TERMS_VERSION = 36;

const EN_STOP = new Set(
  (
    "a an the and or but if then else of to in on at by for per with about as from into onto over under via " +
    "is are was were be been being am do does did doing done have has had having will would shall should can could may might must " +
    "i me my mine we us our ours you your yours he him his she her hers it its they them their theirs this that these those there here " +
    "what whats which who whom whose when where why how " +
    "not no nor so too very just also only than such both each few more most other some any all own same " +
    "til till untill up down out off again further once there's i'm im i've ive i'd i'll you're youre it's let's lets " +
    "today tomorrow yesterday now currently actually really basically exactly usually normally generally just still already ever even maybe perhaps probably " +
    "happen happens happened thing things stuff something anything everything someone anyone anybody somebody way lot bit kind sort " +
    "oh um uh hmm er ah well neither either explain understand wonder wondering question questions ask asking say said tell told mean meant " +
    "much many please thanks thank hi hello hey ok okay yes yeah sure tell know want need get got like would could " +
    "s t d ll m re ve don doesn didn isn aren wasn weren won wouldn shouldn couldn can't cant " +
    // Chat filler: "gonna", "tbh", "literally" name no topic.
    "gonna wanna gotta kinda sorta idk tbh lol lmao btw imo imho fyi pls plz thx guys literally pretty tho " +
    // Question words as typed in a hurry: "wat is", "wats the", "hows".
    "wat wats wot wots wut ur hows wheres whos whens " +
    // "what am I supposed to do": how it should be, not a subject.
    "suppose supposed"
  ).split(/\s+/),
);

/** Chinese words of conversation (knowing, liking, asking, timing) that name no topic. */
const CJK_STOP_WORDS = new Set(
  "知道 喜欢 觉得 认识 最近 什么 怎么 为什么 没有 可以 还是 就是 不是 这么 那么 一个 一下 一些 现在 时候 真的 还有 因为 所以 但是 如果 然后 已经 应该 需要 可能 多少 哪些 哪个 请问 谢谢 你好".split(" "),
);

/** Characters that glue Chinese sentences together but carry no topic. */
const CJK_STOP = new Set([..."的了吗呢吧啊呀哦嘛么那这我你他她它们是在和与也都就还请问吗呃嗯"]);

const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;

export function normalize(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

export function isCjk(ch: string): boolean {
  return /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/.test(ch);
}

/** Share of letters in the text that are CJK; used to pick the reply language. */
export function cjkRatio(text: string): number {
  const letters = text.match(/[\p{L}]/gu) ?? [];
  if (!letters.length) return 0;
  return letters.filter(isCjk).length / letters.length;
}

export interface TermSpan {
  term: string;
  /** Offsets in the normalized text (NFKC, lowercase), which keeps the length of ordinary text. */
  start: number;
  end: number;
}

// "tier-1" and "tier1" are one term; so are "covid-19" and "covid19".
// An amount in thousands comes first: "20,000" and "20k" are one number, 20000.
const EN_TOKEN = /\d{1,3}(?:,\d{3})+(?![\d,])|\d+(?:\.\d+)?k(?![a-z])|(?<![\d.])\d+\.\d+(?![\d.]*\d)|[a-z]+-?\d{1,2}(?![\d.,:]\d|[\da-z])|[a-z0-9]+(?:['’][a-z]+)?/g;
/**
 * The terms of "20,000" or "20k": the whole number as "20000" would give it, beside its groups of three
 * as they are written out ("20", "000"), which also tell that an amount in thousands is meant.
 */
const THOUSANDS = /^\d{1,3}(?:,\d{3})+$/;
const IN_K = /^(\d+(?:\.\d+)?)k$/;
/** A number as a term: "4", "20000", "4.62". */
export const isNumberTerm = (term: string) => /^\d+(?:\.\d+)?$/.test(term);

// "4.62 hours" is one number: its 4 is not the 4 of "4 years".
const DECIMAL = /^\d+\.\d+$/;
function numberTerms(token: string): string[] | undefined {
  if (DECIMAL.test(token)) return [token];
  const k = IN_K.exec(token);
  // "401k" is a retirement plan, not 401,000.
  const whole = THOUSANDS.test(token) ? token.replace(/,/g, "") : k && token !== "401k" ? String(Math.round(Number(k[1]) * 1000)) : undefined;
  if (!whole) return undefined;
  // Grouped by hand, not by the locale; "0.5k" is 500, one group, said once.
  return [...new Set([whole, ...whole.replace(/\B(?=(\d{3})+$)/g, ",").split(",")])];
}

/** "the IT service desk": a stop word written in capitals is an acronym, unless the words around it shout too ("IS IT OK?"). */
function acronymAt(original: string, at: number, length: number): boolean {
  const word = original.slice(at, at + length);
  if (word.length < 2 || !/^[A-Z]+$/.test(word)) return false;
  const near = [...(original.slice(0, at).match(/[A-Za-z]+/g) ?? []).slice(-2), ...(original.slice(at + length).match(/[A-Za-z]+/g) ?? []).slice(0, 2)];
  return near.filter((w) => w.length >= 2 && /^[A-Z]+$/.test(w)).length < 2;
}

/** The text with capitalised stop words that are acronyms ("the IT desk") blanked, offsets kept: they are no pronouns. */
export function maskAcronyms(text: string): string {
  return text.replace(/\b[A-Z]{2,}\b/g, (w, at: number) => (EN_STOP.has(w.toLowerCase()) && acronymAt(text, at, w.length) ? "_".repeat(w.length) : w));
}

function englishSpans(text: string, offset: number, out: TermSpan[], original = ""): void {
  for (const m of text.matchAll(EN_TOKEN)) {
    if ((m[0] === "till" || m[0] === "tills") && tillIsThing(text, m.index ?? 0, m[0])) {
      out.push({ term: "till", start: offset + (m.index ?? 0), end: offset + (m.index ?? 0) + m[0].length });
      continue;
    }
    const amount = numberTerms(m[0]);
    if (amount) {
      for (const term of amount) out.push({ term, start: offset + (m.index ?? 0), end: offset + (m.index ?? 0) + m[0].length });
      continue;
    }
    const raw = m[0].replace(/’/g, "'");
    const glued = raw.replace(/^([a-z]+)-(\d{1,2})$/, "$1$2");
    if (EN_STOP.has(glued) && acronymAt(original, offset + (m.index ?? 0), m[0].length)) {
      out.push({ term: glued, start: offset + (m.index ?? 0), end: offset + (m.index ?? 0) + m[0].length });
      continue;
    }
    if (EN_STOP.has(glued)) continue;
    // "keeps making jokes" says it happens again and again: "keep" is no word of what happens ("keep it private").
    if (keepsDoing(glued, text.slice((m.index ?? 0) + m[0].length))) continue;
    const s = stem(glued);
    if ((s.length < 2 && !/\d/.test(s)) || EN_STOP.has(s)) continue;
    out.push({ term: s, start: offset + (m.index ?? 0), end: offset + (m.index ?? 0) + m[0].length });
  }
}

function cjkSpans(run: string, offset: number, out: TermSpan[]): void {
  const chars = [...run];
  let i = 0;
  while (i < chars.length) {
    if (CJK_STOP.has(chars[i])) {
      i++;
      continue;
    }
    let j = i;
    while (j < chars.length && !CJK_STOP.has(chars[j])) j++;
    if (j - i === 1) out.push({ term: chars[i], start: offset + i, end: offset + i + 1 });
    for (let k = i; k + 1 < j; k++) {
      const term = chars[k] + chars[k + 1];
      if (!CJK_STOP_WORDS.has(term)) out.push({ term, start: offset + k, end: offset + k + 2 });
    }
    i = j;
  }
}

/** Terms with their positions, in order of appearance, with repeats. */
export function termSpans(text: string): TermSpan[] {
  const t = normalize(text);
  // Lower-casing keeps the length of ordinary text, so offsets into `t` find the original capitals.
  const original = text.normalize("NFKC");
  const cased = original.length === t.length ? original : "";
  const out: TermSpan[] = [];
  let last = 0;
  for (const m of t.matchAll(CJK_RUN)) {
    englishSpans(t.slice(last, m.index), last, out, cased);
    cjkSpans(m[0], m.index ?? 0, out);
    last = (m.index ?? 0) + m[0].length;
  }
  englishSpans(t.slice(last), last, out, cased);
  return out;
}

/** "(see policy_022)", "see section 4 below": a pointer elsewhere, not a "see" the passage is about. */
const CROSS_REFERENCE = /\bsee\s+(?:also\s+)?(?=(?:the\s+)?(?:[a-z]+[_-]?\d+\b|sections?\b|below\b|above\b|appendix\b|page\b|paragraph\b|clause\b|§))/gi;

/** A policy's text with the word "see" of its cross-references taken out, for indexing and line picking. */
export function withoutCrossReferences(text: string): string {
  return text.replace(CROSS_REFERENCE, "");
}

/** Terms in order of appearance, with repeats. */
export function terms(text: string): string[] {
  return termSpans(text).map((s) => s.term);
}

export function uniqueTerms(text: string): string[] {
  return [...new Set(terms(text))];
}

const ZH_WORDS = new Intl.Segmenter("zh", { granularity: "word" });

/**
 * Offsets where a Chinese word starts or ends, by the platform's dictionary (ICU): a phrase cut at
 * any other offset took a character of a neighbouring word (道简爱 from 知道简爱).
 */
export function wordBoundaries(text: string): Set<number> {
  const out = new Set<number>([0, text.length]);
  for (const s of ZH_WORDS.segment(text)) {
    out.add(s.index);
    out.add(s.index + s.segment.length);
  }
  return out;
}

/** A sentence of a text, with its offsets. */
export interface Sentence {
  text: string;
  start: number;
  end: number;
}

/** Whether nothing breaks the line in `text` between offsets `from` and `to`: two sentences stand on one line. */
export function sameLine(text: string, from: number, to: number): boolean {
  return !text.slice(from, to).includes("\n");
}

/** A sentence ending in an initial ("U.S.") or a title ("Dr."): the next one on its line continues it. */
const INITIAL_OR_TITLE = /(?:^|[\s(])(?:[A-Z]\.)+$|\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|vs|Inc|Ltd|Co|Dept|Gov)\.$/;

/** What follows "a.m." or "p.m." when a sentence goes on: a zone ("US Central", "SGT", "Singapore time"); a lower-case word never ends one. */
const TIME_ZONE = /^(?:[A-Z]{2,5}\b|(?:Central|Eastern|Pacific|Mountain|Atlantic|Greenwich|Coordinated|Beijing|China|Singapore|London)\b)/;

/** Splits into sentences, keeping offsets; handles English and Chinese punctuation and list items. A full stop
 * followed by a lower-case word or a digit ends an abbreviation ("ext. 4000", "e.g. a taxi"), not a sentence. */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const re = /[^\n。！？!?]+?(?:[。！？!?]+|\.(?=\s*$|\s+[^\s\p{Ll}\p{N}])|(?=\n)|$)/gu;
  for (const m of text.matchAll(re)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const s = raw.trim();
    if (!s || /^[#>*\-\s|]*$/.test(s)) continue;
    const start = (m.index ?? 0) + lead;
    const last = out.at(-1);
    // Nor does the full stop of an initial ("U.S. Citizen") or a title ("Dr. Smith") on the same line.
    // Nor does that of a list number ("1. Cover the wound"): the item starts there.
    // Nor does "a.m." or "p.m." before a time zone ("10:00 a.m. US Central", "7:00 p.m. SGT").
    const zone = /\b[ap]\.m\.$/i.test(last?.text ?? "") && TIME_ZONE.test(s);
    if (last && (INITIAL_OR_TITLE.test(last.text) || /^\d{1,3}\.$/.test(last.text) || zone) && sameLine(text, last.end, start)) {
      last.end = start + s.length;
      last.text = text.slice(last.start, last.end);
    } else out.push({ text: s, start, end: start + s.length });
  }
  return out;
}

/** Runs of `size` consecutive words, lower-cased, punctuation dropped: text quoted word for word shares them. */
export function wordRuns(text: string, size = 5): string[] {
  const w = text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, " ").split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i + size <= w.length; i++) out.push(w.slice(i, i + size).join(" "));
  return out;
}
