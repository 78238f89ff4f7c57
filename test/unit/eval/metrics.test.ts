import { describe, expect, it } from "vitest";
import { BucketRate, Confusion, OverlapAccumulator, RankAccumulator, f1, rankOf } from "../../../src/eval/metrics.js";
import { policybotRanking } from "../../../src/eval/runners/own.js";
import { twinsOf } from "../../../src/eval/twins.js";

describe("rank metrics", () => {
  it("computes doc@1, doc@5, MRR and grounded@1", () => {
    const acc = new RankAccumulator();
    acc.add(["a", "b"], "a", true);
    acc.add(["x", "y", "a"], "a", false);
    acc.add(["x", "y", "z", "w", "v", "a"], "a", false);
    acc.add([], "a", false);
    const m = acc.metrics();
    expect(m["doc@1"]).toBe(0.25);
    expect(m["doc@5"]).toBe(0.5);
    expect(m.mrr).toBeCloseTo((1 + 1 / 3 + 1 / 6) / 4);
    expect(m["grounded@1"]).toBe(0.25);
    expect(rankOf(["q"], "z")).toBe(0);
    expect(m["doc@1.no_twin"]).toBeUndefined();
  });

  it("also scores doc@1 on the turns whose gold document has no near-identical twin", () => {
    const acc = new RankAccumulator();
    acc.add(["a"], "a", undefined, []);
    acc.add(["b"], "a", undefined, ["b"]);
    acc.add(["b"], "a", undefined, []);
    expect(acc.metrics()["doc@1"]).toBeCloseTo(1 / 3);
    expect(acc.metrics()["doc@1.no_twin"]).toBe(0.5);
  });

  it("counts a twin of the gold as right, and gives the ceiling for a system that cannot tell twins apart", () => {
    const acc = new RankAccumulator();
    acc.add(["a#2", "a#1"], "a#1", undefined, ["a#2"]);
    acc.add(["c", "a#1"], "a#1", undefined, ["a#2"]);
    acc.add(["x"], "x", undefined, []);
    acc.add(["y"], "z", undefined, []);
    const m = acc.metrics();
    expect(m["doc@1"]).toBe(0.25);
    expect(m["doc@1.twin_as_gold"]).toBe(0.5);
    // Two twin turns at one chance in two, two distinct turns at one: (0.5 + 0.5 + 1 + 1) / 4.
    expect(m["doc@1.ceiling"]).toBe(0.75);
  });
});

describe("twin documents", () => {
  it("are found when nearly all five-word runs are shared, whatever the heading", () => {
    const body = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const docs = [
      { id: "a#1", text: `Family Benefits\n${body}` },
      { id: "a#2", text: body },
      { id: "b", text: `${body.slice(0, 200)} something else entirely here and there and more besides` },
    ];
    const twins = twinsOf(docs);
    expect([...twins.keys()].sort()).toEqual(["a#1", "a#2"]);
    expect(twins.get("a#1")).toEqual(["a#2"]);
  });
});

describe("overlap metrics", () => {
  it("micro-averages precision and recall over items", () => {
    const acc = new OverlapAccumulator();
    acc.add(new Set(["a", "b"]), new Set(["a", "c", "d"]));
    acc.add(new Set(), new Set(["e"]));
    acc.add(new Set(["z"]), new Set());
    const m = acc.metrics();
    expect(m.precision).toBeCloseTo(1 / 3);
    expect(m.recall).toBeCloseTo(1 / 4);
    expect(m.f1).toBeCloseTo(f1(1 / 3, 1 / 4));
    expect(m["precision.macro"]).toBeCloseTo(0.25);
    expect(m["recall.macro"]).toBeCloseTo(1 / 6);
  });

  it("is zero, not NaN, when nothing was added", () => {
    const acc = new OverlapAccumulator();
    acc.add(new Set(), new Set(["a"]));
    expect(acc.metrics()).toMatchObject({ precision: 0, recall: 0, f1: 0 });
  });
});

describe("confusion matrix", () => {
  it("gives per-class precision and recall", () => {
    const c = new Confusion();
    c.add("not_found", "not_found");
    c.add("not_found", "answer");
    c.add("answer", "answer");
    c.add("clarify", "answer");
    expect(c.recall("not_found")).toBe(0.5);
    expect(c.precision("answer")).toBeCloseTo(1 / 3);
    expect(c.recall("clarify")).toBe(0);
    expect(c.accuracy()).toBe(0.5);
    expect(c.toJSON()).toEqual({ labels: ["answer", "clarify", "not_found"], matrix: [[1, 0, 0], [1, 0, 0], [1, 0, 1]] });
  });
});

describe("bucket rates", () => {
  it("keeps a rate and a count per bucket", () => {
    const b = new BucketRate();
    b.add("1", true);
    b.add("1", false);
    b.add("2", true);
    expect(b.toJSON()).toEqual([{ bucket: "1", rate: 0.5, n: 2 }, { bucket: "2", rate: 1, n: 1 }]);
  });
});

describe("quoted@1 on doc2dial", () => {
  it("counts a reply that quotes the text where the gold answer starts, whatever the spacing", async () => {
    const { quotes } = await import("../../../src/eval/runners/d2d.js");
    const doc = "Renewing a licence\n\nYou can renew online. Renewal costs 30 dollars\nand takes 5 days.";
    const start = doc.indexOf("Renewal costs");
    expect(quotes("Renewal costs 30 dollars and takes 5 days. [d1]", doc, start)).toBe(true);
    expect(quotes("You can renew online. [d1]", doc, start)).toBe(false);
    expect(quotes(undefined, doc, start)).toBe(false);
    // A span that opens on blank lines before a heading is quoted when the heading is.
    const faq = "Intro.\n\nWhat is a moped?\nA limited use motorcycle.";
    expect(quotes("What is a moped? A limited use motorcycle. [d2]", faq, faq.indexOf("\n"))).toBe(true);
    expect(quotes("Intro. [d2]", faq, faq.indexOf("\n"))).toBe(false);
  });
});

describe("policybot's ranking on the own suites", () => {
  it("puts an answer's citation first and keeps the rest of the retrieval ranking for doc@5", () => {
    const cites = (policyId: string) => ({ kind: "answer" as const, citations: [{ policyId }] });
    expect(policybotRanking(cites("b"), ["a", "b", "c"])).toEqual(["b", "a", "c"]);
    expect(policybotRanking({ kind: "clarify", citations: [] }, ["a", "b"])).toEqual(["a", "b"]);
    const acc = new RankAccumulator();
    acc.add(policybotRanking(cites("b"), ["b", "a", "c"]), "c");
    expect(acc.metrics()["doc@5"]).toBe(1);
  });
});
