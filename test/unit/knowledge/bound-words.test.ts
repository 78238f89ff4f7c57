/** A word the policies only ever write after the same word ("near miss"), said alone in another form ("missed"). */
import { describe, expect, it } from "vitest";
import { BoundWords, NeighbourCounter, boundWordsOf } from "../../../src/knowledge/bound-words.js";
import { terms } from "../../../src/core/text.js";

function statsOf(texts: string[]): BoundWords {
  const counter = new NeighbourCounter();
  for (const t of texts) counter.add(t);
  // Through JSON, as the table is kept beside the knowledge base.
  return new BoundWords(JSON.parse(JSON.stringify(counter.table())));
}

describe("BoundWords.boundAfter", () => {
  const stats = statsOf([
    "Near Misses",
    "Every accident and near miss is reported within 24 hours. Offices are in Beijing, Shanghai and Shenzhen.",
    "Hotels in Beijing, Shanghai: 500 CNY. Employees who resign repay the bonus. Employees who resign early lose it.",
  ]);
  const [miss] = terms("missed");

  it("finds the word a word always follows, when said in another form", () => {
    expect(stats.boundAfter(miss, "missed")).toBe(terms("near")[0]);
  });

  it("does not when the question writes the word as the policies do", () => {
    expect(stats.boundAfter(miss, "miss")).toBeUndefined();
  });

  it("does not take a list or words with others between them for one name", () => {
    expect(stats.boundAfter(terms("shanghai")[0], "shanghai's")).toBeUndefined();
    expect(stats.boundAfter(terms("resign")[0], "resigned")).toBeUndefined();
  });

  it("needs two sightings: one is no pattern", () => {
    const once = statsOf(["Every accident and near miss is reported."]);
    expect(once.boundAfter(miss, "missed")).toBeUndefined();
  });
});

describe("boundWordsOf", () => {
  const [miss, near] = terms("miss near");

  it("reads a section's heading once, however many passages the section has", () => {
    // The heading "Near Miss Reporting" once plus one "near miss" in the text: two sightings.
    const rows = ["Report every near miss.", "Reports go to the safety officer."].map((text) => ({ policy_id: "p1", section: "Near Miss Reporting", text }));
    expect(boundWordsOf(rows)[miss]).toEqual({ after: near, forms: ["miss"] });
    // The same section cut into more passages adds no sighting of the heading's words.
    const once = boundWordsOf([{ policy_id: "p1", section: "Near Miss Reporting", text: "Reports go to the safety officer." }, { policy_id: "p1", section: "Near Miss Reporting", text: "Keep a copy." }]);
    expect(once[miss]).toBeUndefined();
  });

  it("keeps no word that follows different words", () => {
    const table = boundWordsOf([{ policy_id: "p1", section: "Leave", text: "Annual leave and sick leave. Unpaid leave needs approval." }]);
    expect(table[terms("leave")[0]]).toBeUndefined();
  });
});
