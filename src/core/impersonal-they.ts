/** Who "they" are when not anyone said before: the employer ("the laptop they gave me", "can they pay me back?"), or the readers who act ("can they fly…?"). */

/** "the laptop they gave me": "they" in a clause on a thing the message names is the employer, not anyone said before. */
const IMPERSONAL_THEY = /(\b(?:the|a|an|this|that|my|our)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:(?:that|which)\s+)?)(they)(?=\s+(?:gave|give|sent|send|issued|issue|provided|provide|lent|loaned|handed|assigned|bought|supplied)\s+(?:me|us|you|him|her)\b)/gi;

/** "can they just pay me for them?": "they" who do something to the asker are the employer, not the readers or things said before. */
const THEY_TO_ME = /(\b(?:can|could|do|does|did|will|would|should|might|won['’]?t|wouldn['’]?t|can['’]?t|don['’]?t)\s+)(they)(?=\s+(?:(?:just|even|actually|really|still|ever|not)\s+)?(?:pay|give|let|make|send|charge|refund|reimburse|owe|fine|sack|fire|dock|stop|force|tell|ask|move|transfer|cover|compensate|back\s?pay)\s+(?:me|us)\b)/gi;

/** "they cancelled my shift": "they" opening a clause about what was done to the asker's things is the employer. */
const THEY_DID_MINE = /((?:^|[,.;!?]\s*|\b(?:and|but|so|now|then|if)\s+))(they)(?=\s+(?:(?:just|have|['’]ve|already|suddenly|also)\s+)?(?:cancelled|canceled|changed|moved|cut|docked|reduced|stopped|took|deducted|swapped|rejected|refused|declined|denied|rostered|scheduled|put)\s+(?:my|our|me|us)\b)/gi;

/** The message with the employer's "they" blanked out (offsets kept). */
export function withoutImpersonalThey(text: string): string {
  const blank = (_m: string, before: string, they: string) => before + " ".repeat(they.length);
  return text.replace(IMPERSONAL_THEY, blank).replace(THEY_TO_ME, blank).replace(THEY_DID_MINE, blank);
}

// "can they fly business class?": "they" after an auxiliary are the readers just discussed, asking what they may do.
export const ACTOR_THEY = /\b(?:can|could|do|does|did|will|would|should|may|must|are|were|have)\s+they\b/gi;
