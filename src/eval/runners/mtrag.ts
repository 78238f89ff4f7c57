/** MTRAG-UN: does the bot answer, ask back or say "not found" when it should? One knowledge base per collection. */
import { collectionPassages, expectedDecision, loadMtrag, type MtragTask } from "../loaders/mtrag.js";
import { buildEvalKb, makeSourceDoc } from "../kb-build.js";
import { Confusion, ratio } from "../metrics.js";
import { sampleEvenly } from "../sample.js";
import { SYSTEMS, mapPool, runAll, type SystemName, type SystemOutput } from "../systems.js";
import type { FailureExample, SuiteOutcome } from "../types.js";
import type { RunOptions } from "./options.js";

const LABELS = ["answer", "clarify", "not_found"] as const;

interface Tally {
  confusion: Confusion;
  answerable: number;
  answerableAnswered: number;
  answered: number;
  citedInContexts: number;
  answeredWithContexts: number;
}

/** `opts.dir` is the reference.jsonl file. */
export async function runMtrag(opts: RunOptions): Promise<SuiteOutcome> {
  const t0 = performance.now();
  const all = loadMtrag(opts.dir);
  const tasks = sampleEvenly(all, opts.limit);
  const tally = Object.fromEntries(SYSTEMS.map((s) => [s, newTally()])) as Record<SystemName, Tally>;
  const failures: FailureExample[] = [];
  const notes: string[] = [];
  for (const collection of [...new Set(tasks.map((t) => t.collection))].sort()) {
    const passages = collectionPassages(all, collection);
    const kb = await buildEvalKb(
      passages.map((p) => makeSourceDoc({ id: p.id, title: p.title?.trim() || firstLine(p.text), body: p.text, tags: [collection] })),
      `mtrag-${collection}`,
    );
    const mine = tasks.filter((t) => t.collection === collection);
    notes.push(`${collection}: ${passages.length} passages → ${kb.chunks.length} chunks; ${mine.length} tasks`);
    try {
      await mapPool(mine, opts.concurrency ?? 4, async (task, i) => {
        const out = await runAll(kb, { history: task.history, question: task.question }, `mtrag-${collection}-${i}`);
        for (const s of SYSTEMS) score(tally[s], task, out[s]);
        const pb = out.policybot;
        const expected = expectedDecision(task.answerability);
        if (pb.decision !== expected && failures.length < 300) {
          failures.push({
            suite: "mtrag_un",
            id: task.id,
            kind: `${task.answerability}→${pb.decision}`,
            detail: `[${collection}] prev: ${(task.history.at(-2)?.text ?? "").slice(0, 100)} | q: ${task.question.slice(0, 160)} | rewritten: ${(pb.rewritten ?? "").slice(0, 160)} | top: ${pb.policies.slice(0, 3).join(", ")}`,
          });
        }
      });
    } finally {
      await kb.close();
    }
  }
  const figures: SuiteOutcome["figures"] = { mtrag_un: {} };
  for (const s of SYSTEMS) figures.mtrag_un[s] = metricsOf(tally[s]);
  notes.push("the retrieval baselines have no decision stage: they always answer, citing their top passage");
  return {
    suite: "mtrag_un",
    figures,
    confusion: [{ title: "MTRAG-UN: expected (rows) vs policybot decision (columns)", ...confusionData(tally.policybot.confusion) }],
    notes,
    failures,
    ms: performance.now() - t0,
  };
}

function newTally(): Tally {
  return { confusion: new Confusion(), answerable: 0, answerableAnswered: 0, answered: 0, citedInContexts: 0, answeredWithContexts: 0 };
}

function score(t: Tally, task: MtragTask, o: SystemOutput): void {
  t.confusion.add(expectedDecision(task.answerability), o.decision);
  if (task.answerability === "ANSWERABLE") {
    t.answerable++;
    if (o.decision === "answer") t.answerableAnswered++;
  }
  if (o.decision === "answer") {
    t.answered++;
    if (task.contexts.length) {
      t.answeredWithContexts++;
      const ids = new Set(task.contexts.map((c) => c.id));
      if (o.cited.some((id) => ids.has(id))) t.citedInContexts++;
    }
  }
}

function metricsOf(t: Tally): Record<string, number> {
  const out: Record<string, number> = {};
  for (const l of LABELS) {
    out[`precision.${l}`] = t.confusion.precision(l);
    out[`recall.${l}`] = t.confusion.recall(l);
  }
  out["answered.answerable"] = ratio(t.answerableAnswered, t.answerable);
  out["cited.in_contexts"] = ratio(t.citedInContexts, t.answeredWithContexts);
  out.accuracy = t.confusion.accuracy();
  return out;
}

function confusionData(c: Confusion): { labels: string[]; matrix: number[][] } {
  const labels = [...new Set<string>([...LABELS, ...c.labels()])];
  return { labels, matrix: labels.map((e) => labels.map((p) => c.get(e, p))) };
}

function firstLine(text: string): string {
  return text.trim().split(/\r?\n/)[0].slice(0, 80) || "passage";
}
