/** Stage 8 helpers: what the conversation remembers after a turn. */
import { pushRecent } from "./memory.js";
import type { RewriteResult } from "./rewrite.js";
import type { ClarifyOption, ConversationRecord, Decision } from "./types.js";

const MAX_TOPIC_TERMS = 24;

export function updateState(
  record: ConversationRecord,
  rewrite: RewriteResult,
  decision: Decision,
  chosen: string[],
  clarify?: { question: string; options: ClarifyOption[] },
  chunks: string[] = [],
  askedAt?: number,
  confidence?: number,
  /** Whether the options of the clarifying question just answered stay in play (not after a hand-over). */
  keepOffered = true,
): void {
  const state = record.state;
  if (decision === "not_found") {
    // A miss does not change what the conversation is about, but a pending choice is over.
    state.pendingClarify = undefined;
    return;
  }
  const stayed = rewrite.isFollowUp || chosen.some((id) => state.policies.includes(id)) || !state.policies.length;
  const carried = stayed ? rewrite.carriedTerms : [];
  state.topicTerms = [...new Set([...rewrite.ownTerms, ...carried])].slice(0, MAX_TOPIC_TERMS);
  state.lastQuery = rewrite.text;
  // What "it" stood for still holds while the bot asks which policy applies.
  state.referent = rewrite.referent ?? (stayed ? state.referent : undefined);
  if (decision === "clarify") {
    state.pendingClarify = clarify;
    return;
  }
  const offered = (state.pendingClarify?.options ?? []).flatMap((o) => (o.policyId ? [o.policyId] : []));
  state.pendingClarify = undefined;
  // A new question answered from another policy starts a new topic: the old policies and words step aside.
  // So does a follow-up that replaced the words naming the old policy ("实习生呢？" after the sales rule):
  // the sales words of the opening question no longer pull the next one back; what it carried stays in topicTerms.
  const moved = !chosen.some((id) => state.policies.includes(id));
  if (chosen.length && (!stayed || (moved && rewrite.replacedTerms.length))) state.topicSince = askedAt;
  state.policies = stayed ? pushRecent(state.policies, chosen, 5) : chosen.slice(0, 5);
  // "and for booking a day's holiday?" after picking the shift-swap rule of the two offered: the options
  // not picked are still in play, behind the one that was.
  if (keepOffered && chosen.length && offered.some((id) => chosen.includes(id))) state.policies = pushRecent(pushRecent(state.policies, offered, 5), chosen, 5);
  state.lastChunks = chunks;
  state.lastConfidence = confidence;
  record.lastCitations = chosen;
}
