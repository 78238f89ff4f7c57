/** How the answers to a message's questions are put together, whatever the pipeline answers each with. */
import { describe, expect, it } from "vitest";
import { answerSeveral } from "../../../src/core/several-questions.js";
import { silentLogger } from "../../../src/core/ports.js";
import type { Reply, Turn, TurnTrace } from "../../../src/core/types.js";

const turn: Turn = { conversationId: "console:t", userId: "U1", text: "how long does it take and how many days of leave do I get?" };
const traces = new Map<string, TurnTrace>();
const store = {
  loadTrace: async (id: string) => traces.get(id),
  saveTrace: async (t: TurnTrace) => void traces.set(t.turnId, t),
};
const replyTo = (question: string): Reply =>
  /take/.test(question)
    ? { kind: "clarify", text: 'What do you mean by "it"?', citations: [], options: [], conversationId: turn.conversationId, turnId: "t1" }
    : { kind: "answer", text: "12 days. [p7]", citations: [{ policyId: "p7", title: "Leave", section: "Days" }], conversationId: turn.conversationId, turnId: "t2" };

describe("several questions", () => {
  it("goes on past a clarifying question that has nothing to pick, and promises nothing", async () => {
    const asked: string[] = [];
    const out = await answerSeveral(turn, ["how long does it take?", "how many days of leave do I get?"], async (t) => {
      asked.push(t.text);
      return replyTo(t.text);
    }, { store, logger: silentLogger, now: 0 });
    expect(asked).toEqual(["how long does it take?", "how many days of leave do I get?"]);
    expect(out.kind).toBe("answer");
    expect(out.text).toContain('What do you mean by "it"?');
    expect(out.text).toContain("**how many days of leave do I get?**\n12 days.");
    expect(out.text).not.toMatch(/I'll answer/);
    expect(out.citations.map((c) => c.policyId)).toEqual(["p7"]);
  });

  it("waits at a clarifying question with options, naming the questions left", async () => {
    const asked: string[] = [];
    const options = [{ label: "p1", value: "[p1]", policyId: "p1" }, { label: "p2", value: "[p2]", policyId: "p2" }];
    const out = await answerSeveral(turn, ["how long does it take?", "how many days of leave do I get?"], async (t) => {
      asked.push(t.text);
      return { ...replyTo(t.text), options };
    }, { store, logger: silentLogger, now: 0 });
    expect(asked).toEqual(["how long does it take?"]);
    expect(out.kind).toBe("clarify");
    expect(out.options).toEqual(options);
    expect(out.text).toContain("“how many days of leave do I get?”");
  });
});
