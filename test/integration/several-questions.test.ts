/** A message with two questions gets an answer to each, the second read as a follow-up of the first. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cited } from "../helpers/conversation.js";
import { testRuntime } from "../helpers/runtime.js";

let rt: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  rt = await testRuntime();
});
afterAll(() => rt.close());
let n = 0;
const thread = () => {
  const conversationId = `console:several-${++n}`;
  return (text: string) => rt.bot.ask({ conversationId, userId: "U1", text });
};

describe("several questions in one message", () => {
  it("answers both, each under its question, with one trace for the message", async () => {
    const ask = thread();
    const out = await ask("how many days of annual leave do i get and can i carry them over?");
    expect(out.kind).toBe("answer");
    expect(cited(out)).toEqual(["policy_007"]);
    expect(out.text).toContain("**how many days of annual leave do i get?**");
    expect(out.text).toContain("12 working days of paid annual leave");
    expect(out.text).toContain("**can i carry them over?**");
    expect(out.text).toContain("carry over up to 5 unused annual leave days");
    const trace = await rt.store.loadTrace(out.turnId);
    expect(trace?.original).toBe("how many days of annual leave do i get and can i carry them over?");
    expect(trace?.parts).toHaveLength(2);
    expect(await rt.bot.feedback(out.turnId, "U1", "up")).toBe(true);
    // The thread remembers both questions: the next follow-up goes on from the second.
    const record = await rt.store.load("console:several-1");
    expect(record?.messages.filter((m) => m.role === "user").map((m) => m.text)).toEqual([
      "how many days of annual leave do i get?",
      "can i carry them over?",
    ]);
  });

  it("does so in Chinese", async () => {
    const out = await thread()("年假有几天？可以结转吗？");
    expect(out.kind).toBe("answer");
    expect(out.text).toContain("**年假有几天？**");
    expect(out.text).toContain("12 working days");
    expect(out.text).toContain("**可以结转吗？**");
    expect(out.text).toContain("carry over up to 5");
  });

  it("answers a question sent twice in one message once", async () => {
    const out = await thread()("how many days of annual leave do i get? How many days of annual leave do I get?");
    expect(out.kind).toBe("answer");
    expect(out.text.split("12 working days of paid annual leave")).toHaveLength(2);
    expect(out.text).not.toContain("**");
  });

  it("splits Chinese questions joined by a comma", async () => {
    const out = await thread()("年假有几天，可以结转吗？");
    expect(out.text).toContain("**年假有几天？**");
    expect(out.text).toContain("12 working days");
    expect(out.text).toContain("carry over up to 5");
  });

  it("stops at a clarifying question, and answers the questions left once the choice is made", async () => {
    const ask = thread();
    const out = await ask("what's the hotel limit and what about meals?");
    expect(out.kind).toBe("clarify");
    expect(out.options?.map((o) => o.policyId)).toEqual(expect.arrayContaining(["policy_001", "policy_002", "policy_003"]));
    expect(out.text).toContain("“what about meals?”");
    const chosen = await ask("I'm an intern");
    expect(chosen.kind).toBe("answer");
    expect(cited(chosen)).toEqual(["policy_003"]);
    expect(chosen.text).toContain("**what's the hotel limit?**");
    expect(chosen.text).toContain("at most 200 CNY per night");
    expect(chosen.text).toContain("**what about meals?**");
    expect(chosen.text).toContain("100 CNY per travel day");
    // Answered once: the next message is a question of its own.
    const next = await ask("what about sales?");
    expect(next.text).not.toContain("**");
  });

  it("says once that nothing covers a question and the one that goes on with it", async () => {
    const out = await thread()("do we get stock options and when do they vest?");
    expect(out.kind).toBe("not_found");
    expect(out.citations).toEqual([]);
    expect(out.text.match(/couldn't find/g)).toHaveLength(1);
  });
});
