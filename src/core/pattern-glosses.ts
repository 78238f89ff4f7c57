/**
 * Equivalents read from a pattern rather than a phrase book: "don't use" is "unused", "a 17 year old" is under 18,
 * a bottle from a supplier is a gift, "my wife is having a baby" is partner leave, "the friday off" is annual
 * leave, someone brought along is a visitor, "roll over" is the policy's "rollover".
 */
import { twentyFourHour } from "./clock-ranges.js";
import type { Gloss } from "./glossary.js";
import { normalize, terms } from "./text.js";
import { ADULT_AGE, MINOR_AGE, MINOR_SAID } from "./time-units.js";

/** Every match of the patterns (global) in normalized text, read as the same alternatives. */
function matched(t: string, patterns: RegExp[], alternatives: string[][]): Gloss[] {
  return patterns.flatMap((re) => [...t.matchAll(re)]).map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, phrase: m[0], alternatives }));
}

// "what I don't use", "holiday I haven't taken", "it wasn't paid": policies say "unused", "untaken", "unpaid".
const NEGATED = /\b(?:don'?t|do not|didn'?t|did not|haven'?t|have not|hasn'?t|has not|wasn'?t|was not|weren'?t|were not|never|not)\s+(?:been\s+|got\s+|get\s+|yet\s+)?([a-z]{3,})\b/g;
const UN_FORMS = ["", "d", "ed", "n", "en"];
const IRREGULAR_PARTICIPLE: Record<string, string> = { pay: "paid", paid: "paid", take: "taken", took: "taken", taken: "taken", spend: "spent", spent: "spent" };

/** "don't use" → "unused": the un- participle of a negated verb, in the forms a knowledge base may write it. */
export function negatedGlosses(text: string): Gloss[] {
  const t = normalize(text).replace(/’/g, "'");
  return [...t.matchAll(NEGATED)].map((m) => {
    const verb = m[1];
    const forms = IRREGULAR_PARTICIPLE[verb] ? [IRREGULAR_PARTICIPLE[verb]] : UN_FORMS.map((end) => verb + end);
    const at = m.index ?? 0;
    return { start: at, end: at + m[0].length, phrase: m[0], alternatives: [...new Set(forms.map((f) => terms(`un${f}`).join(" ")))].map((f) => f.split(" ")) };
  });
}

const MINOR = [terms(`under ${ADULT_AGE}`), terms("young worker")];

/** "We've got a 17 year old starting": the age, as the rules for under-18s put it. */
export function ageGlosses(text: string): Gloss[] {
  const t = normalize(text);
  // "old" and "year" say nothing of the rules asked about; "under 18" does.
  return matched(t, [MINOR_AGE, MINOR_SAID], MINOR).map((g) => ({ ...g, idiom: true }));
}

// "a bottle of whisky from a vendor", "a supplier sent me a hamper": what a business contact gives is a
// gift; an email, a call or an order from one is not, nor a meal or an invitation (hospitality).
const MESSAGE = String.raw`(?!\s+(?:an?\s+|the\s+|some\s+|another\s+)?(?:e-?mails?|messages?|calls?|texts?|complaints?|requests?|invoices?|letters?|orders?|payments?|feedback|questions?|repl(?:y|ies)|quotes?|contracts?|tickets?|documents?|files?|links?|(?:[a-z]+\s+)?invit(?:ation|e)s?|meals?|dinners?|lunch(?:es)?|hospitality)\b)`;
const CONTACT = String.raw`(?:vendor|supplier|client|customer|partner|contractor|agency|sales rep)s?`;
const GIVEN = new RegExp(
  String.raw`\b(?:got|received|receive|get|getting|been given|was given|were given|been sent|was sent|offered|accept|accepting|keep)\b${MESSAGE}[^.?!]{0,60}?\bfrom\s+(?:a|an|the|our|my|one of our|this|that)?\s*(?:[a-z]+\s+)?${CONTACT}\b|\b${CONTACT}\s+(?:just\s+)?(?:gave|has given|sent|has sent|offered|wants to give|is giving|bought)\s+(?:me|us)\b${MESSAGE}`,
  "gi",
);
const GIFT = [terms("gift"), terms("gifts")];
// ...and the one asking receives it: the rules on accepting gifts, not on giving them to clients.
const ACCEPT = [terms("accept")];

/** A thing given by a business contact, as the gifts rules name it. */
export function giftGlosses(text: string): Gloss[] {
  const t = normalize(text).replace(/’/g, "'");
  return matched(t, [GIVEN], GIFT).flatMap((g) => [g, { ...g, alternatives: ACCEPT }]);
}

