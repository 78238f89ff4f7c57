/**
 * An upper bound for rewriters that copy one phrase of the conversation: for each turn, the phrase
 * (a run of content words of an earlier turn) whose added terms best match the human rewrite's, in
 * brackets after the message. It reads the gold answer, so it is a ceiling, not a system.
 */
import { surfacePhrases } from "../core/surface.js";
import { uniqueTerms } from "../core/text.js";
import { OverlapAccumulator } from "./metrics.js";
import { addedTerms } from "./terms.js";

export interface OracleTurn {
  /** Earlier turns the phrase may come from. */
  sources: string[];
  current: string;
  gold: Set<string>;
}

export function phraseOracleF1(turns: OracleTurn[], brackets: [string, string] = [" (", ")"]): { precision: number; recall: number; f1: number } {
  const acc = new OverlapAccumulator();
  for (const t of turns) {
    const with_ = (p: string) => addedTerms(t.current, `${t.current}${brackets[0]}${p}${brackets[1]}`);
    let best = new Set<string>();
    let bestF = -1;
    if (t.gold.size) {
      for (const src of t.sources) {
        for (const phrase of surfacePhrases(src, new Set(uniqueTerms(src)))) {
          const added = with_(phrase);
          const hit = [...added].filter((x) => t.gold.has(x)).length;
          const f = (2 * hit) / (added.size + t.gold.size);
          if (f > bestF) [best, bestF] = [added, f];
        }
      }
    }
    acc.add(best, t.gold);
  }
  const m = acc.metrics();
  return { precision: m.precision, recall: m.recall, f1: m.f1 };
}
