/** A self-contained HTML report: the same tables as the console, plus inline SVG charts. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { EvalRun, SuiteOutcome } from "../types.js";
import { barChart, esc, lineChart, matrixChart, type BarGroup } from "./svg.js";
import { formatValue, orderMetrics, orderSystems } from "./table.js";

/** The metrics worth a bar chart, per kind of suite. */
const HEADLINE = ["accuracy", "doc@1", "doc@5", "grounded@1", "precision", "recall", "f1", "recall.not_found", "recall.clarify", "answered.answerable", "cited.in_contexts"];

export function renderHtml(run: EvalRun, meta: { command: string; when: Date }): string {
  const body: string[] = [];
  body.push(`<h1>policybot evaluation</h1>`);
  body.push(`<p class="meta">${esc(meta.when.toISOString())} · <code>${esc(meta.command)}</code> · total ${(run.totalMs / 1000).toFixed(1)} s</p>`);
  body.push(`<table class="t"><tr><th>suite</th><th>seconds</th></tr>${run.suites.map((s) => `<tr><td>${esc(s.suite)}</td><td>${(s.ms / 1000).toFixed(1)}</td></tr>`).join("")}${run.skipped.map((k) => `<tr><td>${esc(k.suite)}</td><td>skipped: ${esc(k.reason)}</td></tr>`).join("")}</table>`);
  for (const s of run.suites) body.push(renderSuite(s));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>policybot evaluation</title><style>${CSS}</style></head><body>${body.join("\n")}</body></html>\n`;
}

function renderSuite(s: SuiteOutcome): string {
  const out: string[] = [`<section><h2>${esc(s.suite)} <small>${(s.ms / 1000).toFixed(1)} s</small></h2>`];
  for (const [key, systems] of Object.entries(s.figures)) {
    const sys = orderSystems(Object.keys(systems));
    const metrics = orderMetrics([...new Set(sys.flatMap((x) => Object.keys(systems[x])))]);
    out.push(`<h3>${esc(key)}</h3><table class="t"><tr><th>metric</th>${sys.map((x) => `<th>${esc(x)}</th>`).join("")}</tr>`);
    for (const m of metrics) out.push(`<tr><td>${esc(m)}</td>${sys.map((x) => `<td>${formatValue(m, systems[x][m])}</td>`).join("")}</tr>`);
    out.push("</table>");
    const groups: BarGroup[] = HEADLINE.filter((m) => sys.some((x) => systems[x][m] !== undefined)).map((m) => ({
      label: m,
      values: sys.filter((x) => systems[x][m] !== undefined).map((x) => ({ name: x, value: systems[x][m] })),
    }));
    if (groups.length) out.push(`<div class="chart">${barChart(groups, { title: `${key}: headline figures` })}</div>`);
  }
  if (s.depth) {
    const series = s.depth.series.map((d) => ({ name: d.system, points: d.points.map((p) => ({ x: p.bucket, y: p.rate, n: p.n })) }));
    out.push(`<div class="chart">${lineChart(series, { title: s.depth.title, xLabel: "turn depth", yLabel: "hit@1" })}</div>`);
  }
  for (const c of s.confusion ?? []) out.push(`<div class="chart">${matrixChart(c.labels, c.matrix, { title: c.title })}</div>`);
  if (s.notes.length) out.push(`<ul class="notes">${s.notes.map((n) => `<li>${esc(n)}</li>`).join("")}</ul>`);
  if (s.failures.length) {
    out.push(`<details><summary>${Math.min(40, s.failures.length)} of ${s.failures.length} recorded failures</summary><ul class="fail">`);
    for (const f of s.failures.slice(0, 40)) out.push(`<li><b>${esc(f.kind)}</b> <code>${esc(f.id)}</code> ${esc(f.detail)}</li>`);
    out.push("</ul></details>");
  }
  out.push("</section>");
  return out.join("\n");
}

export function writeHtml(file: string, run: EvalRun, command: string): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, renderHtml(run, { command, when: new Date() }));
}

const CSS = `body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#1f2328}
h2 small{font-weight:normal;color:#57606a;font-size:.7em}.meta{color:#57606a}
table.t{border-collapse:collapse;margin:.5em 0 1em}table.t td,table.t th{border:1px solid #d0d7de;padding:3px 10px;text-align:right}
table.t td:first-child,table.t th:first-child{text-align:left}table.t th{background:#f6f8fa}
.chart{margin:1em 0;overflow-x:auto}.notes{color:#57606a}.fail li{margin:.3em 0;font-size:.85em}section{border-top:1px solid #d0d7de;margin-top:2em}`;
