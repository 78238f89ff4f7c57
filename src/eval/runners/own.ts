/** The own suite: every conversation replayed turn by turn through the real runtime on the sample knowledge base. */
import { readSources } from "../../knowledge/read-sources.js";
import type { Reply } from "../../core/types.js";
import { buildEvalKb, type EvalKb } from "../kb-build.js";
import { loadOwnSuite, type OwnConversation, type OwnTurn } from "../loaders/own.js";
import { Confusion, RankAccumulator, ratio } from "../metrics.js";
import { checkTurn, type TurnVerdict } from "../own-check.js";
import { sampleEvenly } from "../sample.js";
import { SWITCH_QUESTIONS, switchCheck } from "../switch-check.js";
import { runBm25, runHybrid } from "../systems.js";
import type { FailureExample, SuiteOutcome } from "../types.js";

export interface OwnTurnResult {
  conversation: string;
  index: number;
  turn: OwnTurn;
  reply: Reply;
  verdict: TurnVerdict;
  /** Policies retrieved for the turn (trace), best first. */
  ranked: string[];
  /** The best three with their confidences, for error analysis: "hs_006 0.215". */
  best: string;
  /** The user text of this conversation since the last reset, for the history baselines. */
  historyText: string;
}

export const RESET_TEXTS = /^\s*\/?reset\s*$/i;

/** Replays one conversation; each call uses a fresh conversation id. */
export async function replayConversation(kb: EvalKb, conv: OwnConversation, seq: number): Promise<OwnTurnResult[]> {
  const { bot, store } = kb.runtime;
  const conversationId = `console:own-${seq}-${conv.id}`;
  const results: OwnTurnResult[] = [];
  let said: string[] = [];
  for (const [index, turn] of conv.turns.entries()) {
    const reply = await bot.ask({ conversationId, userId: "own-user", text: turn.user });
    const trace = await store.loadTrace(reply.turnId);
    if (RESET_TEXTS.test(turn.user)) said = [];
    else said.push(turn.user);
    results.push({
      conversation: conv.id,
      index,
      turn,
      reply,
      verdict: checkTurn(turn, reply),
      ranked: trace?.policies?.map((p) => p.policyId) ?? reply.citations.map((c) => c.policyId),
      best: (trace?.policies ?? []).slice(0, 3).map((p) => `${p.policyId} ${p.confidence.toFixed(3)}`).join(", "),
      historyText: said.join("\n"),
    });
  }
  return results;
}

export async function openOwnKb(knowledgeDir: string): Promise<EvalKb> {
  const { docs, problems } = await readSources(knowledgeDir);
  if (problems.length) throw new Error(`knowledge folder has problems: ${problems.map((p) => `${p.source}: ${p.problem}`).join("; ")}`);
  return buildEvalKb(docs, "own");
}

/**
 * The policies policybot put forward, best first: an answer's citations, then the rest of its retrieval
 * ranking (counting the citation alone would make doc@5 no better than doc@1).
 */
export function policybotRanking(reply: { kind: Reply["kind"]; citations: { policyId: string }[] }, ranked: string[]): string[] {
  const cited = reply.kind === "answer" ? reply.citations.map((c) => c.policyId) : [];
  return [...new Set([...cited, ...ranked])];
}

/** `name` keys the figures: "own" for the sample, or the other knowledge base's name ("university", "hospital"). */
export async function runOwn(opts: { suiteDir: string; knowledgeDir: string; limit?: number; name?: string }): Promise<SuiteOutcome> {
  const t0 = performance.now();
  const conversations = sampleEvenly(loadOwnSuite(opts.suiteDir), opts.limit);
  const kb = await openOwnKb(opts.knowledgeDir);
  const results: OwnTurnResult[] = [];
  try {
    for (const [i, conv] of conversations.entries()) results.push(...(await replayConversation(kb, conv, i)));
    return await summarise(kb, conversations, results, performance.now() - t0, opts.name ?? "own");
  } finally {
    await kb.close();
  }
}

async function summarise(kb: EvalKb, conversations: OwnConversation[], results: OwnTurnResult[], ms: number, name: string): Promise<SuiteOutcome> {
  const confusion = new Confusion();
  const ranks = { policybot: new RankAccumulator(), last_turn: new RankAccumulator(), full_history: new RankAccumulator(), bm25: new RankAccumulator() };
  let right = 0;
  let decisions = 0;
  let citations = 0;
  const failures: FailureExample[] = [];
  for (const r of results) {
    confusion.add(r.turn.expect[0], r.reply.kind);
    if (r.verdict.problems.length === 0) right++;
    else failures.push({ suite: name, id: `${r.conversation}#${r.index + 1}`, kind: r.turn.expect.join("|"), detail: `${r.turn.user} → ${r.verdict.problems.join("; ")} | rewritten: ${r.reply.rewrittenQuery ?? ""} | best: ${r.best}` });
    if (r.verdict.decisionOk) decisions++;
    if (r.verdict.citationOk) citations++;
    // Retrieval on turns whose answer is one known policy: is it ranked first?
    if (r.turn.expect.length === 1 && r.turn.expect[0] === "answer" && r.turn.cite.length === 1 && !r.turn.citeAny.length) {
      const gold = r.turn.cite[0];
      ranks.policybot.add(policybotRanking(r.reply, r.ranked), gold);
      ranks.last_turn.add((await runHybrid(kb, r.turn.user)).policies, gold);
      ranks.full_history.add((await runHybrid(kb, r.historyText)).policies, gold);
      ranks.bm25.add(runBm25(kb, r.historyText).policies, gold);
    }
  }
  const switched = await switchCheck((conversationId, text) => kb.runtime.bot.ask({ conversationId, userId: "switch-user", text }), conversations, name);
  failures.push(...switched.failures);
  const passedConversations = conversations.filter((c) => results.filter((r) => r.conversation === c.id).every((r) => r.verdict.problems.length === 0)).length;
  const doc1 = (a: RankAccumulator) => {
    const m = a.metrics();
    return { "doc@1": m["doc@1"], "doc@5": m["doc@5"], mrr: m.mrr };
  };
  return {
    suite: name,
    figures: {
      [name]: {
        policybot: {
          accuracy: ratio(right, results.length),
          "decision.accuracy": ratio(decisions, results.length),
          "citation.accuracy": ratio(citations, results.length),
          "conversations.passed": ratio(passedConversations, conversations.length),
          ...doc1(ranks.policybot),
          ...switched.figures,
        },
        last_turn: doc1(ranks.last_turn),
        full_history: doc1(ranks.full_history),
        bm25: doc1(ranks.bm25),
      },
    },
    confusion: [{ title: `${name === "own" ? "Own suite" : `The ${name} set`}: expected (rows) vs policybot decision (columns)`, ...confusion.toJSON() }],
    notes: [
      `${conversations.length} conversations, ${results.length} turns (${conversations.filter((c) => c.lang === "zh").length} conversations in Chinese); ${passedConversations} fully right`,
      "doc@k is measured on single-policy answer turns; baselines search the user text since the last reset",
      `switch.alone: ${SWITCH_QUESTIONS} conversations' opening questions (at most) answered right on their own; switch.after: the same questions right when asked after another of them about other policies (${switched.pairs} pairs; an earlier question that says who asks may rightly change a reply)`,
    ],
    failures,
    ms,
  };
}
