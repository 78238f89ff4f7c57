/** Signals that a message leans on earlier turns: cue words, pronouns, ellipsis, and conflicting slot values. */
import { TIME_WORDS, unitOf } from "./time-units.js";
import { withoutBoundPronouns } from "./bound-pronouns.js";
import { ACTOR_THEY, withoutImpersonalThey } from "./impersonal-they.js";
import { MEASURE } from "./missing-head.js";
import { isPerson } from "./referent.js";
import { namesOtherPolicy } from "./subject-change.js";
import { isCjk, isNumberTerm, maskAcronyms } from "./text.js";
import type { Query } from "./types.js";
import type { Vocab } from "./term-weight.js";

const EN_CUE = /^\s*(and|but|so|also|then|ok(ay)?|what about|how about|what if|and if|and for|and what|same for|for|in|at|with|without|if|except|only|even|plus|or)\b/i;
/** "thanks. and my uncle's funeral?": after a thanks, "and" goes on; "fair enough. if I drive…" may be new. */
const EN_ACK_THEN_CUE = /^\s*(?:and|also|plus|what about|how about|same for)\b/i;
/** "will I get that off too?", "does it apply to agency staff as well?": the same again, for something new. */
const EN_SAME_TOO = /\b(?:too|as\s+well)\s*[?？.!]*\s*$/i;
const EN_ANAPHORA = /\b(it|its|this|those|these|they|them|their|same|such|ones|he|she|him|her|his|else|former|latter|previous)\b/i;
/** "does that need to be signed off?": opening the message, "that" after an auxiliary points back ("a second job…, is that allowed?" at its own words). */
const EN_AUX_THAT = /^\s*(?:(?:and|but|so|ok(?:ay)?|also)[\s,]+)?(?:does|do|did|will|would|can|could|should|is|was|isn['’]?t|doesn['’]?t|has)\s+that\b/i;
const ZH_CUE = /^\s*(那|那么|还有|另外|如果|要是|而且|其他|其它|也|同样|再|换成|改成|假如)|呢\s*[？?]?\s*$|(这个|那个|这种|那种|这本|那本|这部|那部|这首|它|他|她|上述|以上|同样|一样)/;

/** "can I roll some over?", "do I lose any?": a quantity standing for the thing just discussed. */
const EN_QUANTITY_LEFT = /\b(?:some|any|more|all|half|none)(?=\s+(?:over|back|forward|across|off|up)\b|\s*[?？.!,]|\s*$)/i;

/** "a new one", "the smart ones": a noun left out because the listener knows it. */
const EN_ONE = /\b(?:a|an|the|this|that|which|another|new|old|smart|good|bad|cheap|best|other|different|right|same)\s+(?:\w+\s+)?ones?\b/i;

export type FollowUpSignal = "cue" | "short" | "none";

/** "ok", "thanks", "fair enough": taking in the last reply, asking nothing. One list for both uses below. */
const ACK = "ok(?:ay)?|alright|all right|right|thanks|thank you|cool|great|fair(?:\\s+enough)?|got it|i see";
const EN_NEW_TOPIC = new RegExp(
  `^\\s*(?:(?:${ACK}|sorry|also|and)\\b[\\s,.!;:-]*)?(?:on\\s+)?(?:(?:an?|one)\\s+)?(?:(?:totally|completely)\\s+)?(?:different|diff|another|new|separate|unrelated|other)\\s+(?:question|topic|subject|thing|note|matter)\\b[\\s:,.;!?-]*|^\\s*(?:(?:${ACK}|also|and)\\b[\\s,.!;:-]*)?(?:while\\s+i['’]?m\\s+here|unrelated(?:\\s+but)?)\\b[\\s:,.;!?-]*|^\\s*(?:changing|switching|change|switch)\\s+(?:the\\s+)?(?:topics?|subjects?|gears)\\b[\\s:,.;!?-]*`,
  "i",
);
const ZH_NEW_TOPIC = /^\s*(?:换个(?:问题|话题)|另(?:外)?一个问题|另外问一下|新问题|别的问题|题外话|问个别的)[\s:：，,。.！!？?]*/;

