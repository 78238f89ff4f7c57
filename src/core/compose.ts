/** Stage 7, offline: the most relevant sentences of the chosen policy (reply-parts.ts checks the citations). */
import { hasFigure, holdsAnswer, holdsPointInTime, type AnswerType } from "./answer-type.js";
import { limitVerdict, type Quantity } from "./quantity.js";
import type { Lang } from "./phrases.js";
import { holidaysIn } from "./holidays.js";
import { OUT_OF_HOURS, withOutOfHours } from "./clock.js";
import { asksQuestion as asks, clean, echoes, headingLike, isEntry, lastHeading, normalizeSpace, saysAgain } from "./lines.js";
import { bestFigureLine, companionLines, FIGURE_LINE_SHARE } from "./companions.js";
import { quoteLines } from "./quote-lines.js";
import { tableHeader } from "./table.js";
import { askingReaders, readerFactor, readersLine, readerTerms, saysOnlyWho } from "./readers.js";
import { cjkRatio, sentences, uniqueTerms } from "./text.js";
import type { PolicyHit, RetrievedChunk } from "./types.js";

export interface Extract {
  text: string;
  chunk: RetrievedChunk;
}

/** How well (share of the best section's score) a section with figures must match to answer "how much?". */
const FIGURE_SECTION_SHARE = 0.7;
/** ...and after the best section was just quoted without one, the share its carried words leave it. */
const QUOTED_FIGURE_SHARE = 0.5;
/** A line holding the kind of answer asked counts this much more: "7 days" for "how long", form GR-1 for "how do I raise a grievance?". */
const TYPE_FACTOR: Partial<Record<AnswerType, number>> & { any: number } = { any: 1.5, procedure: 2 };
/** For "when?", a line with a point in time counts this much more than one with only a length of time. */
const POINT_FACTOR = 1.25;
/** A sentence whose limit the question's amount falls within counts this much more. */
const LIMIT_FACTOR = 1.5;
/** What a question word found in the section heading counts for when choosing among its sentences. */
const HEADING_SHARE = 0.3;
/** What a reader's words count for when the message only says who is asking (the carried words count 1). */
const READER_SHARE = 0.5;
/** How well (share of the best section's score) a section in the question's language must rank to compete with those in another. */
const LANGUAGE_SECTION_SHARE = 0.5;
/** A line just said, when the message's own words match no line: it yields to a new line on the subject. */
const REPEAT_WEIGHT = 0.2;
/** A line with none of the message's own words, when another line has some: the conversation's words alone put it there. */
const OFF_QUESTION_WEIGHT = 0.5;

/** What the question asks for beyond its words, and what the conversation has already said. */
export interface AnswerShape {
  /** A figure is wanted; "quantity" when asked for outright ("how much", 多少). See asksForNumber (question-shape.ts). */
  wantsNumber?: boolean | "quantity";
  /** The bot's recent replies: their sentences are not quoted again unless asked for anew. */
  said?: string;
  /** The kind of answer asked for ("how long" → duration). */
  type?: AnswerType;
  /** A pronoun keeps the subject ("it was reading 11"): the section just quoted stays. */
  pointsBack?: boolean;
  /** Terms the conversation carries, whether or not this message follows up on them. */
  context?: string[];
  /** Amounts the question states ("a gift worth 150 CNY"): a line whose limit they fall within applies. */
  amounts?: Quantity[];
  /** The message swaps a value of the last question ("那一线城市呢？"): the line just quoted may hold for it too. */
  swapped?: boolean;
  /** The people's messages, newest first: who is asking ("I'm a nurse"). */
  askers?: string[];
  /** A follow-up that asks nothing of its own ("I'm academic staff"): the last question still stands. */
  asksNothing?: boolean;
  /** A follow-up whose only words ask for a figure or compare one ("til when?", "can it ever be more?"). */
  asksOfSaid?: boolean;
  /** The passages the last answer quoted. */
  saidChunks?: string[];
  /** The question is asked outside working hours (clock.ts). */
  outOfHours?: boolean;
}

