/** What a question asks of the line that answers it: a figure or not, and how much each of its words counts. */

/**
 * Questions about amounts, limits and durations are best answered by a sentence with a figure;
 * "quantity" when the question asks for one outright ("how much", 多少), not just about a limit or a date.
 */
export function asksForNumber(text: string): boolean | "quantity" | "limit" {
  // "What temperature…", "how heavy…": a measure asked for is a figure too.
  if (/\bhow (many|much|long|often|far|heavy|hot|cold|old|big|high|tall|wide)\b|\bwhat (?:temperature|weight|age|size|height|speed|percentage)\b|\bhow (?:is|are|do|does|will) [^?]*\bcalculated\b|多少|几|多久|多长|(?:怎么|怎样|如何)计?算/i.test(text)) return "quantity";
  // "What's the hotel limit?": the limit is its figure ("at most 500 CNY"), not a line that names the limit.
  if (/\b(max(imum)?|limit|cap|up to)\b|上限|最多|最高/i.test(text)) return "limit";
  // "when", "deadline", "the mileage rate": a figure helps, but "when I leave" asks nothing of one, and
  // "the mileage rate for driving to a seminar" may be a line that hands the question to another policy.
  // "what allowance", 什么补贴 ask for one; "can I use the allowance for a monitor?" does not.
  return /\b(how soon|min(imum)?|rate|amount|deadline|when|what allowances?)\b|标准|什么(?:补贴|津贴|补助)/i.test(text);
}

/** "What's the fine for…": the thing asked for counts this much more than the question's other words in picking the line. */
const ASKED_SHARE = 2;

/** Sentence-picking weights: the message's own words, plus the carried context only for a follow-up. */
export function extractionWeights(own: string[], carried: string[], isFollowUp: boolean, asked: string[] = []): Map<string, number> {
  const w = new Map<string, number>(own.map((t) => [t, asked.includes(t) ? ASKED_SHARE : 1]));
  if (isFollowUp || !own.length) for (const t of carried) if (!w.has(t)) w.set(t, 0.5);
  return w;
}

/** "What counts as restricted data?", "does a contractor count as staff?", 什么算机密: what a word means is asked. */
const ASKS_DEFINITION =
  /\bwhat\s+(?:counts|qualifies)\s+as\b|\bwhat(?:['’]s|\s+is|\s+are)\s+(?:counted|considered|classed|classified)\b|\b(?:count|counts|considered|classed|classified|qualify|qualifies)\s+as\b|\bwhat\s+(?:does|do)\s+[^?]*\bmean\b|\b(?:definition|meaning)\s+of\b|\bdefine\b|什么算|算不算|属于什么|什么是|是指什么|的定义/i;
export function asksDefinition(message: string): boolean {
  return ASKS_DEFINITION.test(message);
}

/** "Can it ever be more?", "could it be shorter?", "能再长一点吗？": a figure said, compared. */
export const COMPARES = /\b(?:more|less|fewer|longer|shorter|higher|lower|earlier|later|extend(?:ed)?|reduced?)\b|更(?:长|短|多|少|早|晚|高|低)|延长|缩短/i;
