/**
 * Words a policy uses only where it sends readers to another policy: the staff conference policy says
 * "students" only in "Students … follow the Student Conference Travel Grants policy (kb_008)". It does
 * not talk about students; it hands them over.
 */
import type { PolicyInfo } from "../core/ports.js";
import { terms } from "../core/text.js";

const SENTENCE_END = /(?<=[.!?。！？])\s+|\n+/u;

/** The ids of other policies a text names: "sales staff follow policy_002." names policy_002. */
export function otherPolicyIds(text: string, own: string, policies: Map<string, PolicyInfo>): string[] {
  return text
    .split(/[^\p{L}\p{N}_.-]+/u)
    .map((word) => word.replace(/\.+$/, ""))
    .filter((id) => id !== "" && id !== own && policies.has(id));
}

/** For each policy, the terms it uses only in sentences that name another policy. */
export function handOverWords(rows: Record<string, string>[], policies: Map<string, PolicyInfo>): Map<string, Set<string>> {
  const handed = new Map<string, Set<string>>();
  const spoken = new Map<string, Set<string>>();
  const bag = (m: Map<string, Set<string>>, id: string) => m.get(id) ?? m.set(id, new Set()).get(id)!;
  for (const r of rows) {
    for (const sentence of r.text.split(SENTENCE_END)) {
      const into = bag(otherPolicyIds(sentence, r.policy_id, policies).length ? handed : spoken, r.policy_id);
      for (const t of terms(sentence)) into.add(t);
    }
  }
  for (const [id, words] of handed) for (const t of spoken.get(id) ?? []) words.delete(t);
  return handed;
}
