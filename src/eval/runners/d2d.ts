/** doc2dial: is the right document (doc@k, MRR) and the right passage (grounded@1) found, for first and follow-up turns? */
import { doc2dialTitle, loadDoc2Dial, type Doc2DialTurn } from "../loaders/d2d.js";
import { buildEvalKb, makeSourceDoc } from "../kb-build.js";
import { BucketRate, RankAccumulator } from "../metrics.js";
import { sampleEvenly } from "../sample.js";
import { SYSTEMS, mapPool, runAll, type SystemName, type SystemOutput } from "../systems.js";
import type { FailureExample, SuiteOutcome } from "../types.js";
import { TWIN_OVERLAP, twinsOf } from "../twins.js";
import type { RunOptions } from "./options.js";

export async function runDoc2Dial(opts: RunOptions): Promise<SuiteOutcome> {
  const t0 = performance.now();
  const data = loadDoc2Dial(opts.dir);
  const turns = sampleEvenly(data.turns, opts.limit);
  const twins = twinsOf(data.docs);
  const kb = await buildEvalKb(
    data.docs.map((d) => makeSourceDoc({ id: d.id, title: doc2dialTitle(d.id), body: d.text, tags: [d.domain] })),
    "doc2dial",
  );
  const acc = {
    first: Object.fromEntries(SYSTEMS.map((s) => [s, new RankAccumulator()])) as Record<SystemName, RankAccumulator>,
    followup: Object.fromEntries(SYSTEMS.map((s) => [s, new RankAccumulator()])) as Record<SystemName, RankAccumulator>,
  };
  const docText = new Map(data.docs.map((d) => [d.id, d.text]));
  const quoted = { first: new BucketRate(), followup: new BucketRate() };
  const depth = Object.fromEntries(SYSTEMS.map((s) => [s, new BucketRate()])) as Record<SystemName, BucketRate>;
  const failures: FailureExample[] = [];
  const decisions = new Map<string, number>();
  try {
    await mapPool(turns, opts.concurrency ?? 4, async (turn, i) => {
      const out = await runAll(kb, { history: turn.history, question: turn.question }, `d2d-${i}`);
      const bucket = turn.depth === 1 ? "first" : "followup";
      for (const s of SYSTEMS) {
        const o = out[s];
        acc[bucket][s].add(o.policies, turn.docId, grounded(o, turn), twins.get(turn.docId) ?? []);
        depth[s].add(depthLabel(turn.depth), o.policies[0] === turn.docId);
      }
      const pb = out.policybot;
      quoted[bucket].add("all", quotes(pb.replyText, docText.get(turn.docId), turn.answerStart));
      decisions.set(pb.decision, (decisions.get(pb.decision) ?? 0) + 1);
      if (pb.policies[0] !== turn.docId && failures.length < 400) failures.push(failure(turn, pb));
      opts.progress?.(i + 1, turns.length);
    });
  } finally {
    await kb.close();
  }
  const chunkChars = kb.meanChunkChars;
  const figures: SuiteOutcome["figures"] = { "doc2dial.first": {}, "doc2dial.followup": {} };
  for (const bucket of ["first", "followup"] as const) {
    for (const s of SYSTEMS) figures[`doc2dial.${bucket}`][s] = { ...acc[bucket][s].metrics(), chunk_chars: chunkChars };
    figures[`doc2dial.${bucket}`].policybot["quoted@1"] = quoted[bucket].toJSON()[0]?.rate ?? 0;
  }
  const decided = [...decisions.entries()].map(([k, v]) => `${k} ${v}`).join(", ");
  return {
    suite: "doc2dial",
    figures,
    depth: {
      title: "doc2dial: doc@1 by turn depth (user turns so far)",
      series: SYSTEMS.map((s) => ({ system: s, points: depth[s].toJSON().sort((a, b) => depthOrder(a.bucket) - depthOrder(b.bucket)) })),
    },
    notes: [
      `${data.docs.length} documents → ${kb.chunks.length} chunks (mean ${Math.round(chunkChars)} chars); ${turns.length} user turns (${acc.first.policybot.n} first, ${acc.followup.policybot.n} follow-up)`,
      `policybot decisions: ${decided}; grounded@1 for policybot uses its top *cited* chunk (no citation = not grounded), baselines their top retrieved chunk`,
      "bm25 and full_history search the whole dialogue concatenated; last_turn only the newest user message",
      "quoted@1 (policybot only): the sentences the reply quotes hold the start of the gold answer, what a reader sees rather than the chunk cited",
      `doc@1.no_twin: turns whose gold document has no near-identical twin (${twins.size} documents have one, ≥${TWIN_OVERLAP} five-word-run overlap; between twins doc@1 is a coin toss)`,
      "doc@1.twin_as_gold counts a twin of the gold document as right; doc@1.ceiling is the best a system that cannot tell twins apart can expect (every other turn right, one chance in as many copies)",
    ],
    failures,
    ms: performance.now() - t0,
  };
}

function grounded(o: SystemOutput, turn: Doc2DialTurn): boolean {
  const c = o.topChunk;
  return Boolean(c && c.policyId === turn.docId && c.start <= turn.answerStart && turn.answerStart < c.end);
}

/** Whether the reply quotes the document text where the gold answer starts (up to its sentence's end, at most 25 characters). */
export function quotes(reply: string | undefined, doc: string | undefined, start: number): boolean {
  if (!reply || !doc) return false;
  const squash = (t: string) => t.replace(/\s+/g, " ").trim();
  // Gold spans may open on the blank lines before a heading: the opening is the text after them.
  const from = start + (/^\s*/.exec(doc.slice(start))?.[0].length ?? 0);
  const opening = squash(doc.slice(from, from + 25).split(/(?<=[.!?])\s|\n/)[0]);
  return opening.length > 0 && squash(reply).includes(opening);
}

function depthLabel(depth: number): string {
  return depth >= 6 ? "6+" : String(depth);
}

function depthOrder(label: string): number {
  return Number.parseInt(label, 10);
}

function failure(turn: Doc2DialTurn, pb: SystemOutput): FailureExample {
  const last = turn.history.filter((t) => t.role === "user").at(-1)?.text ?? "";
  return {
    suite: "doc2dial",
    id: turn.id,
    kind: turn.depth === 1 ? "first:wrong-doc" : "followup:wrong-doc",
    detail: `gold=${turn.docId} got=${pb.policies[0] ?? "-"} (${pb.decision}) | prev user: ${last.slice(0, 120)} | q: ${turn.question.slice(0, 160)} | rewritten: ${(pb.rewritten ?? "").slice(0, 200)}`,
  };
}
