/**
 * Words a policy uses only where it sends readers to another policy: the staff conference policy says
 * "students" only in "Students … follow the Student Conference Travel Grants policy (kb_008)". It does
 * not talk about students; it hands them over.
 */
import type { PolicyInfo } from "../core/ports.js";
import { terms } from "../core/text.js";

const SENTENCE_END = /(?<=[.!?。！？])\s+|\n+/u;

/** Whether the sentence names another policy by its id. */
function namesOther(sentence: string, own: string, policies: Map<string, PolicyInfo>): boolean {
  return sentence.split(/[^\p{L}\p{N}_.-]+/u).some((word) => {
    const id = word.replace(/\.+$/, "");
    return id !== "" && id !== own && policies.has(id);
  });
}

/** For each policy, the terms it uses only in sentences that name another policy. */
export function handOverWords(rows: Record<string, string>[], policies: Map<string, PolicyInfo>): Map<string, Set<string>> {
  const handed = new Map<string, Set<string>>();
  const spoken = new Map<string, Set<string>>();
  const bag = (m: Map<string, Set<string>>, id: string) => m.get(id) ?? m.set(id, new Set()).get(id)!;
  for (const r of rows) {
    for (const sentence of r.text.split(SENTENCE_END)) {
      const into = bag(namesOther(sentence, r.policy_id, policies) ? handed : spoken, r.policy_id);
      for (const t of terms(sentence)) into.add(t);
    }
  }
  for (const [id, words] of handed) for (const t of spoken.get(id) ?? []) words.delete(t);
  return handed;
}
