/**
 * "出差回来以后多少天内要提交报销？" fits the general, sales and intern travel policies alike, but all three
 * say 30 days: one answer, not a choice. Options whose quoted lines state the same figures need no question.
 */
import { answerTypeOf, figuresOf, holdsAnswer } from "./answer-type.js";
import { extractAnswer } from "./compose.js";
import type { Lang } from "./phrases.js";
import type { PolicyHit } from "./types.js";

/** Whether every option's answer to the question states a figure of the kind asked, and the same ones. */
export function sameAnswer(question: string, options: PolicyHit[], weights: Map<string, number>, idf: (t: string) => number, lang: Lang): boolean {
  const type = answerTypeOf(question);
  if (!type || options.length < 2) return false;
  const figures = options.map((p) => {
    const line = extractAnswer(p, weights, idf, lang, { type }).text;
    return holdsAnswer(line, type) ? [...new Set(figuresOf(line))].sort().join(" ") : undefined;
  });
  return figures[0] !== undefined && figures[0] !== "" && figures.every((f) => f === figures[0]);
}
