/**
 * "Vacation and holidays are covered in sw_001": an option whose best passage sends the question's
 * subject on to another option is no alternative to it, so there is nothing to ask.
 */
import { handsOverTo } from "./answer-reply.js";
import type { KnowledgeBase } from "./ports.js";
import { subjectTerms } from "./readers.js";
import { sentences, uniqueTerms } from "./text.js";
import type { PolicyHit } from "./types.js";

/** The options left once those that hand the words asked over to another option, and say nothing else of them, are dropped. */
export function withoutSentOn(options: PolicyHit[], asked: string[], kb: Pick<KnowledgeBase, "names">): PolicyHit[] {
  const words = new Set(asked);
  const sendsOn = (p: PolicyHit) => {
    const others = options.filter((q) => q !== p).map((q) => ({ policyId: q.policyId, names: kb.names?.(q.policyId) ?? [q.title] }));
    const lines = p.chunks.flatMap((c) => sentences(c.text).map((s) => ({ text: s.text, terms: uniqueTerms(s.text).filter((t) => words.has(t)) })));
    // ...and says nothing else of it: "Meal allowances for drivers are in lg_004" beside its own meal allowance is one of two rules.
    // "Drivers on a night out receive the allowances in lg_004 instead" sends on only some readers.
    const sends = (l: { text: string; terms: string[] }) => l.terms.length > 0 && !subjectTerms(l.text).length && handsOverTo(l.text, others) !== undefined;
    return lines.some((l) => sends(l) && !lines.some((o) => o !== l && o.terms.some((t) => l.terms.includes(t))));
  };
  const kept = options.filter((p) => !sendsOn(p));
  return kept.length ? kept : options;
}
