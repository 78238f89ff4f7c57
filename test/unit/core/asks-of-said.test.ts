/** Follow-ups that only ask more of the line just quoted: "til when?", "can it ever be more?". */
import { describe, expect, it } from "vitest";
import { answerTypeOf } from "../../../src/core/answer-type.js";
import { extractAnswer } from "../../../src/core/compose.js";
import { extractionWeights } from "../../../src/core/question-shape.js";
import { terms } from "../../../src/core/text.js";
import type { PolicyHit } from "../../../src/core/types.js";

/** A policy of several passages: [text, retrieval score], best first; chunk ids count from 0. */
const policy = (policyId: string, texts: [string, number][]): PolicyHit => ({
  policyId,
  title: policyId,
  confidence: 0.6,
  score: 1,
  chunks: texts.map(([text, score], i) => ({ chunkId: `${policyId}#${i}`, policyId, title: policyId, section: "Rules", text, score, start: 0, end: text.length })),
});
const followUp = (message: string, carried: string) => extractionWeights(terms(message), terms(carried), true);

describe("a follow-up that asks only for a figure of what was just said", () => {
  const daily = "- Daily driving: a maximum of 9 hours, which may be extended to 10 hours no more than twice a week.";
  const driving = policy("drv", [[`${daily}\n- Weekly driving: a maximum of 56 hours.\n- Two-weekly driving: a maximum of 90 hours in any two consecutive weeks.`, 1]]);
  const weights = followUp("can it ever be more?", "drive day");

  it("quotes the line just said again when it holds the figure compared ('extended to 10 hours')", () => {
    expect(extractAnswer(driving, weights, () => 1, "en", { said: daily, asksOfSaid: true }).text).toContain("10 hours");
  });

  it("otherwise gives a new line rather than the one just said", () => {
    expect(extractAnswer(driving, weights, () => 1, "en", { said: daily }).text).not.toContain("10 hours");
  });

  it("looks in the passage just quoted, though the conversation's words rank another first", () => {
    const carry = "You may carry over up to 5 days of unused leave into the next leave year. Carried-over days must be used by 31 March or they are lost.";
    const leave = policy("lv", [
      ["The leave year runs from 1 January to 31 December. Full-time staff receive 25 days of leave in each leave year.", 1],
      [carry, 0.6],
    ]);
    const w = followUp("til when?", "days");
    const shape = { said: carry, type: answerTypeOf("til when?"), wantsNumber: true, asksOfSaid: true };
    expect(extractAnswer(leave, w, () => 1, "en", { ...shape, saidChunks: ["lv#1"] }).text).toContain("31 March");
    expect(extractAnswer(leave, w, () => 1, "en", shape).text).not.toContain("31 March");
  });
});

describe("what 'when' asks", () => {
  it("asks for a time as a question word, not as a conjunction", () => {
    expect(answerTypeOf("til when?")).toBe("time");
    expect(answerTypeOf("when do I get paid?")).toBe("time");
    expect(answerTypeOf("When's the deadline for claims?")).toBe("time");
    expect(answerTypeOf("it was reading 11 when I checked this morning, what do I do?")).toBeUndefined();
  });

  it("is answered by a point in time over a length of time", () => {
    const text = "Expense claims are paid for up to 10 days of travel. Keep receipts for audit. Use the finance portal. Mileage is not taxed. Expense claims made in March are paid on 5 April.";
    const claims = policy("clm", [[text, 1]]);
    const q = "when are expense claims paid?";
    expect(extractAnswer(claims, extractionWeights(terms(q), [], false), () => 1, "en", { type: answerTypeOf(q) }).text).toBe("Expense claims made in March are paid on 5 April.");
  });
});
