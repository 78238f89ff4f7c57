/**
 * The own multi-turn suite, replayed through the real runtime (LanceDB in a temp dir, hash embedder,
 * in-memory store) on the sample knowledge base. Every turn's decision and citations must be right.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EvalKb } from "../../src/eval/kb-build.js";
import { loadOwnSuite } from "../../src/eval/loaders/own.js";
import { openOwnKb, replayConversation } from "../../src/eval/runners/own.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const conversations = loadOwnSuite(here);
/** Conversations the core does not yet get fully right; tracked so that a fix (or a regression) shows. */
const knownFailures = new Set(
  readFileSync(path.join(here, "known-failures.txt"), "utf8").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#")),
);

describe("own evaluation suite", () => {
  let kb: EvalKb;
  beforeAll(async () => {
    kb = await openOwnKb(path.resolve(here, "../../knowledge"));
  }, 60_000);
  afterAll(async () => {
    await kb?.close();
  });

  it("is big enough and covers every kind of turn", () => {
    const turns = conversations.flatMap((c) => c.turns);
    expect(conversations.length).toBeGreaterThanOrEqual(40);
    expect(turns.length).toBeGreaterThanOrEqual(120);
    expect(conversations.some((c) => c.lang === "zh")).toBe(true);
    for (const kind of ["follow-up", "topic-switch", "ambiguity", "not-found", "reset"]) {
      expect(conversations.some((c) => c.covers.includes(kind)), kind).toBe(true);
    }
  });

  it("lists only conversations that exist, and at most 40% of them", () => {
    const ids = new Set(conversations.map((c) => c.id));
    for (const id of knownFailures) expect(ids.has(id), id).toBe(true);
    expect(knownFailures.size).toBeLessThanOrEqual(conversations.length * 0.4);
  });

  const cases = conversations.map((c, i) => [c.id, c, i] as const);
  const replay = async (_id: string, conv: (typeof conversations)[number], i: number) => {
    const results = await replayConversation(kb, conv, i);
    const wrong = results
      .filter((r) => r.verdict.problems.length)
      .map((r) => `turn ${r.index + 1} "${r.turn.user}": ${r.verdict.problems.join("; ")} (rewritten: ${r.reply.rewrittenQuery ?? "-"}; reply: ${r.reply.text.slice(0, 160).replace(/\s+/g, " ")})`);
    expect(wrong, `${conv.file} ${conv.id}`).toEqual([]);
  };
  it.each(cases.filter(([id]) => !knownFailures.has(id)))("%s", replay, 30_000);
  // Expected to fail today: when one passes, remove it from known-failures.txt.
  it.fails.each(cases.filter(([id]) => knownFailures.has(id)))("%s (known failure)", replay, 30_000);
});
