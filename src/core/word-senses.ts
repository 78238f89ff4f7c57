/**
 * Words whose sense depends on the words around them: "keep" that says something happens again and
 * again ("keeps making jokes"), and "till" that is the cash till ("my till was short") or "until".
 * Term extraction (text.ts) reads them; a change here bumps TERMS_VERSION there.
 */

const KEEP = /^(?:keep|keeps|kept|keeping)$/;
// ...but not before a thing in -ing: "keep training records", "kept parking permits".
const KEEP_DOING = /^\s+(?:on\s+)?(?!(?:training|meeting|parking|clothing|booking|building|housing|funding|rating|setting|hearing|warning|listing|pricing|timing|wording|morning|evening|bedding|packaging|marketing|accounting|nursing|catering|recording|earning|saving|belonging|finding|filing|heating|lighting|reading|lodging|screening|billing|banking|boarding|opening|ending|painting|wedding|offering|spending|shopping)s?\b)[a-z]{2,}ing\b/;

/** "till 3am", "till the end", "till my shift ends", "till when?": "till" as "until", before a time or a clause. */
const TILL_UNTIL =
  /^\s+(?:(?:like|about|around|gone|past|at|after|before)\s+)?(?:\d|(?:the|a|an|i|i'm|im|you|we|they|he|she|it|my|your|our|his|her|their|this|that|these|those|all|someone|somebody|everyone|when|whenever|what|then|now|midnight|noon|late|later|early|half|quarter|further|close|closing|end|next|last|tonight|tomorrow|today|morning|afternoon|evening|night|lunch|dinner|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b)/;
const DETERMINER_BEFORE = /\b(?:the|a|an|my|your|our|his|her|their|its|each|every|this|that|one|own)\s+$/;

/** "my till was short", "till shortages", "tills": the cash till, a thing, unless "till" reads as "until". */
export function tillIsThing(text: string, at: number, token: string): boolean {
  if (token === "tills" || DETERMINER_BEFORE.test(text.slice(Math.max(0, at - 8), at))) return true;
  return !TILL_UNTIL.test(text.slice(at + token.length, at + token.length + 16));
}

/** "keeps making jokes": "keep" before a verb in -ing says it happens again and again, and names nothing kept. */
export function keepsDoing(word: string, after: string): boolean {
  return KEEP.test(word) && KEEP_DOING.test(after);
}
