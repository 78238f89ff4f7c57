/**
 * "Bit shaken tbh. On my late I gave a patient her teatime insulin… What do I need to do now?": a
 * message that tells a story around its question. The story's words the knowledge base has never
 * seen ("teatime", "shaken") set the scene; they do not say the question is about something else.
 */
import { sentences, terms, uniqueTerms } from "./text.js";

/** A question by its mark or its first word (English). */
export const EN_QUESTION = /[?？]\s*$|^\s*(?:\w+,\s*)?(?:what|how|when|where|who|why|which|can|could|do|does|is|are|may)\b/i;
/** ...or by its question word (Chinese). */
const ZH_QUESTION = /[吗呢]\s*$|怎么|什么|多少|几[点天个次]|哪/;
const asks = (sentence: string) => EN_QUESTION.test(sentence) || ZH_QUESTION.test(sentence);

/** "…chucked a cup at the desk. what am I supposed to do": in chat a question may open in lower case after a full stop. */
const LOWER_QUESTION = /(?<=\w{2}\.)\s+(?=(?:what|how|when|where|who|why|which|can|could|do|does|is|are|should|will|would|any)\s)/;

/** The sentences of a message, a question opened in lower case after a full stop among them. */
function messageSentences(text: string): string[] {
  return sentences(text).flatMap((s) => s.text.split(LOWER_QUESTION));
}

/** The sentences of `text` that ask and those that only tell, when it has both; otherwise undefined. */
function storySplit(text: string): { asking: string[]; telling: string[] } | undefined {
  const parts = messageSentences(text);
  const asking = parts.filter(asks);
  if (parts.length < 2 || !asking.length || asking.length === parts.length) return undefined;
  return { asking, telling: parts.filter((s) => !asks(s)) };
}

/** Terms said only in the sentences of `text` that ask nothing, when another sentence asks. */
export function storyTerms(text: string): Set<string> {
  const split = storySplit(text);
  if (!split) return new Set();
  const asked = new Set(split.asking.flatMap((s) => uniqueTerms(s)));
  return new Set(split.telling.flatMap((s) => uniqueTerms(s)).filter((t) => !asked.has(t)));
}

/** The sentences of `text` that ask, when others only tell the story; otherwise undefined. */
export function askingPart(text: string): string | undefined {
  return storySplit(text)?.asking.join(" ");
}

/** "…can I claim parking when I'm dropping in town centres": a clause after the question on when or why it arises. */
const CIRCUMSTANCE = /\b(?:when|whenever|while|because|since|as|cos|cuz|coz)\s+(?:i|we|i['’]?m|im|we['’]?re|i['’]?ve|we['’]?ve|i['’]?ll|my|our)\b[^?.!]*/gi;

/** Terms of the clauses that say when or why the question arises, after what it asks. */
export function circumstanceTerms(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(CIRCUMSTANCE)) {
    // After the question's own words: "when I'm on nights, do I…" opens with it, and there it may be the subject.
    if (!EN_QUESTION.test(text.slice(0, m.index)) && !/\b(?:can|could|do|does|is|are|may|should|will|would)\b/i.test(text.slice(0, m.index))) continue;
    for (const t of uniqueTerms(m[0])) found.add(t);
  }
  return found;
}

/** Whether the sentences that ask point back at the story ("Do I get overtime for that?"), rather than asking on their own. */
export function asksAboutStory(text: string): boolean {
  return messageSentences(text).some((s) => asks(s) && /\b(?:that|this|it|them|those)\b|那|这/i.test(s));
}

const CALENDAR = /\b(january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thur?s?|fri|sat|sun)\b/gi;
// "used by 31 March", "until Friday": a limit the question asks about, not when its story happens.
const LIMIT_BEFORE = /\b(?:by|until|till|before|after|from|since|through|deadline|due|expire[sd]?|end\s+of)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?$/i;

/**
 * "We're having a baby in March, how much leave do I get?": a month or weekday that says when the
 * story happens is no subject; said as a limit ("by March", "after Friday") it is.
 */
export function whenTerms(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(CALENDAR)) {
    if (LIMIT_BEFORE.test(text.slice(Math.max(0, (m.index ?? 0) - 24), m.index))) continue;
    for (const t of uniqueTerms(m[0])) found.add(t);
  }
  return found;
}

/**
 * "Found a laptop under a sofa in the lounge after the wedding": where and when the story happens,
 * a preposition and a determiner before one or two words. Only such words the knowledge base has
 * never seen count for little (see rewrite.ts): "in the staff canteen" keeps "canteen" when a policy says it.
 */
const PREP = "under|behind|beside|near|in|at|on|inside|outside|after|before|during|from|into";
const SETTING = new RegExp(`\\b(?:${PREP})\\s+(?:the|a|an|my|our|his|her|their|this|that|some)\\s+([a-z]+(?:\\s+(?!(?:${PREP})\\b)[a-z]+)?)`, "gi");

/** Terms of the place and time phrases of `text` (English). */
export function settingTerms(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(SETTING)) for (const t of uniqueTerms(m[1])) found.add(t);
  return found;
}

/** "this morning", "last night", "this summer": when the story happens, whatever is asked ("this week" may be the limit asked about). */
// "started 4 months ago", "a couple of weeks ago": when it happened, too.
const RECENT = /\b(?:(?:this|last|tomorrow|yesterday)\s+(?:morning|afternoon|arvo|evening|night)|(?:this|next|last)\s+(?:summer|winter|spring|autumn)|tonight|(?:\d+|a|an|one|two|three|four|five|six|few|couple\s+of)\s+(?:days?|weeks?|months?|years?|yrs?)\s+ago)\b/gi;

export function recentTerms(text: string): Set<string> {
  return new Set([...text.matchAll(RECENT)].flatMap((m) => uniqueTerms(m[0])));
}

/** "What are the rules for under-18 staff?": the rules are what is always asked for; what they are for is the subject. */
const RULES_FOR = /\b(?:what(?:['’]s|\s+is|\s+are)|whats|tell\s+me|are\s+there\s+any|is\s+there\s+a|any)\s+(?:the\s+|any\s+|our\s+)?(rules?|polic(?:y|ies)|process|procedures?|guidelines?|regulations?)\s+(?=(?:for|on|about|around|regarding|with)\s+\S)/i;

/** The term of the asking frame's noun ("rules" in "what are the rules for…"), which counts as little as the story. */
export function frameTerms(text: string): Set<string> {
  return new Set(terms(RULES_FOR.exec(text)?.[1] ?? ""));
}

/** "How does on-call compensation work?": the closing "work" asks how. */
export const HOW_WORKS = /(\bhow\s+(?:does|do|did|will|would|should|can)\s+.+?)\s+works?(?=\s*[?？.!]*\s*$)/i;
/** "What should I do first?": the order of the steps, not "the first 12 months". */
export const DO_FIRST = /(\bwhat\s+(?:should|do|must|can|would)\s+(?:i|we)\s+(?:have\s+to\s+|need\s+to\s+)?do)\s+(?:first|next)\b/i;
