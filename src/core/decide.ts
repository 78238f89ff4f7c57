/** Stage 6: answer, clarify or not_found, from calibrated policy confidences. */
import type { Decision, PolicyHit, SearchResult } from "./types.js";

export interface DecideOptions {
  /** Below this confidence nothing fits. */
  notFoundBelow: number;
  /** The bar for a policy the conversation is already about: a follow-up's words are fewer and vaguer. */
  notFoundBelowInFocus: number;
  /** The bar for the one policy the person picked from the options offered: they said it applies. */
  notFoundBelowChosen: number;
  /** A message mostly made of words the knowledge base never uses asks about something it does not cover. */
  maxUnknownShare: number;
  /** Asking what a never-named "the X" means only below this share of unknown words. */
  maxUnknownForUnnamed: number;
  /** Policies this close to the best one (in score) make the question ambiguous. */
  clarifyMargin: number;
  /** Below the not-found bar but above this, several policies that fit alike are offered as options. */
  clarifyWeakAbove: number;
  /**
   * Below the not-found bar but above weakLeadAbove, a policy answers when every other one fits at most
   * weakLeadShare as well: a chatty question matches less of its own wording, not a policy less well.
   */
  weakLeadAbove: number;
  weakLeadShare: number;
  /** Passages this alike (term Jaccard) say the same thing under another title: no choice to offer. */
  sameText: number;
  /** How far below the best a policy may score and still be offered as an option. */
  optionMargin: number;
  maxOptions: number;
  /** A new question's best-scoring policy too weak to answer gives way to one this close behind that is strong enough. */
  weakSwapMargin: number;
  /** A new question answers from a policy outside the conversation whose confidence beats the one in focus by this much. */
  newQuestionLead: number;
  /** A follow-up answers from a policy outside the conversation this much more confident, that has the thread's subject word the one in focus lacks. */
  followUpLead: number;
  /** A family member counts as an alternative from this share of the best policy's coverage. */
  familyCoverage: number;
}

export const DEFAULT_DECIDE: DecideOptions = {
  notFoundBelow: 0.26,
  notFoundBelowInFocus: 0.24,
  notFoundBelowChosen: 0.12,
  maxUnknownShare: 0.85,
  maxUnknownForUnnamed: 0.45,
  clarifyMargin: 0.04,
  clarifyWeakAbove: 0.22,
  weakLeadAbove: 0.18,
  weakLeadShare: 0.6,
  sameText: 0.9,
  optionMargin: 0.12,
  maxOptions: 4,
  familyCoverage: 0.3,
  weakSwapMargin: 0.1,
  newQuestionLead: 0.25,
  followUpLead: 0.2,
};

export interface DecisionOutcome {
  decision: Decision;
  /** answer: the chosen policy first; clarify: the candidates; not_found: none. */
  policies: PolicyHit[];
  confidence: number;
  /** Why it asks: several policies fit, or the question points at something never named. */
  ask?: "which_policy" | "which_thing";
}

export interface DecideContext {
  /** The one offered policy the person picked. */
  chosen?: string;
  /** Options of the clarifying question this message answers. */
  offered?: string[];
  /** Policies the conversation is about. */
  focus?: string[];
  /** Share of the message the knowledge base has never seen. */
  unknownShare?: number;
  /** Words that point at something the conversation never named ("this burger"). */
  unresolved?: string;
  /** A definite noun never named ("the actor"): with nothing that fits, ask which one rather than give up. */
  unnamed?: string;
  /** Policies of one family whose rules differ by reader, none named by the question (see family.ts). */
  family?: string[];
  /** The message is a question of its own, not a follow-up. */
  newQuestion?: boolean;
  /** Share of the search's weight on the message's own words; the rest is the thread's (see rewrite.ts). */
  ownShare?: number;
  /** A new question that shares no word with the policies in focus or with the person's last messages: it leaves them. */
  leavesFocus?: boolean;
  /** Whether a policy uses the question's most specific word ("paternity"). */
  usesKey?: (policyId: string) => boolean;
  /** The thread's subject, a word the person said that names policies: which it names, and which use it. */
  subject?: { names: (policyId: string) => boolean; uses: (policyId: string) => boolean };
}

