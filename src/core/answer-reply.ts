/**
 * Stage 7 for an answer: the LLM writes it when there is one and cites what was retrieved;
 * otherwise (or when it fails) the answering lines are quoted from the chosen policy.
 */
import { answerTypeOf, askedThing, asksPaidAmount, hasFigure, holdsAnswer } from "./answer-type.js";
import type { LlmStages } from "./answer-turn.js";
import { asksNothing, asksSomething } from "./asks.js";
import { asksOutOfHours } from "./clock.js";
import { extractAnswer } from "./compose.js";
import { describeError } from "./errors.js";
import { refersToThing } from "./follow-up.js";
import { glosses } from "./glossary.js";
import { timeUnitsOf } from "./time-units.js";
import { languageOf, phrases, type Lang } from "./phrases.js";
import type { KnowledgeBase, Logger } from "./ports.js";
import { quantities, saysLimit } from "./quantity.js";
import { COMPARES, asksDefinition, asksForNumber, extractionWeights } from "./question-shape.js";
import { sameFiguresIn } from "./same-figures.js";
import { ASKS_STEPS } from "./steps.js";
import { answerText, citationFor, verifyCitations } from "./reply-parts.js";
import type { RewriteResult } from "./rewrite.js";
import { equivalents, everydayGlosses, policyGlosses } from "./synonyms.js";
import { sentences, terms } from "./text.js";
import { verdictWord, yesNo } from "./yes-no.js";
import type { Citation, ConversationRecord, SearchResult } from "./types.js";

/** What the thread says about the question beyond the rewrite. */
export interface AskedInThread {
  /** The question asked, with the pending or last question it goes on from. */
  asked: string;
  /** The bot's recent replies: a line just said is not the answer again. */
  said?: string;
  /** The passages the last answer quoted. */
  saidChunks?: string[];
  /** Words the people used (see userTermsOf). */
  userTerms?: Set<string>;
  /** The people's messages, newest first: who is asking. */
  askers: string[];
}

export interface AnswerDeps {
  kb: KnowledgeBase;
  logger: Logger;
  llm?: LlmStages;
}

/** Answers from several policies, one after the other ("both"): each keeps its citations. */
export function joinAnswers(parts: { text: string; citations: Citation[]; handedOver?: boolean }[]): { text: string; citations: Citation[]; handedOver?: boolean } {
  if (parts.length === 1) return parts[0];
  const citations = parts.flatMap((p) => p.citations).filter((c, i, all) => all.findIndex((x) => x.policyId === c.policyId) === i);
  return { text: parts.map((p) => p.text).join("\n\n"), citations, handedOver: parts.some((p) => p.handedOver) };
}

