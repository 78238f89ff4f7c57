/**
 * "I got a gift card from a vendor, can I keep it?": the line on gifts in general allows up to 200 CNY,
 * but the line that names gift cards forbids them in any amount. When a permission question's words
 * stand together in a line that forbids ("gift cards", "business class") and the line picked does not
 * say them together, the forbidding line is the narrower rule, and answers.
 */
import { lastHeading } from "./lines.js";
import { subjectTerms } from "./readers.js";
import { pairs } from "./other-kind.js";
import { sentences, uniqueTerms } from "./text.js";
import type { RetrievedChunk } from "./types.js";

// "Can I…", "am I allowed to…", "is it OK to…", anywhere in the message: "… from a vendor, can I keep it?".
const ASKS_PERMISSION = /\b(?:can|could|may)\s+(?:i|we)\b|\b(?:am\s+i|are\s+we)\s+(?:allowed|permitted)\b|\bis\s+it\s+(?:ok|okay|fine|allowed|permitted|acceptable)\b/i;
const PROHIBITS =
  /\b(?:never|prohibited|forbidden|banned|excluded|ineligible)\b|\b(?:must|may|shall|will)\s+not\b|\bcannot\b|\bcan['’]t\b|\bnot\s+(?:be\s+)?(?:allowed|permitted|accepted|acceptable|reimbursed|reimbursable|claimable|covered|eligible)\b|\bin\s+any\s+amount\b/i;
// "Never Acceptable", "What is not covered": every line under it forbids.
const HEADING_PROHIBITS = /\b(?:never|not|prohibited|forbidden|exclu\w*|ineligible)\b/i;

/** Words standing next to each other, as term pairs ("gift cards" → "gift card"); Latin letters only. */
export function adjacentPairs(text: string): Set<string> {
  return new Set(pairs(text).filter(([a, b]) => /^[a-z]/.test(a.term) && /^[a-z]/.test(b.term) && a.term !== b.term).map(([a, b]) => `${a.term} ${b.term}`));
}

// The subject ends where its verb starts: "Student nurses and midwives on placement | may not swap shifts".
const VERB = /\b(?:must|may|might|can|cannot|can['’]t|could|should|shall|will|are|is|do|does|receive|get)\b/i;

/**
 * Whether a line is for anyone or for the one asking: a subject that names a group ("Student nurses …")
 * must be said in the message as the line says it ("im a student nurse"), not only its head ("staff nurse").
 */
function saysOfAsker(line: string, message: string, readers: Set<string>): boolean {
  if (!subjectTerms(line).some((t) => readers.has(t))) return true;
  const subject = line.split(VERB)[0] ?? "";
  const words = uniqueTerms(subject);
  if (words.length === 1) return uniqueTerms(message).includes(words[0]);
  const said = adjacentPairs(message);
  return [...adjacentPairs(subject)].some((p) => said.has(p));
}

/**
 * Another section with a line that forbids a pair of the question's own words the picked line does not say together.
 * `readers`: the groups the policy's lines are for.
 */
export function barringChunk(chunks: RetrievedChunk[], from: RetrievedChunk, message: string, picked: string, own: string[], readers: Set<string>): RetrievedChunk | undefined {
  if (!ASKS_PERMISSION.test(message)) return undefined;
  const said = adjacentPairs(picked);
  const asked = [...adjacentPairs(message)].filter((p) => !said.has(p) && p.split(" ").every((t) => own.includes(t)));
  if (!asked.length) return undefined;
  const forAsker = (line: string) => saysOfAsker(line, message, readers);
  return chunks.find((c) => {
    if (c === from) return false;
    const underBan = HEADING_PROHIBITS.test(lastHeading(c.section));
    return sentences(c.text).some((s) => (underBan || PROHIBITS.test(s.text)) && forAsker(s.text) && asked.some((p) => adjacentPairs(s.text).has(p)));
  });
}
