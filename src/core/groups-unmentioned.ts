/**
 * "do interns get paid overtime?" answered from a policy that never mentions interns: a line for everyone
 * ("Unapproved overtime is not paid") must not pass as theirs, so the reply says the policy does not name them.
 */
import { glosses } from "./glossary.js";
import type { KnowledgeBase } from "./ports.js";
import { isPerson, readerRoles } from "./referent.js";
import { everydayGlosses } from "./synonyms.js";
import { terms } from "./text.js";

/** Words for everyone at work, which every policy is about whether or not it says them. */
const EVERYONE = /^(?:person|people|staff|employees?|colleagues?|coworkers?|teams?|groups?|members?|users?|workers?|managers?|boss|bosses)$/i;

type Kb = Pick<KnowledgeBase, "knows" | "mentions">;

/** The people the question names ("interns", "contractors") whom the answering policy never mentions, though another policy does. */
export function groupsUnmentioned(question: string, policyId: string, kb: Kb): string[] {
  if (!kb.mentions) return [];
  const mentions = (t: string) => kb.mentions!(policyId, t);
  const out: string[] = [];
  const add = (word: string) => {
    if (!out.includes(word.toLowerCase())) out.push(word.toLowerCase());
  };
  // A group, in the plural: "interns", "contractors". Not one person ("visiting a customer"), nor
  // one's own ("my friends"), whom no policy addresses as such. But the reader's own role is a group
  // they belong to ("I'm an intern").
  const plurals = [...question.matchAll(/(?<![A-Za-z'’-])([A-Za-z][A-Za-z-]+[^su]s)\b/g)]
    .filter((m) => !/\b(?:my|our|your|his|her|their)\s+(?:\w+\s+)?$/i.test(question.slice(0, m.index)))
    .map((m) => m[1]);
  for (const word of [...plurals, ...readerRoles(question)]) {
    if (!isPerson(word) || EVERYONE.test(word)) continue;
    const [t] = terms(word);
    if (!t || !kb.knows(t) || mentions(t)) continue;
    // "kids" of a policy that says "children": its own word for them.
    if (everydayGlosses(word).some((g) => g.alternatives.some((alt) => alt.every(mentions)))) continue;
    add(word);
  }
  // 实习生 (interns): a Chinese word for people, by its English equivalents.
  for (const g of glosses(question)) {
    const people = g.alternatives.filter((alt) => alt.length === 1 && isPerson(alt[0]) && !EVERYONE.test(alt[0]));
    if (people.length && people.some((alt) => kb.knows(alt[0])) && !g.alternatives.some((alt) => alt.every(mentions))) add(g.phrase);
  }
  return out;
}

/**
 * Groups an earlier question named that a follow-up still asks about: after "do interns get annual leave?",
 * "what about sick leave?" is asked for interns too, as long as the rewrite still carries them.
 */
export function groupsCarried(earlier: string[], carried: string[], policyId: string, kb: Kb): string[] {
  const still = new Set(carried);
  const out: string[] = [];
  for (const text of earlier) {
    for (const g of groupsUnmentioned(text, policyId, kb)) {
      // 实习生 is carried as its English equivalent ("intern") or as its own characters.
      const ways = [terms(g), ...glosses(g).flatMap((x) => x.alternatives)];
      if (ways.some((t) => t.length && t.every((x) => still.has(x))) && !out.includes(g)) out.push(g);
    }
  }
  return out;
}
