/**
 * Policy families. A general policy that hands some readers over to others ("sales staff follow
 * policy_002, interns policy_003"), and is named back by them, sets rules that differ by reader.
 * A question that fits the family but does not say which reader is asking needs a clarifying question.
 */
import type { KnowledgeBase } from "./ports.js";
import type { SearchResult } from "./types.js";

type Kb = Pick<KnowledgeBase, "references" | "policiesNamedBy">;

/** Policies linked to `start` by references in both directions, directly or through each other. */
function familyOf(start: string, kb: Kb): Set<string> {
  const family = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const id = queue.shift() as string;
    for (const other of kb.references?.(id) ?? []) {
      if (!family.has(other) && (kb.references?.(other) ?? []).includes(id)) {
        family.add(other);
        queue.push(other);
      }
    }
  }
  return family;
}

/**
 * The best policy and the members of its family that also speak to the question (at least
 * `minCoverage` of the best one's coverage), unless a word of the question names just one of them.
 * Fewer than two: nothing to ask.
 */
export function familyToAsk(result: SearchResult, kb: Kb, ownTerms: string[], minCoverage: number): string[] {
  const ranked = [...result.policies].sort((a, b) => b.score - a.score);
  const top = ranked[0];
  if (!top || !kb.references) return [];
  const family = familyOf(top.policyId, kb);
  const fits = ranked.filter((p) => family.has(p.policyId) && (p.coverage ?? 0) >= minCoverage * (top.coverage ?? 1)).map((p) => p.policyId);
  if (fits.length < 2) return [];
  const saysWhich = ownTerms.some((t) => (kb.policiesNamedBy?.(t) ?? []).filter((id) => fits.includes(id)).length === 1);
  return saysWhich ? [] : fits;
}
