/**
 * Stage 7's first half: which of the chosen policy's retrieved sections to read the answer from.
 * Retrieval ranked them by the question's words; the kind of answer asked for, the heading, the
 * line just quoted and the reply's language may put another one first.
 */
import { withOutOfHours } from "./clock.js";
import { headingSpread, isEntry, lastHeading, ledBy, saysAgain } from "./lines.js";
import type { Lang } from "./phrases.js";
import { stem } from "./stem.js";
import { cjkRatio, sentences, uniqueTerms } from "./text.js";
import type { AnswerType } from "./answer-type.js";
import { isTimeUnit } from "./time-units.js";
import { asksLeadTime, statesLeadTime } from "./lead-time.js";
import { limitVerdict, quantities, type Quantity } from "./quantity.js";
import type { PolicyHit, RetrievedChunk } from "./types.js";

/** How well (share of the best section's score) a section with figures must match to answer "how much?". */
const FIGURE_SECTION_SHARE = 0.7;
/** ...and a section whose heading names a word of the message that the best section never uses. */
const ABSENT_HEADING_SHARE = 0.5;
/** ...and a section with a limit an amount said meets, when the best has none. */
const LIMIT_SECTION_SHARE = 0.5;
/** ...and after the best section was just quoted without one, the share its carried words leave it. */
const QUOTED_FIGURE_SHARE = 0.5;
/** ...and a section that defines a word asked about, when what it means is asked. */
const DEFINING_SECTION_SHARE = 0.5;
/** How well (share of the best section's score) a section in the question's language must rank to compete with those in another. */
const LANGUAGE_SECTION_SHARE = 0.5;
/** "How many days do I get?", "what am I entitled to?": a question of what one receives. */
const GETS = /\b(?:how (?:many|much)|what)\b[^?.]*\b(?:do|does|will|would|can|could|should|did)\s+(?:i|we|you|they|he|she|staff|employees)\s+(?:get|receive|have)\b|\b(?:am i|are we|is (?:he|she)|are (?:they|you)) entitled\b/i;
const ENTITLEMENT = uniqueTerms("entitlement entitlements entitled");
/** "How do I…", "how can we…": a way of doing something asked, as a "How to…" heading names it. */
const HOW_TO = /\bhow\s+to\b/i;
/** A heading that names a length of time. */
const DURATION_HEADING = /\b(?:periods?|durations?|lengths?|deadlines?|time limits?|timescales?|time ?frames?)\b|期限|时限|期间/i;

/** What the question asks, as far as choosing a section goes. */
export interface SectionQuestion {
  weights: Map<string, number>;
  /** The message's own terms (weight 1 or more). */
  own: string[];
  /** Terms of the question and the conversation that the policy's sections use. */
  named: string[];
  /** Every named term is in the policy's title: the question is about the policy as a whole. */
  aboutWhole: boolean;
  /** A figure, or the kind of answer asked for, is wanted; `figure` tells a line that holds one. */
  wantsFigure: boolean;
  figure: (text: string) => boolean;
  pointsBack: boolean;
  asksOfSaid: boolean;
  saidChunks: string[];
  saidTerms: Set<string>;
  outOfHours: boolean;
  lang: Lang;
  /** The message asks nothing of its own: the last question still stands. */
  asksNothing: boolean;
  /** The kind of answer asked for ("how long?" asks a duration). */
  type?: AnswerType;
  /** The message as the person wrote it. */
  message?: string;
  /** Words of the policy's title and of the tags the message says: what the whole policy is about. */
  titleTerms?: Set<string>;
  /** The question asks what a word means. */
  definition?: boolean;
  /** The amounts the message states ("a 14 hour shift"). */
  amounts?: Quantity[];
}

export interface SectionChoice {
  /** The sections to read, best first (at most three). */
  chunks: RetrievedChunk[];
  /** A section put first for the figure it holds. */
  promoted?: RetrievedChunk;
  /** ...and one to quote for that figure, whatever else matches. */
  forFigure?: RetrievedChunk;
}

