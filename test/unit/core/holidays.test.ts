import { describe, expect, it } from "vitest";
import { holidaysIn } from "../../../src/core/holidays.js";
import { extractAnswer } from "../../../src/core/compose.js";
import { extractionWeights } from "../../../src/core/question-shape.js";
import { terms } from "../../../src/core/text.js";
import type { PolicyHit } from "../../../src/core/types.js";

describe("holidays a line's dates take in", () => {
  it("reads Christmas in a date or a short range of dates, across the year's end too", () => {
    expect(holidaysIn("Leave between 20 December and 3 January is allocated by ballot.")).toEqual(terms("christmas xmas"));
    expect(holidaysIn("Staff working on 25 December are paid double time.")).toEqual(terms("christmas xmas"));
  });

  it("reads none in other dates, nor in a whole year", () => {
    expect(holidaysIn("Central kitchen staff cannot take holiday from 1 December to 24 December.")).toEqual([]);
    expect(holidaysIn("The leave year runs from 1 January to 31 December.")).toEqual([]);
    expect(holidaysIn("Submit claims by 31 March.")).toEqual([]);
  });

  it("lets a line about the dates answer a question that names the holiday", () => {
    const text =
      "Nurses request leave at least 4 weeks before the first day of leave. Between mid-July and the end of August, no more than 2 consecutive weeks can be taken. " +
      "Leave between 20 December and 3 January is allocated by ballot; requests for that period must be entered by 30 September.";
    const leave: PolicyHit = { policyId: "kb_002", title: "Annual Leave", confidence: 0.6, score: 1, chunks: [{ chunkId: "kb_002#1", policyId: "kb_002", title: "Annual Leave", section: "Requesting leave", text, score: 1, start: 0, end: text.length }] };
    const q = "and if I want christmas off?";
    expect(extractAnswer(leave, extractionWeights(terms(q), terms("consecutive weeks taken"), true), () => 1, "en").text).toContain("30 September");
  });
});
