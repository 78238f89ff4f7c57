/** "maternity leave" answered from "sabbatical leave": the evidence is about another kind of the thing asked. */
import type { KnowledgeBase } from "./ports.js";
import { bridges } from "./glossary.js";
import { QUALITY_WORD } from "./missing-head.js";
import { oneEditApart } from "./spelling.js";
import { vocabularyGaps } from "./synonyms.js";
import { readerRoles } from "./referent.js";
import { isCjk, isNumberTerm, terms, termSpans, type TermSpan } from "./text.js";

const CLOSED_CLASS = /^(?:after|before|during|because|back|worth|since|until|till|while|within|without|across|around|ago|anyway|also|again|away|else|even|ever|instead|later|less|more|most|only|out|over|rather|round|soon|still|then|though|through|together|too|under|up|via|yet)$/i;

/** "my wife gave birth", "I took leave": a past verb before the word, not a kind of it. */
const IRREGULAR_PAST =
  /^(?:gave|took|got|had|made|went|came|saw|ate|drank|fell|broke|wrote|drove|rode|ran|sold|told|found|left|lost|bought|brought|caught|taught|thought|sent|spent|lent|paid|kept|slept|met|won|held|sat|stood|began|rang|threw|flew|grew|knew|wore|tore|woke|chose|froze|stole|spoke|forgot|became|did)$/i;

/** "at the", "to our": before a place's name ("at a budget hotel" says a kind). */
const AT_PLACE = /\b(?:at|to|from|in|into|near|outside|inside)\s+(?:the|our)\s+$/i;
const PLACE = /^(?:hotels?|sites?|offices?|depots?|stores?|shops?|branch(?:es)?|restaurants?|warehouses?|hospitals?|campus(?:es)?|centres?|centers?|clinics?|plants?|yards?|venues?)$/i;

/** Words side by side: only spaces or a hyphen between them. */
const SIDE_BY_SIDE = /^[ \t-]+$/;

/** Consecutive Latin words of the text whose gap matches `between`, from its term spans. */
export function pairs(text: string, all: TermSpan[] = termSpans(text), between: RegExp = SIDE_BY_SIDE): [TermSpan, TermSpan][] {
  const original = text.normalize("NFKC");
  const spans = all.filter((s) => !isCjk(s.term[0]));
  const out: [TermSpan, TermSpan][] = [];
  for (let i = 0; i + 1 < spans.length; i++) if (between.test(original.slice(spans[i].end, spans[i + 1].start))) out.push([spans[i], spans[i + 1]]);
  return out;
}
/** "when my", "once the": what follows opens a clause with its own subject and verb. */
const CLAUSE_SUBJECT = /\b(?:when|whenever|once|if|after|before|until|till|as\s+soon\s+as)\s+(?:my|the|our|your|their|his|her|a|an|this|that)\s+$/i;
/** "will the", "does my": what follows is the subject of a question, and the word after it a verb. */
const AUX_SUBJECT_BEFORE = /\b(?:will|would|does|do|did|can|could|should|might|may)\s+(?:the|my|our|your|their|his|her)\s+$/i;
const TOPIC_NOUN = "courses?|training|classes?|workshops?|degrees?|certifications?|certificates?|programmes?|programs?|modules?|conferences?|seminars?|books?|talks?|lectures?";
/** "a course on", "training in", "a book about": the words after name its topic. */
const TOPIC_OF = new RegExp(`\\b(?:${TOPIC_NOUN})\\s+(?:on|in|about)\\s+(?:(?:the|a|an)\\s+)?$`, "i");
/** "a machine learning course", "a python course": the words before name its topic. */
const TOPIC_AFTER = new RegExp(`^(?:[a-z]+[ \\t-]+)?(?:${TOPIC_NOUN})\\b`, "i");
/** "Y of Z" (or "Y of the Z"): Z says which Y. */
const OF = /^\s+of\s+(?:(?:the|a|an)\s+)?$/i;

/** "temp" for "temporary", "dependant" for "dependent": a shortening or a spelling of the same word. */
function sameWord(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return a === b || (short.length >= 3 && long.startsWith(short)) || (short.length >= 5 && oneEditApart(a, b));
}

/**
 * The question's "X Y" where the knowledge base never uses X, and every Y of the evidence is
 * another kind ("Z Y"): the phrase, else undefined. Names, verb forms and bridged words do not count.
 */
