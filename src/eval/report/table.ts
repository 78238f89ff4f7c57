/** Plain-text tables: one per suite, metrics as rows, systems side by side. */
import type { EvalRun, Figures } from "../types.js";

const SYSTEM_ORDER = ["policybot", "official", "last_turn", "full_history", "bm25"];
const METRIC_ORDER = [
  "accuracy", "decision.accuracy", "citation.accuracy", "conversations.passed",
  "doc@1", "doc@1.no_twin", "doc@5", "mrr", "grounded@1", "chunk_chars",
  "precision", "recall", "f1", "precision.macro", "recall.macro", "f1.macro",
  "recall.not_found", "recall.clarify", "answered.answerable", "cited.in_contexts",
  "precision.answer", "recall.answer", "precision.not_found", "precision.clarify", "n",
];

export function orderSystems(names: string[]): string[] {
  return [...names].sort((a, b) => rank(SYSTEM_ORDER, a) - rank(SYSTEM_ORDER, b) || a.localeCompare(b));
}

export function orderMetrics(names: string[]): string[] {
  return [...names].sort((a, b) => rank(METRIC_ORDER, a) - rank(METRIC_ORDER, b) || a.localeCompare(b));
}

function rank(order: string[], x: string): number {
  const i = order.indexOf(x);
  return i < 0 ? order.length : i;
}

export function formatValue(metric: string, v: number | undefined): string {
  if (v === undefined || Number.isNaN(v)) return "–";
  if (metric === "n" || metric === "chunk_chars" || metric === "seconds") return String(Math.round(v));
  return v.toFixed(3);
}

export function renderSuiteTable(suite: string, systems: Figures[string]): string {
  const sys = orderSystems(Object.keys(systems));
  const metrics = orderMetrics([...new Set(sys.flatMap((s) => Object.keys(systems[s])))]);
  const w0 = Math.max(suite.length, ...metrics.map((m) => m.length)) + 2;
  const w = Math.max(10, ...sys.map((s) => s.length + 2));
  const lines = [suite.padEnd(w0) + sys.map((s) => s.padStart(w)).join("")];
  lines.push("-".repeat(w0 + w * sys.length));
  for (const m of metrics) lines.push(m.padEnd(w0) + sys.map((s) => formatValue(m, systems[s][m]).padStart(w)).join(""));
  return lines.join("\n");
}

export function renderRun(run: EvalRun): string {
  const out: string[] = [];
  for (const s of run.suites) {
    out.push(`== ${s.suite} (${(s.ms / 1000).toFixed(1)} s)`);
    for (const [key, systems] of Object.entries(s.figures)) out.push(renderSuiteTable(key, systems), "");
    for (const n of s.notes) out.push(`  note: ${n}`);
    out.push("");
  }
  for (const k of run.skipped) out.push(`== ${k.suite}: skipped (${k.reason})`);
  out.push(`elapsed: ${run.suites.map((s) => `${s.suite} ${(s.ms / 1000).toFixed(1)} s`).join(", ")}; total ${(run.totalMs / 1000).toFixed(1)} s`);
  return out.join("\n");
}
