/**
 * Questions whose point is a word the knowledge base never uses: "can I appeal it?" asks to do what no
 * policy names, "do we get a company pension?" for a benefit no policy names. Their unknown share
 * counts in full, though a pronoun or a common word ("company") would otherwise carry them.
 */
import { mayIObject } from "./answer-type.js";
import { isPerson } from "./referent.js";
import { equivalents } from "./synonyms.js";
import { terms } from "./text.js";
import { unknownShare, type Vocab } from "./term-weight.js";

/** "Can I appeal it?": a may-I question whose only word of its own is an act no policy names. */
const MAY_I_ACT = /^\s*(?:(?:and|so|but|ok|okay)[,\s]+)?(?:can|could|may|should|must|do)\s+(?:i|we|you|they|he|she)\s+([a-z]+)\s+(?:it|them|this|that|one)\s*[?.!]*\s*$/i;

/** Where the noun phrase asked for ends: the message's end, or a word that opens what follows it (plus `more`). */
const phraseEnd = (more: string) => String.raw`(?:\s*(?:[?.!,]|$)|\s+(?:after|for|at|in|on|when|if|from|with|while|during|like|${more})\b)`;

/** "Do we get a company pension?", "is there a paid sabbatical after 5 years?": what is asked for is the noun phrase's last word ("a trip to look for a flat" asks for a trip). */
const BENEFIT = new RegExp(
  String.raw`^\s*(?:(?:do|does|will|would)\s+(?:we|i|you|staff|employees|[a-z]+)\s+(?:get|have|offer|provide|give)|is\s+there|are\s+there)\s+(?:(?:a|an|any|some)\s+)?((?:[a-z][\w'-]*\s+){0,3}?[a-z][\w'-]*)${phraseEnd("to")}`, "i");

/** "Can I get reimbursed for glasses?": what would be paid for is the noun phrase's last word. */
const PAID_FOR = new RegExp(
  String.raw`\b(?:can|could|may|will|would|do|does)\s+(?:i|we|you|staff|employees)\s+(?:get|be)\s+(?:reimbursed|refunded|paid\s+back|compensated)\s+for\s+(?:(?:a|an|my|our|the|some|any|new)\s+)?((?:[a-z][\w'-]*\s+){0,2}?[a-z][\w'-]*)${phraseEnd("that|which")}`, "i");

function unknownWord(word: string, vocab: Vocab): boolean {
  const t = terms(word);
  return t.length === 1 && !vocab.knows(t[0]) && !equivalents(word, (x) => vocab.knows(x)).terms.size;
}

/** The act of "can I appeal it?", when no policy names it. */
export function unknownAct(asked: string, vocab: Vocab): boolean {
  const verb = MAY_I_ACT.exec(asked)?.[1];
  return verb !== undefined && unknownWord(verb, vocab);
}

/** The thing of "do we get a company pension?", when no policy names it. */
export function unknownBenefit(asked: string, vocab: Vocab): boolean {
  const benefit = BENEFIT.exec(asked)?.[1] ?? PAID_FOR.exec(asked)?.[1];
  // ...or of "can I bring my dog into head office?", the thing acted on, when much of the question is
  // unknown: "can I email a confidential file to my gmail?" is about the data rules whatever "file" is.
  const phrase = benefit ?? mayIObject(asked).join(" ");
  const head = phrase.trim().split(/\s+/).at(-1) || undefined;
  // "Do we get anything for washing our uniforms?" names no thing: what for does.
  // "Can I bring my mum…?" asks about what she may have, not about mums.
  const unknown = head !== undefined && !NAMES_NOTHING.test(head) && !isPerson(head) && !KIN.test(head) && unknownWord(head, vocab);
  return unknown && (benefit !== undefined || unknownShare(asked, vocab) >= UNKNOWN_FLOOR);
}

/** The share of the question (by rarity) the knowledge base must not know for its unknown thing to decide. */
const UNKNOWN_FLOOR = 0.4;
const KIN = /^(?:mum|mom|mam|mother|dad|father|parents?|sister|brother|siblings?|wife|husband|partner|spouse|kids?|child|children|son|daughter|family|friends?|mates?|boyfriend|girlfriend|gf|bf|grandma|grandad|grandparents?|nan|aunt|uncle|cousin)$/i;
const NAMES_NOTHING = /^(?:anything|something|nothing|everything|anyone|someone|extra|more|much|many|one|ones|help|support|money|cash)$/i;
