/** The core's vocabulary. Platform-free: adapters translate to and from these shapes. */

/** Platform-prefixed, e.g. `slack:T1:C1:1700000000.000100`, `discord:G1:123`, `console:abc`. */
export type ConversationId = string;

export type Role = "user" | "assistant";

export interface Message {
  role: Role;
  text: string;
  /** Epoch milliseconds. */
  at: number;
  userId?: string;
  citations?: string[];
}

/** A message written in a thread before the bot was involved (or while it was not listening). */
export interface ThreadMessage {
  userId: string;
  text: string;
  at: number;
  /** True for messages written by this bot; other bots count as people here. */
  fromBot?: boolean;
}

/** One incoming user message, already mapped to a conversation by its adapter. */
export interface Turn {
  conversationId: ConversationId;
  userId: string;
  text: string;
  /** Earlier messages of the thread, oldest first, for a conversation the bot has not seen yet. */
  threadContext?: ThreadMessage[];
  /** Restrict retrieval to policies with these visibility labels (undefined = no filter). */
  visibility?: string[];
}

/** What the rewrite stage learned and keeps between turns. */
export interface SessionState {
  /** Policies cited or in play, most recent first. */
  policies: string[];
  /** Content terms of the standing question, in order of first mention. */
  topicTerms: string[];
  /** The last standalone question the bot searched for. */
  lastQuery?: string;
  /** Chunks the last answer came from (or, for a thread the bot joined, the ones its text matched). */
  lastChunks?: string[];
  /** Set when the bot asked a clarifying question and waits for the choice; `then`: questions sent with it, answered after. */
  pendingClarify?: { question: string; options: ClarifyOption[]; then?: { asked: string; rest: string[] } };
  /** When the current topic began: an answer from another policy to a new question. Earlier words are not carried. */
  topicSince?: number;
  /** What the last pronoun was read as; the next "it" means the same while the topic lasts. */
  referent?: string;
  /** How well the last answer fitted its question (its confidence). */
  lastConfidence?: number;
}

export interface ConversationRecord {
  id: ConversationId;
  messages: Message[];
  summary: string;
  state: SessionState;
  lastCitations: string[];
  /** Users who have talked to the bot in this conversation (follow-ups without a mention). */
  participants: string[];
  createdAt: number;
  updatedAt: number;
}

export interface Query {
  text: string;
  history: Message[];
  summary: string;
  state: SessionState;
}

export interface RewrittenQuery {
  /** The standalone question that is searched. */
  text: string;
  original: string;
  isFollowUp: boolean;
  /** Terms carried forward from earlier turns (lower weight in scoring). */
  carriedTerms: string[];
  /** Terms the new message itself contributes. */
  ownTerms: string[];
  /** Earlier terms the new message replaced ("tier-1" → "tier-2"). */
  replacedTerms: string[];
  /** Policies the conversation is focused on; a mild prior in retrieval. */
  focusPolicies: string[];
  /** When answering a clarify, the candidate policies offered. */
  restrictTo?: string[];
  /** "both": every policy of `restrictTo` answers, one after the other. */
  everyOption?: boolean;
  method: "none" | "offline" | "llm";
}

export interface RetrievedChunk {
  chunkId: string;
  policyId: string;
  title: string;
  section: string;
  text: string;
  /** Fused relevance, higher is better. */
  score: number;
  start: number;
  end: number;
  url?: string;
  visibility?: string;
  /** The chunk's index terms (title, section, text), for comparing chunks with each other. */
  terms?: string[];
}

export interface PolicyHit {
  policyId: string;
  title: string;
  url?: string;
  /** Calibrated 0..1: how well this policy's best chunk answers the question. */
  confidence: number;
  /** Share of the question's weighted terms its best chunk contains (part of confidence). */
  coverage?: number;
  score: number;
  chunks: RetrievedChunk[];
}

export interface SearchResult {
  chunks: RetrievedChunk[];
  policies: PolicyHit[];
}

export interface Citation {
  policyId: string;
  title: string;
  section: string;
  url?: string;
  /** The chunk the cited text came from. */
  chunkId?: string;
}

export interface ClarifyOption {
  /** Button label. */
  label: string;
  /** Text sent on the user's behalf when the option is chosen. */
  value: string;
  policyId?: string;
}

export type Decision = "answer" | "clarify" | "not_found";

export type ReplyKind = Decision | "reset" | "chitchat" | "error";

export interface Reply {
  kind: ReplyKind;
  text: string;
  citations: Citation[];
  options?: ClarifyOption[];
  conversationId: ConversationId;
  /** Id of the stored trace; feedback refers to it. */
  turnId: string;
  rewrittenQuery?: string;
}

export interface StageTiming {
  stage: string;
  ms: number;
}

export interface TurnTrace {
  turnId: string;
  conversationId: ConversationId;
  userId: string;
  at: number;
  original: string;
  rewritten?: string;
  rewriteMethod?: RewrittenQuery["method"];
  isFollowUp?: boolean;
  retrieved: { policyId: string; chunkId: string; score: number }[];
  policies: { policyId: string; confidence: number }[];
  decision: ReplyKind;
  citations: string[];
  /** Where the cited text sits in its source (for grounding checks). */
  citedChunks?: { policyId: string; chunkId: string; section: string; start: number; end: number }[];
  timings: StageTiming[];
  feedback?: Feedback[];
  error?: string;
  /** A message of several questions: the trace of each, in order. */
  parts?: string[];
}

export interface Feedback {
  userId: string;
  vote: "up" | "down";
  at: number;
}