/**
 * A section with a word of the question that it alone has and the best-ranked one lacks ("abroad"), and
 * every word of the question the best one has: it may answer better. Each section's terms are read once.
 */
function sectionNamedBy(policy: PolicyHit, own: string[]): RetrievedChunk | undefined {
  const [top] = policy.chunks;
  const termsOf = new Map(policy.chunks.map((c) => [c, new Set(uniqueTerms(`${lastHeading(c.section)} ${c.text}`))]));
  const has = (c: RetrievedChunk, t: string) => termsOf.get(c)?.has(t) ?? false;
  // A word said in several sections names none of them.
  const lacking = own.filter((t) => !has(top, t) && policy.chunks.filter((c) => has(c, t)).length === 1);
  if (!lacking.length) return undefined;
  const covers = (c: RetrievedChunk) => own.every((t) => has(c, t) || !has(top, t)) && lacking.some((t) => has(c, t));
  return policy.chunks.find((c) => c !== top && c.score >= FIGURE_SECTION_SHARE * top.score && covers(c));
}

/** Another section of `policy` that fits and ranked about as well as `base`. */
export function asGoodAs(policy: PolicyHit, base: RetrievedChunk, fits: (c: RetrievedChunk) => boolean, share = FIGURE_SECTION_SHARE): RetrievedChunk | undefined {
  return policy.chunks.find((c) => fits(c) && c.score >= share * base.score);
}

