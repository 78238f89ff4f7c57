/** Interfaces the core owns; implementations are injected (knowledge/, store/, llm/ or test fakes). */
import type {
  ConversationId,
  ConversationRecord,
  Feedback,
  SearchResult,
  TurnTrace,
} from "./types.js";

export interface Embedder {
  /** Stable identity stored with the index, e.g. `hash-v1` or `openai:text-embedding-3-small`. */
  readonly id: string;
  readonly dimension: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}

export interface SearchRequest {
  /** Free text sent to vector and full-text search. */
  text: string;
  /** Term weights used to score coverage (own terms weigh more than carried ones). */
  weights?: Map<string, number>;
  /** How many chunks to return. */
  limit?: number;
  visibility?: string[];
  /** Only these policies (answering a clarifying question). */
  restrictTo?: string[];
  /** Policies the conversation is about: a mild prior. */
  focusPolicies?: string[];
  /** Chunks cited last: the conversation is likely to continue there or just after. */
  nearChunks?: string[];
}

export interface PolicyInfo {
  policyId: string;
  title: string;
  url?: string;
  visibility?: string;
  tags: string[];
}

export interface KnowledgeBase {
  search(request: SearchRequest): Promise<SearchResult>;
  policy(policyId: string): PolicyInfo | undefined;
  /** Every policy a reader with this visibility may see, by id: what the bot can talk about. */
  policies?(visibility?: string[]): PolicyInfo[];
  /** Document frequency lookups for scoring and for telling known words from unknown ones. */
  idf(term: string): number;
  /** True when the term occurs anywhere in the knowledge base. */
  knows(term: string): boolean;
  /** Policies whose title or tags contain the term: what the term names. */
  policiesNamedBy?(term: string): string[];
  /** Policies a tag or title of two words or more of which occurs, word for word, in these terms ("work from home"). */
  policiesNamedByPhrase?(sequence: string[]): string[];
  /** Whether the policy's text uses the term at all. */
  mentions?(policyId: string, term: string): boolean;
  /** Whether the policy uses the term only where it sends readers to another policy ("Students … follow kb_008"). */
  handsOver?(policyId: string, term: string): boolean;
  /** How many policies' text uses the term. */
  policiesUsing?(term: string): number;
  /** 0..1: whether a CJK bigram is a word rather than a pair cut across two words (1 for other terms). */
  cohesion?(term: string): number;
  /** The knowledge base's word a typo stands for ("pasword" → "password"); undefined for real words. */
  spell?(word: string): string | undefined;
  /** The name an abbreviation the policies never use spells out ("NYC" → "New York City"), if exactly one. */
  expand?(word: string): string | undefined;
  /** Whether an English word is a word at all (a dictionary's), known to the knowledge base or not. */
  isWord?(word: string): boolean;
  /** What people call the policy: its title and the names passages give it ("General Travel Policy"). */
  names?(policyId: string): string[];
  /** Other policies whose ids this policy's text mentions ("sales staff follow policy_002"). */
  references?(policyId: string): string[];
  /** Policies ranked as wholes (not by their best chunk) for weighted terms: what a long thread is about. */
  rankPolicies?(weights: Map<string, number>, options?: { visibility?: string[]; limit?: number }): { policyId: string; score: number }[];
  close?(): Promise<void>;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface LanguageModel {
  readonly id: string;
  complete(messages: ChatMessage[], options?: { maxTokens?: number; temperature?: number }): Promise<string>;
}

export interface ConversationStore {
  load(id: ConversationId): Promise<ConversationRecord | undefined>;
  save(record: ConversationRecord): Promise<void>;
  /** Returns true when something was deleted. */
  delete(id: ConversationId): Promise<boolean>;
  /** Conversations a user took part in under a scope (e.g. one Slack channel). */
  listByUser(scope: string, userId: string): Promise<ConversationId[]>;
  saveTrace(trace: TurnTrace): Promise<void>;
  loadTrace(turnId: string): Promise<TurnTrace | undefined>;
  addFeedback(turnId: string, feedback: Feedback): Promise<boolean>;
  /** Atomically records a key; true the first time it is seen within ttlMs (delivery dedupe). */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
  close?(): Promise<void>;
}

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

export const silentLogger: Logger = {
  info() {},
  warn() {},
  error() {},
  debug() {},
};
