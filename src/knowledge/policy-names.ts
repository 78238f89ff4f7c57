/**
 * What people call each policy: its title, plus the names other passages give it right before its id
 * or its title in brackets ("under the General Travel Policy (policy_001)"). A typed reply to
 * "which one?" names a policy by these, not by the title alone, which may be in another language.
 */
import type { PolicyInfo } from "../core/ports.js";

const BRACKETED = /\(([^()]{1,120})\)|（([^（）]{1,120})）/gu;
// A capitalised name of up to eight words, small joining words allowed inside it.
const NAME_BEFORE = /((?:[A-Z][\p{L}\p{N}'’&-]*)(?:\s+(?:[A-Z][\p{L}\p{N}'’&-]*|and|of|for|on|&)){0,7})\s*$/u;

export function policyNames(rows: Record<string, string>[], policies: Map<string, PolicyInfo>): Map<string, string[]> {
  const byTitle = new Map([...policies.values()].map((p) => [p.title.trim(), p.policyId]));
  const names = new Map<string, Set<string>>([...policies.values()].map((p) => [p.policyId, new Set([p.title])]));
  for (const r of rows) {
    for (const m of r.text.matchAll(BRACKETED)) {
      const inner = (m[1] ?? m[2]).trim();
      const id = policies.has(inner) ? inner : byTitle.get(inner);
      if (!id) continue;
      const name = NAME_BEFORE.exec(r.text.slice(Math.max(0, (m.index ?? 0) - 120), m.index))?.[1];
      // Two words at least: "Policy (policy_001)" names nothing.
      if (name && name.split(/\s+/).length >= 2) names.get(id)?.add(name);
    }
  }
  return new Map([...names].map(([id, set]) => [id, [...set]]));
}
