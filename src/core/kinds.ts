/**
 * "How much is the monthly allowance?" when several policies each have one: the question names a kind
 * of thing (the last word of their headings: Internet Allowance, Wellbeing Allowance…) as if there were
 * one, and its other words do not tell which. Those policies are the options to ask about.
 */
import type { KnowledgeBase } from "./ports.js";
import { cjkRatio, terms } from "./text.js";
import type { PolicyHit, SearchResult } from "./types.js";

/** "the (monthly) allowance", "the late fee": a definite noun phrase of at most three words. */
const DEFINITE = /\bthe\s+((?:[a-z-]+\s+){0,2}[a-z-]+)\b/gi;
const GENERIC_END = /\s+(?:policy|policies|rules|guidelines|procedures?)\s*$/i;

/** The head word of each of the policy's titles and headings ("Monthly Internet Allowance" → allowance). */
function heads(p: PolicyHit): Set<string> {
  const names = [p.title.replace(GENERIC_END, ""), ...p.chunks.map((c) => c.section ?? "")];
  return new Set(names.map((n) => terms(n).at(-1)).filter((t): t is string => Boolean(t)));
}

export function kindToAsk(text: string, result: SearchResult, kb: Pick<KnowledgeBase, "mentions" | "knows">, ownTerms: string[], bar: number): string[] {
  if (cjkRatio(text) > 0.3 || !kb.mentions) return [];
  const words = ownTerms.filter((t) => kb.knows(t));
  for (const m of text.matchAll(DEFINITE)) {
    const head = terms(m[1]).at(-1);
    if (!head) continue;
    // Policies that have such a thing and use every word of the question: none of them is ruled out.
    const fits = result.policies.filter((p) => p.confidence >= bar && heads(p).has(head) && words.every((t) => kb.mentions?.(p.policyId, t)));
    // Passages of one document are one thing, not a choice.
    if (new Set(fits.map((p) => p.title)).size >= 2) return [...fits].sort((a, b) => b.score - a.score).map((p) => p.policyId);
  }
  return [];
}
