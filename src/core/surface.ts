/** Turning chosen terms back into readable words of the text they came from. */
import { normalize, termSpans } from "./text.js";

/** Phrases of `source` made of the chosen terms, in order, merged when adjacent. */
export function surfacePhrases(source: string, chosen: Set<string>): string[] {
  const text = normalize(source);
  const ranges = termSpans(source)
    .filter((s) => chosen.has(s.term))
    .map((s) => [s.start, s.end] as [number, number]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && r[0] <= last[1] + 1 && /^\s?$/.test(text.slice(last[1], r[0]))) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  return merged.map(([a, b]) => text.slice(a, b));
}

/** The first surface form of `term` in `source`, e.g. "tier-1" for tier1. */
export function surfaceOf(source: string, term: string): string | undefined {
  const span = termSpans(source).find((s) => s.term === term);
  return span && normalize(source).slice(span.start, span.end);
}
