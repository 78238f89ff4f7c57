/** The weights a rewrite searches with: the message's own terms and the conversation's carried ones, in their shares. */
import { effectiveIdf, type Vocab } from "./term-weight.js";

/**
 * Ranking multiplies each weight by the term's effective idf, so the own terms (each at its scene weight) end up
 * with exactly `ownShare` of the question and the carried ones (each at its context weight) with the rest.
 */
export function searchWeights(asking: string[], carried: [string, number][], ownShare: number, scene: (t: string) => number, vocab?: Vocab): Map<string, number> {
  const idf = (t: string) => vocab?.idf(t) ?? 1;
  const eff = (t: string) => (vocab ? effectiveIdf(t, vocab) : 1);
  const ownMass = asking.reduce((s, t) => s + eff(t) * scene(t), 0) || 1;
  const carriedMass = carried.reduce((s, [t, w]) => s + w * idf(t), 0) || 1;
  const weights = new Map<string, number>();
  for (const t of asking) weights.set(t, (ownShare * eff(t) * scene(t)) / ownMass / idf(t));
  for (const [t, w] of carried) weights.set(t, ((1 - ownShare) * w) / carriedMass);
  return weights;
}
