import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCastTopics } from "../../../src/eval/loaders/cast.js";
import { doc2dialTitle, parseDoc2DialCsv, parseHistory } from "../../../src/eval/loaders/d2d.js";
import { collectionPassages, expectedDecision, parseMtrag } from "../../../src/eval/loaders/mtrag.js";
import { loadOwnSuite } from "../../../src/eval/loaders/own.js";
import { parseZhCorpus, sampleZh } from "../../../src/eval/loaders/zh.js";
import { sampleEvenly } from "../../../src/eval/sample.js";

describe("doc2dial loader", () => {
  const doc = "Renew your license\nYou can renew online. Bring two proofs of identity.";
  const csv = [
    "id,question,context,answers,spans,domain,title",
    `d1_1,user:How do I renew?,"${doc}","{'text': ['You can renew online. '], 'answer_start': [19], 'spans': {'2': 'x'}}",{},dmv,Renew your license#1_0`,
    `d1_3,"user:What do I bring? \tagent:You can renew online. \tuser:How do I renew?","${doc}","{'text': ['Bring two'], 'answer_start': [41]}",{},dmv,Renew your license#1_0`,
  ].join("\n");

  it("reads documents once, and turns with history oldest first", () => {
    const data = parseDoc2DialCsv(csv);
    expect(data.docs).toEqual([{ id: "Renew your license#1_0", domain: "dmv", text: doc }]);
    expect(data.turns.map((t) => [t.id, t.depth, t.question, t.answerStart])).toEqual([
      ["d1_1", 1, "How do I renew?", 19],
      ["d1_3", 2, "What do I bring?", 41],
    ]);
    expect(data.turns[1].history).toEqual([
      { role: "user", text: "How do I renew?" },
      { role: "agent", text: "You can renew online." },
    ]);
    expect(doc.slice(41).startsWith("Bring two")).toBe(true);
  });

  it("keeps unprefixed pieces with their turn and strips the id suffix for a title", () => {
    expect(parseHistory("user:b\tagent:a\tstill a")).toEqual([
      { role: "agent", text: "a still a" },
      { role: "user", text: "b" },
    ]);
    expect(doc2dialTitle("Top 5 DMV Mistakes#3_0")).toBe("Top 5 DMV Mistakes");
  });
});

describe("CAsT loader", () => {
  it("falls back to the raw utterance when a rewrite is missing", () => {
    const topics = parseCastTopics([
      { number: 81, turn: [{ number: 1, raw_utterance: "garage door opener?", manual_rewritten_utterance: "garage door opener?" }, { number: 2, raw_utterance: "Why?", automatic_rewritten_utterance: "Why garage?", passage: " " }] },
    ]);
    expect(topics[0].turns[1]).toEqual({ id: "81_2", raw: "Why?", manual: "Why?", automatic: "Why garage?", passage: undefined });
    expect(() => parseCastTopics({})).toThrow(/array/);
  });
});

describe("Chinese rewrite corpus loader", () => {
  it("splits on tabs (single or double) and samples every 10th line", () => {
    const lines = Array.from({ length: 25 }, (_, i) => `上文${i}\t\t回复${i}\t\t那呢\t\t改写${i}`);
    lines.push("broken line");
    const all = parseZhCorpus(lines.join("\n"));
    expect(all).toHaveLength(25);
    expect(all[0]).toEqual({ line: 1, context: ["上文0", "回复0"], current: "那呢", rewrite: "改写0" });
    expect(sampleZh(all).map((d) => d.line)).toEqual([1, 11, 21]);
    expect(sampleZh(all, { max: 2 })).toHaveLength(2);
  });
});

describe("MTRAG-UN loader", () => {
  const line = (id: string, collection: string, label: string, contexts: object[]) =>
    JSON.stringify({
      task_id: id,
      Collection: collection,
      answerability: [label],
      input: [
        { speaker: "user", text: "first?" },
        { speaker: "agent", text: "answer." },
        { speaker: "user", text: " and this? " },
      ],
      contexts,
    });
  const tasks = parseMtrag(
    [line("t1", "govt", "ANSWERABLE", [{ document_id: "p1", text: "x", title: "T" }]), line("t2", "govt", "UNDERSPECIFIED", [{ document_id: "p1", text: "x" }, { document_id: "p2", text: "y" }]), line("t3", "fiqa", "UNANSWERABLE", [])].join("\n"),
  );

  it("splits the last user turn from the history", () => {
    expect(tasks[0]).toMatchObject({ id: "t1", collection: "govt", answerability: "ANSWERABLE", question: "and this?" });
    expect(tasks[0].history.map((t) => t.role)).toEqual(["user", "agent"]);
  });

  it("maps labels to expected decisions and collects distinct passages per collection", () => {
    expect(tasks.map((t) => expectedDecision(t.answerability))).toEqual(["answer", "clarify", "not_found"]);
    expect(expectedDecision("PARTIAL")).toBe("answer");
    expect(collectionPassages(tasks, "govt").map((p) => p.id)).toEqual(["p1", "p2"]);
    expect(collectionPassages(tasks, "fiqa")).toEqual([]);
  });
});

describe("own suite loader", () => {
  it("reads conversations and reports every problem at once", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "own-suite-"));
    writeFileSync(
      path.join(dir, "a.yaml"),
      "conversations:\n  - id: c1\n    lang: zh\n    covers: [reset]\n    turns:\n      - user: 你好\n        expect: [clarify, not_found]\n      - user: x\n        expect: answer\n        cite: policy_001\n",
    );
    expect(loadOwnSuite(dir)).toEqual([
      {
        id: "c1",
        lang: "zh",
        covers: ["reset"],
        file: "a.yaml",
        turns: [
          { user: "你好", expect: ["clarify", "not_found"], cite: [], citeAny: [], avoid: [], says: [] },
          { user: "x", expect: ["answer"], cite: ["policy_001"], citeAny: [], avoid: [], says: [] },
        ],
      },
    ]);
    writeFileSync(path.join(dir, "b.yaml"), "conversations:\n  - id: c1\n    turns:\n      - user: hi\n        expect: maybe\n      - user: q\n        expect: answer\n");
    expect(() => loadOwnSuite(dir)).toThrow(/3 problem\(s\)[\s\S]*maybe[\s\S]*needs cite[\s\S]*used twice/);
  });
});

describe("even sampling", () => {
  it("is deterministic and spread over the whole list", () => {
    expect(sampleEvenly([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3)).toEqual([1, 4, 7]);
    expect(sampleEvenly([1, 2], 5)).toEqual([1, 2]);
    expect(sampleEvenly([1, 2])).toEqual([1, 2]);
  });
});