export function otherKind(question: string, evidence: string, kb: Pick<KnowledgeBase, "knows" | "isWord" | "mentions">, policy?: { policyId: string; title?: string }): string | undefined {
  const knows = (t: string) => kb.knows(t);
  const bridged = vocabularyGaps(question, knows).filter((g) => bridges(g, knows));
  const original = question.normalize("NFKC");
  // "closest" when the knowledge base says "close": a degree of a word it uses.
  const degreeOfKnown = (t: string) => [/i?est$/, /i?er$/].some((re) => re.test(t) && [t.replace(re, ""), t.replace(re, "e"), t.replace(re, "y")].some(knows));
  // "annual leave" answered from "Sabbatical Leave for Academic Staff": a word the knowledge base uses, but
  // not the answering policy, whose title names another kind of the thing.
  const title = policy?.title ?? "";
  const titleKinds = new Map(pairs(title).map(([z, y]) => [y.term, z.term]));
  const elsewhere = (x: TermSpan, y: TermSpan) =>
    policy !== undefined && kb.mentions !== undefined && knows(x.term) && !kb.mentions(policy.policyId, x.term) && titleKinds.has(y.term) && !sameWord(x.term, titleKinds.get(y.term)!);
  const lacks = (s: TermSpan, y?: TermSpan) =>
    (!knows(s.term) || (y !== undefined && elsewhere(s, y))) &&
    !degreeOfKnown(s.term) &&
    /^[a-z]{3,}$/.test(s.term) &&
    !/(?:ing|ed|ly)$/.test(original.slice(s.start, s.end).toLowerCase()) &&
    !IRREGULAR_PAST.test(original.slice(s.start, s.end)) &&
    (kb.isWord?.(original.slice(s.start, s.end)) ?? true) &&
    !(s.start > 0 && /[A-Z]/.test(original[s.start] ?? "")) &&
    !bridged.some((g) => g.start <= s.start && s.end <= g.end);
  const evidenceSpans = termSpans(evidence);
  // For each word of the evidence, the words that say which one ("sabbatical leave", "leave of absence") and which of its uses have one.
  const modifiers = new Map<string, Set<string>>();
  const modified = new Map<string, Set<number>>();
  const note = (y: TermSpan, z: TermSpan) => {
    if (!/^[a-z]{3,}$/.test(z.term)) return;
    (modifiers.get(y.term) ?? modifiers.set(y.term, new Set()).get(y.term)!).add(z.term);
    (modified.get(y.term) ?? modified.set(y.term, new Set()).get(y.term)!).add(y.start);
  };
  for (const [z, y] of pairs(evidence, evidenceSpans, SIDE_BY_SIDE)) note(y, z);
  // "Code of Conduct" is a kind of code as much as "source code" is.
  for (const [y, z] of pairs(evidence, evidenceSpans, OF)) note(y, z);
  const questionSpans = termSpans(question);
  const questionTerms = questionSpans.map((t) => t.term);
  const roles = readerRoles(original).flatMap((w) => terms(w));
  for (const [x, y] of pairs(question, questionSpans, SIDE_BY_SIDE)) {
    // "if my son lived abroad": a verb after the word, not a kind of thing.
    const yWord = original.slice(y.start, y.end);
    // "a proper break" asks for a break, not for a kind of break the evidence lacks.
    if (!lacks(x, y) || QUALITY_WORD.test(original.slice(x.start, x.end)) || !knows(y.term) || CLOSED_CLASS.test(yWord) || /ed$/i.test(yWord)) continue;
    // "a course on machine learning", "a machine learning course": what a course, a book or a conference is about is its topic, not a kind of the evidence's thing.
    if (TOPIC_OF.test(original.slice(0, x.start)) || TOPIC_AFTER.test(original.slice(y.start))) continue;
    // "when my project ends": the subject of a clause, then its verb.
    if (/[^s]s$/i.test(yWord) && CLAUSE_SUBJECT.test(original.slice(0, x.start))) continue;
    // "will the trust pay?": after "will the", the subject of the question, then its verb.
    if (AUX_SUBJECT_BEFORE.test(original.slice(0, x.start))) continue;
    // "just hit 5 yrs": a number is counted, not a kind of anything.
    if (isNumberTerm(y.term)) continue;
    // "cover at the bath hotel", "drive to the york site": which place, by its name, not a kind of place.
    if (AT_PLACE.test(original.slice(0, x.start)) && PLACE.test(yWord)) continue;
    // "I'm a commis chef": who is asking, not the thing asked about.
    if (roles.includes(x.term) || roles.includes(y.term)) continue;
    // "primary and archaeological sources": the question names the evidence's kind too.
    if (questionTerms.some((t) => modifiers.get(y.term)?.has(t))) continue;
    const uses = evidenceSpans.filter((s) => s.term === y.term).length;
    const kinds = modifiers.get(y.term);
    // Every use of Y in the evidence has its own modifier: "sabbatical leave", "open-source contributions".
    if (uses > 0 && kinds && ![...kinds].some((z) => sameWord(x.term, z)) && modified.get(y.term)?.size === uses) return original.slice(x.start, y.end);
  }
  return undefined;
}
