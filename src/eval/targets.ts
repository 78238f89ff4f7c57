/** The issue's targets, checked against a run's figures and printed as met / missed by how much. */
import type { Figures } from "./types.js";

export interface TargetCheck {
  target: string;
  value?: number;
  goal: number;
  met?: boolean;
  /** What else a reader needs to judge the figure (a ceiling, say). */
  aside?: string;
}

interface Target {
  target: string;
  get: (f: Figures) => number | undefined;
  goal: number | ((f: Figures) => number | undefined);
  /** true: value must be at most the goal. */
  atMost?: boolean;
  strict?: boolean;
  aside?: (f: Figures) => string | undefined;
}

const at = (suite: string, system: string, metric: string) => (f: Figures) => f[suite]?.[system]?.[metric];

export const TARGETS: Target[] = [
  {
    target: "doc2dial follow-up doc@1 ≥ 0.92",
    get: at("doc2dial.followup", "policybot", "doc@1"),
    goal: 0.92,
    aside: (f) => {
      const ceiling = at("doc2dial.followup", "policybot", "doc@1.ceiling")(f);
      const same = at("doc2dial.followup", "policybot", "doc@1.twin_as_gold")(f);
      return ceiling === undefined || same === undefined ? undefined : `ceiling with twin documents ${ceiling.toFixed(3)}; a twin counted as the gold ${same.toFixed(3)}`;
    },
  },
  { target: "doc2dial follow-up grounded@1 ≥ 0.50", get: at("doc2dial.followup", "policybot", "grounded@1"), goal: 0.5 },
  { target: "doc2dial mean chunk ≤ 1000 chars", get: at("doc2dial.followup", "policybot", "chunk_chars"), goal: 1000, atMost: true },
  { target: "doc2dial first-turn doc@1 ≥ 0.60", get: at("doc2dial.first", "policybot", "doc@1"), goal: 0.6 },
  { target: "CAsT 2020 added-term F1 > official", get: at("cast2020", "policybot", "f1"), goal: at("cast2020", "official", "f1"), strict: true },
  { target: "CAsT 2021 added-term F1 > official", get: at("cast2021", "policybot", "f1"), goal: at("cast2021", "official", "f1"), strict: true },
  { target: "zh added-bigram recall ≥ 0.6", get: at("zh", "policybot", "recall"), goal: 0.6 },
  { target: "zh added-bigram precision ≥ 0.6", get: at("zh", "policybot", "precision"), goal: 0.6 },
  { target: "MTRAG-UN recall UNANSWERABLE→not_found ≥ 0.6", get: at("mtrag_un", "policybot", "recall.not_found"), goal: 0.6 },
  { target: "MTRAG-UN recall UNDERSPECIFIED→clarify ≥ 0.4", get: at("mtrag_un", "policybot", "recall.clarify"), goal: 0.4 },
  { target: "MTRAG-UN ANSWERABLE still answered ≥ 0.8", get: at("mtrag_un", "policybot", "answered.answerable"), goal: 0.8 },
  { target: "own suite: every turn right", get: at("own", "policybot", "accuracy"), goal: 1 },
];

export function checkTargets(figures: Figures): TargetCheck[] {
  const out: TargetCheck[] = [];
  for (const t of TARGETS) {
    const value = t.get(figures);
    const goal = typeof t.goal === "function" ? t.goal(figures) : t.goal;
    if (value === undefined || goal === undefined) continue;
    const met = t.atMost ? value <= goal : t.strict ? value > goal : value >= goal - 1e-9;
    out.push({ target: t.target, value, goal, met, aside: t.aside?.(figures) });
  }
  return out;
}

export function renderTargets(checks: TargetCheck[]): string {
  if (!checks.length) return "";
  const lines = ["== targets"];
  for (const c of checks) {
    const v = c.value ?? NaN;
    const gap = c.met ? "" : `  (missed by ${Math.abs(v - c.goal) < 1 ? Math.abs(v - c.goal).toFixed(3) : Math.round(Math.abs(v - c.goal))})`;
    const fmt = (x: number) => (Math.abs(x) >= 2 ? String(Math.round(x)) : x.toFixed(3));
    lines.push(`${c.met ? "MET   " : "MISSED"} ${c.target}: ${fmt(v)} vs ${fmt(c.goal)}${gap}${c.aside ? `; ${c.aside}` : ""}`);
  }
  return lines.join("\n");
}
