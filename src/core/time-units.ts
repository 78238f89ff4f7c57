/** Units after numbers: "6 hours" and "17岁" say what a number counts; "4 years" is not "4 weeks". */

/** The unit a bare number is followed by in the text ("17岁" → 岁, "6 hours" → hour), if any. */
export function unitOf(text: string, number: string): string | undefined {
  if (saidAsAge(text, number)) return "year";
  const m = patternsFor(number).unit.exec(text.normalize("NFKC"));
  return m ? singular(m[1]) : undefined;
}

/** "im 17", "she's only 16", "aged 17": who is that old, with no unit after the number. */
export const AGE_SAID = String.raw`\b(?:i['’]?m|i\s+am|(?:he|she)['’]?s|(?:he|she)\s+is|they['’]?re|aged?)\s+(?:only\s+|just\s+)?`;
/** ...and not "I'm 15 minutes late" or "I'm 3 hours in". */
export const NOT_A_UNIT = String.raw`(?![\d.,:%°]|\s*(?:am|pm|mins?|minutes?|hours?|hrs?|h|days?|weeks?|wks?|months?|miles?|km|kg|quid|pounds?|p|percent|degrees|mph|k|th|st|nd|rd|x)\b)`;

/** The age the rules for minors are written against ("staff under 18"). */
export const ADULT_AGE = 18;
// "a 17-year-old", "17岁": someone under 18, which is how policies name the rules for minors.
export const MINOR_AGE = /(?<![\d.])(1[3-7])(?:[\s-]*(?:years?|yrs?)[\s-]*old\b|\s*岁)/gi;
// "im 17", "she's 16": an age said with no unit.
export const MINOR_SAID = new RegExp(`${AGE_SAID}(1[3-7])${NOT_A_UNIT}`, "gi");

// The same, to test a text once (a global expression keeps its place between tests).
const MINOR_AGE_ONCE = new RegExp(MINOR_AGE.source, "i");
const MINOR_SAID_ONCE = new RegExp(MINOR_SAID.source, "i");

/** Whether the text says `number` as a person's age. */
function saidAsAge(text: string, number: string): boolean {
  return patternsFor(number).age.test(text.normalize("NFKC"));
}

/** A number's expressions, built once per number: they are tested against every candidate passage of a turn. */
interface NumberPatterns {
  unit: RegExp;
  age: RegExp;
  units: RegExp;
}
const built = new Map<string, NumberPatterns>();
/** Numbers said across many turns: the cache starts over past this many. */
const MAX_BUILT = 512;

function patternsFor(number: string): NumberPatterns {
  const known = built.get(number);
  if (known) return known;
  if (built.size >= MAX_BUILT) built.clear();
  const n = literal(number);
  const made = {
    unit: new RegExp(`(?<![\\d.])${n}(?![\\d.])\\s*-?\\s*(?:个)?([a-z]+|\\p{Script=Han})`, "iu"),
    age: new RegExp(`${AGE_SAID}${n}${NOT_A_UNIT}`, "i"),
    units: new RegExp(`([$£€¥]\\s*)?(?<![\\d.:])${n}(?!\\d|\\.\\d)(?:(:\\d\\d)|\\s*-?\\s*([a-z]+))?`, "gi"),
  };
  built.set(number, made);
  return made;
}

/** A number ("4.62") as it is written in a regular expression. */
const literal = (number: string) => number.replace(/\./g, "\\.");

/** Short spellings of a unit: "20 mins" is "20 minutes". */
const SPELLED_OUT: Record<string, string> = { min: "minute", hr: "hour", h: "hour", yr: "year", wk: "week" };

/** "Hours" is "hour", "mins" is "minute"; "岁" stays. */
const singular = (unit: string) => {
  const one = unit.toLowerCase().replace(/(?<=..)s$/, "");
  return SPELLED_OUT[one] ?? one;
};

const TIME_UNIT = /^(?:min|minute|hour|hr|day|week|month|year|yr)$/;

