/**
 * "Vacation and holidays are covered in sw_001": an option whose best passage sends the question's
 * subject on to another option is no alternative to it, so there is nothing to ask.
 */
import { handsOverTo } from "./answer-reply.js";
import type { KnowledgeBase } from "./ports.js";
import { asksDefinition } from "./question-shape.js";
import { subjectTerms } from "./readers.js";
import { sentences, uniqueTerms } from "./text.js";
import type { PolicyHit } from "./types.js";

/** "Data levels are defined in the Data Classification Policy (policy_014)": where the words are defined. */
const DEFINED_IN = /\b(?:defined|definitions?|classified)\b/i;

/**
 * The options left once those that hand the words asked over to another option, and say nothing else of them, are dropped.
 * Asked what a word means, an option that says where its words are defined hands the question over, whatever else it says of them.
 */
export function withoutSentOn(options: PolicyHit[], asked: string[], kb: Pick<KnowledgeBase, "names">, message = ""): PolicyHit[] {
  const definition = asksDefinition(message);
  const words = new Set(asked);
  const sendsOn = (p: PolicyHit) => {
    const others = options.filter((q) => q !== p).map((q) => ({ policyId: q.policyId, names: kb.names?.(q.policyId) ?? [q.title] }));
    // Where the words are defined is said once for the section: "Data levels are defined in…" after the levels' rules.
    const lines = p.chunks.flatMap((c) => {
      const section = uniqueTerms(`${c.section} ${c.text}`).filter((t) => words.has(t));
      return sentences(c.text).map((s) => {
        const defines = definition && DEFINED_IN.test(s.text);
        return { text: s.text, defines, terms: defines ? section : uniqueTerms(s.text).filter((t) => words.has(t)) };
      });
    });
    // ...and says nothing else of it: "Meal allowances for drivers are in lg_004" beside its own meal allowance is one of two rules.
    // "Drivers on a night out receive the allowances in lg_004 instead" sends on only some readers.
    const sends = (l: { text: string; terms: string[] }) => l.terms.length > 0 && !subjectTerms(l.text).length && handsOverTo(l.text, others) !== undefined;
    return lines.some((l) => sends(l) && (l.defines || !lines.some((o) => o !== l && o.terms.some((t) => l.terms.includes(t)))));
  };
  const kept = options.filter((p) => !sendsOn(p));
  return kept.length ? kept : options;
}
