/** TREC CAsT 2020/2021: how well do the terms a rewrite adds match the terms a human added? */
import { loadCast, type CastTopic } from "../loaders/cast.js";
import { OverlapAccumulator } from "../metrics.js";
import { phraseOracleF1 } from "../phrase-oracle.js";
import { sampleEvenly } from "../sample.js";
import { addedTerms } from "../terms.js";
import type { DialogueTurn, FailureExample, SuiteOutcome } from "../types.js";
import type { RunOptions } from "./options.js";
import { CorpusVocabulary } from "../vocabulary.js";
import { fullHistoryRewrite, lastTurnRewrite, policybotRewrite, type Vocabulary } from "./rewrite-systems.js";

interface CastContext {
  history: DialogueTurn[];
  raw: string;
  automatic: string;
  vocab?: Vocabulary;
}

const SYSTEMS = {
  policybot: (c: CastContext) => policybotRewrite(c.history, c.raw, c.vocab),
  official: (c: CastContext) => c.automatic,
  last_turn: (c: CastContext) => lastTurnRewrite(c.history, c.raw),
  full_history: (c: CastContext) => fullHistoryRewrite(c.history, c.raw),
} as const;
type CastSystem = keyof typeof SYSTEMS;

export async function runCast(opts: RunOptions & { years?: number[] }): Promise<SuiteOutcome> {
  const t0 = performance.now();
  const figures: SuiteOutcome["figures"] = {};
  const failures: FailureExample[] = [];
  const notes: string[] = [];
  for (const year of opts.years ?? [2020, 2021]) {
    const topics = loadCast(opts.dir, year);
    const { figures: f, failures: fl, turns, oracle } = scoreCastYear(topics, opts.limit);
    figures[`cast${year}`] = f;
    failures.push(...fl.map((x) => ({ ...x, suite: `cast${year}` })));
    notes.push(`cast${year}: ${topics.length} topics, ${turns} turns${year >= 2021 ? "; answer passages replayed as the bot's replies" : ""}`);
    notes.push(`cast${year}: ceiling for copying one phrase of the earlier user turns (reads the gold): F1 ${oracle.f1.toFixed(3)}`);
  }
  notes.push("added terms = content terms of the rewrite missing from the raw utterance; gold = those of manual_rewritten_utterance; micro-averaged");
  notes.push("policybot's rewriter gets document frequencies from the year's raw utterances and passages in place of a knowledge base; full_history = every earlier turn, passages included");
  return { suite: "cast", figures, notes, failures, ms: performance.now() - t0 };
}

/** The year's unlabelled text (raw utterances and answer passages): the rewriter's stand-in vocabulary. */
export function castVocabulary(topics: CastTopic[]): CorpusVocabulary {
  return new CorpusVocabulary(topics.flatMap((t) => t.turns.flatMap((u) => (u.passage ? [u.raw, u.passage] : [u.raw]))));
}

export function scoreCastYear(topics: CastTopic[], limit?: number, vocab: Vocabulary | undefined = castVocabulary(topics)) {
  const acc = Object.fromEntries(Object.keys(SYSTEMS).map((s) => [s, new OverlapAccumulator()])) as Record<CastSystem, OverlapAccumulator>;
  const failures: FailureExample[] = [];
  const items: { history: DialogueTurn[]; turn: CastTopic["turns"][number] }[] = [];
  for (const topic of topics) {
    const history: DialogueTurn[] = [];
    for (const turn of topic.turns) {
      items.push({ history: [...history], turn });
      history.push({ role: "user", text: turn.raw });
      if (turn.passage) history.push({ role: "agent", text: turn.passage });
    }
  }
  const chosen = sampleEvenly(items, limit);
  for (const { history, turn } of chosen) {
    const gold = addedTerms(turn.raw, turn.manual);
    for (const [name, fn] of Object.entries(SYSTEMS) as [CastSystem, (c: CastContext) => string][]) {
      const rewritten = fn({ history, raw: turn.raw, automatic: turn.automatic, vocab });
      const added = addedTerms(turn.raw, rewritten);
      acc[name].add(added, gold);
      if (name === "policybot" && failures.length < 300 && !sameSet(added, gold)) {
        failures.push({
          suite: "cast",
          id: turn.id,
          kind: gold.size === 0 ? "added-when-none-needed" : added.size === 0 ? "added-nothing" : "wrong-terms",
          detail: `raw: ${turn.raw} | manual: ${turn.manual} | policybot: ${rewritten} | gold+ ${[...gold].join(",")} | got+ ${[...added].join(",")}`,
        });
      }
    }
  }
  const figures = Object.fromEntries(Object.entries(acc).map(([k, a]) => [k, a.metrics()]));
  const oracle = phraseOracleF1(chosen.map(({ history, turn }) => ({ sources: history.filter((h) => h.role === "user").map((h) => h.text), current: turn.raw, gold: addedTerms(turn.raw, turn.manual) })));
  return { figures, failures, turns: chosen.length, oracle };
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}
