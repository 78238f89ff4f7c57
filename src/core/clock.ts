import type { RetrievedChunk } from "./types.js";

/**
 * "its 11pm now tho", "it's Saturday, is anyone there?": the question is asked outside working hours,
 * so the policy's out-of-hours line answers it rather than its office-hours one. Only the present
 * counts: "if they call me in at 3am" says when the work happens, not when the person asks.
 */

const TIME = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|[01]?\d[:.][0-5]\d|2[0-3][:.][0-5]\d|midnight|late|the weekend|saturday|sunday|a bank holiday|night)`;
// "it's 11pm", "its gone 8pm", "11pm now", "at this time of night".
const NOW = new RegExp(String.raw`\bit(?:['’]s|s|\s+is)\s+(?:now\s+|already\s+|nearly\s+|almost\s+|gone\s+|past\s+|after\s+|about\s+)?(${TIME})\b|\b(${TIME})\s+(?:now|already|rn)\b|\bthis time of (?:night|the night)\b`, "gi");
/** The working day most policies mean by "office hours". */
const OPENS = 7;
const CLOSES = 19;

/** Whether the message says it is now outside working hours. */
export function asksOutOfHours(text: string): boolean {
  for (const m of text.matchAll(NOW)) {
    const said = (m[1] ?? m[2] ?? "night").toLowerCase();
    const clock = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?$/.exec(said);
    if (!clock) return true;
    let hour = Number(clock[1]);
    if (clock[3] === "pm" && hour < 12) hour += 12;
    if (clock[3] === "am" && hour === 12) hour = 0;
    if (hour < OPENS || hour >= CLOSES) return true;
  }
  return false;
}

/** A line for outside working hours: "Out of hours, call …", "the 24-hour Transport Line". */
export const OUT_OF_HOURS = /\bout[- ]of[- ]hours\b|\bafter[- ]hours\b|\boutside (?:office|working|normal|business|these|those|opening) hours\b|\b24-hour\b|\b24\/7\b|\bround[- ]the[- ]clock\b/i;

/** "its 11pm now": the section with the policy's out-of-hours line leads, if one was retrieved at all. */
export function withOutOfHours(chunks: RetrievedChunk[], all: RetrievedChunk[]): RetrievedChunk[] {
  const late = (c: RetrievedChunk) => OUT_OF_HOURS.test(c.text);
  const found = chunks.some(late) ? undefined : all.find(late);
  return found ? [found, ...chunks].slice(0, 2) : chunks;
}