const ACKNOWLEDGED = new RegExp(`^\\s*(?:${ACK})\\b[\\s,.!;:-]*`, "i");

// "last one,", "quick q:", "one more thing -": a preface that says a question follows, not what it is about.
// "morning, …", "good evening all!": a greeting, not the morning the question is about.
const EN_PREFACE = /^\s*(?:(?:good\s+)?(?:morning|afternoon|evening)(?:\s+(?:all|everyone|team|folks|guys))?\s*[,.!:-]+\s*|(?:(?:ok(?:ay)?|also|and|so)\b[\s,.!;:-]*)?(?:(?:one\s+)?(?:last|final|more|other|quick)\s+(?:one|question|q|thing)|another\s+(?:quick\s+)?(?:one|question|q))\b[\s,.!;:?-]*)/i;

/** The message without its opening "last one," or "quick question:". */
export function withoutPreface(text: string): string {
  return text.replace(EN_PREFACE, "");
}

/** The message without an opening "ok." or "thanks,": after a miss, that accepts it and says no more. */
export function withoutAcknowledgement(text: string): string {
  return text.replace(ACKNOWLEDGED, "");
}

/** The bot's last reply cited nothing and asked nothing: the question before found no policy. */
export function lastWasMiss(query: Query): boolean {
  const last = query.history.findLast((m) => m.role === "assistant");
  return Boolean(last?.citations && !last.citations.length && !query.state.pendingClarify);
}

/** Below this confidence the last answer barely fitted its question (a policy just above the not-found bar). */
const FIRM_ANSWER = 0.4;

/**
 * The policies a new question leans towards: those the conversation is about, unless the last answer
 * barely fitted. "Can I vape in the yard?" answered weakly from the photography rule says nothing
 * about where "the forklift speed limit" is.
 */
export function leaningOn(focus: string[], signal: FollowUpSignal, state: Query["state"]): string[] {
  return signal === "none" && (state.lastConfidence ?? 1) < FIRM_ANSWER ? [] : focus;
}

/** "Different question: …", 「换个问题」: the person says a new topic starts. Returns that opening, if any. */
export function newTopicCue(text: string): string | undefined {
  return (EN_NEW_TOPIC.exec(text) ?? ZH_NEW_TOPIC.exec(text))?.[0];
}

// "is that right?", "can you confirm?", "帮忙查一下": asks the bot to check what the thread says, and names nothing itself.
const EN_CHECK =
  /^\s*(?:(?:@\S+\s+)?(?:(?:is|was|are)\s+(?:that|this|it|they)\s+(?:right|true|correct|accurate|so)|(?:can|could|would)\s+you\s+(?:please\s+)?(?:confirm|check|verify|double[- ]check|look\s+(?:it|this|that)\s+up)(?:\s+(?:that|this|it|pls|please))?|(?:please\s+)?(?:confirm|check|verify)(?:\s+(?:that|this|it|pls|please))?|(?:is\s+)?that\s+(?:right|true|correct)|really|true|correct|are\s+you\s+sure|any\s+idea|anyone\s+know))\s*[?？!.]*\s*$/i;
const ZH_CHECK = /^\s*(?:(?:请|麻烦)?(?:帮(?:忙|我)?)?(?:查|看|确认)(?:一下|下)?|对吗|是吗|是真的吗|真的吗|对不对|是这样吗|是不是这样)[吗呢吧啊]?\s*[?？!！。]*\s*$/;

/** A message that only asks the bot to check or confirm what was said before it. */
export function asksToCheck(text: string): boolean {
  return EN_CHECK.test(text) || ZH_CHECK.test(text);
}

const REFERS_BACK = /\b(it|its|them|they|their)\b|它|他们|她们/i;

/** A pronoun that stands for the conversation's subject ("use them", "with it", 它). */
export function refersBack(text: string, ownSubject = false): boolean {
  const masked = withoutImpersonalThey(maskAcronyms(text));
  return REFERS_BACK.test(ownSubject ? withoutBoundPronouns(masked) : masked);
}

