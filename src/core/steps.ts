/**
 * "What do I do if I get a needlestick injury?": the section whose heading names what happened
 * ("Needlestick and Splash Injuries") lists the steps, and its first steps answer, in order.
 */
import { headingSpread, isEntry, lastHeading } from "./lines.js";
import { quoteLines } from "./quote-lines.js";
import { sentences, uniqueTerms } from "./text.js";
import type { RetrievedChunk } from "./types.js";

/** "What do I do?", "what should we do", "what are the steps", 怎么办: asks what to do next. */
export const ASKS_STEPS = /\bwhat\s+(?:do|should|must|can)\s+(?:i|we)\s+do\b|\bwhat(?:['’]s|\s+is|\s+are)\s+the\s+(?:steps|process|procedure)\b|怎么办|该怎么做/i;
/** Steps quoted at most: the first ones are what to do now. */
const MAX_STEPS = 3;
const NUMBERED = /^\s*\d+[.)]\s/;
const HOW_TO_HEADING = /^\s*how\s+to\b/i;

/** The first steps of the listed section whose heading names most of `asked` (two words, or all, or one for numbered steps), if any. */
export function stepsUnderHeading(chunks: RetrievedChunk[], asked: string[]): { text: string; chunk: RetrievedChunk } | undefined {
  let best: { chunk: RetrievedChunk; heading: string[]; hits: number; lines: string[]; items: number[] } | undefined;
  // A word several headings share ("annual leave" in "Requesting Annual Leave" and "Annual Leave
  // Entitlement") is what the policy is about, not the one thing that happened.
  const spread = headingSpread(chunks.map((c) => c.section));
  const shared = (t: string) => spread(t) > 1;
  for (const chunk of chunks) {
    const heading = uniqueTerms(lastHeading(chunk.section));
    const hits = asked.filter((t) => heading.includes(t) && !shared(t)).length;
    const lines = sentences(chunk.text).map((s) => s.text);
    const items = lines.flatMap((line, i) => (isEntry(line) ? [i] : []));
    // Numbered steps are a procedure: one word of the heading said ("accident" for "Road traffic accidents") names it;
    // so is a "How to…" heading's list ("How to Report Harassment" for "my manager keeps making jokes…, what can I do?").
    const procedure = items.some((i) => NUMBERED.test(lines[i])) || HOW_TO_HEADING.test(lastHeading(chunk.section));
    const needs = procedure ? 1 : Math.min(2, asked.length);
    if (items.length >= 2 && hits >= needs && hits > (best?.hits ?? 0)) best = { chunk, heading, hits, lines, items };
  }
  if (!best) return undefined;
  const { lines, items, chunk, heading } = best;
  return { text: quoteLines(lines, items.slice(laterStep(items.map((i) => lines[i]), asked, heading)).slice(0, MAX_STEPS)), chunk };
}

/** A later step says this many more of the words asked than any before it, beside the heading's. */
const LATER_STEP_MARGIN = 2;

/**
 * "I disagree with the outcome, what can I do?": the step that says it ("If you are not satisfied, you may
 * appeal…") answers, not the first ones; without such a step, the steps start at the first.
 */
function laterStep(steps: string[], asked: string[], heading: string[]): number {
  const beside = asked.filter((t) => !heading.includes(t));
  const said = steps.map((line) => {
    const own = new Set(uniqueTerms(line));
    return beside.filter((t) => own.has(t)).length;
  });
  const at = said.indexOf(Math.max(...said));
  return at > 0 && said.slice(0, at).every((n) => n + LATER_STEP_MARGIN <= said[at]) ? at : 0;
}