export async function composeAnswer(
  policy: SearchResult["policies"][number],
  result: SearchResult,
  rewrite: RewriteResult,
  thread: AskedInThread,
  deps: AnswerDeps,
  lang: "en" | "zh",
): Promise<{ text: string; citations: Citation[]; handedOver?: boolean }> {
  const retrieved = result.policies.flatMap((p) => p.chunks);
  if (deps.llm) {
    try {
      const generated = await deps.llm.answer(rewrite.text, [policy, ...result.policies.filter((p) => p !== policy)].slice(0, 3), lang);
      const citations = verifyCitations(
        generated.citedIds.flatMap((id) => retrieved.filter((c) => c.policyId === id).slice(0, 1).map(citationFor)),
        retrieved,
      );
      if (citations.length && generated.text.trim()) {
        // Markers for sources that were not retrieved are removed, not shown.
        const kept = new Set(citations.map((c) => c.policyId));
        const text = generated.text.replace(/\s*\[([\p{L}\p{N}_.-]+)\]/gu, (m, id: string) => (kept.has(id) ? m : "")).trim();
        return { text, citations };
      }
    } catch (err) {
      deps.logger.warn({ code: "LLM_FAILED", err: describeError(err) }, "LLM answer failed; answering extractively");
    }
  }
  const { asked, said, saidChunks, userTerms, askers } = thread;
  // The person's words say what the thread is about; the bot's last answer would pull its own sentence back.
  const carried = userTerms ? rewrite.carriedTerms.filter((t) => userTerms.has(t)) : rewrite.carriedTerms;
  // "what's the max?" after a figure was quoted asks that figure's limit, not for a line that says "maximum".
  const asksOfSaid = rewrite.isFollowUp && asksOnlyOfSaid(rewrite.original, said ?? "");
  // "my laptop is 3 years old": "old" says the age, it asks for no old thing.
  const besideAge = rewrite.original.replace(AGE, "");
  const aged = besideAge !== rewrite.original && !/\bold\b/i.test(besideAge);
  // "what counts as restricted data?": "counts" asks what the word means; it is no word of the definition.
  const defining = asksDefinition(asked);
  const own = rewrite.ownTerms.filter((t) => !(asksOfSaid && asksOfFigure(t)) && !(aged && t === "old") && !(defining && DEFINING.has(t)));
  const weights = extractionWeights(own, carried, rewrite.isFollowUp, terms(askedThing(rewrite.original).join(" ")));
  // The message's everyday words this policy never uses stand for the formal ones it does ("Thanksgiving" → "company holiday").
  const mentions = deps.kb.mentions?.bind(deps.kb);
  if (mentions) for (const [t, w] of policyGlosses(rewrite.original, (u) => mentions(policy.policyId, u))) if (!weights.has(t) && !(asksOfSaid && asksOfFigure(t))) weights.set(t, w);
  const askedType = answerTypeOf(asked);
  const shape = {
    wantsNumber: asksForNumber(asked),
    said,
    saidChunks,
    type: askedType === "count" && asksPaidAmount(rewrite.original, carried) ? "money" : askedType,
    pointsBack: refersToThing(rewrite.original),
    context: rewrite.carriedTerms,
    amounts: quantities(rewrite.original),
    swapped: rewrite.replacedTerms.length > 0,
    askers,
    outOfHours: asksOutOfHours(rewrite.original),
    timeUnits: timeUnitsOf(rewrite.original),
    namedBy: tagWordsSaid(rewrite.original, deps.kb.policy(policy.policyId)?.tags ?? []),
    asksNothing: rewrite.isFollowUp && !asksSomething(rewrite.original),
    saysOnly: asksNothing(rewrite.original),
    asksOfSaid,
    asksSteps: ASKS_STEPS.test(rewrite.original),
    asksLimit: terms(asked).some((t) => LIMIT.test(t)),
    asksDefinition: defining,
    comparesSaid: asksOfSaid && COMPARES.test(rewrite.original),
    message: rewrite.original,
  };
  const idf = (t: string) => deps.kb.idf(t);
  const found = extractAnswer(policy, weights, idf, lang, shape);
  // The policy's own line in the reader's language, when it states the same figures.
  const extract = sameFiguresIn(found.text, lang, policy.chunks) ?? found;
  const citations: Citation[] = verifyCitations([citationFor(extract.chunk)], retrieved);
  // "年假有多少天？" answered from an English-only policy: say so, rather than switch language unannounced.
  const inLanguage = announced(extract.text, lang);
  // "Can I…?" answered by a line that plainly allows or forbids it opens with the verdict.
  const verdict = yesNo(rewrite.original, extract.text, rewrite.ownTerms);
  const quoted = verdict ? `${verdictWord(verdict, lang)}${lang === "zh" ? "" : " "}${inLanguage}` : inLanguage;
  // "Mileage for training courses is paid at a different rate under the Travel policy (lg_009).": the
  // line asked for a figure hands over to another policy; its figure follows, and it is cited first.
  const wantsFigure = Boolean(shape.type) || shape.wantsNumber !== false;
  const others = () => result.policies.filter((p) => p.policyId !== policy.policyId).map((p) => ({ policyId: p.policyId, names: deps.kb.names?.(p.policyId) ?? [p.title] }));
  // "…what do I do?" answered by "follow the reporting steps in kb_010": the steps are there.
  // "just got a needlestick off a used cannula" answered by "…, follow the first-aid and reporting steps in kb_010." alone:
  // the line says nothing but where to look.
  const wantsSteps = shape.asksSteps || POINTS_ON.test(extract.text);
  const onwardId = (wantsFigure && !hasFigure(extract.text)) || wantsSteps ? handsOverTo(extract.text, others(), { midSentence: true }) : undefined;
  // Steps are searched there by what the handing line says of them ("the first-aid and reporting steps" for "a needlestick injury").
  const pointer = wantsSteps && onwardId ? (sentences(extract.text).at(-1)?.text ?? "") : "";
  const onwardWeights = pointer ? new Map([...weights, ...terms(pointer).map((t): [string, number] => [t, 1])]) : weights;
  const onward =
    onwardId &&
    ((pointer ? (await deps.kb.search({ text: pointer, weights: onwardWeights, restrictTo: [onwardId], limit: 5 })).policies[0] : undefined) ?? result.policies.find((p) => p.policyId === onwardId));
  if (onward) {
    const next = extractAnswer(onward, onwardWeights, idf, lang, { ...shape, asksSteps: wantsSteps });
    const nextCitations = verifyCitations([citationFor(next.chunk)], retrieved);
    if ((hasFigure(next.text) || wantsSteps) && nextCitations.length) {
      // The onward quote is announced only when its language is neither the question's nor the first quote's.
      return { text: `${answerText(quoted, citations)}\n${answerText(announced(next.text, lang, languageOf(extract.text)), nextCitations)}`, citations: [...nextCitations, ...citations], handedOver: true };
    }
  }
  return { text: answerText(quoted, citations), citations };
}

