/**
 * "Can I take a week off over Christmas?" is answered by "…not between 15 December and 2 January": a
 * date, or a range of dates, stands for the holidays that fall on it, though the line never names them.
 */
import { terms } from "./text.js";

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const DATE = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(${MONTHS.join("|")})\\b`, "gi");
/** Fixed-date holidays with a name of their own: [month (1–12), day, the name's terms]. ("New Year" would add "new" and "year", which lines say anyway.) */
const FIXED: [number, number, string[]][] = [[12, 25, terms("christmas xmas")]];

/** A range longer than this is a period (a leave year), not a holiday season. */
const MAX_RANGE_DAYS = 62;

/** Day of the year (1 January = 1, no leap years): enough to compare dates. */
function dayOfYear(month: number, day: number): number {
  const lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return lengths.slice(0, month - 1).reduce((a, b) => a + b, 0) + day;
}

/** The terms of the fixed-date holidays a sentence's date, or its range of two dates, takes in. */
export function holidaysIn(sentence: string): string[] {
  const dates = [...sentence.matchAll(DATE)].map((m) => dayOfYear(MONTHS.indexOf(m[2].toLowerCase()) + 1, Number(m[1])));
  if (!dates.length) return [];
  const [from, to = from] = dates;
  // "15 December to 2 January" runs over the year's end; "1 January to 31 December" is the whole year, no holiday's.
  const length = (to - from + 365) % 365;
  if (length > MAX_RANGE_DAYS) return [];
  const within = (d: number) => (d - from + 365) % 365 <= length;
  return FIXED.filter(([m, d]) => within(dayOfYear(m, d))).flatMap(([, , t]) => t);
}