// "my wife is having a baby", "my partner's pregnant": the one asking is the other parent, whose leave
// policies call paternity, partner or non-birthing parents' leave.
// In chat the "my" is often left out where the message or a clause starts ("wife is due in march, …").
const PARTNER_BIRTH =
  /(?:\b(?:my|our)\s+|(?:^|[.!?,;:]\s*|\b(?:so|and|but|btw)\s+))(?:wife|partner|girlfriend|spouse|missus|fiancee|fiancée)(?:'s|\s+is|\s+was|\s+has|\s+just)*\s+(?:having|had|expecting|pregnant|due|giving\s+birth|gave\s+birth|going\s+into\s+labou?r)\b/gi;
const OTHER_PARENT = [terms("partner leave"), terms("paternity"), terms("non-birthing parents"), terms("secondary carer")];

// 老婆要生了, 我太太怀孕了: the same in Chinese.
const ZH_PARTNER_BIRTH = /(?:老婆|妻子|太太|爱人|媳妇|女朋友|伴侣)(?:要|快|刚|已经|马上)*(?:生|怀孕|怀上|分娩|临产|预产期)/g;

/** The leave of a parent whose partner is giving birth. */
export function otherParentGlosses(text: string): Gloss[] {
  const t = normalize(text).replace(/’/g, "'");
  // "wife" and "pregnant" say whose leave it is not; the other parent's leave is what is asked.
  return matched(t, [PARTNER_BIRTH, ZH_PARTNER_BIRTH], OTHER_PARENT).map((g) => ({ ...g, idiom: true }));
}

// "take the friday after off", "book next week off": a time taken off is leave ("a day off in lieu" is time back for overtime).
const TIME_OFF =
  /\b(?:take|taking|took|book|booking|booked|have|having|get|getting)\s+(?:(?:the|a|an|next|this|that|my|some|two|three|four|five|\d+|whole|full|half)\s+)*(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|day|days|week|weeks|morning|afternoon|month|fortnight)\b\s*(?:after|before)?\s*)+off\b(?!\s+in\s+lieu)/gi;
const LEAVE = [terms("annual leave")];

/** A day or a week taken off, as the leave policies name it. */
export function timeOffGlosses(text: string): Gloss[] {
  const t = normalize(text).replace(/’/g, "'");
  return matched(t, [TIME_OFF], LEAVE);
}

// "how much holiday do I get?", "can I take holiday in probation?": holiday as a mass noun is
// time off, what leave policies call annual leave; "a holiday", "holidays" and "public holiday" are days.
const HOLIDAY_AS_LEAVE =
  /(?<=\b(?:how\s+much|take|taking|took|taken|book|booking|booked|any|some|more|enough|less|remaining|unused|untaken|accrued|my|of)\s+)holiday\b(?!s\b|\s+(?:party|parties|season|let|home|cottage|club|card|shopping|sale)\b)/gi;

/** Holiday taken or owed, as the leave policies name it; its own word counts as little as the story's. */
export function holidayLeaveGlosses(text: string): Gloss[] {
  return matched(normalize(text).replace(/’/g, "'"), [HOLIDAY_AS_LEAVE], LEAVE).map((g) => ({ ...g, idiom: true }));
}

// A verb and particle a policy writes as one word: "roll over" → "rollover", "log in" → "login".
const PARTICLE = "over|out|up|in|off|on|down|back";
const PARTICLES = new RegExp(`^(?:${PARTICLE})$`);
// "roll them over", "set it up", "roll some over": a pronoun object may stand between the verb and its particle.
const WORD_PAIR = new RegExp(String.raw`(?<![\p{L}'’-])([a-z]{2,})\s+(?:(?:it|them|these|those|this|that|some|any|all|more|half)\s+(?=(?:${PARTICLE})\b))?([a-z]{2,})(?![\p{L}'’-])`, "gu");

/** "how much can I roll over?" where the policy says "Rollover": the pair as the one word the knowledge base knows. */
export function compoundGlosses(text: string, knows: (term: string) => boolean): Gloss[] {
  const t = normalize(text).replace(/’/g, "'");
  const out: Gloss[] = [];
  // Overlapping pairs: "can roll over" tries "can roll" and "roll over".
  for (let at = 0; at < t.length; ) {
    WORD_PAIR.lastIndex = at;
    const m = WORD_PAIR.exec(t);
    if (!m) break;
    const joined = terms(m[1] + m[2]);
    // A verb and its particle ("log in", "roll over") name what the policy writes as one noun; two nouns
    // ("student aid", "health care") are read as they stand, since a web address joins them too. "for me" is no "form".
    const phrasal = terms(m[1]).length > 0 && PARTICLES.test(m[2]);
    if (phrasal && joined.length === 1 && knows(joined[0]) && !terms(`${m[1]} ${m[2]}`).includes(joined[0])) {
      out.push({ start: m.index, end: m.index + m[0].length, phrase: m[0], alternatives: [joined] });
    }
    at = m.index + m[1].length + 1;
  }
  return out;
}

