/**
 * "do interns get paid overtime?" answered from a policy that never mentions interns: a line for everyone
 * ("Unapproved overtime is not paid") must not pass as theirs, so the reply says the policy does not name them.
 */
import type { KnowledgeBase } from "./ports.js";
import { isPerson } from "./referent.js";
import { everydayGlosses } from "./synonyms.js";
import { terms } from "./text.js";

/** Words for everyone at work, which every policy is about whether or not it says them. */
const EVERYONE = /^(?:person|people|staff|employees?|colleagues?|coworkers?|teams?|groups?|members?|users?|workers?|managers?|boss|bosses)$/i;

/** The people the question names ("interns", "contractors") whom the answering policy never mentions, though another policy does. */
export function groupsUnmentioned(question: string, policyId: string, kb: Pick<KnowledgeBase, "knows" | "mentions">): string[] {
  if (!kb.mentions) return [];
  const mentions = (t: string) => kb.mentions!(policyId, t);
  const out: string[] = [];
  // A group, in the plural: "interns", "contractors". Not one person ("visiting a customer"), nor
  // one's own ("my friends"), whom no policy addresses as such.
  for (const m of question.matchAll(/(?<![A-Za-z'’-])([A-Za-z][A-Za-z-]+[^su]s)\b/g)) {
    const word = m[1];
    if (/\b(?:my|our|your|his|her|their)\s+(?:\w+\s+)?$/i.test(question.slice(0, m.index)) || !isPerson(word) || EVERYONE.test(word)) continue;
    const [t] = terms(word);
    if (!t || !kb.knows(t) || mentions(t)) continue;
    // "kids" of a policy that says "children": its own word for them.
    if (everydayGlosses(word).some((g) => g.alternatives.some((alt) => alt.every(mentions)))) continue;
    if (!out.includes(word.toLowerCase())) out.push(word.toLowerCase());
  }
  return out;
}