/** The numbers of a text said with a unit of time ("been here 4 years" → 4: year). */
export function timeUnitsOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [n] of text.normalize("NFKC").matchAll(/(?<![\d.])\d+(?:\.\d+)?(?!\d|\.\d)/g)) {
    const unit = unitOf(text, n);
    if (unit && TIME_UNIT.test(unit)) out.set(n, unit);
  }
  // "im 17" is read as under 18 (pattern-glosses.ts): that 18 is an age too, not "after 18:00".
  if (MINOR_AGE_ONCE.test(text) || MINOR_SAID_ONCE.test(text)) out.set(String(ADULT_AGE), "year");
  return out;
}

/** The units the text says `number` of ("at least 4 weeks, or 4 years" → week, year; "at 17:00" → clock). */
function unitsSaid(text: string, number: string): string[] {
  const units = [...text.normalize("NFKC").matchAll(patternsFor(number).units)].flatMap((m) =>
    m[1] ? [MONEY] : m[2] ? [CLOCK] : m[3] ? [singular(m[3])] : [],
  );
  return saidAsAge(text, number) ? [...units, "year"] : units;
}

/** A time of day ("17:00") is no count of anything: "im 17" is not answered by "served at 17:00". */
const CLOCK = "clock";
/** "£20", "20 CNY": an amount of money is no length of time: "20 min late" is not "a fine of 20 CNY". */
const MONEY = "money";
const MEASURE = /^(?:cny|rmb|yuan|usd|dollar|eur|euro|gbp|pound|quid|percent|km|mile|kg|mph)$/;

/** Whether the text says `number` only of other units than the time asked ("4 weeks" or "£4" when "4 years" was asked). */
export function otherTimeUnit(text: string, number: string, unit: string): boolean {
  const units = unitsSaid(text, number);
  return units.some((u) => u === CLOCK || u === MONEY || MEASURE.test(u) || TIME_UNIT.test(u)) && units.every((u) => u !== unit);
}

/** Whether the text says `number` of this unit ("every 3 years" when "3 years" was said). */
export function unitSaid(text: string, number: string, unit: string): boolean {
  return unitsSaid(text, number).includes(unit);
}

/** Whether a term is a unit of time ("day", "week"). */
export function isTimeUnit(term: string): boolean {
  return TIME_UNIT.test(term);
}

/** "this year", "these days": time, not a reference. */
export const TIME_WORDS = new Set(
  (
    "year years week weeks month months day days time times morning afternoon evening night quarter weekend summer winter spring autumn fall semester season " +
    "fortnight term arvo monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december"
  ).split(" "),
);

/** A period a rate or limit is counted over ("a day", "per week", "monthly"), not a day off or a night out; "hourly" is how someone is paid. */
const PERIOD = /\b(?:(?:per|a|an|each|every|one)\s+(hour|day|night|week|fortnight|month|year)|(daily|nightly|weekly|fortnightly|monthly|yearly))\b(?!\s+(?:off|out|shifts?|trips?|ago|old|later|before|after)\b)/gi;
const PERIODS = new Set(["hour", "day", "night", "week", "fortnight", "month", "year"]);
const PERIOD_OF: Record<string, string> = { daily: "day", nightly: "night", weekly: "week", fortnightly: "fortnight", monthly: "month", yearly: "year" };

/** The periods a text counts something over. */
function periodsSaid(text: string): Set<string> {
  return new Set([...text.matchAll(PERIOD)].map((m) => (m[1] ?? PERIOD_OF[m[2].toLowerCase()]).toLowerCase()));
}

/**
 * "and in a week?" after "how many hours can I drive in a day?": the period the same limit is counted
 * over is a value of the question, like "tier-2" after "tier-1", not a word added to it.
 */
export function swapsPeriod(newTerm: string, newText: string, oldTerm: string, oldTexts: string[]): boolean {
  // Most pairs of terms are no periods at all: no text need be read for them.
  if (!PERIODS.has(newTerm) || !PERIODS.has(oldTerm)) return false;
  const now = periodsSaid(newText);
  return now.has(newTerm) && !now.has(oldTerm) && oldTexts.some((t) => periodsSaid(t).has(oldTerm));
}