export function chooseSections(policy: PolicyHit, q: SectionQuestion): SectionChoice {
  const { weights, own, named, aboutWhole, wantsFigure, figure, pointsBack, asksOfSaid, saidChunks, saidTerms, outOfHours, lang, asksNothing, type, message = "", titleTerms = new Set<string>(), definition = false } = q;
  // Retrieval already chose the best section; a second one competes only when it ranked about as well.
  let chunks = policy.chunks.filter((c, i) => i === 0 || c.score >= policy.chunks[0].score - 0.02).slice(0, 2);
  const top = policy.chunks[0];
  // "what's the per diem abroad?": a section with a word of the question that the first lacks competes too,
  // unless the message asks nothing new or a pronoun keeps the subject.
  if (top && !asksNothing && !pointsBack && !asksOfSaid) {
    const fills = sectionNamedBy(policy, own);
    if (fills && !chunks.includes(fills)) chunks = [top, fills];
    // "how early do I need to ask?": a section that states a lead time ("at least 3 working days in advance") competes too.
    const lead = !fills && asksLeadTime(message) && !chunks.some((c) => statesLeadTime(c.text)) ? asGoodAs(policy, top, (c) => statesLeadTime(c.text), 0) : undefined;
    if (lead) chunks = [top, lead];
  }
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
    // "How much annual leave?" names nothing but the policy's subject: the opening section (the
    // entitlement) answers, unless a section's own heading holds all its words ("How to Report
    // Harassment" in the "Anti-Harassment and Reporting Policy"): that section is the one named.
    const headingHolds = (c: RetrievedChunk, words: string[]) => words.every((t) => uniqueTerms(lastHeading(c.section)).includes(t));
    const headingNames = (c: RetrievedChunk) => headingHolds(c, named);
    // ...one that says something of what is asked about: "Standard Working Hours" never says "overtime",
    // whatever its place, and "how many hours" says what kind of answer, not what it is about.
    const subject = named.filter((t) => !(type === "duration" && isTimeUnit(t)));
    const says = (c: RetrievedChunk) => {
      const has = new Set(uniqueTerms(`${lastHeading(c.section)} ${c.text}`));
      return subject.some((t) => has.has(t));
    };
    // "where can I park for a night shift?": the words only a tag names ("night shift", beside the title's
    // "Parking") are one part of the policy, and a heading with them ("Night Shifts and On-Call") is that part.
    const title = new Set(uniqueTerms(policy.title));
    const tagOnly = subject.filter((t) => !title.has(t));
    const headingTags = (c: RetrievedChunk) => tagOnly.length > 0 && headingHolds(c, tagOnly);
    const opening = earliest(headingNames) ?? earliest(headingTags) ?? earliest(says) ?? earliest(() => true);
    if (opening && opening !== chunks[0]) chunks = [opening, ...chunks.filter((c) => c !== opening)].slice(0, 2);
  }
  // "Til when?" asks more of the passage just quoted, wherever the conversation's words rank it.
  const quotedLast = asksOfSaid ? policy.chunks.find((c) => saidChunks.includes(c.chunkId)) : undefined;
  if (quotedLast && holds(quotedLast.text)) chunks = [quotedLast, ...chunks.filter((c) => c !== quotedLast)].slice(0, 2);
  if (outOfHours) chunks = withOutOfHours(chunks, policy.chunks);
  let forFigure: RetrievedChunk | undefined;
  let promoted: RetrievedChunk | undefined;
  // "How much can I spend on the hotel?" wants a figure, "how long can I keep it?" a duration: a
  // section with none (the policy's scope) gives way to the next one that has one, if that one
  // matched about as well.
  if (wantsFigure && chunks[0] && !holds(chunks[0].text)) {
    // "多少钱？" right after a section was quoted: the words carried from that reply rank it first, but it has no figure.
    const quoted = sentences(chunks[0].text).some((x) => saysAgain(x.text, saidTerms));
    const share = quoted ? QUOTED_FIGURE_SHARE : FIGURE_SECTION_SHARE;
    const figured = aboutWhole ? earliest((c) => holds(c.text)) : asGoodAs(policy, chunks[0], (c) => holds(c.text), share);
    if (figured) chunks = [figured, ...chunks.filter((c) => c !== figured)].slice(0, 2);
    promoted = figured;
    // A section taken for its figure is quoted for it; so is one taken for an amount of money, which no other line answers.
    if (figured && (quoted || type === "money")) forFigure = figured;
  }
  // "要提前多久申请？" after the emergency steps: a section that states a lead time ("at least 3 working days
  // before departure") answers, if it matched about as well as one that states none.
  if (asksLeadTime(message) && chunks[0] && !statesLeadTime(chunks[0].text)) {
    const led = asGoodAs(policy, chunks[0], (c) => statesLeadTime(c.text));
    if (led) chunks = [led, ...chunks.filter((c) => c !== led)].slice(0, 2);
  }
  // "How long can I have it for?" after the booking rules were quoted: a section headed with the kind
  // of answer asked ("Loan Periods") answers, if it matched about as well as the one just quoted.
  if (type === "duration" && chunks[0] && saidChunks.includes(chunks[0].chunkId) && !DURATION_HEADING.test(lastHeading(chunks[0].section))) {
    const headed = asGoodAs(policy, chunks[0], (c) => DURATION_HEADING.test(lastHeading(c.section)) && holds(c.text));
    if (headed) chunks = [headed, ...chunks.filter((c) => c !== headed)].slice(0, 2);
  }
  // "What about internet?" after the setup stipend: the words carried from before found the section
  // just quoted; the one with the message's own word answers, if it ranked about as well. Not so
  // when a pronoun keeps the subject: in "it was reading 11 this morning", "it" is the question.
  const hasOwn = (c: RetrievedChunk) => uniqueTerms(`${c.section} ${c.text}`).some((t) => own.includes(t));
  // But "can we split it?" right after the partner-leave line: "it" is what was just quoted, so only that
  // section may take the place of the one ranked first, if it has the message's word ("two blocks").
  if (own.length && chunks[0] && !hasOwn(chunks[0]) && !aboutWhole) {
    // When what was quoted has none of them, "it" is the thing it named: "can I keep it when I leave?" after the laptop refresh.
    // With nothing of this policy quoted, the pronoun keeps the subject where it is.
    const quoted = (c: RetrievedChunk) => saidChunks.includes(c.chunkId);
    const quotedWithOwn = (c: RetrievedChunk) => quoted(c) && hasOwn(c);
    const backToQuoted = pointsBack && (policy.chunks.some(quotedWithOwn) || !policy.chunks.some(quoted));
    // ...and, asked for a kind of answer, one that holds it: "what if I miss it?" after the claim deadline
    // is not answered by the "Missing Receipt Declaration".
    const elsewhere = (c: RetrievedChunk) => hasOwn(c) && (!pointsBack || !wantsFigure || holds(c.text));
    const withOwn = asGoodAs(policy, chunks[0], backToQuoted ? quotedWithOwn : elsewhere);
    if (withOwn) chunks = [withOwn];
  }
  // "Can I buy a laptop with the home office money?": the thing asked about names the section that answers
  // ("does not cover laptops"), not one that only says how to buy with it, if both ranked about as well.
  // A thing the whole policy is about names no one section; nor does what a figure counts ("how many
  // books?" is answered by "up to 20 items").
  const thing = wantsFigure ? [] : [...weights].filter(([t, w]) => w > 1 && !titleTerms.has(t)).map(([t]) => t);
  const namesThing = (c: RetrievedChunk) => {
    const has = new Set(uniqueTerms(`${lastHeading(c.section)} ${c.text}`));
    return thing.every((t) => has.has(t));
  };
  if (thing.length && chunks[0] && !aboutWhole && !namesThing(chunks[0])) {
    const naming = asGoodAs(policy, chunks[0], namesThing);
    if (naming) chunks = [naming, ...chunks.filter((c) => c !== naming)].slice(0, 2);
  }
  // "Can I get an extension instead?": a section whose own heading names a word of the message
  // ("Extensions") is about it; one that merely mentions the word is not, if both ranked about as well.
  // A heading word shared by several sections ("sick" in "Reporting that you are sick" and "Company
  // sick pay") says less about which one than a word only one heading has: "Self-certification and
  // fit notes" answers "do I need a doctor's note?".
  if (own.length && chunks[0] && !aboutWhole) {
    const headings = new Map(policy.chunks.map((c) => [c, uniqueTerms(lastHeading(c.section))]));
    const spread = headingSpread(policy.chunks.map((c) => c.section), sameRoot);
    // "How many annual leave days do I get?" asks what one is entitled to: an "Entitlement" heading names that too.
    const asked = GETS.test(message) ? [...own, ...ENTITLEMENT] : own;
    const naming = new Map(policy.chunks.map((c) => [c, (headings.get(c) ?? []).filter((t) => asked.some((a) => sameRoot(t, a))).reduce((sum, t) => sum + 1 / spread(t), 0)]));
    const names = (c: RetrievedChunk) => naming.get(c) ?? 0;
    // A reply that only fills in the last question ("for annual leave. I'm a nurse") leaves its section alone when it names one at all.
    const base = asksNothing && names(chunks[0]) > 0 ? Infinity : names(chunks[0]);
    // "I'm the father" after a question the maternity section answered: a heading that names a word of the
    // message ("Paternity") the section found never uses competes from further down.
    const found = new Set(uniqueTerms(`${chunks[0].section} ${chunks[0].text}`));
    const absent = (c: RetrievedChunk) => (headings.get(c) ?? []).some((t) => own.includes(t) && !found.has(t));
    const byHeading = policy.chunks
      .filter((c) => names(c) > base && c.score >= (absent(c) ? ABSENT_HEADING_SHARE : FIGURE_SECTION_SHARE) * chunks[0].score)
      .sort((a, b) => names(b) - names(a) || b.score - a.score)[0];
    if (byHeading) chunks = [byHeading, ...chunks.filter((c) => c !== byHeading)].slice(0, 2);
  }
  // "can i be rostered for a 14 hour shift": a section with a limit the amount meets ("longer than 13 hours") answers one
  // with none ("no more than 4 swaps"), if that line has a word of the message besides the unit and it ranked half as well.
  const amounts = q.amounts ?? [];
  // Its own unit: "been here 6 years" is no length of leave that "more than 10 consecutive working days" could limit.
  const units = new Set(amounts.map((a) => a.unit));
  const sameUnit = (text: string) => quantities(text).some((x) => units.has(x.unit));
  // "…worked 3 hours on the incident, how is that paid?" asks a rate: "more than 2 hours after 23:00 may start at 13:00" holds none.
  const limits = (c: RetrievedChunk) =>
    sentences(c.text).some((x) => limitVerdict(x.text, amounts) === "fits" && sameUnit(x.text) && (!wantsFigure || figure(x.text)) && uniqueTerms(x.text).some((t) => own.includes(t) && !units.has(stem(t))));
  if (amounts.length && chunks[0] && !chunks.some(limits)) {
    const limited = asGoodAs(policy, chunks[0], limits, LIMIT_SECTION_SHARE);
    if (limited) chunks = [limited, ...chunks.filter((c) => c !== limited)].slice(0, 2);
  }
  // "How much holiday do I actually get?": a heading the question says word for word, its little
  // words too ("How much holiday you get"), names the section asked about.
  const said = new Set(wordsOf(message));
  // "How do I report sexual harassment?" says "How to Report Harassment": "how to" is how one does it.
  const saysHeading = (c: RetrievedChunk) => {
    const heading = lastHeading(c.section);
    const words = wordsOf(HOW_TO.test(message) ? heading : heading.replace(/^\s*how\s+to\b/i, "how"));
    return words.length >= 3 && words.every((w) => said.has(w));
  };
  if (chunks[0] && !saysHeading(chunks[0])) {
    const headed = asGoodAs(policy, chunks[0], saysHeading);
    if (headed) chunks = [headed, ...chunks.filter((c) => c !== headed)].slice(0, 2);
  }
  // ...and only that section answers: a rarer word of the question elsewhere ("sexual" in the list of what is not tolerated) does not.
  if (chunks[0] && saysHeading(chunks[0])) chunks = [chunks[0]];
  // "What counts as restricted data?": the section with a line led by the word ("Restricted: the most
  // sensitive information…") defines it, if it matched about half as well as one that only uses the word.
  const defines = (c: RetrievedChunk) => sentences(c.text).some((x) => ledBy(x.text, own));
  if (definition && chunks[0] && !defines(chunks[0])) {
    const defining = asGoodAs(policy, chunks[0], defines, DEFINING_SECTION_SHARE);
    if (defining) chunks = [defining, ...chunks.filter((c) => c !== defining)].slice(0, 2);
  }
  // "我是临时工，请病假有工资吗？" on a policy with a Chinese summary: the summary competes beside the English
  // sections found, and its lines count in full where the English ones count for less (compose.ts).
  const inLang = (c: RetrievedChunk) => (cjkRatio(c.text) > 0.3 ? "zh" : "en") === lang;
  if (!chunks.some(inLang)) {
    const inOwnLanguage = policy.chunks.find((c) => inLang(c) && c.score >= LANGUAGE_SECTION_SHARE * policy.chunks[0].score);
    if (inOwnLanguage) chunks = [...chunks, inOwnLanguage];
  }
  return { chunks, promoted, forFigure };
}

/** Who asks and the asking ("you get", "do I get") are no words of a heading's subject. */
const ASKING = new Set(["i", "me", "my", "we", "us", "our", "you", "your", "they", "their", "do", "does", "can", "i'm"]);

/** A text's words, stemmed, without the asking ones; unlike terms(), it keeps little words ("how", "much"). */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? []).filter((w) => !ASKING.has(w)).map(stem);
}

/** A heading's word and a message's word with one root, whatever the stemmer left on: "coverag" and "cover", "travell" and "travel". */
function sameRoot(heading: string, word: string): boolean {
  return heading === word || (word.length >= 5 && heading.startsWith(word) && heading.length - word.length <= 3);
}
