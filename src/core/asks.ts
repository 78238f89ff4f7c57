/** Whether a message asks: anywhere at all, or in none of its clauses ("our walk-in is reading 9 degrees"). */

/** A question anywhere in the message ("ok and how many days…"), unlike "I'm academic staff". */
const ASKS_ANYWHERE = /[?？]|\b(?:what|how|when|where|who|why|which|can|could|do|does|is|are|am|may|should)\b/i;

/** "just stabbed myself with a needle, what do I do": a question mark, or a clause that opens with a question word. */
const CLAUSE_ASKS = /[?？]|(?:^|[,.;:!–—-]\s*|\b(?:so|and|but|then)\s+)(?:(?:what|how|when|where|who|why|which)(?:['’]?s)?|can|could|do|does|did|is|are|am|may|should|will|would|must)\b/i;
/** "tell me about…", "I need to book leave": a request with no question word is still a question of its own. */
const REQUEST = /^\s*(?:(?:hi|hey|hello)\b[\s,!]*)?(?:please\s+)?(?:tell|show|wonder(?:ing)?|just\s+wondering|explain|give|list|find|send|share|describe|help|need|want|looking\s+for|i\s+(?:need|want|would\s+like|['’]?d\s+like|am\s+looking|['’]?m\s+looking)|i['’]?d\s+like|id\s+like|im\s+looking)\b/i;

export function asksAnywhere(text: string): boolean {
  return ASKS_ANYWHERE.test(text);
}

/** No question in any clause, and no request: a remark ("im a class 1 driver"). "is" inside a clause does not ask. */
export function asksNothing(text: string): boolean {
  return !CLAUSE_ASKS.test(text) && !REQUEST.test(text);
}