function jaccard(a: string[] = [], b: string[] = []): number {
  const setB = new Set(b);
  const inter = new Set(a.filter((t) => setB.has(t))).size;
  const union = new Set([...a, ...b]).size;
  return union ? inter / union : 0;
}

export function decide(result: SearchResult, opts: DecideOptions = DEFAULT_DECIDE, context: DecideContext = {}): DecisionOutcome {
  // A new question is judged on its own words: the thread's words it still carries lean toward the
  // policies in focus, and are no evidence that every other policy lacks.
  const share = context.newQuestion && context.focus?.length ? (context.ownShare ?? 1) : 1;
  const judged = share < 1 ? result.policies.map((p) => (context.focus?.includes(p.policyId) ? p : { ...p, confidence: Math.min(1, p.confidence / share) })) : result.policies;
  const sorted = [...judged].sort((a, b) => b.score - a.score);
  // "…does that come out of my sick days or annual leave?": "annual leave" side by side ranks that policy
  // first, but its evidence is too weak; a policy close behind whose evidence is strong enough answers.
  const first = sorted[0];
  const fresh = !context.focus?.length && !context.chosen && !context.offered;
  // "what is the mileage rate for driving my own car?" after the gifts answer: a new question owes the
  // policy it leaves only a tie, not a lead over one whose evidence is strong enough.
  const firstInFocus = Boolean(first && !context.chosen && !context.offered && context.focus?.includes(first.policyId));
  const leaving = firstInFocus && context.leavesFocus && first.confidence < opts.notFoundBelowInFocus;
  const clears =
    first && ((fresh && first.confidence < opts.notFoundBelow) || leaving) ? sorted.find((p) => p !== first && p.confidence >= opts.notFoundBelow && (leaving || first.score - p.score <= opts.weakSwapMargin)) : undefined;
  // "how long do i have to use the toil?" after the overtime answer: a policy without the rarest of the question's
  // words that the one in focus has ("toil") does not outrank it on "how long" and "use".
  const lacksKey = (p: PolicyHit) => Boolean(context.usesKey && context.usesKey(first.policyId) && !context.usesKey(p.policyId));
  // "Who needs to sign off on a business trip…?" after the annual-leave answer: the conversation's prior
  // may break a tie for a new question, not outweigh evidence far stronger elsewhere.
  // "im an hca" after "how much cpd money can i get" went to the leave policy: a follow-up owes the policy in
  // focus a tie, not a far stronger one that has the thread's subject ("cpd") the one in focus lacks.
  // Only between answers: a follow-up the policy in focus is too weak for is no question for another.
  const subject = context.subject;
  const strays = (p: PolicyHit) => Boolean(subject && subject.names(p.policyId) && !subject.uses(first.policyId));
  const needed = context.newQuestion ? opts.newQuestionLead : opts.followUpLead;
  const outranks = !clears && firstInFocus && (context.newQuestion || subject)
    ? sorted.find((p) => !context.focus?.includes(p.policyId) && p.confidence >= opts.notFoundBelow && p.confidence - first.confidence >= needed && (context.newQuestion ? !lacksKey(p) : strays(p) && first.confidence >= opts.notFoundBelowInFocus))
    : undefined;
  const leader = clears ?? outranks;
  const ranked = leader ? [leader, ...sorted.filter((p) => p !== leader)] : sorted;
  const top = ranked[0];
  const bar =
    top && top.policyId === context.chosen ? opts.notFoundBelowChosen : top && context.focus?.includes(top.policyId) ? opts.notFoundBelowInFocus : opts.notFoundBelow;
  const offTopic = (context.unknownShare ?? 0) >= opts.maxUnknownShare;
  const weak = !top || top.confidence < bar;
  // "Is this one covered?" with nothing to point at and nothing that fits: ask what "this" is.
  // "Can I bring my dog to the office?": words the knowledge base never uses explain the lack of fit
  // better than "the office" does.
  const unnamed = (context.unknownShare ?? 0) < opts.maxUnknownForUnnamed ? context.unnamed : undefined;
  if (weak && !offTopic && (context.unresolved ?? unnamed) && !context.offered) return { decision: "clarify", policies: [], confidence: top?.confidence ?? 0, ask: "which_thing" };
  // Evidence a little too weak to answer from, shared by several policies alike: ask which one, rather than say none fits.
  if (top && weak && !offTopic && !context.offered && top.confidence >= opts.clarifyWeakAbove) {
    const near = ranked
      .filter((p) => p.confidence >= opts.clarifyWeakAbove && top.score - p.score <= opts.clarifyMargin && (p === top || p.title !== top.title))
      .slice(0, opts.maxOptions);
    if (near.length > 1) return { decision: "clarify", policies: near, confidence: top.confidence, ask: "which_policy" };
  }
  // Too weak to answer, but far ahead of every other policy: answer from it, with no options to weigh.
  const runnerUp = ranked.find((p) => p.title !== top?.title);
  if (top && weak && !offTopic && top.confidence >= opts.weakLeadAbove && (runnerUp?.confidence ?? 0) <= top.confidence * opts.weakLeadShare)
    return { decision: "answer", policies: [top], confidence: top.confidence };
  if (!top || weak || offTopic) return { decision: "not_found", policies: [], confidence: top?.confidence ?? 0 };
  // Passages of one document (same title) are not alternatives to ask about.
  // A policy without the question's most specific word, which the best one has, is no alternative.
  const keyed = context.usesKey?.(top.policyId) ?? false;
  // The policy in focus that a far stronger one outranked is no rival of it, however the prior scores it.
  const outranked = (p: PolicyHit) => outranks !== undefined && p !== outranks && outranks.confidence - p.confidence >= needed;
  const rivals = (p: PolicyHit, margin: number) =>
    !outranked(p) &&
    (p === top || (p.title !== top.title && jaccard(top.chunks[0]?.terms, p.chunks[0]?.terms) < opts.sameText)) &&
    (p === top || !keyed || (context.usesKey?.(p.policyId) ?? true)) &&
    p.confidence >= opts.notFoundBelow &&
    top.score - p.score <= margin;
  const close = ranked.filter((p) => rivals(p, opts.clarifyMargin));
  if (context.unresolved && !context.offered) {
    // "Is this one covered?" with nothing to point at: ask which, offering what fits best.
    const candidates = ranked.filter((p, i) => p.confidence >= bar && (i === 0 || p.title !== top.title)).slice(0, opts.maxOptions);
    if (candidates.length > 1) return { decision: "clarify", policies: candidates, confidence: top.confidence, ask: "which_thing" };
  }
  const options = ranked.filter((p) => rivals(p, opts.optionMargin)).slice(0, opts.maxOptions);
  // A new question that fits a family of policies whose rules differ by reader: ask which reader.
  // The policy the conversation was about counts only if it is one of them: "How much is the
  // monthly allowance?" after a question on annual leave still needs to say which allowance.
  if (context.family && context.family.length > 1 && !context.offered && !context.focus?.some((id) => context.family?.includes(id))) {
    // The best policy stays an option when it is not of the family.
    // After them, a policy outside the family that has every word asked as well ("meal allowance" in the travel policy).
    const family = ranked.filter((p) => p === top || context.family?.includes(p.policyId));
    const alike = ranked.filter((p) => !family.includes(p) && (p.coverage ?? 0) >= (top.coverage ?? 1) && p.confidence >= opts.notFoundBelow);
    const members = [...family, ...alike].slice(0, opts.maxOptions);
    if (members.length > 1) return { decision: "clarify", policies: members, confidence: top.confidence, ask: "which_policy" };
  }
  // Mid-conversation, a tie between the policy being discussed and another goes to the one being discussed.
  const current = close.length > 1 ? close.find((p) => context.focus?.includes(p.policyId)) : undefined;
  if (current) return { decision: "answer", policies: [current], confidence: current.confidence };
  // After a clarifying question, ask again only if the answer narrowed the choice.
  const narrowed = !context.offered || options.length < context.offered.length;
  if (close.length > 1 && narrowed) return { decision: "clarify", policies: options, confidence: top.confidence, ask: "which_policy" };
  return { decision: "answer", policies: [top], confidence: top.confidence };
}