// ...and the other way: "pto carryover?" where the policy says "carry over".
const JOINED = new RegExp(String.raw`(?<![\p{L}'’-])([a-z]{3,}?)(${PARTICLE})(?![\p{L}'’-])`, "gu");

/** A verb and particle written as one word the knowledge base never uses, read as the two it does: "carryover" → "carry over". */
export function splitCompoundGlosses(text: string, knows: (term: string) => boolean): Gloss[] {
  const t = normalize(text).replace(/’/g, "'");
  return [...t.matchAll(JOINED)].flatMap((m) => {
    const whole = terms(m[0]);
    const verb = terms(m[1]);
    if (whole.length !== 1 || knows(whole[0]) || verb.length !== 1 || !knows(verb[0])) return [];
    return [{ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, phrase: m[0], alternatives: [terms(`${m[1]} ${m[2]}`)] }];
  });
}

// "wants £80 back", "get 200 yuan back": an amount given back is a refund or a reimbursement, as "money back" is.
const AMOUNT_BACK = /(?:[£$€¥]\s?\d[\d,.]*|\b\d[\d,.]*\s*(?:pounds?|quid|dollars?|bucks|euros?|yuan|rmb|cny|kuai))\s+back\b/gi;
const MONEY_BACK = [terms("refund"), terms("reimburse")];
// 退£80, 退80块: 退 before an amount gives money back (退休 and 退货 name no amount).
const ZH_AMOUNT_BACK = /退(?:给)?(?:他|她|客人|顾客|我)?\s*(?:[£$€¥]\s?)?\d/g;

/** An amount someone gets back, as the refund and reimbursement rules name it. */
export function amountBackGlosses(text: string): Gloss[] {
  const t = normalize(text);
  return [...matched(t, [AMOUNT_BACK], MONEY_BACK), ...matched(t, [ZH_AMOUNT_BACK], [terms("refund")])];
}

// "a guest pressed a £20 note into my hand", "table 6 left me a tenner": money a guest or customer gives is a tip,
// whatever else the amount matches ("Check every £20 and £50 note with the UV checker"). A note left is no money.
const TIPPER = String.raw`(?:guests?|customers?|diners?|punters?|patrons?|(?:the\s+)?table(?:\s+\d+)?)`;
const HANDED = String.raw`(?:gave|give|gives|giving|handed|hands|handing|pressed|pressing|slipped|slips|slipping|left|leaves|leaving|offered|offers|offering)`;
const CASH = String.raw`(?:(?:[£$€]\s?\d[\d,.]*|\b\d[\d,.]*\s*(?:pounds?|quid|dollars?|bucks|euros?)\b)(?:\s*notes?\b)?|\b(?:tenner|fiver|cash|money|coins))`;
const TIP_GIVEN = new RegExp(String.raw`\b${TIPPER}\s+(?:just\s+|has\s+|had\s+|tried\s+to\s+|wants\s+to\s+|keeps\s+)?${HANDED}\b[^.?!]{0,25}?${CASH}`, "gi");
const TIP = [terms("tip"), terms("tips")];

/** Money a guest or customer gives the one asking, as the rules on tips name it. */
export function tipGlosses(text: string): Gloss[] {
  return matched(normalize(text).replace(/’/g, "'"), [TIP_GIVEN], TIP).map((g) => ({ ...g, idiom: true }));
}

// "can I bring my partner to the lab?", "can my parents visit me at work?": someone brought along is a visitor,
// whatever the rules on partners or parents say of other things (a funder or partner, parental leave).
const COMPANION = String.raw`(?:friends?|partners?|wife|husband|boyfriend|girlfriend|spouse|fianc[eé]e?|mum|mom|mam|dad|mother|father|parents?|kids?|children|child|son|daughter|family|relatives?|sister|brother|cousin|mates?)`;
const BROUGHT = new RegExp(
  String.raw`\b(?:bring|bringing|brought|invite|inviting|invited|sign\s+in|signing\s+in)\s+(?:(?:my|our|his|her|their|a|some|the)\s+)?(?:[a-z]+\s+)?${COMPANION}\b|\b(?:my|our)\s+${COMPANION}\s+(?:visit|visiting|come\s+(?:in|to|into|round|over)|coming\s+(?:in|to|into|round|over))\b`,
  "gi",
);
const VISITOR = [terms("visitor"), terms("guest")];

