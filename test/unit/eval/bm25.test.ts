import { describe, expect, it } from "vitest";
import { Bm25Index } from "../../../src/eval/bm25.js";

const docs = [
  { id: "p1#0", group: "p1", text: "Lodging limits: at most 500 per night in tier-1 cities." },
  { id: "p1#1", group: "p1", text: "Every business trip must be approved by the line manager." },
  { id: "p2#0", group: "p2", text: "Sales staff visiting clients may claim lodging of 650 per night." },
  { id: "p3#0", group: "p3", text: "Employees receive 12 days of paid annual leave per year." },
  { id: "p4#0", group: "p4", text: "实习生住宿费每天不超过200元。" },
];

describe("BM25", () => {
  const index = new Bm25Index(docs);

  it("ranks the passage sharing the rarest terms first", () => {
    expect(index.search("annual leave days")[0].id).toBe("p3#0");
    expect(index.search("sales client lodging")[0].id).toBe("p2#0");
  });

  it("matches Chinese by character bigrams", () => {
    expect(index.search("实习生的住宿费")[0].group).toBe("p4");
  });

  it("ranks groups by their best passage, each once", () => {
    const groups = index.searchGroups("lodging per night approved trip");
    expect(new Set(groups.map((g) => g.group)).size).toBe(groups.length);
    expect(groups[0].group).toBe("p1");
  });

  it("returns nothing for words it has never seen", () => {
    expect(index.search("cafeteria menu")).toEqual([]);
  });

  it("weights rare terms above common ones", () => {
    expect(index.idf("annual")).toBeGreaterThan(index.idf("night"));
  });
});
