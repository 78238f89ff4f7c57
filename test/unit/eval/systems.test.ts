import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEvalKb, makeSourceDoc, type EvalKb } from "../../../src/eval/kb-build.js";
import { historyText, mapPool, runAll, toThreadContext } from "../../../src/eval/systems.js";

const docs = [
  makeSourceDoc({
    id: "Renew a license#1_0",
    title: "Renew a license",
    body: "Renewing your driver license\nYou can renew your driver license online up to one year before it expires.\n\nFees\nThe renewal fee is 64.50 dollars, paid by card.",
  }),
  makeSourceDoc({
    id: "Register a boat#2_0",
    title: "Register a boat",
    body: "Boat registration\nEvery motorboat must be registered with the state before use on public waters.\n\nFees\nBoat registration fees depend on the length of the boat.",
  }),
  makeSourceDoc({
    id: "Student loans#3_0",
    title: "Student loans",
    body: "Repaying student loans\nRepayment of federal student loans starts six months after graduation.",
  }),
];

describe("evaluation systems on one knowledge base", () => {
  let kb: EvalKb;
  beforeAll(async () => {
    kb = await buildEvalKb(docs, "unit");
  }, 60_000);
  afterAll(async () => {
    await kb?.close();
  });

  it("builds the LanceDB table and the BM25 index from the same chunks", () => {
    expect(kb.bm25.size).toBe(kb.chunks.length);
    expect(kb.chunks.every((c) => docs.find((d) => d.policyId === c.policyId)!.body.slice(c.start, c.end) === c.text)).toBe(true);
    expect(kb.meanChunkChars).toBeGreaterThan(0);
  });

  it("runs policybot and the three baselines on a replayed dialogue", async () => {
    const dialogue = {
      history: [
        { role: "user" as const, text: "How do I renew my driver license?" },
        { role: "agent" as const, text: "You can renew your driver license online up to one year before it expires." },
      ],
      question: "How much are the fees?",
    };
    const out = await runAll(kb, dialogue, "unit");
    expect(out.last_turn.decision).toBe("answer");
    expect(out.full_history.policies[0]).toBe("Renew a license#1_0");
    expect(out.bm25.policies[0]).toBe("Renew a license#1_0");
    expect(out.bm25.topChunk?.policyId).toBe("Renew a license#1_0");
    expect(out.policybot.policies.length).toBeGreaterThan(0);
    expect(["answer", "clarify", "not_found"]).toContain(out.policybot.decision);
    expect(historyText(dialogue)).toContain("How much are the fees?");
  });

  it("replays agent turns as the bot's own messages", () => {
    const ctx = toThreadContext([{ role: "user", text: "a" }, { role: "agent", text: "b" }], 1_000_000);
    expect(ctx.map((m) => [m.fromBot, m.at < 1_000_000])).toEqual([[false, true], [true, true]]);
    expect(ctx[0].at).toBeLessThan(ctx[1].at);
  });

  it("maps with bounded concurrency and keeps the order", async () => {
    let inFlight = 0;
    let peak = 0;
    const out = await mapPool([5, 1, 3, 2], 2, async (x) => {
      peak = Math.max(peak, ++inFlight);
      await new Promise((r) => setTimeout(r, x));
      inFlight--;
      return x * 10;
    });
    expect(out).toEqual([50, 10, 30, 20]);
    expect(peak).toBe(2);
  });
});
