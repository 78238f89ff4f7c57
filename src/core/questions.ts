/**
 * One message, several questions: "how many days of leave do I get and can I carry them over?" or
 * 年假有几天？可以结转吗？. Each is answered in turn, the later ones as follow-ups of the earlier.
 */
import { ZH_QUESTION_WORDS } from "./asks.js";

/** A question's own opening: an auxiliary before its subject, or a question word before its verb. */
const AUX = "can|could|do|does|did|is|are|was|were|will|would|should|may|must|have|has|am";
const SUBJECT = "i|we|you|they|he|she|it|that|this|there|these|those|my|our|the|a|an|someone|anyone|interns?|staff|employees?";
const WH = "what|how|when|where|who|which|why";
const OPENS_QUESTION = new RegExp(
  `^(?:(?:${AUX})(?:n['’]?t)?\\s+(?:${SUBJECT})\\b|(?:${WH})(?:['’]s|['’]re|\\s+(?:${AUX}|much|many|long|often|about|happens|if)\\b))`,
  "i",
);
/** Joins that may start a second question; "or" offers alternatives within one ("paid or unpaid?"). */
const JOIN = /(?:,\s*|\s+)(?:and|also|plus)\s+(?:also\s+)?/gi;
const ZH_ASKS = new RegExp(`${ZH_QUESTION_WORDS}|有没有`, "u");
const ZH_ASKS_ALONE = /什么|多少|几|怎么|怎样|如何|哪|谁|是否|有没有|是不是|能不能|可不可以|[吗呢么]\s*$/u;
const WORD = /[\p{L}\p{N}]+/gu;

const words = (s: string) => s.match(WORD)?.length ?? 0;
const han = (s: string) => s.match(/\p{Script=Han}/gu)?.length ?? 0;
const key = (s: string) => (s.toLowerCase().match(WORD) ?? []).join(" ");
/** More questions than this in one message is a pasted list or a document, searched as a whole. */
const MAX_QUESTIONS = 5;

/** The questions a message asks, in order; one element when it asks one (or when a part would be too short to stand). */
export function questionsOf(message: string): string[] {
  const text = message.trim();
  const parts = distinct(bySentence(text).flatMap(byJoin).flatMap(byComma));
  return parts.length > 1 && parts.length <= MAX_QUESTIONS && parts.every(standsAlone) ? parts : [text];
}

/** The same question twice (pasted again, or sent again in other capitals) is asked once, where it first stood. */
function distinct(parts: string[]): string[] {
  const seen = new Set<string>();
  return parts.filter((p) => {
    const k = key(p);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** "…do I get? Is it paid?", 年假有几天？可以结转吗？: a question mark closes a question only when another follows. */
function bySentence(text: string): string[] {
  const pieces = text.split(/(?<=[?？])(?![?？])\s*/u).filter((p) => p.trim());
  const out: string[] = [];
  for (const piece of pieces) {
    // A statement before a question is its story; a question after one stays a question.
    if (out.length && !/[?？]$/u.test(out[out.length - 1])) out[out.length - 1] = `${out[out.length - 1]} ${piece}`;
    else out.push(piece.trim());
  }
  // "how to pay medicare? from SS monthly payments?": a part that is no question of its own belongs to its neighbour.
  for (let i = out.length - 2; i >= 0; i--) if (!asksItself(out[i])) out.splice(i, 2, `${out[i]} ${out[i + 1]}`);
  if (out.length > 1 && !asksItself(out[out.length - 1])) out.splice(-2, 2, `${out[out.length - 2]} ${out[out.length - 1]}`);
  return out;
}

/** "… do I get and can I carry them over?": the join opens a second question only with a question's own opening. */
function byJoin(sentence: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of sentence.matchAll(JOIN)) {
    const at = m.index ?? 0;
    const after = sentence.slice(at + m[0].length);
    const before = sentence.slice(from, at);
    if (!OPENS_QUESTION.test(after) || !(asksItself(before) || /[?？]\s*$/u.test(before))) continue;
    out.push(`${before.trim()}?`.replace(/[?？]+\?$/u, "?").replace(/[,;:.]\?$/, "?"));
    from = at + m[0].length;
  }
  out.push(sentence.slice(from).trim());
  return out;
}

/** 年假有几天，可以结转吗？: a Chinese comma between two clauses that each ask. */
function byComma(sentence: string): string[] {
  const at = sentence.search(/[，,](?=[^，,]*[?？]?\s*$)/u);
  if (at < 0) return [sentence];
  const before = sentence.slice(0, at);
  const after = sentence.slice(at + 1).trim();
  // "可以用手机拍照，发给医生看吗？" is one question: 可以 alone, with no question word or particle, asks nothing yet.
  if (han(before) < 3 || han(after) < 3 || !ZH_ASKS_ALONE.test(before) || !ZH_ASKS.test(after)) return [sentence];
  return [`${before.trim()}？`, after];
}

/** A question of its own: its last sentence opens like one, or in Chinese asks with a question word. */
function asksItself(part: string): boolean {
  const last = lastSentence(part);
  return OPENS_QUESTION.test(last) || ZH_ASKS.test(last);
}

function lastSentence(text: string): string {
  const sentences = text.split(/(?<=[.!?。！？])\s*/u).map((s) => s.trim()).filter(Boolean);
  // "hi," or "quick one -" before the question is no part of it.
  return (sentences[sentences.length - 1] ?? "").replace(/^(?:(?:hi|hey|hello|ok|okay|so|also|and|quick (?:one|q(?:uestion)?))\b[\s,:–—-]*)+/i, "");
}

/** Each part must be a question someone could have asked alone: a few words, English or Chinese. */
function standsAlone(part: string): boolean {
  return han(part) >= 3 || words(part) >= 3;
}
