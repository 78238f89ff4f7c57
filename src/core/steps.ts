/**
 * "What do I do if I get a needlestick injury?": the section whose heading names what happened
 * ("Needlestick and Splash Injuries") lists the steps, and its first steps answer, in order.
 */
import { isEntry, lastHeading } from "./lines.js";
import { quoteLines } from "./quote-lines.js";
import { sentences, uniqueTerms } from "./text.js";
import type { RetrievedChunk } from "./types.js";

/** "What do I do?", "what should we do", "what are the steps", 怎么办: asks what to do next. */
export const ASKS_STEPS = /\bwhat\s+(?:do|should|must|can)\s+(?:i|we)\s+do\b|\bwhat(?:['’]s|\s+is|\s+are)\s+the\s+(?:steps|process|procedure)\b|怎么办|该怎么做/i;
/** Steps quoted at most: the first ones are what to do now. */
const MAX_STEPS = 3;

/** The first steps of the listed section whose heading names most of `asked` (at least two words, or all of them), if any. */
export function stepsUnderHeading(chunks: RetrievedChunk[], asked: string[]): { text: string; chunk: RetrievedChunk } | undefined {
  let best: { chunk: RetrievedChunk; hits: number } | undefined;
  for (const chunk of chunks) {
    const heading = uniqueTerms(lastHeading(chunk.section));
    const hits = asked.filter((t) => heading.includes(t)).length;
    if (hits > (best?.hits ?? 0)) best = { chunk, hits };
  }
  if (!best || best.hits < Math.min(2, asked.length)) return undefined;
  const lines = sentences(best.chunk.text).map((s) => s.text);
  const items = lines.flatMap((line, i) => (isEntry(line) ? [i] : []));
  if (items.length < 2) return undefined;
  return { text: quoteLines(lines, items.slice(0, MAX_STEPS)), chunk: best.chunk };
}