/** Someone the person brings along, as the visitor rules name them. */
export function visitorGlosses(text: string): Gloss[] {
  const t = normalize(text).replace(/’/g, "'");
  return matched(t, [BROUGHT], VISITOR).map((g) => ({ ...g, idiom: true }));
}

// "keeps making comments about my weight", "jokes about her accent": remarks on who someone is are what
// harassment rules call unwelcome comments, whatever the trait.
const REMARKS = /\b(?:comments?|commenting|remarks?|jokes?|joking|teasing|teases|mocking|mocks|making\s+fun)\s+(?:about|on|of)\s+(?:my|her|his|their|our|your)\s+(?:weight|looks|appearance|body|figure|accent|age|religion|race|skin|hair|clothes|outfit|sexuality|gender|disability|ethnicity|nationality)\b/gi;
const UNWELCOME = [terms("harassment"), terms("unwelcome comments")];

/** Remarks on someone's body, looks or background, as the harassment rules name them. */
export function remarkGlosses(text: string): Gloss[] {
  const t = normalize(text).replace(/’/g, "'");
  return matched(t, [REMARKS], UNWELCOME);
}

// "after 8pm", "by 9.30 am": policies often write the 24-hour clock ("20:00", "09:30").
const TWELVE_HOUR = /\b(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?\s*(am|pm|a\.m\.|p\.m\.)(?![a-z])/gi;

/** A time on the 12-hour clock, as the 24-hour clock writes it. */
export function clockGlosses(text: string): Gloss[] {
  const t = normalize(text);
  return [...t.matchAll(TWELVE_HOUR)].map((m) => {
    const hour = (Number(m[1]) % 12) + (m[3].startsWith("p") ? 12 : 0);
    const at = m.index ?? 0;
    return { start: at, end: at + m[0].length, phrase: m[0], alternatives: [terms(twentyFourHour(hour * 60 + Number(m[2] ?? 0)))] };
  });
}

// "emailed a discharge letter to the wrong GP": something sent to the wrong person is what
// data rules name a breach, or information "sent to the wrong person".
const MISDIRECTED = /\b(?:sent|send|sending|e-?mailed|e-?mailing|posted|faxed|forwarded|shared|texted|messaged)\b[^.?!]{0,60}?\bto\s+the\s+wrong\s+[a-z]+/gi;
const BREACH = [terms("wrong person"), terms("breach"), terms("data breach")];

/** Something sent to the wrong recipient, as data protection rules name it. */
export function misdirectedGlosses(text: string): Gloss[] {
  return matched(normalize(text), [MISDIRECTED], BREACH);
}

// "a 7 hr shift": after a number, "hr" is hours, not HR.
const HOURS_SHORT = /(?<=(?<![\w.])\d+(?:\.\d+)?\s?-?\s?)hr\b/gi;
const HOURS = [terms("hours")];

/** "12 hr", "7hr": the unit read as hours; its own term counts as little as the story's. */
export function shortHourGlosses(text: string): Gloss[] {
  return matched(normalize(text), [HOURS_SHORT], HOURS).map((g) => ({ ...g, idiom: true }));
}

// "found a wallet in the restaurant", "I found someone's phone": a thing found is lost property; a mistake found is not,
// nor what a guest found ("guest found a hair in her risotto"): only the one asking, or no one said, finds it.
const FOUND = /(?:^|[,.;!?]\s*|\b(?:i|we|i['’]?ve|ive|we['’]?ve|just|have|has|i\s+just|we\s+just)\s+)found\s+(?:an?|some(?:one|body)['’]s|this|these|a\s+pair\s+of)\s+(?!(?:\w+\s+)?(?:mistake|error|bug|issue|problem|discrepancy|typo|job|way|role|place|flat|house|room)s?\b)[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?(?=\s+(?:in|on|under|at|behind|by|near|left|outside|inside)\b|\s*[,.?!]|\s*$)/gi;
const LOST_PROPERTY = [terms("lost property")];

// "think i left a handover sheet on the bus": a thing left or forgotten on transport or in a public place is lost;
// only the verb is read, so the thing keeps its own weight.
const LEFT_BEHIND = /\b(?:left|forgot|forgotten)(?=\s+(?:a|an|the|my|our|some|his|her|their)\s+(?:[\w'-]+\s+){0,3}?(?:on|in|at)\s+(?:the|a|my)\s+(?:bus|train|tube|taxi|cab|plane|flight|metro|subway|underground|uber|restaurant|cafe|café|pub|bar|shop|airport|station|gym)\b)/gi;
const LOST = [terms("lost")];

/** A thing left behind on a bus or in a café, as rules on losing things put it. */
export function leftBehindGlosses(text: string): Gloss[] {
  return matched(normalize(text).replace(/’/g, "'"), [LEFT_BEHIND], LOST);
}

// "worked 46 hrs last week, how does that get paid?": a long week's hours, past the 40 most rules start from, are overtime.
const LONG_WEEK = /\b(?:worked|working|did|done|doing|put\s+in|pulled|clocked(?:\s+up)?)\s+(?:like\s+|about\s+|around\s+|nearly\s+|almost\s+|over\s+|roughly\s+)?([4-9]\d)\s*(?:hrs?|hours)\b(?=[^.?!]*?\b(?:this|last|a|per|that|the)\s+week\b)/gi;

/** Many hours worked in one week, as the rules for overtime count them. */
export function longWeekGlosses(text: string): Gloss[] {
  return matched(normalize(text), [LONG_WEEK], [terms("overtime")]);
}

/** Something found where it was left, as the rules for lost property name it. */
export function foundGlosses(text: string): Gloss[] {
  return matched(normalize(text).replace(/’/g, "'"), [FOUND], LOST_PROPERTY);
}

// "do I lose any?", "will I lose my unused days?": days or budget not used in time are forfeited or
// expire, as policies put it; a thing lost ("lose my badge") is not matched.
/** What is banked and used up in time: days, hours, leave, budget. */
const BANKED = String.raw`days?|hours?|leave|holidays?|pto|vacation|allowance|entitlement|budget|credits?`;
const LOSE_UNUSED = new RegExp(String.raw`\b(?:lose|loses|losing)\s+(?:(?:any|some|all|half|the\s+rest)(?=\s*(?:[?.!,]|$|\s+(?:if|at|by|when|after|before|unless|on|of\s+(?:it|them))\b))|(?:(?:any|some|all|the|my|our|your|their|his|her)\s+)?(?:of\s+(?:my|the|our|those|these)\s+)?(?:unused\s+|remaining\s+|leftover\s+|untaken\s+|annual\s+|holiday\s+|vacation\s+)?(?:${BANKED}))\b`, "gi");
const FORFEITED = [terms("forfeited"), terms("lapse"), terms("use it or lose it")];

// "8 days AL left", "any holiday left over": days or budget still to use are what rules call unused,
// and "do I lose them?" then asks of those days.
const DAYS_LEFT = new RegExp(String.raw`(?<=\b(?:${BANKED}|al)\s+)(?:left(?:\s+over)?|leftover|remaining|spare)\b`, "gi");
const LOSE_THEM = /\b(?:lose|loses|losing)\s+(?:them|it|those|these)\b/gi;

/** Days or budget not used in time, as the rules that forfeit them put it. */
export function forfeitGlosses(text: string): Gloss[] {
  const t = normalize(text).replace(/’/g, "'");
  const left = matched(t, [DAYS_LEFT], [terms("unused")]);
  const lost = matched(t, left.length ? [LOSE_UNUSED, LOSE_THEM] : [LOSE_UNUSED], FORFEITED);
  return [...left, ...lost].map((g) => ({ ...g, idiom: true }));
}

/** Equivalents read from a pattern, not a phrase book: "don't use", "a 17 year old", a gift from a supplier, money a guest gives, a partner's birth, a visitor brought along, remarks on someone's looks, a time on the 12-hour clock, "12 hr", a long week's hours, something sent to the wrong person, a thing found, a thing left behind, a day taken off, holiday taken, "roll over", days lost unused. */
export function patternGlosses(text: string, knows: (term: string) => boolean): Gloss[] {
  return [...negatedGlosses(text), ...ageGlosses(text), ...giftGlosses(text), ...tipGlosses(text), ...amountBackGlosses(text), ...otherParentGlosses(text), ...visitorGlosses(text), ...remarkGlosses(text), ...clockGlosses(text), ...shortHourGlosses(text), ...longWeekGlosses(text), ...misdirectedGlosses(text), ...foundGlosses(text), ...leftBehindGlosses(text), ...forfeitGlosses(text), ...timeOffGlosses(text), ...holidayLeaveGlosses(text), ...compoundGlosses(text, knows), ...splitCompoundGlosses(text, knows)];
}