/** A quote in another language than the question's, said to be so, unless that language was already announced. */
function announced(text: string, lang: Lang, shown: Lang = lang): string {
  const own = languageOf(text);
  return own === lang || own === shown ? text : `${phrases(lang).otherLanguage}\n${text}`;
}

const AGE = /\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten)\s*-?\s*(?:years?|months?|weeks?|days?)\s*-?\s*old\b/gi;

/** The words of the policy's tags of two words or more that the message says word for word ("work from home"). */
function tagWordsSaid(message: string, tags: string[]): string[] {
  const phrases = tags.map((tag) => terms(tag)).filter((tag) => tag.length > 1);
  if (!phrases.length) return [];
  const said = terms(message);
  // "在家办公" and "wfh" say "work from home" in the glossary's and the everyday words' English (looked up only for a tag not said outright).
  let glossed: string[][] | undefined;
  const inGloss = (tag: string[]) => (glossed ??= [...glosses(message), ...everydayGlosses(message)].flatMap((g) => g.alternatives)).some((alt) => alt.join(" ") === tag.join(" "));
  const says = (tag: string[]) => said.some((_, i) => tag.every((t, k) => said[i + k] === t)) || inGloss(tag);
  return phrases.filter(says).flat();
}

/** The words that ask what a word means. */
const DEFINING = new Set(terms("count counts counted consider considered class classed classify classified qualify qualifies define defined definition mean meaning"));

/** "what's the max?", "最多几天？", "how many days at most?": the limit of what was said, in its unit. */
const LIMIT = /^(?:max|maximum|limit|cap|upper|最多|上限|最高|至多)$/i;
const ASKS_UNIT = /^(?:minute|hour|day|night|week|month|year)$|^[最多少几天个月年周小时钱元]{2}$/;
// "how much does it cost?" after "0.5 CNY per colour page": the price of what was said, not a line that says "costs".
const PRICE = new Set(terms("cost costs price prices charge charges fee fees"));
const asksOfFigure = (t: string) => LIMIT.test(t) || PRICE.has(t);

/** "how long do I have?", "how long have we got to…": the time left to act; "how long can I have it for?" asks how long of the thing. */
const HOW_LONG = /\bhow\s+long\s+(?:(?:do|did|will|would)\s+(?:i|we|you)\s+have|have\s+(?:i|we|you)\s+got)\b(?!\s+(?:it|them|this|that|the|my|a|an|one)\b)/i;

