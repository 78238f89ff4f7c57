/**
 * Stage 7b: the composed reply checked against the question. "maternity leave" answered from
 * "sabbatical leave", "the holiday party" from a line on public holidays, "how much does it cost?"
 * from sections that name no amount: each becomes a not-found reply that says why.
 */
import { answerTypeOf, holdsAnswer, type AnswerType } from "./answer-type.js";
import { missingHead } from "./missing-head.js";
import { otherKind } from "./other-kind.js";
import type { FigureType } from "./phrases.js";
import type { KnowledgeBase } from "./ports.js";
import { cjkRatio } from "./text.js";

export type Mismatch = { thing: string } | { policyId: string; type: FigureType };

// Asked at the start of a clause, or after "do you know": "but when you test…", "what happens when…" and
// "When I apply, how…" ask no time; "how much of my loan" asks a share, which words may give.
const ASKS_VALUE =
  /(?:^|[.?!;,]\s*|\band\s+|\bthen\s+|\bso\s+|\b(?:know|tell\s+me|wonder(?:ing)?|find\s+out|ask(?:ing)?)\s+)(?:when(?=\s+(?:is|are|was|were|do|does|did|can|could|will|would|should|must|may|might|shall|has|have)\b)|how\s+(?:much(?!\s+of\b)|many|long|often|soon|far)|what(?:'s|\s+is|\s+are|\s+was)\s+the\s+(?:costs?|prices?|fees?|charges?))\b(?!\s+(?:things|ways|types|kinds|sorts|reasons|steps|examples|options|people)\b)/i;
/** Values a policy states as figures; a place or a person may be named in words no pattern knows. */
const FIGURES: FigureType[] = ["money", "count", "time", "duration", "frequency"];
const YEAR = /\b(?:1[0-9]|20)\d{2}\b/;
// "IT issues a key free of charge", "paid in full", "half pay": amounts in words.
const WORDED_AMOUNT =
  /\b(?:free(?:\s+of\s+charge)?|no\s+(?:cost|charge)|at\s+no\s+cost|unpaid|not\s+paid|(?:paid|reimbursed|covered|refunded)\s+in\s+full|(?:full|half|normal|basic|double)\s+(?:pay|salary|rate|cost)|the\s+full\s+(?:cost|amount|price))\b|免费|不收费|全额|全薪|半薪/i;

/** The figure a question asks for ("how much", "when"), if it asks for one. */
export function askedFigure(question: string): FigureType | undefined {
  // Chinese asks with its own words (什么时候, 多少钱), which have no other use to tell apart.
  if (cjkRatio(question) <= 0.5 && !ASKS_VALUE.test(question.trim())) return undefined;
  const type = answerTypeOf(question);
  return FIGURES.find((f) => f === type);
}

// "There is no limit": a rule that there is no such figure answers "how many?" or "how long?".
const NO_LIMIT = /\b(?:no|without\s+(?:a|any))\s+(?:(?:upper|time|fixed)\s+)?(?:limit|maximum|cap)\b|\bunlimited\b|\bnot\s+limited\b|没有上限|不限/i;

/** Whether the text states a figure of the type ("in 1620" is a time, "free of charge" or "full pay" an amount), or rules there is none. */
export function statesFigure(text: string, type: AnswerType): boolean {
  return (
    holdsAnswer(text, type) ||
    (type === "time" && YEAR.test(text)) ||
    (type === "money" && WORDED_AMOUNT.test(text)) ||
    ((type === "count" || type === "duration") && NO_LIMIT.test(text))
  );
}

/**
 * Why the reply does not answer the question, if it does not. `evidence` is the quoted answer (or the
 * offered options' best passages); `sections` the answering policy's retrieved sections.
 */
export function mismatch(
  question: string,
  evidence: string,
  answer: { policyId: string; sections: string[]; title?: string } | undefined,
  kb: Pick<KnowledgeBase, "knows" | "isWord" | "mentions">,
): Mismatch | undefined {
  const other = otherKind(question, evidence, kb, answer) ?? (answer ? missingHead(question, answer.policyId, kb) : undefined);
  if (other) return { thing: other };
  const type = answer ? askedFigure(question) : undefined;
  // Every section retrieved from the policy is searched: the quoted line may have missed the figure, the policy may not.
  if (answer && type && !answer.sections.some((s) => statesFigure(s, type))) return { policyId: answer.policyId, type };
  return undefined;
}
