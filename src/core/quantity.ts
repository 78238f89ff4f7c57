/**
 * Amounts in a question ("a gift worth 150 CNY", "45 days late") and the limits a policy line sets
 * ("up to 200 CNY", "between 31 and 90 days"): the line whose limit the asker's amount falls within
 * is the one that applies to them.
 */

import { sameLine, type Sentence } from "./text.js";

export interface Quantity {
  value: number;
  unit: string;
}

// Each unit's spellings, mapped to one name; money in one currency is one unit.
const UNITS: [RegExp, string][] = [
  [/^(?:cny|rmb|yuan|元|块|人民币)$/, "cny"],
  [/^(?:usd|dollars?|\$)$/, "usd"],
  [/^(?:eur|euros?|€)$/, "eur"],
  [/^(?:gbp|pounds?|£)$/, "gbp"],
  [/^(?:%|percent|per cent)$/, "%"],
  [/^(?:(?:working |calendar |business |work ?)?days?|天|日|个工作日|工作日)$/, "day"],
  [/^(?:hours?|hrs?|小时|个小时)$/, "hour"],
  [/^(?:minutes?|mins?|分钟)$/, "minute"],
  [/^(?:weeks?|周|星期|个星期)$/, "week"],
  [/^(?:months?|个月)$/, "month"],
  [/^(?:years?|yrs?|年)$/, "year"],
  [/^(?:nights?|晚)$/, "night"],
  [/^(?:km|kilometres?|kilometers?|公里)$/, "km"],
  [/^(?:°\s*c|°|℃|c|degrees?(?:\s*c|\s*celsius)?|celsius|度)$/, "celsius"],
];
const UNIT = "(?:working days?|calendar days?|business days?|work ?days?|days?|hours?|hrs?|minutes?|mins?|weeks?|months?|years?|yrs?|nights?|cny|rmb|yuan|usd|dollars?|eur|euros?|gbp|pounds?|percent|per cent|km|kilomet(?:re|er)s?|%|°\\s*c|°|℃|c|degrees?(?:\\s*c|\\s*celsius)?|celsius|度|个工作日|工作日|个小时|小时|分钟|个星期|星期|个月|公里|人民币|元|块|天|日|周|年|晚)";
const NUM = "\\d[\\d,]*(?:\\.\\d+)?";
// A currency sign before the number, or a unit after it.
const AMOUNT = new RegExp(`([$€£¥])?\\s*(${NUM})\\s*(k\\b)?\\s*(${UNIT})?(?![a-z])`, "gi");

const LOWER = "(?:more than|over|above|exceeding|exceeds?|greater than|longer than|older than|later than|beyond|超过|高于|多于|大于)";
// 满5年: once five full years are done.
const LOWER_INCLUSIVE = "(?:at least|a minimum of|minimum of|no less than|not less than|不少于|不低于|至少|满)";
const UPPER = "(?:under|less than|below|fewer than|shorter than|低于|少于|不足|小于)";
const UPPER_INCLUSIVE = "(?:up to|at most|no more than|not more than|a maximum of|maximum of|not exceeding|within|不超过|不高于|最多|以内)";
const BOUND = `([$€£¥])?\\s*(${NUM})\\s*(${UNIT})?`;
const PATTERNS: { re: RegExp; test: (v: number, a: number, b: number) => boolean }[] = [
  { re: new RegExp(`between\\s+${BOUND}\\s+and\\s+${BOUND}`, "gi"), test: (v, a, b) => v >= a && v <= b },
  // "Refunds from £50.01 to £250", "31–90 days": a range written with "to" or a dash.
  { re: new RegExp(`${BOUND}\\s*(?:to|-|–|—)\\s*${BOUND}`, "gi"), test: (v, a, b) => v >= a && v <= b },
  { re: new RegExp(`${LOWER_INCLUSIVE}\\s*(?:of\\s+)?${BOUND}|${BOUND}\\s*(?:or more|or above|and above|or over|or longer|以上|及以上|或以上)`, "gi"), test: (v, a) => v >= a },
  // "3 or more consecutive workdays": the unit after the bound's words.
  { re: new RegExp(`([$€£¥])?\\s*(${NUM})\\s+or more\\s+(?:consecutive\\s+|full\\s+|whole\\s+)?(${UNIT})`, "gi"), test: (v, a) => v >= a },
  // "after 5 years' service: 27 days": once that much service is done, as 满5年.
  { re: new RegExp(`\\bafter\\s+${BOUND}['’]?\\s+(?:of\\s+)?(?:continuous\\s+|qualifying\\s+|[A-Z]{2,5}\\s+)?(?:service|employment)\\b`, "g"), test: (v, a) => v >= a },
  // "no more than 1 hour" is a cap, not "more than 1 hour"; "no less than" (below) a floor.
  { re: new RegExp(`(?<!\\b(?:no|not)\\s+)${LOWER}\\s*${BOUND}`, "gi"), test: (v, a) => v > a },
  { re: new RegExp(`${UPPER_INCLUSIVE}\\s*(?:of\\s+)?${BOUND}|${BOUND}\\s*(?:or less|or fewer|or under|or below|以内|以下|之内|内)`, "gi"), test: (v, a) => v <= a },
  { re: new RegExp(`(?<!\\b(?:no|not)\\s+)${UPPER}\\s*${BOUND}`, "gi"), test: (v, a) => v < a },
];