/** Scores sentences of the policy's best chunks by weighted term overlap; prefers the question's language. */
export function extractAnswer(
  policy: PolicyHit,
  weights: Map<string, number>,
  idf: (t: string) => number,
  lang: Lang,
  shape: AnswerShape = {},
  retried = false,
): Extract {
  const { wantsNumber = false, said, type, pointsBack = false, context = [], amounts = [], swapped = false, askers = [], asksNothing = false, asksOfSaid = false, saidChunks = [], outOfHours = false } = shape;
  const saidBefore = normalizeSpace(said ?? "");
  const saidTerms = new Set(uniqueTerms(said ?? ""));
  // "I'm a nurse": who the lines are for, by the subjects that name people.
  const readers = readerTerms(policy.chunks.flatMap((c) => sentences(c.text).map((x) => x.text)));
  // "I'm academic staff" after "what's the hotel limit per night?" only says who is asking: the words
  // carried from the question say which line answers, and the reader's words which reader's line.
  const carries = [...weights.values()].some((w) => w < 1);
  if (asksNothing && carries && saysOnlyWho(askers[0] ?? "", readers)) weights = new Map([...weights].map(([t, w]) => [t, w >= 1 ? READER_SHARE : 1]));
  // Retrieval already chose the best section; a second one competes only when it ranked about as well.
  let chunks = policy.chunks.filter((c, i) => i === 0 || c.score >= policy.chunks[0].score - 0.02).slice(0, 2);
  // "How much can I spend on the hotel?" wants a figure, "how long can I keep it?" a duration: a
  // section with none (the policy's scope) gives way to the next one that has one, if that one
  // matched about as well.
  const top = policy.chunks[0];
  // Another section stands in for the best one only if it ranked about as well.
  const asGoodAs = (base: RetrievedChunk, fits: (c: RetrievedChunk) => boolean, share = FIGURE_SECTION_SHARE) =>
    policy.chunks.find((c) => fits(c) && c.score >= share * base.score);
  // The kind of answer asked for, or a figure when asked "how much" without a kind.
  const wantsFigure = Boolean(type) || wantsNumber === "quantity";
  const figure = (text: string) => (type ? holdsAnswer(text, type) : hasFigure(text));
  // "How much annual leave?" names nothing but the policy's subject: the policy's opening section
  // (the entitlement) answers, not whichever later one says the subject most often, if it ranked about as well.
  // The conversation's words count too: "parking?" after "I'm a student nurse" is about students' parking.
  const named = [...weights.keys(), ...context].filter((t) => policy.chunks.some((c) => c.terms?.includes(t)));
  const titleTerms = new Set(uniqueTerms(policy.title));
  const aboutWhole = Boolean(top) && named.length > 0 && named.every((t) => titleTerms.has(t));
  // The line with the figure must be about the question: "repay 50% of the amount" answers no "how much is the stipend?".
  // Every line of the policy is about its subject: "Tier-1 cities: 180 CNY per day" answers "what's the meal allowance?".
  const onTopic = (sentence: string) => aboutWhole || !weights.size || uniqueTerms(sentence).some((t) => weights.has(t));
  // A list item is about what the line introducing it says: "Overtime is paid at these rates:" then "- Rest days: 200%".
  const holds = (text: string) => {
    let intro = "";
    return sentences(text).some((x) => {
      const item = isEntry(x.text);
      if (!item) intro = /[:：]\s*$/.test(x.text.trim()) ? x.text : "";
      return figure(x.text) && (onTopic(x.text) || (item && onTopic(intro)));
    });
  };
  // Of the sections that ranked about as well, the earliest: documents open with what matters most.
  const earliest = (fits: (c: RetrievedChunk) => boolean) =>
    policy.chunks.filter((c) => fits(c) && c.score >= FIGURE_SECTION_SHARE * top.score).sort((a, b) => a.start - b.start)[0];
  if (aboutWhole) {
    // ...unless a section's own heading holds all its words ("How to Report Harassment" in the
    // "Anti-Harassment and Reporting Policy"): that section is the one named.
    const headingNames = (c: RetrievedChunk) => named.every((t) => uniqueTerms(lastHeading(c.section)).includes(t));
    const opening = earliest(headingNames) ?? earliest(() => true);
    if (opening && opening !== chunks[0]) chunks = [opening, ...chunks.filter((c) => c !== opening)].slice(0, 2);
  }
  // "Til when?" asks more of the passage just quoted, wherever the conversation's words rank it.
  const quotedLast = asksOfSaid ? policy.chunks.find((c) => saidChunks.includes(c.chunkId)) : undefined;
  if (quotedLast && holds(quotedLast.text)) chunks = [quotedLast, ...chunks.filter((c) => c !== quotedLast)].slice(0, 2);
  if (outOfHours) chunks = withOutOfHours(chunks, policy.chunks);
  let forFigure: RetrievedChunk | undefined;
  let promoted: RetrievedChunk | undefined;
  if (wantsFigure && chunks[0] && !holds(chunks[0].text)) {
    // "多少钱？" right after a section was quoted: the words carried from that reply rank it first, but it has no figure.
    const quoted = sentences(chunks[0].text).some((x) => saysAgain(x.text, saidTerms));
    const share = quoted ? QUOTED_FIGURE_SHARE : FIGURE_SECTION_SHARE;
    const figured = aboutWhole ? earliest((c) => holds(c.text)) : asGoodAs(chunks[0], (c) => holds(c.text), share);
    if (figured) chunks = [figured, ...chunks.filter((c) => c !== figured)].slice(0, 2);
    promoted = figured;
    // A section taken for its figure is quoted for it.
    if (figured && quoted) forFigure = figured;
  }
  // "What about internet?" after the setup stipend: the words carried from before found the section
  // just quoted; the one with the message's own word answers, if it ranked about as well. Not so
  // when a pronoun keeps the subject: in "it was reading 11 this morning", "it" is the question.
  const own = [...weights].filter(([, w]) => w >= 1).map(([t]) => t);
  const hasOwn = (c: RetrievedChunk) => uniqueTerms(`${c.section} ${c.text}`).some((t) => own.includes(t));
  if (!pointsBack && own.length && chunks[0] && !hasOwn(chunks[0]) && !aboutWhole) {
    const named = asGoodAs(chunks[0], hasOwn);
    if (named) chunks = [named];
  }
  // "Can I get an extension instead?": a section whose own heading names a word of the message
  // ("Extensions") is about it; one that merely mentions the word is not, if both ranked about as well.
  const headed = (c: RetrievedChunk) => uniqueTerms(lastHeading(c.section)).some((t) => own.includes(t));
  if (own.length && chunks[0] && !headed(chunks[0]) && !aboutWhole) {
    const named = asGoodAs(chunks[0], headed);
    if (named) chunks = [named, ...chunks.filter((c) => c !== named)].slice(0, 2);
  }
  // A line whose limits the amount misses gives way, but only to one it fits: "at most 650 CNY" still answers "I paid 700".
  const someFit = amounts.length > 0 && chunks.some((c) => sentences(c.text).some((x) => limitVerdict(x.text, amounts) === "fits"));
  // "I'm a nurse": a line for doctors ("Doctors must give 6 weeks' notice") gives way.
  const asking = askingReaders(askers, readers);
  // "我是临时工，请病假有工资吗？" on a policy with a Chinese summary: the summary competes beside the English
  // sections found, and its lines count in full where the English ones count for less (see below).
  const inLang = (c: RetrievedChunk) => (cjkRatio(c.text) > 0.3 ? "zh" : "en") === lang;
  if (!chunks.some(inLang)) {
    const own = policy.chunks.find((c) => inLang(c) && c.score >= LANGUAGE_SECTION_SHARE * policy.chunks[0].score);
    if (own) chunks = [...chunks, own];
  }
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
      const have = new Set([...uniqueTerms(s.text), ...(aboutWhole ? named : []), ...holidaysIn(s.text), ...uniqueTerms(tableHeader(texts, j) ?? ""), ...late]);
      const sum = { full: 0, own: 0, fullInSection: 0, ownInSection: 0 };
      for (const [t, w] of weights) {
        if (!have.has(t)) continue;
        const share = heading.has(t) ? HEADING_SHARE : 1;
        sum.full += w * idf(t);
        sum.fullInSection += w * idf(t) * share;
        if (w >= 1) {
          sum.own += idf(t);
          sum.ownInSection += idf(t) * share;
        }
      }
      let factor = 1;
      const sentenceLang: Lang = cjkRatio(s.text) > 0.3 ? "zh" : "en";
      if (sentenceLang !== lang) factor *= 0.35;
      factor *= readerFactor(s.text, asking, readers);
      if (type ? holdsAnswer(s.text, type) : wantsNumber && hasFigure(s.text)) factor *= type ? (TYPE_FACTOR[type] ?? TYPE_FACTOR.any) : 1.3;
      if (type === "time" && holdsPointInTime(s.text)) factor *= POINT_FACTOR;
      // The first chunk is the better match; a sentence from the second must beat it clearly.
      if (chunk !== chunks[0]) factor *= 0.8;
      const plain = clean(s.text);
      // "Worth 150 CNY, can I keep it?": "up to 200 CNY may be accepted" applies, "more than 200 CNY must be declined" does not.
      const limit = limitVerdict(s.text, amounts);
      const fits = limit === "fits";
      if (fits) factor *= LIMIT_FACTOR;
      else if (limit === "misses" && someFit) factor /= LIMIT_FACTOR;
      // A line said before applies anew to an amount it was not asked about: "what if it's worth 50 CNY?"
      const repeated = !fits && plain.length > 0 && (saidBefore.includes(plain) || saysAgain(s.text, saidTerms));
      return { text: s.text, repeated, full: sum.full * factor, own: sum.own * factor, fullInSection: sum.fullInSection * factor, ownInSection: sum.ownInSection * factor };
    });
    return { chunk, list };
  });
  // A sentence the bot has just said keeps its credit for the words carried from before only while
  // no other sentence matches the new message's own words better: "By when must I use them?"
  // after the carry-over rule wants the deadline, "And back to tier-1?" the same rule again.
  // ...but "til when?" or "can it ever be more?", with no word of its own but the asking, asks more of
  // the line just said when that line holds the kind of answer asked: "used by 31 March", "extended to 10 hours".
  const holdsAsked = (text: string) => (asksOfSaid && figure(text)) || (outOfHours && OUT_OF_HOURS.test(text));
  const rank = (inSection: boolean) => {
    const own = (s: (typeof scored)[number]["list"][number]) => (inSection ? s.ownInSection : s.own);
    const bestOwn = Math.max(0, ...scored.flatMap((c) => c.list.map(own)));
    const full = (s: (typeof scored)[number]["list"][number]) => (inSection ? s.fullInSection : s.full);
    // "Can I get an extension instead?" after the late penalty: "more than 5 days late gets zero" has
    // the conversation's words, "an extension of up to 7 days" the message's own.
    const off = (s: (typeof scored)[number]["list"][number]) => (bestOwn > 0 && own(s) === 0 ? OFF_QUESTION_WEIGHT : 1);
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
  if (promoted && best && best.chunk !== promoted && !figure(best.list[best.idx].text)) {
    const list = (scored.find((c) => c.chunk === promoted)?.list ?? []).map(rank(false));
    const j = bestFigureLine(list, figure);
    if (j >= 0 && list[j].score >= FIGURE_LINE_SHARE * best.score) {
      best = { chunk: promoted, idx: j, score: list[j].score, list };
      forFigure = promoted;
    }
  }
  // "发票丢了怎么办？" right after the fapiao rule was quoted: that rule again says nothing new; a section
  // that ranked about as well and has a word of the message the quoted line lacks ("lost") answers.
  // The section chosen, its sentence is picked with the heading's words counting less.
  const section = scored.find((c) => c.chunk === best?.chunk);
  const chosen = best && section?.list[best.idx];
  if (chosen?.repeated && !retried && !pointsBack) {
    const lacks = new Set(uniqueTerms(chosen.text));
    const fresh = own.filter((t) => !lacks.has(t) && !saidTerms.has(t));
    const alt = asGoodAs(chunks[0], (c) => !chunks.includes(c) && sentences(c.text).some((x) => uniqueTerms(x.text).some((t) => fresh.includes(t))));
    if (alt) return extractAnswer({ ...policy, chunks: [alt] }, weights, idf, lang, shape, true);
  }
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
  const { list, score } = best;
  let idx = best.idx;
  // The line just said, chosen again ("No, I don't know how to find the amount"): conversations walk
  // through a text, so the line after it says what comes next.
  const marks = section?.list ?? [];
  if (marks[idx]?.repeated && !swapped && !holdsAsked(marks[idx].text) && marks[idx + 1] && !marks[idx + 1].repeated && !headingLike(marks[idx + 1].text)) idx++;
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
  if ((headingLike(list[idx].text) || echoes(list[idx].text, own)) && next !== undefined && opensOn(next)) idx++;
  const picked = companionLines(list, idx, score, figure, wantsFigure, byFigure);
  const forReaders = readersLine(list.map((x) => x.text), picked, asking, readers, (t) => (type ? holdsAnswer(t, type) : true));
  if (forReaders) picked.splice(0, picked.length, ...forReaders);
  picked.sort((a, b) => a - b);
  const text = quoteLines(list.map((x) => x.text), picked);
  return { text, chunk: best.chunk };
}
