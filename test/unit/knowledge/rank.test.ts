import { describe, expect, it } from "vitest";
import { TermStats } from "../../../src/knowledge/idf.js";
import { rankCandidates, type CandidateRow } from "../../../src/knowledge/rank.js";
import { terms } from "../../../src/core/text.js";

function row(chunkId: string, section: string, text: string): CandidateRow {
  return {
    chunk_id: chunkId,
    policy_id: chunkId.slice(0, chunkId.indexOf("#")),
    title: "Leave",
    section,
    text,
    start: 0,
    end: text.length,
    visibility: "",
    url: "",
    fts_text: terms(text).join(" "),
    vector: [1, 0],
  };
}

function statsOf(rows: CandidateRow[]): TermStats {
  const stats = new TermStats();
  for (const r of rows) stats.addDocument(r.fts_text.split(" "));
  return stats;
}

describe("rankCandidates and the last quoted passage", () => {
  // leave#1 was quoted last; leave#0 says the same in fewer words, so it matches better.
  const rows = [
    row("leave#0", "Rules", "Up to five unused days carry over."),
    row("leave#1", "Rules", "Leave accrues monthly from the start date; unused days carry over only where a manager has approved it in writing."),
    row("travel#0", "Carry-on", "Unused travel days carry no allowance."),
  ];
  const stats = statsOf(rows);
  const weights = new Map(terms("unused days carry").map((t) => [t, 1]));
  const rank = (near?: string[]) => rankCandidates(rows, { weights, stats, focus: [], near, vector: new Float32Array([1, 0]), limit: 10 });

  it("lifts the policy the conversation was reading", () => {
    const without = rank();
    const withNear = rank(["leave#1"]);
    const score = (r: ReturnType<typeof rank>, id: string) => r.policies.find((p) => p.policyId === id)?.score ?? 0;
    expect(without.policies[0].policyId).toBe("travel");
    expect(score(withNear, "leave")).toBeGreaterThan(score(without, "leave"));
    expect(score(withNear, "travel")).toBeCloseTo(score(without, "travel"), 5);
    expect(withNear.policies[0].policyId).toBe("leave");
  });

  it("does not put the quoted passage before the one that answers", () => {
    const r = rank(["leave#1"]);
    expect(r.policies[0].chunks.map((c) => c.chunkId)).toEqual(["leave#0", "leave#1"]);
  });
});

describe("rankCandidates and words that stand together", () => {
  // Both passages hold every word of the question; only one says "annual leave" as the question does.
  const rows = [
    row("leave#0", "Rules", "Leave requests for annual reviews go to the line manager."),
    row("leave#1", "Rules", "Annual leave requests go to the line manager for review."),
    row("pay#0", "Rules", "Annual bonus requests for leave go to the payroll manager for review."),
  ];
  const stats = statsOf(rows);
  const question = "Who gets annual leave requests?";
  const rank = (sequence?: string[]) =>
    rankCandidates(rows, { weights: new Map(terms(question).map((t) => [t, 1])), stats, focus: [], vector: new Float32Array([1, 0]), limit: 10, sequence });

  it("puts the passage that says it the question's way first", () => {
    const r = rank(terms(question));
    expect(r.policies.find((p) => p.policyId === "leave")?.chunks[0].chunkId).toBe("leave#1");
  });

  it("ranks policies as it would without word order", () => {
    const scores = (r: ReturnType<typeof rank>) => r.policies.map((p) => [p.policyId, p.score.toFixed(6)]);
    expect(scores(rank(terms(question)))).toEqual(scores(rank()));
  });
});

describe("how rare a word is", () => {
  it("is judged among passages in its own language: a Chinese pair in every Chinese summary is common, however few they are", () => {
    const stats = new TermStats();
    for (let i = 0; i < 20; i++) stats.addDocument(terms(`Drivers must rest for ${i} hours after a shift; tachograph records are kept.`));
    for (let i = 0; i < 3; i++) stats.addDocument(terms("员工每天工作不超过十二小时。"));
    stats.addDocument(terms("Forklift licences are renewed every three years."));
    // "小时" is in all three Chinese passages: as common there as "rest" is among the English ones.
    expect(stats.idf(terms("小时")[0])).toBeLessThan(stats.idf(terms("forklift")[0]));
    expect(stats.idf(terms("小时")[0])).toBeLessThan(1);
  });
});
