/**
 * "and in Chengdu?" after the lodging limits: "Tier-2 cities: Chengdu, Hangzhou, …" says which group the
 * city is in, and the figure asked is the one the policy gives that group ("at most 350 CNY per night in
 * tier-2 cities"). Both lines answer together.
 */
import { clean, labelOf } from "./lines.js";
import { sentences, uniqueTerms } from "./text.js";
import type { RetrievedChunk } from "./types.js";

/** The sentence with a figure, outside `skip`, that names every word of the group the line names (two words at least). */
export function figureForGroup(line: string, chunks: RetrievedChunk[], skip: RetrievedChunk, figure: (text: string) => boolean): { text: string; chunk: RetrievedChunk } | undefined {
  const label = labelOf(line);
  const group = label ? uniqueTerms(label) : [];
  if (group.length < 2) return undefined;
  for (const chunk of chunks) {
    if (chunk === skip) continue;
    for (const s of sentences(chunk.text)) {
      if (labelOf(s.text) !== undefined || !figure(s.text)) continue;
      const has = new Set(uniqueTerms(s.text));
      if (group.every((t) => has.has(t))) return { text: clean(s.text), chunk };
    }
  }
  return undefined;
}
