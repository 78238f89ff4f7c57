/**
 * A quote in the reader's own language: "我下周去上海见客户，酒店每晚最多能报多少？" answered from the English
 * line "at most 650 CNY per night in tier-1 cities and at most 450 CNY … in tier-2 cities" is better
 * answered by the policy's own Chinese line that states the same figures, when it has one.
 */
import { figuresOf } from "./answer-type.js";
import { languageOf, type Lang } from "./phrases.js";
import { sentences } from "./text.js";
import type { RetrievedChunk } from "./types.js";

/** A figure this short ("1", "2") is in too many lines to say which one states the same rule. */
const MIN_DIGITS = 2;
/** One figure alone may match by chance ("45p per mile", "45分钟带薪休息"); two rarely do. */
const MIN_FIGURES = 2;

const numbers = (text: string) => new Set(figuresOf(text).map((f) => f.replace(/[,]/g, "")).filter((f) => f.replace(/\D/g, "").length >= MIN_DIGITS));

/** The sentence of `chunks` in `lang` that states every figure of `quoted` (two digits or more, two figures at least), with its chunk. */
export function sameFiguresIn(quoted: string, lang: Lang, chunks: RetrievedChunk[]): { text: string; chunk: RetrievedChunk } | undefined {
  const wanted = numbers(quoted);
  if (wanted.size < MIN_FIGURES || languageOf(quoted) === lang) return undefined;
  let best: { text: string; chunk: RetrievedChunk; extra: number } | undefined;
  for (const chunk of chunks) {
    if (languageOf(chunk.text) !== lang) continue;
    for (const s of sentences(chunk.text)) {
      const has = numbers(s.text);
      if (![...wanted].every((f) => has.has(f))) continue;
      const extra = has.size - wanted.size;
      if (!best || extra < best.extra) best = { text: s.text.trim(), chunk, extra };
    }
  }
  return best && { text: best.text, chunk: best.chunk };
}