/** Like refersBack, but a "they" who act ("can they fly…?") is no pointer at the thing just quoted. */
export function refersToThing(text: string): boolean {
  return refersBack(text.replace(ACTOR_THEY, " "));
}

/** How strongly the message itself says "continue from before". */
export function followUpSignal(text: string, knownContentTerms: number, ownSubject = false): FollowUpSignal {
  const bound = ownSubject ? withoutBoundPronouns : (t: string) => t;
  if (EN_CUE.test(text) || EN_ACK_THEN_CUE.test(withoutAcknowledgement(text)) || EN_SAME_TOO.test(text) || EN_ANAPHORA.test(bound(withoutImpersonalThey(withoutTimeDeixis(maskAcronyms(text))))) || EN_ONE.test(text) || EN_AUX_THAT.test(text) || EN_QUANTITY_LEFT.test(text) || ZH_CUE.test(text)) return "cue";
  if (knownContentTerms <= 2) return "short";
  return "none";
}

// "that" is left out: it is as often a relative pronoun ("a trip that lasts") as a pointer;
// "of this" is a pronoun, not a pointer at a noun ("any of this apply").
const EN_DEMONSTRATIVE = /(?<!\bof\s)\b(?:this|these|those)\s+([a-z][a-z-]+)/gi;
const EN_PERSONAL = /\b(he|she|him|his|her|they|them|their|it|its)\b/i;
/** "Can I expense this?", "is that allowed?": "this" or "that" standing alone for a thing, not before a noun. */
/** What "this" or "that" may be said to be ("is this allowed?", "are those covered"): a state, not a thing. */
const STATES = "allowed|ok|okay|fine|covered|possible|permitted|legal|reimbursable|claimable";
const EN_BARE_DEMONSTRATIVE = new RegExp(`\\b(?:this|that)(?=\\s*(?:[?.!,;]|$))|(?<=\\b(?:is|was|isn['’]?t)\\s)(?:this|that)(?=\\s+(?:${STATES})\\b)`, "i");
/** "Is it possible to…", "it is required that…", "is it OK if…", "is it true the company pays…": an "it" that stands for what follows;
 * ...and "how long does it take to…", "it takes 5 days for…": the "it" of how long something lasts. */
