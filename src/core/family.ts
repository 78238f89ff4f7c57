/**
 * Policy families. A general policy that hands some readers over to others ("sales staff follow
 * policy_002, interns policy_003"), and is named back by them, sets rules that differ by reader.
 * A question that fits the family but does not say which reader is asking needs a clarifying question.
 */
import type { KnowledgeBase } from "./ports.js";
import type { PolicyHit, SearchResult } from "./types.js";
import { isNumberTerm, uniqueTerms } from "./text.js";

/** Chinese terms are left out: a policy with a Chinese translation uses many that its family's others do not. */
const CJK = /[\u3400-\u9fff]/;

type Kb = Pick<KnowledgeBase, "references" | "policiesNamedBy" | "mentions" | "policiesUsing">;

/** Policies linked to `start` by references in both directions, directly or through each other. */
export function familyOf(start: string, kb: Pick<KnowledgeBase, "references">): Set<string> {
  const family = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const id = queue.shift() as string;
    for (const other of kb.references?.(id) ?? []) {
      if (!family.has(other) && (kb.references?.(other) ?? []).includes(id)) {
        family.add(other);
        queue.push(other);
      }
    }
  }
  return family;
}

/**
 * The best policy and the members of its family that also speak to the question (at least
 * `minCoverage` of the best one's coverage), unless a word of the question names just one of them.
 * Fewer than two: nothing to ask.
 */
export function familyToAsk(result: SearchResult, kb: Kb, ownTerms: string[], minCoverage: number, margin = 0): string[] {
  const ranked = [...result.policies].sort((a, b) => b.score - a.score);
  if (!ranked.length || !kb.references) return [];
  // The best policy, or one about as good ("Who approves my business trip?" fits the insurance
  // policy's "approved business trip" a little better than the travel family's approval rules).
  for (const head of ranked.filter((p) => ranked[0].score - p.score <= margin)) {
    const family = familyOf(head.policyId, kb);
    const fits = ranked.filter((p) => family.has(p.policyId) && (p.coverage ?? 0) >= minCoverage * (head.coverage ?? 1)).map((p) => p.policyId);
    if (fits.length < 2) continue;
    // A word of the question names a member ("intern"), or is a word only that member uses ("director").
    const onlyIn = (t: string) => !CJK.test(t) && kb.policiesUsing?.(t) === 1 && fits.some((id) => kb.mentions?.(id, t));
    const saysWhich = ownTerms.some((t) => (kb.policiesNamedBy?.(t) ?? []).filter((id) => fits.includes(id)).length === 1 || onlyIn(t));
    return saysWhich ? [] : fits;
  }
  return [];
}

/**
 * "Can I take a taxi from the airport?" after "Sales visiting a client…": the thread already said which
 * member applies. The policy the person's earlier words name most answers, if it is an option; if it
 * is not (the sales policy has no taxi rule), the one option it hands over to (the general policy).
 */
export function answeredBefore(options: PolicyHit[], earlier: string[], kb: Kb): PolicyHit | undefined {
  const ids = new Set(options.map((p) => p.policyId));
  const family = new Set(options.flatMap((p) => [...familyOf(p.policyId, kb)]));
  // The member most of those words name ("sales", "client" and "visit" name the sales policy, "meals" the per-diem one).
  const counts = new Map<string, number>();
  for (const t of new Set(earlier.filter((t) => !CJK.test(t)))) {
    for (const id of kb.policiesNamedBy?.(t) ?? []) if (family.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const [first, second] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!first || (second && second[1] === first[1])) return undefined;
  const [id] = first;
  if (ids.has(id)) return options.find((p) => p.policyId === id);
  const onward = options.filter((p) => (kb.references?.(id) ?? []).includes(p.policyId));
  return onward.length === 1 ? onward[0] : undefined;
}

/** Whether a policy uses the rarest of the question's words that the best policy uses ("paternity"). */
export function keyWordOf(result: SearchResult, own: string[], kb: KnowledgeBase): ((policyId: string) => boolean) | undefined {
  const top = [...result.policies].sort((a, b) => b.score - a.score)[0];
  const uses = kb.mentions?.bind(kb);
  if (!top || !uses) return undefined;
  const key = own.filter((t) => uses(top.policyId, t)).sort((a, b) => kb.idf(b) - kb.idf(a))[0];
  return key ? (id) => uses(id, key) : undefined;
}

/**
 * The thread's subject: of the words the person said, the one in the title or tags of the fewest policies
 * ("cpd" in "Training, Study Leave and CPD Funding"). Which policies it names, and which use it.
 */
export function subjectOf(said: string[], kb: KnowledgeBase): { names: (policyId: string) => boolean; uses: (policyId: string) => boolean } | undefined {
  const uses = kb.mentions?.bind(kb);
  // Each word's policies are looked up once, not at every comparison of the sort.
  const naming = said.filter((t) => !isNumberTerm(t)).map((t) => ({ t, ids: kb.policiesNamedBy?.(t) ?? [] })).filter((w) => w.ids.length > 0);
  const key = naming.sort((a, b) => a.ids.length - b.ids.length || kb.idf(b.t) - kb.idf(a.t))[0];
  return key && uses ? { names: (id) => key.ids.includes(id), uses: (id) => uses(id, key.t) } : undefined;
}

/**
 * Of the options offered, the one that hands every other one's readers over to it ("Sales staff follow
 * policy_002, interns policy_003"): the rules for everyone else. Two options that name each other have none.
 */
export function generalMember(options: string[], kb: Pick<KnowledgeBase, "references">): string | undefined {
  if (options.length < 3) return undefined;
  const hubs = options.filter((id) => options.every((o) => o === id || (kb.references?.(id) ?? []).includes(o)));
  return hubs.length === 1 ? hubs[0] : undefined;
}

/** The terms of each option's title, as the knowledge base has it (the hit's own title if it has none). */
export function optionTitles(options: PolicyHit[], kb: Pick<KnowledgeBase, "policy">): Set<string>[] {
  return options.map((p) => new Set(uniqueTerms(kb.policy(p.policyId)?.title ?? p.title)));
}

/** Title words (as terms) that say what kind of document it is, or that it is for everyone, not what it is about. */
const TITLE_FILLER = new Set(["policy", "rule", "guidelin", "procedur", "handbook", "standard", "guid", "staff", "employe"]);

/**
 * "i'm hourly and worked 44 hours this week, do i get overtime?" between the on-call, internship and
 * "Overtime and Timekeeping" policies: a word of the question that only one option's title holds says which.
 */
export function titleNamed(options: PolicyHit[], own: string[], kb: Pick<KnowledgeBase, "policy">): PolicyHit | undefined {
  const titles = optionTitles(options, kb).map((x) => new Set([...x].filter((t) => !TITLE_FILLER.has(t))));
  // ...and no heading of another option's passages found holds ("Reporting accidents" beside "Accident Reporting").
  const headings = options.map((p) => new Set(p.chunks.flatMap((c) => uniqueTerms(c.section ?? ""))));
  const only = (t: string, i: number) => titles.every((x, j) => j === i || (!x.has(t) && !headings[j].has(t)));
  const naming = options.filter((_, i) => own.some((t) => titles[i].has(t) && only(t, i)));
  return naming.length === 1 ? naming[0] : undefined;
}
