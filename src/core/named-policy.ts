/**
 * "What does policy_015 say about ChatGPT?", "[policy_007]?": people repeat the ids the bot cites. An id
 * names its policy as its title does, so it is read as the title, which the search and the answer know.
 */
import type { Lang } from "./phrases.js";
import type { KnowledgeBase } from "./ports.js";
import { titleIn } from "./topics.js";

/** The text with each id of a policy the reader may see replaced by its title in the reader's language; `keep` ids are left as typed. */
export function titlesForIds(text: string, kb: KnowledgeBase, lang: Lang, visibility: string[] | undefined, keep: (policyId: string) => boolean): string {
  const visible = (v: string | undefined) => !visibility?.length || visibility.includes(v ?? "");
  return text.replace(/[\p{L}\p{N}_.-]*[_\d][\p{L}\p{N}_.-]*/gu, (word) => {
    const id = word.replace(/\.+$/, "");
    const policy = kb.policy(id);
    if (!policy || keep(id) || !visible(policy.visibility)) return word;
    return word.replace(id, titleIn(lang, policy, kb));
  });
}
