/**
 * Times of day and the hours rules are written for: "till 1am" is when "after midnight and before
 * 06:00" applies, "food at 2am" what "between 00:30 and 03:30" serves, though neither says the other.
 */
import { normalize, terms } from "./text.js";

const DAY = 24 * 60;
/** "1am", "9.30pm", "23:30", "midnight". */
const CLOCK = String.raw`(?:(\d{1,2})(?:[:.]([0-5]\d))?\s*(am|pm|a\.m\.|p\.m\.)|([01]?\d|2[0-3]):([0-5]\d)|(midnight|noon|midday))`;
const SAID = new RegExp(String.raw`(?<![\d.:£$€¥])${CLOCK}(?![\d:])`, "gi");
/** "after 22:00", "after midnight": the hours until this long after. */
const AFTER_SPAN = 6 * 60;

function minutes(m: RegExpMatchArray, at = 1): number | undefined {
  const [h12, min12, half, h24, min24, word] = m.slice(at, at + 6);
  if (word) return word === "midnight" ? 0 : 12 * 60;
  if (h24 !== undefined) return Number(h24) * 60 + Number(min24);
  if (h12 === undefined) return undefined;
  const hour = Number(h12);
  if (hour < 1 || hour > 12) return undefined;
  return ((hour % 12) + (half.startsWith("p") ? 12 : 0)) * 60 + Number(min12 ?? 0);
}

export interface ClockSaid {
  terms: string[];
  minutes: number;
}

/** The times of day a message says, each with the terms that write it ("1am" → "1am", "01", "00"). */
export function clockTimesSaid(text: string): ClockSaid[] {
  const out: ClockSaid[] = [];
  for (const m of normalize(text).matchAll(SAID)) {
    const at = minutes(m);
    if (at === undefined) continue;
    // A 12-hour time is also searched as the 24-hour clock writes it ("01:00"; see clockGlosses).
    const written = new Set([...terms(m[0]), ...(m[3] ? terms(twentyFourHour(at)) : [])]);
    if (written.size) out.push({ terms: [...written], minutes: at });
  }
  return out;
}

/** Minutes after midnight as the 24-hour clock writes them: 60 → "01:00". */
export const twentyFourHour = (at: number) => `${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`;

const RANGE = new RegExp(String.raw`(?:between|from)\s+${CLOCK}\s+(?:and|to|until|till)\s+${CLOCK}|${CLOCK}\s*(?:-|–|—|to|until|till)\s*${CLOCK}|\bafter\s+${CLOCK}\s+(?:and\s+)?(?:before|until|till)\s+${CLOCK}|\bafter\s+${CLOCK}`, "gi");

function within(at: number, from: number, to: number): boolean {
  return from <= to ? at >= from && at <= to : at >= from || at <= to;
}

/** Whether the text states hours of the day that hold this time ("between 23:00 and 06:00" holds 1am). */
export function holdsClock(text: string, at: number): boolean {
  for (const m of normalize(text).matchAll(RANGE)) {
    // Four ways of writing a range, six groups to a time: the first one that matched says which.
    for (const start of [1, 13, 25]) {
      const from = minutes(m, start);
      const to = minutes(m, start + 6);
      if (from !== undefined && to !== undefined) {
        if (within(at, from, to)) return true;
        break;
      }
    }
    const after = minutes(m, 37);
    if (after !== undefined && within(at, after, (after + AFTER_SPAN) % DAY)) return true;
  }
  return false;
}
