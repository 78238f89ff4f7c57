/** Stage 6: answer, clarify or not_found, from calibrated policy confidences. */
import type { Decision, PolicyHit, SearchResult } from "./types.js";

export interface DecideOptions {
  /** Below this confidence nothing fits. */
  notFoundBelow: number;
  /** Policies this close to the best one (in score) make the question ambiguous. */
  clarifyMargin: number;
  /** How far below the best a policy may score and still be offered as an option. */
  optionMargin: number;
  maxOptions: number;
}

export const DEFAULT_DECIDE: DecideOptions = { notFoundBelow: 0.36, clarifyMargin: 0.04, optionMargin: 0.12, maxOptions: 4 };

export interface DecisionOutcome {
  decision: Decision;
  /** answer: the chosen policy first; clarify: the candidates; not_found: none. */
  policies: PolicyHit[];
  confidence: number;
}

export function decide(result: SearchResult, opts: DecideOptions = DEFAULT_DECIDE, context: { offered?: string[] } = {}): DecisionOutcome {
  const ranked = [...result.policies].sort((a, b) => b.score - a.score);
  const top = ranked[0];
  if (!top || top.confidence < opts.notFoundBelow) return { decision: "not_found", policies: [], confidence: top?.confidence ?? 0 };
  const close = ranked.filter((p) => p.confidence >= opts.notFoundBelow && top.score - p.score <= opts.clarifyMargin);
  const options = ranked
    .filter((p) => p.confidence >= opts.notFoundBelow && top.score - p.score <= opts.optionMargin)
    .slice(0, opts.maxOptions);
  // After a clarifying question, ask again only if the answer narrowed the choice.
  const narrowed = !context.offered || options.length < context.offered.length;
  if (close.length > 1 && narrowed) return { decision: "clarify", policies: options, confidence: top.confidence };
  return { decision: "answer", policies: [top], confidence: top.confidence };
}