// Ranks named by a word before the number ("band 2", "Grade 7"), and the ranges lines give them ("Band 1 to 4", "Band 8a and above").
const RANK = "(band|grade|level|tier)";
const RANK_NUM = "(\\d+)[a-z]?";
const RANK_AMOUNT = new RegExp(`\\b${RANK}[\\s-]*${RANK_NUM}(?![\\d.])`, "gi");
const RANK_PATTERNS: { re: RegExp; test: (v: number, a: number, b: number) => boolean }[] = [
  { re: new RegExp(`\\b${RANK}s?\\s*${RANK_NUM}\\s*(?:to|-|–|through)\\s*(?:${RANK}\\s*)?${RANK_NUM}`, "gi"), test: (v, a, b) => v >= a && v <= b },
  { re: new RegExp(`\\b${RANK}s?\\s*${RANK_NUM}\\s*(?:and|or)\\s*(?:above|over|higher)`, "gi"), test: (v, a) => v >= a },
  { re: new RegExp(`\\b${RANK}s?\\s*${RANK_NUM}\\s*(?:and|or)\\s*(?:below|under|lower)`, "gi"), test: (v, a) => v <= a },
];

const CONDITION = /^\s*[-•*]?\s*(?:for|if|when|where|once)\b[^,;:]*(?=,)/i;

function unitOf(sign: string | undefined, word: string | undefined): string | undefined {
  const raw = (word ?? sign ?? "").toLowerCase().trim();
  if (!raw) return undefined;
  if (sign === "¥") return "cny";
  return UNITS.find(([re]) => re.test(raw))?.[1];
}

const toNumber = (s: string) => Number(s.replace(/,/g, ""));

// Lengths of time in days, so that "2 years old" is measured against "more than 12 months old".
const DAYS: Record<string, number> = { minute: 1 / 1440, hour: 1 / 24, day: 1, night: 1, week: 7, month: 365 / 12, year: 365 };

/** An amount in another unit of the same measure ("2 years" in months: 24), or undefined when they do not compare. */
export function inUnit(q: Quantity, unit: string): number | undefined {
  if (q.unit === unit) return q.value;
  const from = DAYS[q.unit];
  const to = DAYS[unit];
  return from && to ? (q.value * from) / to : undefined;
}

/** The amounts with a unit a text states: "150 CNY", "$40", "45 days", "3天". */
export function quantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const unit = unitOf(m[1], m[4]);
    if (!unit) continue;
    out.push({ value: toNumber(m[2]) * (m[3] ? 1000 : 1), unit });
  }
  for (const m of text.matchAll(RANK_AMOUNT)) out.push({ value: Number(m[2]), unit: `rank:${m[1].toLowerCase()}` });
  return out;
}

/**
 * What the limits a sentence sets say of the amounts: "fits" when one holds for an amount ("up to
 * 200 CNY" for 150 CNY), "misses" when it sets limits in their unit and none holds, else undefined.
 */
