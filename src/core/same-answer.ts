/**
 * "出差回来以后多少天内要提交报销？" fits the general, sales and intern travel policies alike, but all three
 * say 30 days: one answer, not a choice. Options whose quoted lines state no figure beyond the best one's need no question.
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
    return holdsAnswer(line, type) ? new Set(figuresOf(line)) : undefined;
  });
  // The best option's line may also name the exceptions ("30 days, or 60 for stipend claims"): it says what the others say.
  const [first, ...rest] = figures;
  // An option with no line of the kind asked ("Lodging Limits" for a claim deadline) offers no other answer.
  const others = rest.filter((f): f is Set<string> => f !== undefined && f.size > 0);
  return first !== undefined && first.size > 0 && others.length > 0 && others.every((f) => [...f].every((x) => first.has(x)));
}
