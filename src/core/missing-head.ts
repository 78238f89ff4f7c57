/**
 * "When is the company holiday party?" answered from a line on public holidays: the policy has the
 * modifier, never the thing. "What time does the swimming pool open?": no policy has the thing at all.
 */
import type { KnowledgeBase } from "./ports.js";
import { policyGlosses } from "./synonyms.js";
import { terms } from "./text.js";

// The thing a question is about, named after "when is", "where are", "is there a"...
// The wh-word opens a clause: in "the ones who are staying upstairs" it is a relative, not a question.
const SUBJECT =
  /(?:(?:^|[.?!;:,]\s*|\b(?:and|but|so|then|know|wonder(?:ing)?)\s+)(?:when|where|what|who)(?:['’]s|\s+(?:is|are|was|were|will\s+be))|\bis\s+there|\bare\s+there)\s+(?:(?:the|a|an|any|our|my|your)\s+)?((?:[a-z][\w-]*\s+){1,3}[a-z][\w-]*)/i;
// "what time does the swimming pool open?": a subject after an auxiliary, ended by its verb...
const AUX_SUBJECT = /\b(?:does|do|did|will|can|could|is|are|was|were)\s+(?:the|a|an|our|my|your)\s+((?:[a-z][\w-]*\s+){1,3}[a-z][\w-]*)/i;
// ...one of these: "does the lender make money" has no way to tell its verb from a noun.
const VERB_END = /^(?:allowed|available|required|paid|open|covered)$/i;
// "a share option built in": participles that do not end in -ed.
const PARTICIPLE = /^(?:built|made|given|taken|done|found|known|seen|sent|held|kept|left|set|shown|written|spent|brought|bought|told|put)$/i;
// Other words that end the noun phrase: what comes after it, not part of it ("when's the timesheet due?").
const ENDS = /^(?:due|ready|valid|possible|necessary|closed|late|early|ok|okay|fine|enough|anywhere|anything|anyone|somewhere|something|someone|everything|nothing|else|the|a|an|between|among|about|under|over|into|per|than|above|below|for|in|on|at|of|to|this|next|last|that|which|who|if|when|and|or|with|from|by|during|after|before|like|there|is|are|was|were|do|does|can|should|will|would)$/i;

// "the hotel limit", "the timeout duration": a measure of the thing, which a policy gives as a value without naming it.
export const MEASURE =
  /^(?:limits?|caps?|maximum|minimum|max|min|amounts?|rates?|costs?|prices?|fees?|charges?|duration|length|periods?|points?|time|times|dates?|deadlines?|days?|hours?|number|numbers|size|sizes|levels?|values?|settings?|defaults?|requirements?|rules?|policy|policies|process|procedure|steps?|options?|criteria|details?|status|type|types|kind|format)$/i;
// "is there relocation help?", "the relocation package": what a policy gives for the thing, in whatever words ("Relocation support").
const SUPPORT = /^(?:help|support|assistance|advice|guidance|info|information|package|packages)$/i;
// "specific guidelines", "classic assistant": a quality, not a thing the policy could be about instead.
export const QUALITY_WORD =
  /^(?:new|old|other|same|special|specific|different|general|main|current|more|most|first|last|best|good|bad|big|small|little|usual|normal|standard|regular|official|extra|additional|full|free|proper|real|actual|decent|nice|quick|right|correct|basic|simple|whole|gross|rude|nasty|horrible|awful|terrible|weird|creepy|strange|odd|dodgy|funny|silly|stupid)$/i;
const QUALITY = new RegExp(`${QUALITY_WORD.source}|(?:ic|al|ous|ive|ful|able|ible|ary|less)$`, "i");
const NUMERAL = /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|i{1,3}|iv|v)$/i;

/**
 * The phrase asked about when its head is a word no policy uses, or one the answering policy never
 * uses while it uses a word before it; else undefined.
 */
export function missingHead(question: string, policyId: string, kb: Pick<KnowledgeBase, "knows" | "mentions" | "isWord">): string | undefined {
  const aux = AUX_SUBJECT.exec(question);
  const m = SUBJECT.exec(question) ?? aux;
  if (!m || !kb.mentions) return undefined;
  const words: string[] = [];
  let endedBy = "";
  for (const w of m[1].split(/\s+/)) {
    // "the next salary increase": a word that ends a phrase after it may open one.
    if (!words.length && /^(?:next|last|this)$/i.test(w)) continue;
    // "when are exam results published", "the steps involved": the participle after the phrase is what is done to it.
    if (ENDS.test(w) || VERB_END.test(w) || PARTICIPLE.test(w) || (words.length >= 1 && /ed$/i.test(w))) {
      endedBy = w;
      break;
    }
    words.push(w);
  }
  // "what was stated above": a participle first makes it a passive verb, not a thing; "VA Individual
  // Unemployment" is a name, which the knowledge base's titles match better than these rules.
  if (/ed$/i.test(words[0] ?? "") || words.some((w) => /^[A-Z]/.test(w))) return undefined;
  // "season one": a numeral after the head numbers it.
  while (words.length && NUMERAL.test(words[words.length - 1])) words.pop();
  if (m === aux && !VERB_END.test(endedBy)) return undefined;
  if (words.length < 2 || MEASURE.test(words[words.length - 1]) || SUPPORT.test(words[words.length - 1])) return undefined;
  const last = words[words.length - 1];
  const [head] = terms(last);
  if (!head) return undefined;
  // "my annual conference budget" of a policy that says "Annual Conference Allowance": the everyday word for its own.
  if (policyGlosses(last, (t) => kb.mentions!(policyId, t)).size) return undefined;
  // "the next salary increase" where no policy says "increase": a real word for a thing none of them has.
  if (!kb.knows(head)) return /^[a-z]{3,}$/.test(last) && (kb.isWord?.(last) ?? false) ? words.join(" ") : undefined;
  if (kb.mentions(policyId, head)) return undefined;
  const modifiers = words.slice(0, -1).filter((w) => !QUALITY.test(w)).flatMap((w) => terms(w));
  return modifiers.some((t) => kb.mentions!(policyId, t)) ? words.join(" ") : undefined;
}