const DUMMY_IT =
  /\b(?:is|was|isn't|wasn't)\s+it\s+(?:really\s+)?(?:true|correct|the\s+case)\b(?=\s+[a-z])|\b(?:(?:is|was|isn't|wasn't)\s+it|it(?:'s|\s+is|\s+was|\s+(?:would|will|might|may|could)\s+be))\s+(?:[\w'-]+\s+){0,2}?(?:to|that|if|whether)\b|\b(?:(?:does|did|will|would|should)\s+it\s+take|it\s+(?:takes|took))\s+(?:[\w'-]+\s+){0,2}?(?:to|for)\b/gi;
/** "it's 8pm", "its 11pm now tho", "it's the weekend": the "it" of the clock and the calendar stands for nothing said. */
const CLOCK_IT =
  /\bit(?:['’]s|s|\s+is|\s+was)\s+(?:now\s+|already\s+|nearly\s+|almost\s+|about\s+|only\s+|just\s+|gone\s+|past\s+|after\s+|before\s+)?(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|o['’]?clock)\b|\d{1,2}[:.]\d{2}\b|midnight|midday|noon|(?:the\s+)?(?:weekend|morning|evening|afternoon|night|middle\s+of\s+the\s+night)\b|(?:a\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|bank\s+holiday)\b|late\b|early\b)/gi;
/** "to" before a determiner, pronoun or name is a preposition ("Was it sent to HR?"): that "it" is an object. */
const TO_PLACE = /^\s*(?:(?:the|a|an|my|your|his|her|our|their|its|this|that|these|those|me|him|us|them)\b|[A-Z])/;

/** The message with its dummy "it" phrases and acronyms ("IT") blanked out (offsets kept), so only referring pronouns remain. */
export function withoutDummyIt(text: string): string {
  return withoutImpersonalThey(maskAcronyms(text)).replace(CLOCK_IT, (m) => " ".repeat(m.length)).replace(DUMMY_IT, (m, offset: number) => (m.toLowerCase().endsWith(" to") && TO_PLACE.test(text.slice(offset + m.length)) ? m : " ".repeat(m.length)));
}

const TIME_DEIXIS = /\bthis\s+([a-z]+)\b/gi;
/** "When is the party this year?": "this year" points at the calendar, not at anything said before; "these days" may be the days just discussed. */
function withoutTimeDeixis(text: string): string {
  return text.replace(TIME_DEIXIS, (m, noun: string) => (TIME_WORDS.has(noun.toLowerCase()) ? " ".repeat(m.length) : m));
}

/** "Does this apply…": a demonstrative followed by a verb stands alone, like "it". */
const VERB_AFTER = new Set("is was are were will would can could should may might has have had does did apply applies count counts cover covers mean means work works include includes need needs require requires affect affects matter matters happen happens".split(" "));
const STATE_AFTER = new RegExp(`^(?:[a-z]{3,}ed|${STATES}|eligible)$`);
const OBJECT_AFTER = /^\s+(?:my|your|his|her|its|our|their|the|a|an|me|you|him|us|them|it)\b/i;
const ZH_REFERENCE = /这个|那个|这位|那位|这家|那家|这款|那款|他|她|它/;

/**
 * A reference the conversation cannot resolve: "this burger" when no burger was mentioned, or
 * "he"/"it" with nothing said before. Such a question needs a clarifying question, not a guess.
 * Returns the words that point (e.g. "this burger"), or undefined.
 */
export function unresolvedReference(text: string, history: string[], termsOf: (s: string) => string[]): string | undefined {
  const said = new Set(history.flatMap(termsOf));
  // "A vendor sent me wine. Can I keep it?": the message itself may name what it points at, earlier on.
  // "How long" asks how long; "long" is no thing the pronoun could stand for.
  const before = (index: number) => termsOf(text.slice(0, index).replace(/\bhow\s+(?:long|far|often|soon|old|big)\b/gi, " "));
  if (!history.length) {
    const personal = EN_PERSONAL.exec(withoutDummyIt(text)) ?? ZH_REFERENCE.exec(text) ?? EN_BARE_DEMONSTRATIVE.exec(text);
    // The word just before the pronoun is what is done to it ("Who approves it?", "Can I keep it?"), not what it is.
    // "a guest wants her money back": a person named before "her" is who she is.
    // "can I tell my report their draft rating?": a noun named with "my", "the" or "a" right before a personal pronoun is whom it stands for.
    const named =
      personal &&
      ((/^(?:he|she|him|his|her)$/i.test(personal[0]) && text.slice(0, personal.index).split(/[^\p{L}]+/u).some(isPerson)) ||
        (/^(?:he|she|him|his|her|they|them|their)$/i.test(personal[0]) && /\b(?:my|our|your|the|a|an)\s+[a-z]{3,}\s+$/i.test(text.slice(0, personal.index))));
    if (personal && !named && before(personal.index).length <= (isCjk(personal[0]) ? 0 : 1)) return personal[0];
  }
  for (const m of text.matchAll(EN_DEMONSTRATIVE)) {
    const next = m[1].toLowerCase();
    const rest = text.slice((m.index ?? 0) + m[0].length);
    // "this tax year", "this academic year": the calendar again, a word further on.
    if (TIME_WORDS.has(next) || TIME_WORDS.has(/^\s+([a-z]+)/i.exec(rest)?.[1]?.toLowerCase() ?? "")) continue;
    // "Does this make my trip legal?": a word followed by "my", "the", "me"... is a verb, not a noun; so is
    // "covered" in "are those covered".
    const verb = VERB_AFTER.has(next) || STATE_AFTER.test(next) || OBJECT_AFTER.test(rest);
    if (verb) {
      if (!history.length && !before(m.index).length) return m[0].split(/\s+/)[0];
      continue;
    }
    const noun = termsOf(m[1])[0];
    if (noun && !said.has(noun) && !before(m.index).includes(noun)) return m[0];
  }
  return undefined;
}

/** "the actor", "the animal's breed", "the TV series": a definite article before a lower-case (common) noun, after at most one name. */
const EN_DEFINITE = /\b[Tt]he\s+(?:[A-Z][\w.]*\s+)?([a-z][a-z-]+)/g;
const STORY_VERB = /\b(?:got|took|caught|missed|had|left|lost|used|drove|reversed|parked|booked|hired|rented|crashed|damaged|broke|dropped|found|paid|bought|spent|sent|saw|met|rang|ate|gave|made|fell|(?:went|been|gone|came|got)\s+(?:to|into|in)|[a-z]{3,}ed)\s*$/i;
const WHEN_BEFORE = /\b(?:after|before|during|until|till|since)\s*$/i;
const SELF_PLACE = /\b(?:i['’]?m|im|i am|we['’]?re|we are|i work|we work|i'?ve been)\s+(?:\w+\s+)?(?:on|in|at|with|for|from)\s*$/i;

/** "the minimum password length", "the usual rate": a word that ranks or measures what follows names no thing of its own. */
const ORDER_WORDS = /^(?:minimum|maximum|min|max|least|most|usual|standard|normal|total|exact|typical|average|highest|lowest|longest|shortest|full|whole|overall|latest|earliest|current)$/;
/** "the office", "the company", "the boss": what everyone at work shares, known without being named. */
const SHARED_THINGS = /^(?:office|company|firm|workplace|building|premises|site|team|boss|manager|canteen|internet|weekend|airport|doctor|doctors|hospital|bank|police|government)$/;
/** "the new sales guy", "the best practices": a word that describes the thing named after it. */
const DESCRIBING = /^(?:new|old|other|same|next|last|first|second|main|big|small|little|only|own|right|wrong|best|worst|good|bad|young|local|senior|junior|extra)$/;
/** The words after a describing word up to the thing it describes: "sales guy" of "the new sales guy along to". */
const DESCRIBED = /^((?:\s+[a-z][a-z-]+){1,2}?)(?=\s+(?:along|to|in|on|at|for|with|from|about|of|and|or|is|are|was|were|who|that|which|this|he|she|they|it|we|i|you|can|could|will|would|should|must|may|might|do|does|did|has|have|had|need|needs|[a-z]+ed|[a-z]+ing)\b|\s*[^\sa-z-]|\s*$)/;

/**
 * A definite noun the conversation never named ("What awards has the actor received?" with no actor
 * in sight). Only worth asking about when nothing fits: most "the X" are understood from the world.
 * Nouns fixed by what follows ("the origin of …") do not count; nor do words `specific` rejects
 * (the caller's test: a word the knowledge base uses, but not everywhere). A first such noun the
 * knowledge base never uses ("Can I bring the dog to the office?") is why nothing fits: no question then.
 */
export function unnamedThing(
  text: string,
  history: string[],
  termsOf: (s: string) => string[],
  specific: (term: string) => boolean,
  knows: (term: string) => boolean = () => true,
): string | undefined {
  const said = new Set(history.flatMap(termsOf));
  for (const m of text.matchAll(EN_DEFINITE)) {
    // "the origin of …", "the laptop they gave me": what follows says which one.
    if (TIME_WORDS.has(m[1]) || ORDER_WORDS.test(m[1]) || SHARED_THINGS.test(m[1]) || /^(?:'s)?\s+of\b|^\s+(?:(?:that|which)\s+)?(?:i|we|they|you)\s+[a-z]/i.test(text.slice((m.index ?? 0) + m[0].length))) continue;
    // "im on the support team", "I work at the Leeds depot": where the asker is, not a thing to ask about.
    if (SELF_PLACE.test(text.slice(0, m.index))) continue;
    // "what's the hotel limit?" asks a measure of hotels, not which hotel; "got the train down",
    // "reversed the van": a thing of the story told, which the teller knows.
    const next = /^\s+([a-z]+)/.exec(text.slice((m.index ?? 0) + m[0].length))?.[1] ?? "";
    // "after the conference", "before the meeting": an event that says when, which the teller knows.
    if (MEASURE.test(next) || STORY_VERB.test(text.slice(0, m.index)) || WHEN_BEFORE.test(text.slice(0, m.index))) continue;
    // "the new sales guy" names a guy: the last word of what the describing word describes.
    const described = DESCRIBING.test(m[1]) ? DESCRIBED.exec(text.slice((m.index ?? 0) + m[0].length)) : undefined;
    if (described === null) continue;
    const phrase = described ? m[0] + described[1] : m[0];
    const noun = termsOf(described ? described[1].trim().split(/\s+/).at(-1)! : m[1])[0];
    if (!noun || said.has(noun) || termsOf(text.slice(0, m.index)).includes(noun)) continue;
    if (!knows(noun)) return undefined;
    if (specific(noun)) return phrase;
  }
  return undefined;
}

const CJK_NUMERALS = "零一二三四五六七八九十两百千万";

/**
 * True when a new term fills the same slot as an earlier one with another value:
 * "tier2" for "tier1", "2025" for "2024", 二线 for 一线.
 */
export function conflicts(newTerm: string, oldTerm: string): boolean {
  if (newTerm === oldTerm) return false;
  const a = /^([a-z]*)(\d+(?:\.\d+)?)$/.exec(newTerm);
  const b = /^([a-z]*)(\d+(?:\.\d+)?)$/.exec(oldTerm);
  if (a && b) return a[1] === b[1];
  const ca = [...newTerm];
  const cb = [...oldTerm];
  if (ca.length === 2 && cb.length === 2) {
    const isNum = (c: string) => CJK_NUMERALS.includes(c) || /\d/.test(c);
    if (ca[1] === cb[1] && ca[0] !== cb[0] && isNum(ca[0]) && isNum(cb[0])) return true;
    if (ca[0] === cb[0] && ca[1] !== cb[1] && isNum(ca[1]) && isNum(cb[1])) return true;
  }
  return false;
}

/**
 * Whether two numbers fill the same slot as far as their units say: "a 17 year old" then "a 6 hour
 * shift" are an age and a length, not one value changed. A number with no unit ("and 40?") may be either.
 */
export function sameUnit(newTerm: string, newText: string, oldTerm: string, oldTexts: string[]): boolean {
  if (!isNumberTerm(newTerm) || !isNumberTerm(oldTerm)) return true;
  const a = unitOf(newText, newTerm);
  const b = oldTexts.map((t) => unitOf(t, oldTerm)).find(Boolean);
  return !a || !b || a === b;
}

/** A message whose most specific word is this much more common than the subject's leans on the conversation. */
const GENERIC_RATIO = 0.75;
/**
 * Chinese leaves out what both sides know as a matter of course (感觉好无聊的一本书, about the novel
 * just named): a message there names a subject of its own only with a word clearly rarer than the conversation's.
 */
const ZH_GENERIC_RATIO = 1.2;
/** An English question of at least this many known words may name its own subject through another policy's words. */
const OWN_SUBJECT_WORDS = 4;

/**
 * "What are common treatments?" names no subject of its own: its most specific word is far more common
 * than the conversation's subject (`context`: the carried words and their weights), so it leans on it.
 */
export function soundsGeneric(known: string[], context: Map<string, number>, focus: string[], chinese: boolean, vocab: Vocab): boolean {
  if (!known.length) return false;
  const ownSpecificity = Math.max(...known.map((t) => vocab.idf(t)));
  // A figure the knowledge base never writes that way ("3am", glossed as 03:00) names no subject its policies could be about.
  const subjectSpecificity = Math.max(0, ...[...context.entries()].filter(([t, w]) => w >= 0.5 && !(/\d/.test(t) && !vocab.knows(t))).map(([t]) => vocab.idf(t)));
  if (ownSpecificity >= (chinese ? ZH_GENERIC_RATIO : GENERIC_RATIO) * subjectSpecificity) return false;
  // "what's the hotel limit in tier-1 cities?" after the claim deadline: words another policy has every one
  // of, and the policy being discussed mostly lacks, name a subject of their own, however rare its answer's words.
  return chinese || known.length < OWN_SUBJECT_WORDS || !namesOtherPolicy(known, focus, vocab);
}
