/**
 * What kind of answer a question asks for ("how long" wants a duration, "where" a place), and whether
 * a sentence holds one. The question's topic words find the section; this picks the line within it.
 */

import { uniqueTerms } from "./text.js";

export type AnswerType = "duration" | "frequency" | "money" | "count" | "time" | "place" | "person" | "procedure";

/** "deadline?", "timeframe?": nouns that name only the kind of answer asked, not a subject of their own. */
const KIND_NOUNS = new Set(uniqueTerms("deadline deadlines cutoff cut-off timeframe timeframes timescale timescales turnaround timeline eta"));
export const namesAnswerKind = (term: string): boolean => KIND_NOUNS.has(term);

const UNIT_EN = "(?:working |calendar |business |school |consecutive |full )?(?:minutes?|mins?|hours?|days?|weeks?|months?|years?|semesters?|terms?|nights?)";
const UNIT_ZH = "(?:个)?(?:分钟|小时|天|日|周|星期|个月|月|年|学期|晚)";
const NUMBER = "(?:\\d[\\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|[一二两三四五六七八九十百]+)";
// "within 14 days" says when as well as how long...
const SPAN = new RegExp(`${NUMBER}[\\s-]*${UNIT_EN}\\b|\\d+\\s*${UNIT_ZH}|[一二两三四五六七八九十]+${UNIT_ZH}`, "i");
// ...and "5 unused annual leave days" only how many: a few words may say which days before the unit.
const DURATION = new RegExp(`\\b${NUMBER}(?:(?:[\\s-]+(?!(?:of|the|a|an|per|each|every|in|on|at|for)\\b)[a-z]+){1,3}?[\\s-]+|[\\s-]*)${UNIT_EN}\\b|\\d+\\s*${UNIT_ZH}|[一二两三四五六七八九十]+${UNIT_ZH}`, "i");
const FREQUENCY =
  /\b(?:every|each|once|twice|per)\s+(?:\d+\s+|other\s+|calendar\s+|academic\s+)?(?:days?|weeks?|months?|years?|semesters?|terms?|shifts?)\b|\b(?:\d+|one|two|three|four)\s+times\b|\b(?:daily|weekly|monthly|annually|yearly)\b|每(?:天|日|周|月|年|学期)/i;
