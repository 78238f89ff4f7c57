/** The facade adapters talk to: one object per running bot, built from injected ports. */
import { answerTurn, type PipelineDeps } from "./answer-turn.js";
import type { PolicyInfo } from "./ports.js";
import { topicTitles } from "./topics.js";
import type { ConversationId, Reply, Turn } from "./types.js";

export interface ConversationInfo {
  exists: boolean;
  participants: string[];
}

export interface Policybot {
  /** Answers one message. Never throws: failures come back as a `kind: "error"` reply. */
  ask(turn: Turn): Promise<Reply>;
  /** Deletes one conversation; true when there was something to delete. */
  reset(conversationId: ConversationId): Promise<boolean>;
  /** Deletes every conversation the user had under a scope (e.g. `slack:T1:C1`); returns their ids. */
  resetUser(scope: string, userId: string): Promise<ConversationId[]>;
  /** Stores a 👍/👎 with the trace of the turn it rates; false when the turn is unknown. */
  feedback(turnId: string, userId: string, vote: "up" | "down"): Promise<boolean>;
  conversation(conversationId: ConversationId): Promise<ConversationInfo>;
  /** Delivery dedupe for adapters: true the first time a key is seen within ttlMs. */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
  policy(policyId: string): PolicyInfo | undefined;
  /** A few titles of policies this reader may ask about, for adapters' hints ("Parking and Shuttle"). */
  topics(visibility?: string[]): string[];
}

export function createPolicybot(deps: PipelineDeps): Policybot {
  const { store } = deps;
  return {
    ask: (turn) => answerTurn(turn, deps),
    reset: (id) => store.delete(id),
    async resetUser(scope, userId) {
      const ids = await store.listByUser(scope, userId);
      const deleted: ConversationId[] = [];
      for (const id of ids) if (await store.delete(id)) deleted.push(id);
      return deleted;
    },
    async feedback(turnId, userId, vote) {
      return store.addFeedback(turnId, { userId, vote, at: (deps.clock ?? Date.now)() });
    },
    async conversation(id) {
      const record = await store.load(id);
      return { exists: record !== undefined, participants: record?.participants ?? [] };
    },
    claimOnce: (key, ttlMs) => store.claimOnce(key, ttlMs),
    policy: (id) => deps.kb.policy(id),
    topics: (visibility) => topicTitles(deps.kb, "en", visibility ?? deps.options.visibility),
  };
}
