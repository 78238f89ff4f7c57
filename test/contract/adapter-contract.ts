/**
 * The contract every platform adapter passes (Slack, Discord, console).
 * Each adapter's test file calls `runAdapterContract` with a harness that drives the real platform
 * library against a local fake server; the assertions here are the behaviour users rely on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

export interface ContractHarness {
  /** Starts the adapter and its fake platform. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A person writes in a thread (threadKey is the harness's own name for a thread). */
  userSays(input: { threadKey: string; userId: string; text: string; mention: boolean }): Promise<void>;
  /** The bot's own account writes in the thread (as if echoed back by the platform), mentioning itself when asked. */
  botSays(input: { threadKey: string; text: string; mention?: boolean }): Promise<void>;
  /** Texts the bot posted in that thread so far (answers, clarifications, errors), oldest first. */
  repliesIn(threadKey: string): Promise<string[]>;
  /** Waits until the thread has at least n bot replies, or fails after a timeout. */
  waitForReplies(threadKey: string, n: number): Promise<string[]>;
  /** The ConversationId the adapter uses for that thread. */
  conversationIdFor(threadKey: string): string;
  /** Encodes and decodes the adapter's conversation ids. */
  codec: {
    decode(id: string): unknown;
    /** Malformed ids that decode must reject with a PolicybotError of code CONVERSATION_ID_INVALID. */
    malformed: string[];
  };
  /** Whether the core has a stored conversation under that id. */
  hasConversation(id: string): Promise<boolean>;
}

export function runAdapterContract(name: string, make: () => ContractHarness): void {
  describe(`adapter contract: ${name}`, () => {
    const h = make();
    beforeAll(() => h.start(), 60_000);
    afterAll(() => h.stop());

    it("answers a question in the thread it was asked in, citing a policy id", async () => {
      await h.userSays({ threadKey: "t-answer", userId: "U_ALICE", text: "How many days of sick leave do I get?", mention: true });
      const [reply] = await h.waitForReplies("t-answer", 1);
      expect(reply).toMatch(/policy_\d{3}/);
      expect(await h.repliesIn("t-other-empty")).toEqual([]);
    });

    it("maps one thread to one conversation, and different threads to different ones", async () => {
      await h.userSays({ threadKey: "t-map-a", userId: "U_ALICE", text: "Sales visiting a client in a tier-1 city: max hotel per night?", mention: true });
      await h.waitForReplies("t-map-a", 1);
      await h.userSays({ threadKey: "t-map-b", userId: "U_BOB", text: "What is the learning budget?", mention: true });
      await h.waitForReplies("t-map-b", 1);
      const a = h.conversationIdFor("t-map-a");
      const b = h.conversationIdFor("t-map-b");
      expect(a).not.toEqual(b);
      expect(await h.hasConversation(a)).toBe(true);
      expect(await h.hasConversation(b)).toBe(true);
      // The follow-up in thread A inherits A's context, not B's.
      await h.userSays({ threadKey: "t-map-a", userId: "U_ALICE", text: "What about tier-2 cities?", mention: true });
      const replies = await h.waitForReplies("t-map-a", 2);
      expect(replies[1]).toContain("450");
      expect(replies[1]).toContain("policy_002");
    });

    it("ignores its own messages", async () => {
      await h.botSays({ threadKey: "t-self", text: "What about tier-2 cities? policy_002" });
      await new Promise((r) => setTimeout(r, 400));
      expect(await h.repliesIn("t-self")).toEqual([]);
      expect(await h.hasConversation(h.conversationIdFor("t-self"))).toBe(false);
    });

    it("ignores its own messages in a thread it is answering, even when they mention it", async () => {
      await h.userSays({ threadKey: "t-self-2", userId: "U_ALICE", text: "What is the learning budget?", mention: true });
      await h.waitForReplies("t-self-2", 1);
      await h.botSays({ threadKey: "t-self-2", text: "What about tier-2 cities?", mention: true });
      await new Promise((r) => setTimeout(r, 400));
      const replies = await h.repliesIn("t-self-2");
      expect(replies.filter((r) => !r.includes("What about tier-2 cities?")), JSON.stringify(replies)).toHaveLength(1);
    });

    it("rejects malformed conversation ids with a coded error", () => {
      expect(h.codec.decode(h.conversationIdFor("t-answer"))).toBeTruthy();
      for (const bad of h.codec.malformed) {
        expect(() => h.codec.decode(bad)).toThrowError(expect.objectContaining({ code: "CONVERSATION_ID_INVALID" }));
      }
    });
  });
}
