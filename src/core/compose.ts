/** Stage 7, offline: the most relevant sentences of the chosen policy (reply-parts.ts checks the citations). */
import { isTimeUnit, otherTimeUnit, unitSaid } from "./time-units.js";
import { hasFigure, holdsAnswer, holdsPointInTime, mayIAct, type AnswerType } from "./answer-type.js";
import { addsToFitting, limitVerdict, nextTierFits, saysLimit, tierVerdict } from "./quantity.js";
import type { Lang } from "./phrases.js";
import { holidaysIn } from "./holidays.js";
import { abroadIn } from "./countries.js";
import { OUT_OF_HOURS } from "./clock.js";
import { asksLeadTime, leadTerms } from "./lead-time.js";
import { asksQuestion as asks, clean, conditionFactor, echoes, headingLike, introOf, isEntry, lastHeading, ledBy, normalizeSpace, saysAgain, saysOf } from "./lines.js";
import { bestFigureLine, companionLines, continues, FIGURE_LINE_SHARE, withIntros } from "./companions.js";
import { quoteLines } from "./quote-lines.js";
import { tableHeader } from "./table.js";
import { figureForGroup } from "./group-figure.js";
import { asGoodAs, chooseSections } from "./sections.js";
import { stepsUnderHeading } from "./steps.js";
import { whoIsAsked } from "./intro.js";
import { barringChunk } from "./barred.js";
import { askingReaders, readerFactor, readersLine, readerTerms, saysOnlyWho, subjectTerms } from "./readers.js";
import { cjkRatio, sentences, uniqueTerms } from "./text.js";
import type { PolicyHit, RetrievedChunk } from "./types.js";
import type { AnswerShape } from "./answer-shape.js";

export interface Extract {
  text: string;
  chunk: RetrievedChunk;
}

/** A line holding the kind of answer asked counts this much more: "7 days" for "how long", form GR-1 for "how do I raise a grievance?". */
const TYPE_FACTOR: Partial<Record<AnswerType, number>> & { any: number } = { any: 1.5, procedure: 2 };
/** For "when?", a line with a point in time counts this much more than one with only a length of time. */
const POINT_FACTOR = 1.25;
/** A sentence whose limit the question's amount falls within counts this much more. */
const LIMIT_FACTOR = 1.5;
/** A line that states a number the question said, in the same unit of time. */
const SAME_FIGURE_FACTOR = 1.5;
/** A line on going beyond a figure: "Subscriptions above that amount require approval". */
const BEYOND = /\b(?:above|more than|over|exceed\w*|beyond|extend\w*|longer than|additional|extra|higher)\b|超过|超出|以上|延长/i;
/** A line led by a word asked, when the question asks what the word means. */
const DEFINITION_FACTOR = 2;
/** A line that sets a limit, when the question asks the maximum. */
const LIMIT_LINE_FACTOR = 1.3;
/** A tie-breaker: how much each of the question's words a line says itself adds, when every line counts as saying them. */
const SAID_WORD_TIE = 0.02;
/** What a question word found in the section heading counts for when choosing among its sentences. */
const HEADING_SHARE = 0.3;
/** What a reader's words count for when the message only says who is asking (the carried words count 1). */
const READER_SHARE = 0.5;
/** A line from another section with the figure asked, against a better line without one. */
const OTHER_FIGURE_SHARE = 0.75;
/** ...when the question asks how much money, which no line without an amount can answer ("how is it paid?" may be answered by how). */
const OTHER_MONEY_SHARE = 0.35;
/** A line just said, when the message's own words match no line: it yields to a new line on the subject. */
const REPEAT_WEIGHT = 0.2;
/** A line with none of the message's own words, when another line has some: the conversation's words alone put it there. */
const OFF_QUESTION_WEIGHT = 0.5;
/** A line without the act a may-I question asks about, when another line found has it. */
const OTHER_ACT_FACTOR = 0.6;

