/**
 * Near-identical documents: pages published twice with a different heading (doc2dial has 50 such).
 * No system can tell them apart, so figures are also reported on the turns whose gold has no twin.
 */
import { wordRuns } from "../core/text.js";

/** Share of five-word runs two texts must have in common (Jaccard) to count as the same page. */
export const TWIN_OVERLAP = 0.9;

/** Ids of documents that have a near-identical twin. */
export function docsWithTwins(docs: readonly { id: string; text: string }[], overlap = TWIN_OVERLAP): Set<string> {
  const sets = docs.map((d) => new Set(wordRuns(d.text)));
  const out = new Set<string>();
  for (let i = 0; i < docs.length; i++) {
    for (let j = i + 1; j < docs.length; j++) {
      const [a, b] = [sets[i], sets[j]];
      // Jaccard ≥ overlap needs the smaller set to be at least `overlap` of the larger.
      if (!a.size || !b.size || Math.min(a.size, b.size) < overlap * Math.max(a.size, b.size)) continue;
      let shared = 0;
      for (const r of a) if (b.has(r)) shared++;
      if (shared / (a.size + b.size - shared) >= overlap) {
        out.add(docs[i].id);
        out.add(docs[j].id);
      }
    }
  }
  return out;
}
