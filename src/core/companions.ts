/** The lines quoted beside the one picked from a section: the figure asked for, what it opens, its neighbours. */
import { asksQuestion as asks, headingLike, introOf, isEntry } from "./lines.js";
import { cjkRatio, sameLine, type Sentence } from "./text.js";
import { withoutBoundPronouns } from "./bound-pronouns.js";

const MAX_SENTENCES = 3;
/** A line that opens by pointing back: what "they" or "this" are is in the line before. */
const BACK_POINTING = /^\s*(?:[-*•]\s+)?(?:they|these|those|this|it|such|their|its|he|she)\b(?!\s+(?:is|are|was|were)\s+(?:important|essential|recommended|required|advisable|possible|not\s+possible)\b)/i;
/** A pronoun for something the sentence before named: "Do not keep them." */
const REFERS_BACK = /\b(?:they|them|their|these|those|it(?!\s+(?:is|was|['’]s|takes|took)\b))\b/i;

/** A sentence this short that leans on a pronoun says nothing without the one before it. */
const SHORT_SENTENCE_WORDS = 6;

/** Whether sentence j goes on from the one before it on the same line, through a pronoun for what that one named. */
export function continues(text: string, lines: Sentence[], j: number): boolean {
  const s = lines[j]?.text ?? "";
  if (j <= 0 || s.split(/\s+/).length > SHORT_SENTENCE_WORDS || !REFERS_BACK.test(s) || isEntry(s) || !sameLine(text, lines[j - 1].end, lines[j].start)) return false;
  return REFERS_BACK.test(withoutBoundPronouns(s));
}

/** How well (share of the picked line's score) a line with the kind of answer asked must match to be quoted instead of or beside it. */
export const FIGURE_LINE_SHARE = 0.5;

export interface ScoredLine {
  text: string;
  score: number;
}

/** The best-matching line that holds the kind of answer asked (not a heading), other than `except`; -1 if none. */
export function bestFigureLine(list: ScoredLine[], figure: (text: string) => boolean, except = -1): number {
  return list.reduce((b, s, k) => (k !== except && figure(s.text) && !headingLike(s.text) && (b < 0 || s.score > list[b].score) ? k : b), -1);
}

/**
 * The indices to quote for the line `idx` of a section: the line itself, then what completes it.
 * `score` is the picked line's; `wantsFigure`, whether a figure of the kind `figure` tests was asked
 * for; `byFigure`, whether the line was picked for its figure.
 */
export function companionLines(list: ScoredLine[], idx: number, score: number, figure: (text: string) => boolean, wantsFigure: boolean, byFigure: boolean, goesOn: (j: number) => boolean = () => false, nextTier: (j: number) => boolean = () => false): number[] {
  const picked = [idx];
  // "When am I eligible for a sabbatical?" picks "Professional staff are not eligible…": the section's
  // best line with the kind of answer asked ("after 6 years") goes with it, if it matched about half as well.
  if (wantsFigure && !figure(list[idx].text)) {
    const j = bestFigureLine(list, figure, idx);
    // "Who do I tell, and by when?" picks "...who fall ill must also hand over the rota": the line
    // beside it states the time ("inform your line manager before 10:00") in words the question did not use.
    const beside = [idx - 1, idx + 1].find((k) => list[k] && figure(list[k].text) && !headingLike(list[k].text));
    if (j >= 0 && list[j].score >= FIGURE_LINE_SHARE * score) picked.push(j);
    else if (beside !== undefined) picked.push(beside);
  }
  const isItem = (j: number) => isEntry(list[j]?.text ?? "");
  // "They may not work more than 8 hours a day…" says who only in the line before it ("Staff aged under 18 must…");
  // "Do not keep them." (see continues) what they are.
  if (idx > 0 && (BACK_POINTING.test(list[idx].text) || goesOn(idx)) && !headingLike(list[idx - 1].text) && !/^#/.test(list[idx - 1].text)) picked.push(idx - 1);
  // ...and the sentence that goes on from the one picked comes with it, as does the next tier of a limit
  // the amount asked falls in ("Refunds up to £50 … by a supervisor." then "Refunds from £50.01 to £250 …").
  if (list[idx + 1] && (goesOn(idx + 1) || nextTier(idx + 1))) picked.push(idx + 1);
  // The text's own "Yes." or "No." before the line picked answers a yes/no question outright.
  if (idx > 0 && /^\s*(?:yes|no)\b[\s\p{P}]*$/iu.test(list[idx - 1].text)) picked.unshift(idx - 1);
  // "Yes." alone answers nothing, nor does a question of the text: the sentence after it says what.
  const bare = list[idx].text.trim().split(/\s+/).length <= 3 && cjkRatio(list[idx].text) < 0.3;
  // "You must bring the following documents:" says nothing until the next line, list or not.
  const opens = /[:：]\s*$/.test(list[idx].text) && !isItem(idx + 1);
  if ((bare || asks(list[idx].text) || opens) && list[idx + 1] && !headingLike(list[idx + 1].text)) picked.push(idx + 1);
  // The figure's list goes with it ("Standard roles: 8,000 CNY", then the senior and hard-to-fill roles).
  if (byFigure) for (let j = idx + 1; picked.length < MAX_SENTENCES && isItem(idx) && isItem(j); j++) if (!picked.includes(j)) picked.push(j);
  // Neighbouring sentences that also match well complete the rule (conditions, exceptions).
  const quotable = (k: number) => list[k] && !/^#/.test(list[k].text) && !headingLike(list[k].text);
  for (const j of [idx + 1, idx - 1, idx + 2]) {
    if (picked.length >= MAX_SENTENCES) break;
    if (picked.includes(j)) continue;
    // Quoting the 2nd and 4th items of a list, without the 3rd, reads as noise.
    if (j === idx + 2 && !picked.includes(idx + 1) && isItem(idx + 1)) continue;
    if (!quotable(j) || list[j].score < score * 0.6) continue;
    // "Agency staff cannot get a monthly permit." and "...must not park in Car Park B." bring the line
    // between them ("They can buy a daily permit for £3"): a quote with a gap reads as if nothing stood there.
    if (j === idx + 2 && !picked.includes(idx + 1) && quotable(idx + 1)) {
      if (picked.length + 2 > MAX_SENTENCES) continue;
      picked.push(idx + 1);
    }
    picked.push(j);
  }
  return picked;
}

/** "Weekends: 400 CNY per day." is about what "On-call staff receive a fixed allowance…:" introduces: an item matches at least as well as its introduction. */
export function withIntros<T extends { text: string; score: number }>(list: T[]): T[] {
  const texts = list.map((s) => s.text);
  return list.map((s, k) => {
    const intro = isEntry(s.text) ? introOf(texts, k) : undefined;
    return intro !== undefined && list[intro].score > s.score ? { ...s, score: list[intro].score } : s;
  });
}