/** Scores sentences of the policy's best chunks by weighted term overlap; prefers the question's language. */
export function extractAnswer(
  policy: PolicyHit,
  weights: Map<string, number>,
  idf: (t: string) => number,
  lang: Lang,
  shape: AnswerShape = {},
  retried = false,
): Extract {
  const { wantsNumber = false, said, type, message, pointsBack = false, context = [], amounts = [], swapped = false, askers = [], asksNothing = false, saysOnly = false, asksOfSaid = false, saidChunks = [], outOfHours = false, timeUnits = new Map<string, string>(), namedBy = [], asksSteps = false, asksLimit = false, asksDefinition = false, comparesSaid = false } = shape;
  const saidBefore = normalizeSpace(said ?? "");
  const saidTerms = new Set(uniqueTerms(said ?? ""));
  // "I'm a nurse": who the lines are for, by the subjects that name people.
  const readers = readerTerms(policy.chunks.flatMap((c) => sentences(c.text).map((x) => x.text)));
  // "I'm academic staff" after "what's the hotel limit per night?" only says who is asking: the words
  // carried from the question say which line answers, and the reader's words which reader's line.
  const carries = [...weights.values()].some((w) => w < 1);
  const onlyWho = asksNothing && saysOnlyWho(askers[0] ?? "", readers);
  if (onlyWho && carries) weights = new Map([...weights].map(([t, w]) => [t, w >= 1 ? READER_SHARE : 1]));
  // The kind of answer asked for, or a figure when asked "how much" without a kind.
  const wantsFigure = Boolean(type) || wantsNumber === "quantity" || wantsNumber === "limit";
  const figure = (text: string) => (type ? holdsAnswer(text, type) : hasFigure(text));
  // The conversation's words count too: "parking?" after "I'm a student nurse" is about students' parking.
  const named = [...weights.keys(), ...context].filter((t) => policy.chunks.some((c) => c.terms?.includes(t)));
  const titleTerms = new Set([...uniqueTerms(policy.title), ...namedBy]);
  // "How many days can I work from home?": the unit says what kind of answer, not what it is about.
  const subject = named.filter((t) => !(type === "duration" && isTimeUnit(t)));
  const aboutWhole = policy.chunks.length > 0 && subject.length > 0 && subject.every((t) => titleTerms.has(t));
  const own = [...weights].filter(([, w]) => w >= 1).map(([t]) => t);
  const steps = asksSteps ? stepsUnderHeading(policy.chunks, own) : undefined;
  if (steps) return steps;
  const { chunks, promoted, forFigure: figureSection } = chooseSections(policy, { weights, own, named, aboutWhole, wantsFigure, figure, pointsBack, asksOfSaid, saidChunks, saidTerms, outOfHours, lang, asksNothing, type, message, titleTerms, definition: asksDefinition, amounts });
  let forFigure = figureSection;
  // A line whose limits the amount misses gives way, but only to one it fits ("at most 650 CNY" still answers "I paid 700"); after a remark that only states an amount ("reading 9 degrees"), so does a line with no limit.
  const someFit = amounts.length > 0 && chunks.some((c) => sentences(c.text).some((x) => limitVerdict(x.text, amounts) === "fits"));
  // "I'm a nurse": a line for doctors ("Doctors must give 6 weeks' notice") gives way.
  const asking = askingReaders(askers, readers);
  const asksLead = asksLeadTime(message ?? "");
  // "can I serve wine to tables?": the act asked, when a section found says it.
  const mayAct = uniqueTerms(mayIAct(message ?? "") ?? "");
  const act = mayAct.length && chunks.some((c) => uniqueTerms(c.text).some((t) => mayAct.includes(t))) ? mayAct : [];
  const scored = chunks.map((chunk) => {
    // Within a section, its heading already says what every sentence is about: under "Referral
    // Bonus Amounts", "engineer" picks the line, not "referral" and "bonus" in a side remark.
    // Across sections the heading still counts in full: it is why the section was found.
    // A heading that lists several things ("Lost, Stolen or Damaged Equipment") says which of them no line is about.
    const listing = /,|\bor\b|\band\b|&|\/|、|和|或/.test(lastHeading(chunk.section));
    const heading = new Set(listing ? [] : uniqueTerms(chunk.section));
    const lines = sentences(chunk.text);
    const texts = lines.map((s) => s.text);
    const list = lines.map((s, j) => {
      // A question on the policy's subject as a whole finds that subject in every line; a table row
      // has its column headings ("| Seattle | $275 |" is the cap per night).
      // "Out of hours, call 0800 …" answers "its 11pm now" whatever words it shares with it.
      const late = outOfHours && OUT_OF_HOURS.test(s.text) ? own : [];
      // "How far ahead do I need to ask?": "at least 3 weeks before you travel" answers its asking words.
      const lead = asksLead ? leadTerms(s.text, weights.keys()) : [];
      // "…go into the sealed tip box by the till. Do not keep them.": the tips are what is not kept.
      const antecedent = continues(chunk.text, lines, j) ? uniqueTerms(lines[j - 1].text) : [];
      const have = new Set([...uniqueTerms(s.text), ...antecedent, ...(aboutWhole ? named : []), ...holidaysIn(s.text), ...abroadIn(s.text), ...uniqueTerms(tableHeader(texts, j) ?? ""), ...late, ...lead]);
      const sum = { full: 0, own: 0, fullInSection: 0, ownInSection: 0 };
      // "my laptop is 3 years old": "refreshed every 3 years" states the very figure said.
      let sameFigure = false;
      for (const [t, w] of weights) {
        if (!have.has(t)) continue;
        // "I've been here 4 years" is not answered by "at least 4 weeks in advance".
        const unit = timeUnits.get(t);
        if (unit && otherTimeUnit(s.text, t, unit)) continue;
        if (unit && unitSaid(s.text, t, unit)) sameFigure = true;
        const share = heading.has(t) ? HEADING_SHARE : 1;
        sum.full += w * idf(t);
        sum.fullInSection += w * idf(t) * share;
        if (w >= 1) {
          sum.own += idf(t);
          sum.ownInSection += idf(t) * share;
        }
      }
      let factor = sameFigure ? SAME_FIGURE_FACTOR : 1;
      // ...but of lines that tie so, the one that says the words ("36 hours per month") answers "how many hours a month?".
      // A list item says what its introduction, or else its heading, says: "Standard roles: 8,000 CNY" under "Referral Bonus Amounts".
      if (aboutWhole) {
        const entry = isEntry(s.text);
        const at = entry ? introOf(texts, j) : undefined;
        const over = !entry ? "" : at === undefined ? lastHeading(chunk.section) : texts[at];
        factor *= 1 + SAID_WORD_TIE * Math.max(saysOf(s.text, weights), saysOf(over, weights));
      }
      const sentenceLang: Lang = cjkRatio(s.text) > 0.3 ? "zh" : "en";
      if (sentenceLang !== lang) factor *= 0.35;
      factor *= readerFactor(s.text, asking, readers);
      // ...a line without it ("Guests … may drink wine") is about another act.
      if (act.length && !act.some((t) => have.has(t))) factor *= OTHER_ACT_FACTOR;
      if (type ? holdsAnswer(s.text, type) : wantsNumber && hasFigure(s.text)) factor *= type ? (TYPE_FACTOR[type] ?? TYPE_FACTOR.any) : 1.3;
      if (type === "time" && holdsPointInTime(s.text)) factor *= POINT_FACTOR;
      if (asksLimit && saysLimit(s.text)) factor *= LIMIT_LINE_FACTOR;
      if (asksDefinition && ledBy(s.text, own)) factor *= DEFINITION_FACTOR;
      factor *= conditionFactor(s.text, own, message ?? "");
      // The first chunk is the better match; a sentence from the second must beat it clearly.
      if (chunk !== chunks[0]) factor *= 0.8;
      const plain = clean(s.text);
      // "Worth 150 CNY, can I keep it?": "up to 200 CNY may be accepted" applies, "more than 200 CNY must be declined" does not.
      const limit = tierVerdict(chunk.text, lines, j, amounts);
      const fits = limit === "fits";
      if (fits) factor *= saysOnly && someFit ? LIMIT_FACTOR ** 2 : LIMIT_FACTOR;
      else if ((limit === "misses" || saysOnly) && someFit) factor /= LIMIT_FACTOR;
      // A line said before applies anew to an amount it was not asked about ("what if it's worth 50 CNY?") or a word said with it ("what about sick days?").
      const repeated = !fits && plain.length > 0 && (saidBefore.includes(plain) || (saysAgain(s.text, saidTerms) && !own.some((t) => have.has(t) && !saidTerms.has(t))));
      return { text: s.text, repeated, full: sum.full * factor, own: sum.own * factor, fullInSection: sum.fullInSection * factor, ownInSection: sum.ownInSection * factor };
    });
    return { chunk, list };
  });
  // A sentence the bot has just said keeps its credit for the words carried from before only while
  // no other sentence matches the new message's own words better: "By when must I use them?"
  // after the carry-over rule wants the deadline, "And back to tier-1?" the same rule again.
  // ...but "til when?" or "can it ever be more?", with no word of its own but the asking, asks more of
  // the line just said when that line holds the kind of answer asked: "used by 31 March", "extended to 10 hours".
  // "Until when?" asks for a point in time: "up to 5 days" says how long, not until when.
  const holdsAsked = (text: string) => (asksOfSaid && (type === "time" ? holdsPointInTime(text) : figure(text))) || (outOfHours && OUT_OF_HOURS.test(text));
  const rank = (inSection: boolean) => {
    const own = (s: (typeof scored)[number]["list"][number]) => (inSection ? s.ownInSection : s.own);
    const bestOwn = Math.max(0, ...scored.flatMap((c) => c.list.map(own)));
    const full = (s: (typeof scored)[number]["list"][number]) => (inSection ? s.fullInSection : s.full);
    // "Can I get an extension instead?" after the late penalty: "more than 5 days late gets zero" has the conversation's words,
    // "an extension of up to 7 days" the message's own; of lines still tied for "how many?", one not yet said with a number wins.
    const off = (s: (typeof scored)[number]["list"][number]) => (bestOwn > 0 && own(s) === 0 ? OFF_QUESTION_WEIGHT : !s.repeated && type === "count" && holdsAnswer(s.text, type) ? 1 + 1e-9 : 1);
    // "Can I split it?" when nothing says "split": a new line on the same subject tells more than the one just said.
    return (s: (typeof scored)[number]["list"][number]) => ({
      text: s.text,
      score: s.repeated && own(s) < bestOwn ? own(s) : s.repeated && bestOwn === 0 && !swapped && !holdsAsked(s.text) ? REPEAT_WEIGHT * full(s) : off(s) * full(s),
    });
  };
  let best: { chunk: RetrievedChunk; idx: number; score: number; list: { text: string; score: number }[] } | undefined;
  for (const { chunk, list: raw } of scored) {
    const list = raw.map(rank(false));
    list.forEach((s, idx) => {
      if (!best || s.score > best.score) best = { chunk, idx, score: s.score, list };
    });
  }
  // "How far in advance must I apply for a grant?": the section taken for its figure ("at least 4 weeks
  // before") answers, though a line of the other ("not eligible for conference grants") shares more
  // words, if its line with the figure matched about half as well.
  // A section's best line with the kind of answer asked, its intros counted.
  const figureLineOf = (c: (typeof scored)[number]) => {
    const list = withIntros(c.list.map(rank(false)));
    const idx = bestFigureLine(list, figure);
    return { chunk: c.chunk, idx, score: idx >= 0 ? list[idx].score : 0, list };
  };
  const promotedSection = scored.find((c) => c.chunk === promoted);
  if (promotedSection && best && best.chunk !== promoted && !figure(best.list[best.idx].text)) {
    const line = figureLineOf(promotedSection);
    if (line.idx >= 0 && line.score >= FIGURE_LINE_SHARE * best.score) {
      best = line;
      forFigure = promoted;
    }
  }
  // "How early do I have to let someone know?": "letting us know early means we can find cover" holds no
  // time; another section's line that does answers, if it matched nearly as well.
  if (wantsFigure && best && best.chunk !== promoted && !figure(best.list[best.idx].text)) {
    const top = best;
    const alt = scored
      .filter((c) => c.chunk !== top.chunk)
      .map(figureLineOf)
      .reduce<typeof best | undefined>((b, c) => (c.idx >= 0 && c.score >= (type === "money" && wantsNumber === "quantity" ? OTHER_MONEY_SHARE : OTHER_FIGURE_SHARE) * top.score && (!b || c.score > b.score) ? c : b), undefined);
    if (alt) {
      best = alt;
      forFigure = alt.chunk;
    }
  }
  // "and in Chengdu?": a line that only names the group the thing is in ("Tier-2 cities: Chengdu, …") answers
  // with the group's figure from another section.
  const grouped = best && wantsFigure && !figure(best.list[best.idx].text) ? figureForGroup(best.list[best.idx].text, policy.chunks, best.chunk, figure) : undefined;
  if (best && grouped) return { text: `${clean(best.list[best.idx].text)}\n${grouped.text}`, chunk: grouped.chunk };
  // "发票丢了怎么办？" right after the fapiao rule was quoted: that rule again says nothing new; a section
  // that ranked about as well and has a word of the message the quoted line lacks ("lost") answers.
  // The section chosen, its sentence is picked with the heading's words counting less.
  const section = scored.find((c) => c.chunk === best?.chunk);
  const chosen = best && section?.list[best.idx];
  if (chosen?.repeated && !retried && !pointsBack) {
    const lacks = new Set(uniqueTerms(chosen.text));
    const fresh = own.filter((t) => !lacks.has(t) && !saidTerms.has(t));
    const alt = asGoodAs(policy, chunks[0], (c) => !chunks.includes(c) && sentences(c.text).some((x) => uniqueTerms(x.text).some((t) => fresh.includes(t))));
    if (alt) return extractAnswer({ ...policy, chunks: [alt] }, weights, idf, lang, shape, true);
  }
  // Who the message is about: the one asking ("I'm a student nurse") or someone it names ("my wife").
  const { self, selfWords, person } = whoIsAsked(askers, readers);
  const namedNow = [...person].filter((t) => readers.has(t));
  // No line of the sections found is for them, and another section has one that `says` what is asked.
  const lineElsewhere = (who: string[], says: (words: string[], text: string) => boolean) => {
    const forWho = (text: string) => readerFactor(text, who, readers) > 1;
    if (!who.length || retried || !best || scored.some((c) => c.list.some((x) => forWho(x.text)))) return undefined;
    return policy.chunks.find((c) => !chunks.includes(c) && sentences(c.text).some((x) => forWho(x.text) && says(uniqueTerms(x.text), x.text)));
  };
  const asked = own.filter((t) => !readers.has(t));
  const elsewhere =
    // "I got a gift card from a vendor, can I keep it?": the line that forbids the very thing named.
    (best && chosen && !retried ? barringChunk(policy.chunks, best.chunk, message ?? "", chosen.text, own, readers) : undefined) ??
    // "my wife is coming along, is she covered?" ("Family members travelling with an employee …"): something asked beside who.
    lineElsewhere(namedNow, (words) => words.some((t) => own.includes(t) && !person.has(t))) ??
    // "I'm a student nurse, can I swap shifts?" ("Student nurses … may not swap shifts", under Scope): all that is asked,
    // for a subject naming no other reader ("Students…" fits a masters student; "Student nurses" no staff nurse).
    (asked.length ? lineElsewhere(self, (words, text) => asked.every((t) => words.includes(t)) && (selfWords.every((t) => words.includes(t)) || subjectTerms(text).every((t) => !readers.has(t) || self.includes(t)))) : undefined);
  if (elsewhere) return extractAnswer({ ...policy, chunks: [elsewhere] }, weights, idf, lang, shape, true);
  if (best && best.score > 0 && section) {
    const list = section.list.map(rank(true));
    const idx = list.reduce((b, s, i) => (s.score > list[b].score ? i : b), 0);
    if (list[idx].score > 0) best = { chunk: section.chunk, idx, score: list[idx].score, list };
  }
  if (!best || best.score <= 0) {
    const chunk = chunks[0];
    const first = sentences(chunk.text).slice(0, 2).map((s) => clean(s.text)).join(" ");
    return { text: first || clean(chunk.text).slice(0, 400), chunk };
  }
  const { list, score, chunk: picks } = best;
  let idx = best.idx;
  // The line just said, chosen again ("No, I don't know how to find the amount"): conversations walk through a text, so the next line follows.
  const marks = section?.list ?? [];
  // "What if we need more?" after "up to 200 CNY per person": the next line, on going above it, says what then.
  const beyond = comparesSaid && BEYOND.test(marks[idx + 1]?.text ?? "");
  if (marks[idx]?.repeated && !swapped && (!holdsAsked(marks[idx].text) || beyond) && marks[idx + 1] && !marks[idx + 1].repeated && !headingLike(marks[idx + 1].text)) idx++;
  // "How much is the relocation allowance?" in the section of that name: every line is about what was
  // asked, so the first with the figure asked for answers.
  const path = new Set(uniqueTerms(`${policy.title} ${best.chunk.section}`));
  const aboutSection = named.length > 0 && named.every((t) => path.has(t));
  const byFigure = (aboutSection || best.chunk === forFigure) && wantsFigure && !figure(list[idx].text);
  if (byFigure) idx = Math.max(0, list.findIndex((s) => figure(s.text)));
  // "How do I pay for the course?" in the text matches the question best, but is not the answer:
  // a question or a heading line of the text gives way to the line after it.
  // So does a line made mostly of the question's own words ("I received a letter that states my
  // license is suspended."): a FAQ's restatement of the question, with the answer after it.
  // After a heading, a question of the text ("Agent Orange exposure" then "Did you serve in Vietnam?") starts what it says.
  const next = list[idx + 1]?.text;
  const opensOn = (t: string) => !headingLike(t) || (asks(t) && !asks(list[idx].text));
  // A sentence that goes on from the one before ("Do not keep them.", "an extra 20-minute break") is quoted with it, as is the next tier of a limit.
  const pickLines = sentences(picks.text), goesOn = (i: number) => continues(picks.text, pickLines, i) || addsToFitting(pickLines, i, amounts), nextTier = (i: number) => nextTierFits(picks.text, pickLines, i - 1, amounts);
  if ((headingLike(list[idx].text) || (echoes(list[idx].text, own) && !goesOn(idx))) && next !== undefined && opensOn(next)) idx++;
  // The limit's weight picks the line, not what goes with it.
  const picked = companionLines(list, idx, asksLimit && saysLimit(list[idx].text) ? score / LIMIT_LINE_FACTOR : score, figure, wantsFigure, byFigure, goesOn, nextTier);
  const forReaders = readersLine(list.map((x) => x.text), picked, asking, readers, (t) => (type ? holdsAnswer(t, type) : true), onlyWho);
  if (forReaders) picked.splice(0, picked.length, ...forReaders);
  const text = quoteLines(list.map((x) => x.text), picked.sort((a, b) => a - b), lastHeading(best.chunk.section), new Set(picked.filter((i) => goesOn(i) || nextTier(i))));
  return { text, chunk: best.chunk };
}
