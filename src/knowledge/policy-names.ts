/**
 * What people call each policy: its title, plus the names other passages give it right before its id
 * or its title in brackets ("under the General Travel Policy (policy_001)"). A typed reply to
 * "which one?" names a policy by these, not by the title alone, which may be in another language.
 */
import type { PolicyInfo } from "../core/ports.js";
import { terms } from "../core/text.js";

const BRACKETED = /\(([^()]{1,120})\)|（([^（）]{1,120})）/gu;
// A capitalised name of up to eight words, small joining words allowed inside it.
// "the Student Conference Travel Grants policy (kb_008)": a lower-case kind word may close the name.
const NAME_BEFORE =
  /((?:[A-Z][\p{L}\p{N}'’&-]*)(?:[ \t]+(?:[A-Z][\p{L}\p{N}'’&-]*|and|of|for|on|&)){0,7}(?:[ \t]+(?:policy|policies|rules|regulations|guidelines|scheme|procedures?|programme|program|handbook|code|standards?))?)[ \t]*$/u;

/** The names texts give policies: "Name (policy_id)", or "Name (Title)" (`byTitle`). */
export function nameFinder(policies: Map<string, PolicyInfo>): (text: string) => { policyId: string; name: string; byTitle: boolean }[] {
  const byTitle = new Map([...policies.values()].map((p) => [p.title.trim(), p.policyId]));
  // Opening reads each passage twice (names, then each policy's own words): scan it once.
  const seen = new Map<string, { policyId: string; name: string; byTitle: boolean }[]>();
  return (text) => {
    const known = seen.get(text);
    if (known) return known;
    const out: { policyId: string; name: string; byTitle: boolean }[] = [];
    seen.set(text, out);
    for (const m of text.matchAll(BRACKETED)) {
      const inner = (m[1] ?? m[2]).trim();
      const policyId = policies.has(inner) ? inner : byTitle.get(inner);
      if (!policyId) continue;
      const name = NAME_BEFORE.exec(text.slice(Math.max(0, (m.index ?? 0) - 120), m.index))?.[1]?.replace(/^The[ \t]+/, "");
      // Two words at least: "Policy (policy_001)" names nothing.
      if (name && name.split(/\s+/).length >= 2) out.push({ policyId, name, byTitle: policyId !== inner });
    }
    return out;
  };
}

/** Each policy's names: its title, then the names it gives itself, then those other passages give it. */
export function policyNames(rows: Record<string, string>[], policies: Map<string, PolicyInfo>, namesIn = nameFinder(policies)): Map<string, string[]> {
  const own = new Map<string, string[]>();
  const others = new Map<string, string[]>();
  for (const r of rows) {
    for (const { policyId, name, byTitle } of namesIn(r.text)) {
      // "X (Title)" names a policy in its own text; elsewhere a title in brackets may be a place or a topic.
      if (byTitle && policyId !== r.policy_id) continue;
      const into = policyId === r.policy_id ? own : others;
      into.set(policyId, [...(into.get(policyId) ?? []), name]);
    }
  }
  const all = (p: PolicyInfo) => [...new Set([p.title, ...(own.get(p.policyId) ?? []), ...(others.get(p.policyId) ?? [])])];
  return new Map([...policies.values()].map((p) => [p.policyId, all(p)]));
}

/**
 * The terms a passage uses of its own, leaving out words it has only inside another policy's name:
 * "levels are defined in the Data Classification Policy (policy_014)" is not about classification.
 */
export function ownWords(row: Record<string, string>, namesIn: ReturnType<typeof nameFinder>): string[] {
  const all = row.fts_text.split(" ");
  const borrowed = new Map<string, number>();
  for (const { policyId, name, byTitle } of namesIn(row.text)) {
    if (policyId === row.policy_id || byTitle) continue;
    for (const t of terms(name)) borrowed.set(t, (borrowed.get(t) ?? 0) + 1);
  }
  if (!borrowed.size) return all;
  const counts = new Map<string, number>();
  for (const t of all) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts.keys()].filter((t) => (counts.get(t) as number) > (borrowed.get(t) ?? 0));
}
