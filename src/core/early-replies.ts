/**
 * Messages the conversation itself answers, before any search: "I'm a nurse" as the first message asks
 * nothing yet, and "can you send me the link?" after an answer asks for the policies just cited.
 */
import { introducesOnly } from "./intro.js";
import type { KnowledgeBase } from "./ports.js";
import { phrases, type Lang } from "./phrases.js";
import { asksForSource, lastCited, sourceText } from "./source-request.js";
import { titleIn } from "./topics.js";
import type { Citation, ConversationRecord } from "./types.js";

export interface EarlyReply {
  kind: "chitchat" | "answer";
  text: string;
  citations: Citation[];
}

export function replyBeforeSearch(text: string, record: ConversationRecord, kb: KnowledgeBase, lang: Lang): EarlyReply | undefined {
  // Only before any question: "I'm an intern" after one (or after "which one applies?") answers it.
  if (introducesOnly(text) && !record.messages.some((m) => m.role === "user") && !record.state.pendingClarify) {
    return { kind: "chitchat", text: phrases(lang).noted, citations: [] };
  }
  const sources = asksForSource(text) ? lastCited(record.messages).flatMap((id) => kb.policy(id) ?? []) : [];
  if (!sources.length) return undefined;
  const citations = sources.map((p) => ({ policyId: p.policyId, title: titleIn(lang, p, kb), section: "", url: p.url }));
  return { kind: "answer", text: sourceText(citations, lang), citations };
}