export function limitVerdict(sentence: string, amounts: Quantity[]): "fits" | "misses" | undefined {
  if (!amounts.length) return undefined;
  // "For shorter absences, give at least 1 business day's notice": a sentence that opens on its condition
  // is limited by what that says; the figure after it is what to do, not who it is for.
  const condition = CONDITION.exec(sentence)?.[0];
  if (condition && condition !== sentence) return limitVerdict(condition, amounts);
  let limited = false;
  for (const { re, test } of PATTERNS) {
    for (const m of sentence.matchAll(re)) {
      // Groups: [sign, number, unit] once, or twice for "between A and B"; unused alternatives are undefined.
      const g = m.slice(1);
      const bounds: Quantity[] = [];
      for (let i = 0; i + 2 < g.length + 1; i += 3) {
        if (g[i + 1] === undefined) continue;
        bounds.push({ value: toNumber(g[i + 1] as string), unit: unitOf(g[i], g[i + 2]) ?? "" });
      }
      // "between 31 and 90 days": the first bound takes the second's unit.
      const unit = bounds.at(-1)?.unit;
      const same = unit ? amounts.flatMap((q) => inUnit(q, unit) ?? []) : [];
      if (!same.length) continue;
      limited = true;
      const [a, b] = [bounds[0].value, (bounds.at(-1) as Quantity).value];
      if (same.some((v) => test(v, a, b))) return "fits";
    }
  }
  for (const { re, test } of RANK_PATTERNS) {
    for (const m of sentence.matchAll(re)) {
      const same = amounts.filter((q) => q.unit === `rank:${m[1].toLowerCase()}`);
      if (!same.length) continue;
      limited = true;
      const [a, b] = [Number(m[2]), Number(m.at(-1))];
      if (same.some((q) => test(q.value, a, b))) return "fits";
    }
  }
  return limited ? "misses" : undefined;
}

/** A limit said: "up to 5 days", "at most", "最多". "More than 100 km" is a threshold, not a cap. */
const SAYS_LIMIT = /\bup\s+to\b|\bmaximum\b|\bat\s+most\b|\bno\s+more\s+than\b|\bcap(?:ped)?\b|\blimit(?:ed)?\b|最多|上限|不超过/i;

export function saysLimit(text: string): boolean {
  return SAYS_LIMIT.test(text);
}

/** The next sentence after `j` when it stands on the same line of `text`. */
function nextOnLine(text: string, lines: Sentence[], j: number): Sentence | undefined {
  const next = lines[j + 1];
  return j >= 0 && next && sameLine(text, lines[j].end, next.start) ? next : undefined;
}

/** A sentence on what to do past a limit: "If the fridge has been out of range", "If you go over the cap". */
const OUT_OF_LIMIT = /^\s*(?:if|when|where|once)\b[^,;.]*\b(?:out of range|outside (?:the |this |that )?(?:range|limits?)|above (?:the |this |that )?(?:range|limit|cap)|over (?:the |this |that )?(?:limit|cap)|exceed\w*|too (?:high|low|warm|cold|hot))\b/i;

/**
 * "Refunds up to £50 can be authorised by a supervisor. Refunds from £50.01 to £250 need the duty manager.": a tier
 * the amount misses, followed on its line by the tier it fits; the tiers are one rule, quoted together. So is a rule
 * and the exception after it that the amount meets ("…invoiced at £15 per item, except items more than 12 months old"),
 * and a limit the amount misses with what to do past it ("…between 2°C and 8°C. If the fridge has been out of range, …").
 */
export function nextTierFits(text: string, lines: Sentence[], j: number, amounts: Quantity[]): boolean {
  const next = nextOnLine(text, lines, j);
  if (next === undefined) return false;
  const own = limitVerdict(lines[j].text, amounts);
  return (own !== "fits" && limitVerdict(next.text, amounts) === "fits") || (own === "misses" && OUT_OF_LIMIT.test(next.text));
}

/** What a sentence's limits say of the amounts, its line's next tier counted: a tier followed by the one that fits is no miss. */
export function tierVerdict(text: string, lines: Sentence[], j: number, amounts: Quantity[]): "fits" | "misses" | undefined {
  const own = limitVerdict(lines[j].text, amounts);
  const next = own === "misses" ? nextOnLine(text, lines, j) : undefined;
  return next && limitVerdict(next.text, amounts) === "fits" ? undefined : own;
}

/** "an extra", "an additional": a rule that adds to the one before it. */
const ADDS = /\b(?:an\s+extra|an\s+additional|a\s+further)\b/i;

/**
 * "Shifts longer than 10 hours include an extra 20-minute paid break." after "Any shift longer than 6 hours includes a
 * 30-minute unpaid break.": a line that adds to the one before, both of whose limits the amount meets (a 14-hour shift), is read with it.
 */
export function addsToFitting(lines: Sentence[], j: number, amounts: Quantity[]): boolean {
  return j > 0 && ADDS.test(lines[j].text) && limitVerdict(lines[j].text, amounts) === "fits" && limitVerdict(lines[j - 1].text, amounts) === "fits";
}
