/**
 * "How far ahead do I need to ask?", 要提前多久申请？: a lead time is asked, and "at least 3 weeks before
 * you travel" states one, whatever else the line is about. The asking words ("far", "ahead") are what
 * such a line answers, though it never says them.
 */
import { uniqueTerms } from "./text.js";

const ASKS_LEAD = /\bhow (?:far|long|much time|many (?:working |calendar |business )?(?:days|weeks|months)) (?:ahead|in advance|before(?:hand)?|beforehand|prior)\b|\bhow much notice\b|\bhow early\b|提前多久|提前几天|提前多长时间/i;
const STATES_LEAD =
  /\d[\d,]*\s*(?:working |calendar |business |full )?(?:days?|weeks?|months?|hours?)(?:['’]s?)?\s+(?:before|in advance|ahead|prior|beforehand|notice)\b|提前\s*\d|\d+\s*(?:个工作日|天|周|个月|小时)(?:之)?前/i;
/** The words that ask for a lead time, as terms. */
const LEAD_WORDS = new Set(uniqueTerms("far ahead advance notice prior beforehand early 提前 多久 几天"));

/** A word that only asks for a lead time ("early" in "how early do I need to ask?"): no subject of its own. */
export function isLeadWord(term: string): boolean {
  return LEAD_WORDS.has(term);
}

/** The message asks how long before something it must be done. */
export function asksLeadTime(message: string): boolean {
  return ASKS_LEAD.test(message);
}

/** The text states how long before something it must be done. */
export function statesLeadTime(text: string): boolean {
  return STATES_LEAD.test(text);
}

/** Of the question's terms, those a line stating a lead time answers: empty unless it states one. */
export function leadTerms(sentence: string, terms: Iterable<string>): string[] {
  return statesLeadTime(sentence) ? [...terms].filter((t) => LEAD_WORDS.has(t)) : [];
}
