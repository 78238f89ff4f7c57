/**
 * Whether a message asks: with a question word of its own, English or Chinese (asksSomething); with any English
 * question word or mark at all (asksAnywhere, which also counts "am"); or in none of its clauses, requests
 * counted (asksNothing: "our walk-in is reading 9 degrees").
 */

/** Chinese words that ask: 什么, 几, 吗, 可以…. */
export const ZH_QUESTION_WORDS = "什么|多少|几|怎么|怎样|如何|哪|吗|谁|是否|能否|可以";
/** A question word of its own, English or Chinese: the message asks something, not just "and X?". */
const ASKS_SOMETHING = new RegExp(`\\b(?:what|how|when|where|who|whom|which|why|whose|can|could|do|does|did|is|are|was|were|will|would|should|may|must|any)\\b|${ZH_QUESTION_WORDS}`, "i");

export function asksSomething(text: string): boolean {
  return ASKS_SOMETHING.test(text);
}

/** A question anywhere in the message ("ok and how many days…"), unlike "I'm academic staff". */
const ASKS_ANYWHERE = /[?？]|\b(?:what|how|when|where|who|why|which|can|could|do|does|is|are|am|may|should)\b/i;

/** "just stabbed myself with a needle, what do I do": a question mark, or a clause that opens with a question word, a greeting before it or not ("hey how long…"). */
const CLAUSE_ASKS = /[?？]|(?:^|[,.;:!–—-]\s*|\b(?:so|and|but|then)\s+)(?:(?:hi|hey|hello|hiya|yo|ok|okay|oh|um+|erm|quick\s+q(?:uestion)?)[\s,!]+)*(?:(?:what|how|when|where|who|why|which)(?:['’]?s)?|can|could|do|does|did|is|are|am|may|should|will|would|must)\b/i;
/** "tell me about…", "I need to book leave": a request with no question word is still a question of its own. */
const REQUEST = /^\s*(?:(?:hi|hey|hello)\b[\s,!]*)?(?:please\s+)?(?:tell|show|wonder(?:ing)?|just\s+wondering|explain|give|list|find|send|share|describe|help|need|want|looking\s+for|i\s+(?:need|want|would\s+like|['’]?d\s+like|am\s+looking|['’]?m\s+looking)|i['’]?d\s+like|id\s+like|im\s+looking)\b/i;

export function asksAnywhere(text: string): boolean {
  return ASKS_ANYWHERE.test(text);
}

/** No question in any clause, and no request: a remark ("im a class 1 driver"). "is" inside a clause does not ask. */
export function asksNothing(text: string): boolean {
  return !CLAUSE_ASKS.test(text) && !REQUEST.test(text);
}