/** A follow-up whose words only ask more of the figure just said: when, how much more, up to what limit (if one was said). */
function asksOnlyOfSaid(message: string, said: string): boolean {
  const words = terms(message);
  // "how long do I have?" after "…can be appealed within 14 days" asks how long of that line.
  const asking = (t: string) => COMPARES.test(t) || ASKS_WHEN.test(t) || (LIMIT.test(t) && saysLimit(said)) || (PRICE.has(t) && holdsAnswer(said, "money")) || ASKS_UNIT.test(t) || (t === "long" && HOW_LONG.test(message) && holdsAnswer(said, "duration"));
  // "From whom?" after the approval rule asks who of that rule, as "until when?" asks when.
  return words.every(asking) && (COMPARES.test(message) || asksForNumber(message) !== false || answerTypeOf(message) === "person");
}

/** "Until when?": words that only ask for the time of what was said. */
const ASKS_WHEN = /^(?:until|till|til|since|by)$/i;

/**
 * The policy a passage's last sentence hands over to, by the id or the name it ends with:
 * "…under the Travel policy (lg_009) instead.", "…follow the Business Trips Policy."
 */
export function handsOverTo(text: string, candidates: { policyId: string; names: string[] }[], opts: { midSentence?: boolean } = {}): string | undefined {
  const tail = (sentences(text).at(-1)?.text ?? "")
    .toLowerCase()
    .replace(/[\s.。)）]+$/u, "")
    .replace(/\s+instead$/, "")
    .replace(/[\s.。)）]+$/u, "");
  const endsWith = (name: string) => {
    const n = name.toLowerCase().trim();
    const at = tail.length - n.length;
    return n.length > 0 && tail.endsWith(n) && (at === 0 || !/[\p{L}\p{N}_]/u.test(tail[at - 1]));
  };
  // 司机出车过夜按 lg_004 领取补贴: in Chinese the policy handed over to follows 按, 参照 or 见, mid-sentence; in English "see" ("see kb_012 for late-finish taxis").
  // Only answering follows it: as a reason to drop a clarifying option it would say too little of whom it sends on.
  const afterHandOver = (name: string) => {
    const n = name.toLowerCase().trim();
    const at = n ? tail.indexOf(n) : -1;
    return opts.midSentence === true && at > 0 && HANDS_OVER_BEFORE.test(tail.slice(0, at)) && !/[\p{L}\p{N}_]/u.test(tail[at + n.length] ?? "");
  };
  // "…under the Business Trips policy", "…the travel rules": the kind word after a name may differ from its title's.
  const KINDS = ["", " policy", " policies", " rules", " scheme"];
  const forms = (name: string) => KINDS.map((k) => `${name.replace(/\s+(?:policy|policies|rules|scheme)$/i, "")}${k}`);
  return candidates.find((c) => [c.policyId, ...c.names.flatMap(forms)].some((n) => endsWith(n) || afterHandOver(n)))?.policyId;
}

/** One sentence whose main clause sends the reader on: "If you are kept late, see kb_012 for late-finish taxis." */
const POINTS_ON = /^(?:if\s[^,.;]+,\s*)?(?:please\s+)?(?:see|follow|refer\s+to|read|check|consult)\b[^.;]*\.?\s*$/i;

/** Words that hand over to the policy named right after them ("按 lg_004", "参照《差旅制度》", "see kb_012 for…"). */
const HANDS_OVER_BEFORE = /(?:按照?|依照|依据|参照|参见|详见|见|适用)\s*[《「“(（]?\s*$|\b(?:see|refer\s+to)\s+(?:the\s+)?$/iu;

/** Words the people in the thread used (and their equivalents), and the topic's terms: what sentence picking may carry forward. */
export function userTermsOf(record: ConversationRecord, kb: KnowledgeBase): Set<string> {
  // "推荐朋友入职有奖金吗？" says "referral" and "bonus" too, in the glossary's English.
  const people = record.messages.filter((m) => m.role === "user").flatMap((m) => [...terms(m.text), ...equivalents(m.text, (t) => kb.knows(t)).terms.keys()]);
  // The topic's terms gather the words of the passages quoted so far; those only the bot said stay out.
  const bot = new Set(record.messages.filter((m) => m.role === "assistant").flatMap((m) => terms(m.text)));
  return new Set([...people, ...record.state.topicTerms.filter((t) => !bot.has(t))]);
}
