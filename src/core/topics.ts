/** The knowledge base's own topics, for the bot's hints: a hospital's bot must not suggest "hotel limit". */
import type { KnowledgeBase } from "./ports.js";
import { phrases, type Lang } from "./phrases.js";
import { cjkRatio } from "./text.js";

/** The policy's title in the reader's language when the policy gives one ("实习生差旅制度"). */
export function titleIn(lang: Lang, policy: { policyId: string; title: string }, kb: KnowledgeBase): string {
  const fits = (name: string) => (lang === "zh" ? cjkRatio(name) > 0.5 : cjkRatio(name) === 0);
  if (fits(policy.title)) return policy.title;
  const name = kb.names?.(policy.policyId).find(fits);
  return name ? name.replace(/^the\s+/i, "") : policy.title;
}

/**
 * Up to `max` distinct policy titles to suggest: the nearest ones first (what the question came
 * closest to; search results, so already ones this reader may see), then the rest in id order.
 */
export function topicTitles(kb: KnowledgeBase, lang: Lang, visibility?: string[], nearest: string[] = [], max = 3): string[] {
  const titles: string[] = [];
  const add = (policy: { policyId: string; title: string } | undefined) => {
    const title = policy && titleIn(lang, policy, kb).trim();
    if (title && !titles.includes(title)) titles.push(title);
    return titles.length >= max;
  };
  for (const id of nearest) if (add(kb.policy(id))) return titles;
  // Only policies this reader may see.
  for (const policy of kb.policies?.(visibility) ?? []) if (add(policy)) return titles;
  return titles;
}

/** Policies listed in reply to "what policies do you have?"; more would bury the thread. */
const CATALOGUE_MAX = 40;

/** "What policies do you have?": every policy this reader may see, as "Title (id)": a list, not citations. */
export function catalogueText(kb: KnowledgeBase, lang: Lang, visibility?: string[]): string {
  const all = kb.policies?.(visibility) ?? [];
  const entries = all.slice(0, CATALOGUE_MAX).map((p) => `${titleIn(lang, p, kb)} (${p.policyId})`);
  return phrases(lang).catalogue(entries, all.length - entries.length);
}

