import { describe, expect, it } from "vitest";
import { checkTurn } from "../../../src/eval/own-check.js";
import { renderHtml } from "../../../src/eval/report/html.js";
import { collectFigures } from "../../../src/eval/report/json.js";
import { renderRun } from "../../../src/eval/report/table.js";
import { checkTargets, renderTargets } from "../../../src/eval/targets.js";
import type { EvalRun } from "../../../src/eval/types.js";
import type { Reply } from "../../../src/core/types.js";

const run: EvalRun = {
  suites: [
    {
      suite: "doc2dial",
      figures: {
        "doc2dial.first": { policybot: { "doc@1": 0.61, n: 10, chunk_chars: 615.4 }, bm25: { "doc@1": 0.5, n: 10, chunk_chars: 615.4 } },
        "doc2dial.followup": { policybot: { "doc@1": 0.9, "grounded@1": 0.55, chunk_chars: 615.4 }, last_turn: { "doc@1": 0.3 } },
      },
      depth: { title: "doc@1 by depth", series: [{ system: "policybot", points: [{ bucket: "1", rate: 0.6, n: 10 }, { bucket: "2", rate: 0.9, n: 5 }] }] },
      confusion: [{ title: "decisions <b>", labels: ["answer", "not_found"], matrix: [[3, 1], [0, 2]] }],
      notes: ["a <note>"],
      failures: [{ suite: "doc2dial", id: "x", kind: "followup:wrong-doc", detail: "gold=<a> got=b" }],
      ms: 1234,
    },
  ],
  skipped: [{ suite: "zh", reason: "dataset not found" }],
  totalMs: 1500,
};

describe("reports", () => {
  it("prints systems side by side with the elapsed time", () => {
    const text = renderRun(run);
    expect(text).toMatch(/doc2dial\.first\s+policybot\s+bm25/);
    expect(text).toMatch(/doc@1\s+0\.610\s+0\.500/);
    expect(text).toMatch(/chunk_chars\s+615\s+615/);
    expect(text).toContain("zh: skipped (dataset not found)");
    expect(text).toContain("doc2dial 1.2 s");
  });

  it("writes JSON in the shape { suite: { system: { metric: number } } }", () => {
    const json = collectFigures(run);
    expect(Object.keys(json)).toEqual(["doc2dial.first", "doc2dial.followup"]);
    expect(json["doc2dial.followup"].last_turn).toEqual({ "doc@1": 0.3 });
    expect(json["doc2dial.first"].policybot.seconds).toBeCloseTo(1.234);
    for (const systems of Object.values(json)) for (const metrics of Object.values(systems)) for (const v of Object.values(metrics)) expect(typeof v).toBe("number");
  });

  it("renders a self-contained HTML page with SVG charts and escaped text", () => {
    const html = renderHtml(run, { command: "policybot eval", when: new Date(0) });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html.match(/<svg /g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
    expect(html).toContain("gold=&lt;a&gt;");
    expect(html).toContain("decisions &lt;b&gt;");
  });

  it("checks the targets and says by how much one is missed", () => {
    const checks = checkTargets(collectFigures(run));
    expect(checks.find((c) => c.target.startsWith("doc2dial follow-up doc@1"))?.met).toBe(false);
    expect(checks.find((c) => c.target.startsWith("doc2dial first-turn"))?.met).toBe(true);
    expect(renderTargets(checks)).toMatch(/MISSED doc2dial follow-up doc@1 ≥ 0\.92: 0\.900 vs 0\.920 {2}\(missed by 0\.020\)/);
  });

  it("says beside the doc2dial target what twin documents leave within reach", () => {
    const figures = collectFigures(run);
    Object.assign(figures["doc2dial.followup"].policybot, { "doc@1.ceiling": 0.898, "doc@1.twin_as_gold": 0.95 });
    expect(renderTargets(checkTargets(figures))).toContain("(missed by 0.020); ceiling with twin documents 0.898; a twin counted as the gold 0.950");
  });
});

describe("own suite verdicts", () => {
  const reply = (kind: Reply["kind"], ids: string[], options: string[] = []): Reply => ({
    kind,
    text: "Lodging is at most 650 CNY per night.",
    citations: ids.map((policyId) => ({ policyId, title: policyId, section: "" })),
    options: options.map((policyId) => ({ label: policyId, value: policyId, policyId })),
    conversationId: "console:x",
    turnId: "t",
  });
  const turn = { user: "q", expect: ["answer" as const], cite: ["policy_002"], citeAny: [], avoid: [], says: ["650"] };

  it("accepts the right decision, citation and figure", () => {
    expect(checkTurn(turn, reply("answer", ["policy_002", "policy_001"])).problems).toEqual([]);
  });

  it("names each thing that is wrong", () => {
    expect(checkTurn(turn, reply("answer", ["policy_001", "policy_002"])).problems).toEqual(["first citation policy_001, expected one of policy_002"]);
    expect(checkTurn(turn, reply("clarify", [], ["policy_001"])).problems[0]).toBe("decision clarify, expected answer");
    expect(checkTurn({ ...turn, says: ["450"] }, reply("answer", ["policy_002"])).problems).toEqual(['reply does not say "450"']);
  });

  it("checks the options of a clarifying question, and that not_found cites nothing", () => {
    const clarify = { user: "q", expect: ["clarify" as const], cite: ["policy_001", "policy_003"], citeAny: [], avoid: [], says: [] };
    expect(checkTurn(clarify, reply("clarify", [], ["policy_001", "policy_002", "policy_003"])).problems).toEqual([]);
    expect(checkTurn(clarify, reply("clarify", [], ["policy_001"])).problems[0]).toMatch(/does not offer policy_003/);
    const nf = { user: "q", expect: ["not_found" as const], cite: [], citeAny: [], avoid: [], says: [] };
    expect(checkTurn(nf, reply("not_found", ["policy_001"])).citationOk).toBe(false);
  });

  it("accepts either policy for citeAny", () => {
    const either = { user: "q", expect: ["answer" as const], cite: [], citeAny: ["policy_004", "policy_005"], avoid: [], says: [] };
    expect(checkTurn(either, reply("answer", ["policy_005"])).problems).toEqual([]);
    expect(checkTurn(either, reply("answer", ["policy_001"])).problems[0]).toMatch(/cited none of/);
  });
});

describe("own suite: context a reset must drop", () => {
  it("fails a reply that cites an avoided policy, whatever the decision", () => {
    const turn = { user: "What about tier-2 cities?", expect: ["clarify" as const, "not_found" as const, "answer" as const], cite: [], citeAny: [], avoid: ["policy_002"], says: [] };
    const base = { text: "", conversationId: "c", turnId: "t" };
    const answer = (id: string): Reply => ({ ...base, kind: "answer", citations: [{ policyId: id, title: "", section: "" }] });
    expect(checkTurn(turn, answer("policy_001")).problems).toEqual([]);
    expect(checkTurn(turn, answer("policy_002")).problems).toEqual(["cited policy_002, which it should not"]);
  });
});
