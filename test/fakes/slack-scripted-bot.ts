/**
 * A small in-memory Policybot whose replies a test scripts. For adapter tests that need a core
 * behaviour the real one does not produce on demand (a failure, a very long answer); the end-to-end
 * tests use the real runtime.
 */
import type { ConversationInfo, Policybot } from "../../src/core/policybot.js";
import type { Reply, Turn } from "../../src/core/types.js";

export type Script = (turn: Turn, n: number) => Partial<Reply> | Promise<Partial<Reply>>;

export class ScriptedBot implements Policybot {
  readonly turns: Turn[] = [];
  readonly feedbacks: { turnId: string; userId: string; vote: "up" | "down" }[] = [];
  readonly conversations = new Map<string, Set<string>>();
  private readonly claimed = new Map<string, number>();
  private seq = 0;

  constructor(public script: Script = (t) => ({ kind: "answer", text: `You said: ${t.text}` })) {}

  async ask(turn: Turn): Promise<Reply> {
    this.turns.push(turn);
    const n = ++this.seq;
    const users = this.conversations.get(turn.conversationId) ?? new Set<string>();
    users.add(turn.userId);
    this.conversations.set(turn.conversationId, users);
    const partial = await this.script(turn, n);
    return { kind: "answer", text: "", citations: [], conversationId: turn.conversationId, turnId: `turn-${n}`, ...partial };
  }
  async reset(id: string): Promise<boolean> {
    return this.conversations.delete(id);
  }
  async resetUser(scope: string, userId: string): Promise<string[]> {
    const ids = [...this.conversations].filter(([id, users]) => id.startsWith(`${scope}:`) && users.has(userId)).map(([id]) => id);
    ids.forEach((id) => this.conversations.delete(id));
    return ids;
  }
  async feedback(turnId: string, userId: string, vote: "up" | "down"): Promise<boolean> {
    if (!/^turn-\d+$/.test(turnId) || Number(turnId.slice(5)) > this.seq) return false;
    this.feedbacks.push({ turnId, userId, vote });
    return true;
  }
  async conversation(id: string): Promise<ConversationInfo> {
    const users = this.conversations.get(id);
    return { exists: users !== undefined, participants: [...(users ?? [])] };
  }
  async claimOnce(key: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    const until = this.claimed.get(key);
    if (until !== undefined && until > now) return false;
    this.claimed.set(key, now + ttlMs);
    return true;
  }
  policy() {
    return undefined;
  }
  /** What the knowledge base would offer as examples. */
  topics(): string[] {
    return ["Ward Visiting", "Parking and Shuttle"];
  }
}

export function scriptedRuntime(bot: ScriptedBot) {
  return async (env: Record<string, string>) => {
    const { loadConfig } = await import("../../src/config.js");
    const config = loadConfig(env);
    const { silentLogger } = await import("../../src/core/ports.js");
    return { config, bot, logger: silentLogger, close: async () => {} };
  };
}