// "Passwords do not expire on a schedule": no schedule at all answers "how often?".
const NO_SCHEDULE = /\b(?:not|never|no)\b[^.;]{0,40}?\b(?:schedule|regular(?:ly)?|routine(?:ly)?|periodic(?:ally)?|fixed\s+intervals?)\b|不定期|没有固定/i;
// "28p per mile", "time and a half": pence and pay rates in words are amounts too.
const MONEY = /\d[\d,.]*\s*(?:k\b)?\s*(?:CNY|RMB|USD|EUR|GBP|HKD|yuan|dollars?|euros?|pounds?|元|块)|[$€£¥]\s*\d|\d+(?:\.\d+)?\s*%|\b\d+(?:\.\d+)?\s*(?:p(?![.\s]*m\b)|pence|cents?)\b|\btime\s+and\s+an?\s+(?:half|quarter|third)\b|\b(?:double|triple)\s+time\b|百分之/i;
// "after the referred employee has completed probation", "with the following month's salary": a point in time set by an event.
// "may" is a month only beside a day ("1 May", "May 31"): alone it is the verb.
const TIME =
  /\b(?:before|after|within|by|until|no later than|in advance|prior to|from|between)\b[^.;]*\d|\bafter\s+(?:the|your|a|an|they|you|he|she|it)\b[^.;]{0,40}?\b(?:has|have|is|are)\s+(?:completed|passed|finished|ended|approved)\b|\b(?:with|in)\s+(?:the|your)\s+(?:next|following|first)\s+(?:month'?s\s+)?(?:salary|pay|payroll|payslip)\b|\d{1,2}[:.]\d{2}|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|january|february|march|april|june|july|august|september|october|november|december)\b|\b\d{1,2}(?:st|nd|rd|th)?\s+may\b|\bmay\s+\d{1,2}\b|\d{1,2}(?:st|nd|rd|th)\b|之前|以前|之后|以内|提前|截止|\d+\s*[月日号点]/i;
const PLACE =
  /\b(?:room|building|floor|levels?|office|desk|centre|center|portal|website|intranet|online|app|system|gate|reception|counter|car parks?)\b|\b[A-Z]\d{2,4}\b|楼|室|中心|网站|系统|前台|门口|办公室/i;
// ...or where to reach them: an email address says who a thing goes to ("send … to hr@…").
// In any case ("the IT Service Desk", "Security"); "HR" only in capitals, since "12 hr" is a time.
const PERSON =
  /\b(?:manager|supervisor|team|department|officer|head|director|committee|dean|desk|contact|administrator|security|helpdesk|advisor|adviser|registrar|chair|lead)\b|[\w.+-]+@[\w-]+\.[\w.]+|经理|主管|人事|部门|负责人|团队|委员会|办公室/i;
const HR = /\bHR\b/;
/** "Which form?", "how do I claim?": the form, the channel or the step to take. */
const ASKS_PROCEDURE =
  /\b(?:which|what)(?:['’]s|\s+is)?\s+(?:the\s+)?form\b|\bhow\s+(?:do|can|should)\s+(?:i|we|you)\s+(?:apply|claim|raise|book|report|request|register|submit|get\s+(?:it\s+)?(?:approved|signed\s+off))\b|(?:用|填)?(?:什么|哪个|哪张)表|怎么(?:申请|报销|申报|登记|预约|请(?:年|病|事|婚|产|陪产|丧)?假)/i;
/** A form code ("form EX-2"), a channel (portal, ext. 3120) or a line that opens with what to do. */
const PROCEDURE =
  /\b[A-Z]{1,4}-\d{1,3}\b|\b(?:form|portal|app|online|e-?mail|ext\.?|extension|helpdesk|service desk|system|in writing)\b|^\s*(?:[-*•]\s*)?(?:put|send|submit|complete|fill|book|use|ask|call|phone|email|log|contact|report|apply|raise|register|claim|tell|speak)\b|表格|表单|申请表|系统|网上|提交|填写/i;
// "kb_007", "tier-2", "A1", "3rd" are labels, not figures; so are 一线 and 二等座 (a Chinese numeral counts before a measure word).
const NAMED_NUMBER = /[A-Za-z_]+[-_]?\d+/g;
const LABEL = new RegExp(`${NAMED_NUMBER.source}|\\d+(?:st|nd|rd|th)\\b`, "g");
const ZH_FIGURE = /[一二两三四五六七八九十百千万]+\s*(?:个|次|天|日|周|星期|月|年|元|块|人|名|本|张|件|台|晚|小时|分钟|页|份|项|门|节|倍|成)/;

/** The numbers the text states, ordinals included ("by the 10th"), names with a number ("policy_005", "tier-2") left out. */
export function figuresOf(text: string): string[] {
  return text.replace(NAMED_NUMBER, " ").match(/\d[\d,.:]*\d|\d/g) ?? [];
}

/** Whether the text holds a figure: a number that is not part of a label. */
export function hasFigure(text: string): boolean {
  return /\d/.test(text.replace(LABEL, "")) || ZH_FIGURE.test(text);
}

// "visiting times on ICU?", "library opening hours": the hours something is open are times of day.
const OPENING_HOURS = /\b(?:visiting|opening|closing|office|business|canteen|library|shop|kitchen|reception|desk)\s+(?:times|hours)\b|探视时间|开放时间|营业时间|办公时间/;

/** The kind of answer the question wants, if it says. */
export function answerTypeOf(question: string): AnswerType | undefined {
  const q = question.toLowerCase();
  if (/\bhow (?:far|long|much time) (?:ahead|in advance|before)\b|\bby when\b|\bwhen\b(?!\s+(?:i|im|ive|we|you|he|she|hes|shes|they|theyre|it|its|my|our|your|his|her|their|the|a|an)\b)|\bdeadline\b|\bhow soon\b|\bwhat time\b|\bhow (?:late|early)\b|什么时候|何时|截止|提前多久|几点/.test(q) || OPENING_HOURS.test(q)) return "time";
  if (/\bhow often\b|多久一次|多长时间一次|频率/.test(q)) return "frequency";
  // "how long must my password be?": a length, which may be in characters or pages, not only in time.
  // (The question may be followed by its rewrite: "how long does it have to be? how long does password…".)
  if (/\bhow long\b[^?.!]*\bbe\s*(?:[?.!]|$)/.test(q)) return "count";
  // "how many holiday days", "how many sick days": a word or two may say which days before the unit.
  if (/\bhow long\b|\bhow many (?:[a-z][\w'-]*\s+){0,2}?(?:minutes|hours|days|nights|weeks|months|years|semesters)\b|多久|多长时间|几天|几个月|几年|多少天/.test(q)) return "duration";
  const money = /\b(?:costs?|price|fees?|fines?|charged?|pay|paid|payments?|spend|reimburs\w*|worth|budget|allowance|stipend|salary|bonus|refund|fund(?:s|ing)?|grants?|money)\b|多少钱|费用|价格|罚款|收费|补贴|报销|资助|经费|奖金|工资/.test(q);
  // "do we get money for safety boots?", "is there any money for courses?": the amount is the answer.
  // "will the company pay?": what it pays is the answer too.
  if (money && /\bhow much\b|\bwhat(?:'s| is| are)\b|\bis there\b|\b(?:do|does|will|would|can|could)\s+(?:i|we|you|staff|employees)\s+get\b|\b(?:does|will|would)\s+(?:the\s+[a-z]+|my\s+employer|they)\s+(?:pay|fund|cover)\b(?!\s+attention)|多少|几/.test(q)) return "money";
  // "do we get anything for food on nights?": what one gets for something is an allowance, in money.
  if (/\b(?:do|does|will|would|can|could)\s+(?:i|we|you|staff|employees)\s+get\s+(?:anything|something)\s+(?:extra\s+)?(?:for|towards?)\b/.test(q)) return "money";
  // "How much would I get?" names nothing counted: what one receives, bare, is money.
  if (/\bhow much\s+(?:do|does|did|will|would|can|could|should)\s+(?:i|we|you|they|he|she|staff|employees)\s+(?:get|receive|be paid|earn)\b/.test(q)) return "money";
  // "How is it paid?", "how does that get paid": the rate is the answer.
  if (/\bhow (?:is|are|was|will|do|does|would)\b[^?.]*\b(?:paid|compensated|reimbursed)\b/.test(q)) return "money";
  if (/\bhow (?:many|much)\b|几个|几次|多少/.test(q)) return "count";
  if (ASKS_PROCEDURE.test(q)) return "procedure";
  if (/\bwhere\b|哪里|在哪|哪儿/.test(q)) return "place";
  if (/\bwho\b|\bwhom\b|找谁|谁/.test(q)) return "person";
  return undefined;
}

/** "How much is it?", 那是多少？: an amount of the thing a pronoun stands for, or that a Chinese question leaves out. */
const HOW_MUCH_IS_IT = /\bhow much (?:is|are|was|were|will be|would be)\s+(?:it|that|this|they|those|these)\b|^\s*(?:那|它|这个|那个)?(?:是)?多少(?:呢)?\s*[?？]?\s*$/i;
/** Things whose amount is paid: an allowance, a stipend, a bonus. */
const PAID_THINGS = new Set(uniqueTerms("allowance stipend bonus budget grant fee salary pay rate price cost reimbursement refund 补贴 津贴 奖金 预算 费用 工资"));

/**
 * "How much is it?" when "it" is an allowance the conversation is about: the amount is money ("300 CNY
 * per month"), not just any figure ("within 60 days").
 */
export function asksPaidAmount(message: string, subject: string[]): boolean {
  return HOW_MUCH_IS_IT.test(message) && subject.some((t) => PAID_THINGS.has(t));
}

/** "By 31 March", "at 22:00": a point in time, which answers "when?" better than a length of time. */
export function holdsPointInTime(sentence: string): boolean {
  return TIME.test(sentence);
}

/** Whether a sentence holds an answer of the type. */
export function holdsAnswer(sentence: string, type: AnswerType): boolean {
  switch (type) {
    case "duration":
      return DURATION.test(sentence);
    case "frequency":
      return FREQUENCY.test(sentence) || NO_SCHEDULE.test(sentence);
    case "money":
      return MONEY.test(sentence);
    case "count":
      return hasFigure(sentence);
    case "time":
      return TIME.test(sentence) || SPAN.test(sentence);
    case "place":
      return PLACE.test(sentence);
    case "person":
      return PERSON.test(sentence) || HR.test(sentence);
    case "procedure":
      return PROCEDURE.test(sentence);
  }
}

const ASKED_THING =
  /\b(?:what|which)(?:'?s|\s+is|\s+are|\s+was|\s+were)?\s+(?:(?:kind|sort|type)\s+of\s+)?(?:(?:the|a|an|my|our|their|your)\s+)?([a-z][\w-]*)(?:\s+([a-z][\w-]*))?|\bhow\s+(?:many|much)\s+([a-z][\w-]*)/i;
const MEASURE_WORD = /^(?:temperatures?|weights?|sizes?|ages?|heights?|speeds?|percentages?|lengths?)$/i;
const TIME_UNIT = /^(?:minutes?|hours?|days?|nights?|weeks?|months?|years?|semesters?|working|calendar|business)$/i;
/** Words that can follow "what" without being the thing asked for. */
const NOT_A_THING = /^(?:do|does|did|is|are|was|were|can|could|should|would|will|if|about|happens|else|i|we|you|they|he|she|it|to|for|of|on|in|into|at|by|with|and|or|from|during|while|when|after|before)$/i;

/** "Can I bring my smartwatch…": what a may-I question asks about is the object of its verb (not "it", nor after "get" or "be"). */
const MAY_I =
  /\b(?:can|may|could)\s+(?:i|we)\s+(?!be\b|get\b|do\b|go\b|ask\b)[a-z]+\s+(?:(?:my|a|an|the|our|some|any)\s+)?(?!it\b|them\b|this\b|that\b)([a-z][\w-]*)(?:\s+([a-z][\w-]*))?/i;

/** "How long must my laptop password be?": the measure is asked of the subject, whose last word names it. */
const MEASURE_OF =
  /\bhow\s+(?:long|big|large|old|tall|wide|heavy|short|high)\s+(?:does|do|must|should|can|will|is|are|has|have|would|could)\s+((?:[a-z][\w-]*\s+){1,4}?)(?:(?:have|has|need|needs|got)\s+to\s+)?be\b/i;
const DETERMINER = /^(?:the|a|an|my|our|your|their|his|her|its|this|that|these|those|i|we|you|they|he|she|it)$/i;

/** What a may-I question asks to act on: "Can I bring my dog into head office?" → dog. */
export function mayIObject(question: string): string[] {
  const m = MAY_I.exec(question);
  const out: string[] = [];
  for (const w of m ? [m[1], m[2]].filter((x): x is string => !!x) : []) {
    if (NOT_A_THING.test(w)) break;
    out.push(w);
  }
  return out;
}

/** The noun asked for, up to two words: "What's the fine for…" → fine, "which calculators" → calculators, "how many pages" → pages. */
export function askedThing(question: string, afterWords = 0): string[] {
  const measured = MEASURE_OF.exec(question);
  if (measured) {
    const head = measured[1].trim().split(/\s+/).filter((w) => !DETERMINER.test(w)).pop();
    return head && question.slice(0, measured.index).split(/\s+/).filter(Boolean).length >= afterWords ? [head] : [];
  }
  const m = ASKED_THING.exec(question) ?? MAY_I.exec(question);
  if (!m || question.slice(0, m.index).split(/\s+/).filter(Boolean).length < afterWords) return [];
  // "how many weeks of maternity leave": the unit says what kind of answer, not what it is about;
  // so does a measure ("what temperature should the fridges be?" is about the fridges).
  if (m[3] && TIME_UNIT.test(m[3])) return [];
  // ...and so it does after a word that says which ("how many holiday days", "how many sick days").
  if (m[3] && /^\s+(?:minutes?|hours?|days?|nights?|weeks?|months?|years?)\b/i.test(question.slice(m.index + m[0].length))) return [];
  if (m[1] && MEASURE_WORD.test(m[1])) return [];
  const words = m[3] ? [m[3]] : [m[1], m[2]].filter((w): w is string => !!w);
  const out: string[] = [];
  for (const w of words) {
    if (NOT_A_THING.test(w)) break;
    out.push(w);
  }
  return out;
}

/** "can I serve wine?": the act asked leave to do. Light verbs ("get", "take", "have") say too little to keep. */
const MAY_I_ACT = /\b(?:can|may|could|am|are)\s+(?:i|we)\s+(?:be\s+allowed\s+to\s+|allowed\s+to\s+)?(?!(?:get|have|take|do|go|use|make|ask|be|still|just|also|please|not|never)\b)([a-z]{3,})\b/i;
export function mayIAct(question: string): string | undefined {
  return MAY_I_ACT.exec(question)?.[1].toLowerCase();
}

