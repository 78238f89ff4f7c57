/**
 * Near-identical documents: pages published twice (doc2dial has 50 such, mostly one title as #1_0 and #2_0).
 * No system can tell them apart, so figures are also reported without them and with a twin counted as the gold.
 */
import { wordRuns } from "../core/text.js";

/** Share of five-word runs two texts must have in common (Jaccard) to count as the same page. */
export const TWIN_OVERLAP = 0.9;

/** Each document that has near-identical twins, with their ids. */
export function twinsOf(docs: readonly { id: string; text: string }[], overlap = TWIN_OVERLAP): Map<string, string[]> {
  const sets = docs.map((d) => new Set(wordRuns(d.text)));
  const out = new Map<string, string[]>();
  const pair = (a: string, b: string) => out.set(a, [...(out.get(a) ?? []), b]);
  for (let i = 0; i < docs.length; i++) {
    for (let j = i + 1; j < docs.length; j++) {
      const [a, b] = [sets[i], sets[j]];
      // Jaccard ≥ overlap needs the smaller set to be at least `overlap` of the larger.
      if (!a.size || !b.size || Math.min(a.size, b.size) < overlap * Math.max(a.size, b.size)) continue;
      let shared = 0;
      for (const r of a) if (b.has(r)) shared++;
      if (shared / (a.size + b.size - shared) >= overlap) {
        pair(docs[i].id, docs[j].id);
        pair(docs[j].id, docs[i].id);
      }
    }
  }
  return out;
}
