/** Thread history read before the mention, long histories folded into the summary, replicas sharing Redis. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisStore } from "../../src/store/create-store.js";
import { testRuntime } from "../helpers/runtime.js";

let rt: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  rt = await testRuntime({ env: { POLICYBOT_HISTORY_BUDGET_CHARS: "600" } });
});
afterAll(() => rt.close());

describe("thread text written before the mention", () => {
  it("uses it to understand the question", async () => {
    const r = await rt.bot.ask({
      conversationId: "slack:T1:C1:100.1",
      userId: "U2",
      text: "what's the hotel limit?",
      threadContext: [
        { userId: "U1", text: "I'm in sales, visiting a client in a tier-1 city next week", at: 1 },
        { userId: "U3", text: "nice, good luck!", at: 2 },
      ],
    });
    expect(r.kind).toBe("answer");
    expect(r.text).toContain("650");
    expect(r.citations.map((c) => c.policyId)).toEqual(["policy_002"]);
  });

  it("reads \"this\" from the thread, and asks what it is when the thread says nothing", async () => {
    const text = "can I expense this?";
    const thread = [{ userId: "U1", text: "I bought a new monitor for my home office last week", at: 1 }];
    const known = await rt.bot.ask({ conversationId: "slack:T1:C1:110.1", userId: "U1", text, threadContext: thread });
    expect(known.citations.map((c) => c.policyId)).toEqual(["policy_011"]);
    const unknown = await rt.bot.ask({ conversationId: "slack:T1:C1:120.1", userId: "U1", text });
    expect(unknown.kind).toBe("clarify");
    expect(unknown.text).toContain('What do you mean by "this"?');
    expect(unknown.citations).toEqual([]);
  });

  it("follows the policy the bot's earlier unmarked replies quoted word for word", async () => {
    // The thread's words (client visit, tier-1 hotel) lean to the travel policies for staff; the reply quoted the intern one.
    const r = await rt.bot.ask({
      conversationId: "slack:T1:C1:300.1",
      userId: "U1",
      text: "and who approves the trip?",
      threadContext: [
        { userId: "U1", text: "I'm travelling to Beijing for a client visit, what's the hotel limit per night in a tier-1 city?", at: 1 },
        { userId: "B1", fromBot: true, text: "The intern lodging limit is the same in tier-1 cities such as Beijing and Shanghai and in tier-2 cities such as Chengdu or Wuhan.", at: 2 },
      ],
    });
    expect(r.citations.map((c) => c.policyId)).toEqual(["policy_003"]);
    expect(r.text).toContain("mentor");
  });

  it("answers \"can you confirm?\" or 帮忙查一下 from what the thread asked", async () => {
    const confirm = await rt.bot.ask({
      conversationId: "slack:T1:C1:400.1",
      userId: "U2",
      text: "can you confirm?",
      threadContext: [
        { userId: "U1", text: "Can interns claim the per diem?", at: 1 },
        { userId: "U3", text: "not sure, maybe 100 a day?", at: 2 },
      ],
    });
    expect(confirm.kind).toBe("answer");
    expect(confirm.text).toContain("Interns: a flat 100 CNY per day");
    const check = await rt.bot.ask({
      conversationId: "slack:T1:C1:500.1",
      userId: "U2",
      text: "帮忙查一下",
      threadContext: [
        { userId: "U1", text: "我下周去北京见客户", at: 1 },
        { userId: "U3", text: "住宿能报多少啊", at: 2 },
      ],
    });
    expect(check.kind).toBe("answer");
    expect(check.citations.map((c) => c.policyId)).toEqual(["policy_002"]);
    expect(check.text).toContain("650");
  });

  it("does not absorb the same messages twice", async () => {
    const thread = [{ userId: "U1", text: "Interns travelling to Shanghai next month", at: 10 }];
    await rt.bot.ask({ conversationId: "slack:T1:C1:200.1", userId: "U1", text: "hotel limit per night?", threadContext: thread });
    await rt.bot.ask({ conversationId: "slack:T1:C1:200.1", userId: "U1", text: "and meals?", threadContext: thread });
    const record = await rt.store.load("slack:T1:C1:200.1");
    expect(record!.messages.filter((m) => m.text === thread[0].text)).toHaveLength(1);
  });
});

describe("long histories", () => {
  it("fold into the summary without losing what later follow-ups need", async () => {
    const id = "console:long";
    const ask = (text: string) => rt.bot.ask({ conversationId: id, userId: "U1", text });
    await ask("Sales visiting a client in a tier-1 city: max hotel per night?");
    for (const q of ["What about tier-2 cities?", "And the client meal limit?", "Is there a cap on gifts to clients?", "Who approves client-visit trips?"]) await ask(q);
    const record = await rt.store.load(id);
    expect(record!.summary).toContain("User: Sales visiting a client in a tier-1 city");
    const size = record!.messages.reduce((n, m) => n + m.text.length, 0);
    expect(size + record!.summary.length).toBeLessThanOrEqual(600 + 800);
    const r = await ask("What about tier-2 cities?");
    expect(r.text).toContain("450");
    expect(r.citations.map((c) => c.policyId)).toEqual(["policy_002"]);
  });
});

describe("stateless replicas sharing Redis", () => {
  it("continue each other's conversations", async () => {
    const url = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
    const a = await testRuntime({ store: await createRedisStore(url, 60_000) });
    const b = await testRuntime({ store: await createRedisStore(url, 60_000) });
    try {
      const id = `slack:T1:C1:${Date.now()}.5`;
      const first = await a.bot.ask({ conversationId: id, userId: "U1", text: "Sales visiting a client in a tier-1 city: max hotel per night?" });
      expect(first.text).toContain("650");
      const second = await b.bot.ask({ conversationId: id, userId: "U1", text: "What about tier-2 cities?" });
      expect(second.text).toContain("450");
      expect(await b.bot.feedback(first.turnId, "U1", "up")).toBe(true);
      expect((await a.store.loadTrace(first.turnId))?.feedback?.[0].vote).toBe("up");
    } finally {
      await a.close();
      await b.close();
    }
  });
});
