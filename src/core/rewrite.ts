/**
 * Stage 4, offline: turns a follow-up into a standalone query. Context terms from the standing
 * question, recent messages and the summary are carried forward at a lower weight than the new
 * message's own terms; a new value for the same slot ("tier-2" after "tier-1") replaces the old one.
 */
import { conflicts, followUpSignal, type FollowUpSignal } from "./follow-up.js";
import { surfaceOf, surfacePhrases } from "./surface.js";
import { effectiveIdf, unknownShare, type Vocab } from "./term-weight.js";
import { cjkRatio, uniqueTerms } from "./text.js";
import type { Query, RewrittenQuery } from "./types.js";

export interface RewriteResult extends RewrittenQuery {
  /** Term → weight; the own terms carry `ownShare` of the idf-weighted mass. */
  weights: Map<string, number>;
  signal: FollowUpSignal;
  ownShare: number;
  /** Share of the message's own terms the knowledge base has never seen. */
  unknownShare: number;
}

type Vocabulary = Vocab;

/** Share of the question's weight that the new message keeps, by how clearly it is a follow-up. */
export const OWN_SHARE: Record<FollowUpSignal, number> = { cue: 0.55, short: 0.5, none: 0.8 };
const MAX_CARRIED = 16;
const SHOWN_CARRIED = 6;

function contextWeights(query: Query): Map<string, number> {
  const w = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const t of uniqueTerms(text)) w.set(t, Math.max(w.get(t) ?? 0, weight));
  };
  if (query.summary) add(query.summary, 0.2);
  const assistant = query.history.filter((m) => m.role === "assistant").slice(-2);
  assistant.forEach((m, i) => add(m.text, i === assistant.length - 1 ? 0.3 : 0.15));
  const users = query.history.filter((m) => m.role === "user").slice(-3);
  users.forEach((m, i) => add(m.text, [0.3, 0.5, 0.8][3 - users.length + i]));
  for (const t of query.state.topicTerms) w.set(t, 1);
  return w;
}

export function rewriteOffline(query: Query, vocab?: Vocabulary): RewriteResult {
  const idf = (t: string) => vocab?.idf(t) ?? 1;
  const own = uniqueTerms(query.text);
  const context = contextWeights(query);
  const pending = query.state.pendingClarify;
  const base: Omit<RewriteResult, "weights" | "signal" | "ownShare" | "unknownShare"> = {
    text: query.text,
    original: query.text,
    isFollowUp: false,
    carriedTerms: [],
    ownTerms: own,
    replacedTerms: [],
    focusPolicies: query.state.policies.slice(0, 2),
    method: "none",
  };
  if (!context.size && !pending) {
    return { ...base, weights: new Map(own.map((t) => [t, 1 / Math.max(idf(t), 1e-6)])), signal: "none", ownShare: 1, unknownShare: vocab ? unknownShare(query.text, vocab) : 0 };
  }

  // Choosing an offered option (a button, or its value typed back) re-asks the pending question of that policy.
  const picked = pending?.options.find((o) => o.policyId && query.text.includes(o.policyId));
  if (pending && picked?.policyId) {
    const retry = rewriteOffline({ ...query, text: pending.question, state: { ...query.state, pendingClarify: undefined } }, vocab);
    return { ...retry, original: query.text, isFollowUp: true, restrictTo: [picked.policyId] };
  }
  const knownOwn = own.filter((t) => vocab?.knows(t) ?? true);
  // Words the knowledge base has never seen do not make a message elliptical: they make it new.
  const signal: FollowUpSignal = pending ? "cue" : own.length && !knownOwn.length ? "none" : followUpSignal(query.text, knownOwn.length);
  const replaced: string[] = [];
  const substitutions: [string, string][] = [];
  for (const old of [...context.keys()]) {
    const by = own.find((t) => conflicts(t, old));
    if (by) {
      context.delete(old);
      replaced.push(old);
      substitutions.push([old, by]);
    }
  }
  for (const t of own) context.delete(t);
  const carried = [...context.entries()]
    .filter(([t]) => vocab?.knows(t) ?? true)
    .sort((a, b) => b[1] * idf(b[0]) - a[1] * idf(a[0]))
    .slice(0, MAX_CARRIED);

  let ownShare = own.length ? OWN_SHARE[signal] : 0;
  if (!carried.length) ownShare = 1;
  const weights = new Map<string, number>();
  // Ranking multiplies each weight by the term's effective idf, so own terms end up with exactly `ownShare`.
  const eff = (t: string) => (vocab ? effectiveIdf(t, vocab) : 1);
  const ownMass = own.reduce((s, t) => s + eff(t), 0) || 1;
  const carriedMass = carried.reduce((s, [t, w]) => s + w * idf(t), 0) || 1;
  for (const t of own) weights.set(t, (ownShare * eff(t)) / ownMass / idf(t));
  for (const [t, w] of carried) weights.set(t, ((1 - ownShare) * w) / carriedMass);

  const isFollowUp = signal !== "none" && carried.length > 0;
  let text = query.text;
  if (isFollowUp) text = standaloneText(query, carried.map(([t]) => t), substitutions);
  return {
    ...base,
    text,
    isFollowUp,
    carriedTerms: carried.map(([t]) => t),
    replacedTerms: replaced,
    restrictTo: pending?.options.map((o) => o.policyId).filter((id): id is string => Boolean(id)),
    method: "offline",
    weights,
    signal,
    ownShare,
    unknownShare: vocab ? unknownShare(query.text, vocab) : 0,
  };
}

/** A readable standalone question: the last one with slots substituted, or the new one plus its context. */
function standaloneText(query: Query, carried: string[], substitutions: [string, string][]): string {
  const last = query.state.lastQuery;
  const ownTerms = uniqueTerms(query.text);
  if (last && substitutions.length) {
    let text = last;
    for (const [old, by] of substitutions) {
      const from = surfaceOf(last, old);
      const to = surfaceOf(query.text, by);
      if (from && to) text = text.split(from).join(to);
    }
    const lastTerms = new Set(uniqueTerms(text));
    const extra = surfacePhrases(query.text, new Set(ownTerms.filter((t) => !lastTerms.has(t))));
    return extra.length ? `${text} ${extra.join(" ")}` : text;
  }
  const shown = new Set(carried.slice(0, SHOWN_CARRIED));
  const sources = [last, ...query.history.filter((m) => m.role === "user").map((m) => m.text).reverse()].filter(Boolean) as string[];
  const phrases: string[] = [];
  for (const src of sources) {
    for (const p of surfacePhrases(src, shown)) if (!phrases.includes(p)) phrases.push(p);
    for (const t of uniqueTerms(src)) shown.delete(t);
    if (!shown.size) break;
  }
  if (!phrases.length) return query.text;
  const sep = cjkRatio(query.text) > 0.5 ? "" : " ";
  return `${query.text.trim()}${sep}${sep ? "(" : "（"}${phrases.join(sep || "，")}${sep ? ")" : "）"}`;
}
