/** A word the policies only ever write after the same word ("near miss"), said alone in another form ("missed"). */
import { describe, expect, it } from "vitest";
import { TermStats } from "../../../src/knowledge/idf.js";
import { terms } from "../../../src/core/text.js";

function statsOf(texts: string[]): TermStats {
  const stats = new TermStats();
  for (const t of texts) {
    stats.addDocument(terms(t));
    stats.addBody(t);
  }
  return stats;
}

describe("TermStats.boundAfter", () => {
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
