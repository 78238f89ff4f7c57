/** Conversations with a real runtime that a test file opens before its tests and closes after them. */
import { afterAll, beforeAll } from "vitest";
import type { Reply } from "../../src/core/types.js";
import { testRuntime } from "./runtime.js";

/** Call at the top of a test file; each call of the function returned starts a new conversation (ids `console:<prefix>N`). */
export function conversations(prefix: string, opts: Parameters<typeof testRuntime>[0] = {}): () => (text: string) => Promise<Reply> {
  let rt: Awaited<ReturnType<typeof testRuntime>> | undefined;
  beforeAll(async () => {
    rt = await testRuntime(opts);
  });
  afterAll(() => rt?.close());
  let n = 0;
  return () => {
    const conversationId = `console:${prefix}${++n}`;
    return (text: string) => {
      if (!rt) throw new Error("the runtime is opened in beforeAll: start conversations inside a test");
      return rt.bot.ask({ conversationId, userId: "U1", text });
    };
  };
}

/** The policy ids a reply cites, in order. */
export const cited = (reply: Pick<Reply, "citations">): string[] => reply.citations.map((c) => c.policyId);
