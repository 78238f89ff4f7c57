/** A message that asks nothing ("our walk-in is reading 9 degrees"): no question in any clause, and no request. */

/** "just stabbed myself with a needle, what do I do": a question mark, or a clause that opens with a question word. */
const CLAUSE_ASKS = /[?？]|(?:^|[,.;:!–—-]\s*|\b(?:so|and|but|then)\s+)(?:(?:what|how|when|where|who|why|which)(?:['’]?s)?|can|could|do|does|did|is|are|am|may|should|will|would|must)\b/i;
/** "tell me about…", "I need to book leave": a request with no question word is still a question of its own. */
const REQUEST = /^\s*(?:(?:hi|hey|hello)\b[\s,!]*)?(?:please\s+)?(?:tell|show|wonder(?:ing)?|just\s+wondering|explain|give|list|find|send|share|describe|help|need|want|looking\s+for|i\s+(?:need|want|would\s+like|['’]?d\s+like|am\s+looking|['’]?m\s+looking)|i['’]?d\s+like|id\s+like|im\s+looking)\b/i;

export function asksNothing(text: string): boolean {
  return !CLAUSE_ASKS.test(text) && !REQUEST.test(text);
}
