/**
 * Whether a message leaves the subject the conversation is on: how much of it the policies in focus
 * use, and whether it repeats any of the person's own words.
 */
import type { KnowledgeBase } from "./ports.js";
import { uniqueTerms } from "./text.js";
import type { Message } from "./types.js";

/** How many of the person's own earlier messages a question is compared with (see repeatsAsker). */
const ASKED_BEFORE = 3;

/** Whether any of `words` is one the person said in their last few messages ("lifting" after "the max weight I can lift"): their subject goes on. */
export function repeatsAsker(words: string[], history: Message[]): boolean {
  const said = new Set(history.filter((m) => m.role === "user").slice(-ASKED_BEFORE).flatMap((m) => uniqueTerms(m.text)));
  return words.some((t) => said.has(t));
}

/** How many of `words` the policies in focus use (none when the knowledge base cannot tell). */
export function usedInFocus(words: string[], focus: string[], kb: Pick<KnowledgeBase, "mentions">): number {
  const mentions = kb.mentions?.bind(kb);
  return mentions ? words.filter((t) => focus.some((id) => mentions(id, t))).length : 0;
}

/**
 * A new question that leaves the policies in focus: they use none of its known words ("what is the mileage
 * rate?" after the gifts answer), or it repeats none of the person's own ("how long can I drive in a day?"
 * after "what's the overtime rate?", though the overtime policy says "day" and "drivers").
 */
export function leavesFocus(
  rewrite: { isFollowUp: boolean; focusPolicies: string[]; ownTerms: string[] },
  kb: Pick<KnowledgeBase, "knows" | "mentions">,
  history: Message[],
): boolean {
  if (rewrite.isFollowUp || !rewrite.focusPolicies.length || !kb.mentions) return false;
  const known = rewrite.ownTerms.filter((t) => kb.knows(t));
  return known.length > 0 && (usedInFocus(known, rewrite.focusPolicies, kb) === 0 || !repeatsAsker(known, history));
}

/** Of this many words or more, another policy may lack one and still be named (see namesOtherPolicy). */
const LOOSE_WORDS = 4;

/**
 * Whether another policy uses the words, while the policies in focus use fewer than half of them. Of four
 * words or more it may lack one: a glossary's equivalent ("advance" for 提前) or a word of the story the
 * policy puts otherwise.
 */
export function namesOtherPolicy(words: string[], focus: string[], kb: Pick<KnowledgeBase, "mentions" | "policies">): boolean {
  const mentions = kb.mentions;
  if (!mentions || !kb.policies || !focus.length) return false;
  const missing = words.length >= LOOSE_WORDS ? 1 : 0;
  return usedInFocus(words, focus, kb) * 2 < words.length && kb.policies().some((p) => !focus.includes(p.policyId) && words.filter((t) => !mentions(p.policyId, t)).length <= missing);
}

/** "what about the dartford crossing?", "and tolls?": another thing in the place of the one just asked about. */
const SWAPS_THING = /^\s*(?:and|(?:and\s+)?(?:what|how)\s+about|same\s+for|and\s+for)\b(?![^?]*\b(?:i|we|you|do|does|can|is|are)\b)/i;
/** ...of at most this many known words. */
const SWAP_WORDS = 3;

/**
 * The policy a swapped-in thing names though no title says it: the one policy that uses the word, when the
 * message only puts another thing (none of whose words the policies in focus use) in place of the last.
 */
export function soleUserNamed(term: string, asked: string, known: string[], focus: string[], kb: Pick<KnowledgeBase, "mentions" | "policies" | "policiesUsing">): string[] {
  const mentions = kb.mentions;
  if (!mentions || !kb.policies || kb.policiesUsing?.(term) !== 1 || known.length > SWAP_WORDS || !SWAPS_THING.test(asked) || usedInFocus(known, focus, kb)) return [];
  return kb.policies().map((p) => p.policyId).filter((id) => mentions(id, term));
}
