/**
 * ConversationStore on keyv, so sqlite (default), Redis (replicas) and memory (tests) share one code path.
 * Keys: `conv:{id}`, `trace:{turnId}`, `user:{scope}:{userId}`, `once:{key}`.
 */
import type { Keyv } from "keyv";
import { PolicybotError } from "../core/errors.js";
import type { ConversationStore } from "../core/ports.js";
import type { ConversationId, ConversationRecord, Feedback, TurnTrace } from "../core/types.js";

export interface KeyvStoreOptions {
  /** Idle time after which a conversation is forgotten. */
  conversationTtlMs: number;
  /** How long traces (and their feedback) are kept. */
  traceTtlMs?: number;
  /** Atomic set-if-absent, when the backend has one (Redis SET NX); otherwise get-then-set. */
  setIfAbsent?: (key: string, ttlMs: number) => Promise<boolean>;
}

export function scopeOf(id: ConversationId): string {
  return id.slice(0, id.lastIndexOf(":"));
}

export class KeyvConversationStore implements ConversationStore {
  private claims: Promise<unknown> = Promise.resolve();
  constructor(
    private readonly kv: Keyv,
    private readonly options: KeyvStoreOptions,
  ) {}

  private async guard<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw new PolicybotError("STORE_FAILED", `conversation store failed to ${what}`, { cause: err });
    }
  }

  load(id: ConversationId): Promise<ConversationRecord | undefined> {
    return this.guard("load a conversation", async () => (await this.kv.get<ConversationRecord>(`conv:${id}`)) ?? undefined);
  }

  async save(record: ConversationRecord): Promise<void> {
    await this.guard("save a conversation", async () => {
      await this.kv.set(`conv:${record.id}`, record, this.options.conversationTtlMs);
      for (const user of record.participants) {
        const key = `user:${scopeOf(record.id)}:${user}`;
        const ids = (await this.kv.get<string[]>(key)) ?? [];
        if (!ids.includes(record.id)) await this.kv.set(key, [...ids, record.id].slice(-200), this.options.conversationTtlMs);
      }
    });
  }

  delete(id: ConversationId): Promise<boolean> {
    return this.guard("delete a conversation", () => this.kv.delete(`conv:${id}`));
  }

  listByUser(scope: string, userId: string): Promise<ConversationId[]> {
    return this.guard("list conversations", async () => {
      const ids = (await this.kv.get<string[]>(`user:${scope}:${userId}`)) ?? [];
      const alive: string[] = [];
      for (const id of ids) if (await this.kv.has(`conv:${id}`)) alive.push(id);
      return alive;
    });
  }

  async saveTrace(trace: TurnTrace): Promise<void> {
    await this.guard("save a trace", () => this.kv.set(`trace:${trace.turnId}`, trace, this.options.traceTtlMs ?? 30 * 86_400_000));
  }

  loadTrace(turnId: string): Promise<TurnTrace | undefined> {
    return this.guard("load a trace", async () => (await this.kv.get<TurnTrace>(`trace:${turnId}`)) ?? undefined);
  }

  addFeedback(turnId: string, feedback: Feedback): Promise<boolean> {
    return this.guard("save feedback", async () => {
      const trace = await this.kv.get<TurnTrace>(`trace:${turnId}`);
      if (!trace) return false;
      // One vote per user per turn: a second click changes the vote.
      trace.feedback = [...(trace.feedback ?? []).filter((f) => f.userId !== feedback.userId), feedback];
      await this.kv.set(`trace:${turnId}`, trace, this.options.traceTtlMs ?? 30 * 86_400_000);
      return true;
    });
  }

  claimOnce(key: string, ttlMs: number): Promise<boolean> {
    if (this.options.setIfAbsent) {
      const setIfAbsent = this.options.setIfAbsent;
      return this.guard("record a delivery", () => setIfAbsent(`once:${key}`, ttlMs));
    }
    // Without an atomic backend primitive, claims are serialised in-process (sqlite and memory are single-process).
    const run = this.claims.then(() =>
      this.guard("record a delivery", async () => {
        if (await this.kv.has(`once:${key}`)) return false;
        await this.kv.set(`once:${key}`, 1, ttlMs);
        return true;
      }),
    );
    this.claims = run.catch(() => false);
    return run;
  }

  async close(): Promise<void> {
    await this.kv.disconnect?.();
  }
}
