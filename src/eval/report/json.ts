/** The machine-readable result: `{ "<suite>": { "<system>": { "<metric>": number } } }`. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { EvalRun, Figures } from "../types.js";

/** Every figure of the run, with each suite's elapsed seconds as `seconds` under policybot. */
export function collectFigures(run: EvalRun): Figures {
  const out: Figures = {};
  for (const s of run.suites) {
    for (const [key, systems] of Object.entries(s.figures)) {
      out[key] = {};
      for (const [system, metrics] of Object.entries(systems)) {
        out[key][system] = Object.fromEntries(Object.entries(metrics).filter(([, v]) => typeof v === "number" && Number.isFinite(v)));
      }
      if (out[key].policybot) out[key].policybot.seconds = Math.round(s.ms) / 1000;
    }
  }
  return out;
}

export function writeJson(file: string, run: EvalRun): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, `${JSON.stringify(collectFigures(run), null, 2)}\n`);
}
