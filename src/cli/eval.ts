/** `policybot eval`: runs the benchmark suites, prints tables beside the baselines, optionally writes JSON and HTML. */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { collectFigures, writeJson } from "../eval/report/json.js";
import { writeHtml } from "../eval/report/html.js";
import { renderRun } from "../eval/report/table.js";
import { runCast } from "../eval/runners/cast.js";
import { runDoc2Dial } from "../eval/runners/d2d.js";
import { runMtrag } from "../eval/runners/mtrag.js";
import { runOwn } from "../eval/runners/own.js";
import { runZh } from "../eval/runners/zh.js";
import { checkTargets, renderTargets } from "../eval/targets.js";
import type { EvalRun, SuiteOutcome } from "../eval/types.js";

export const SUITES = ["own", "university", "hospital", "logistics", "hospitality", "retail", "software", "construction", "doc2dial", "cast", "zh", "mtrag_un"] as const;
type SuiteName = (typeof SUITES)[number];
/** Knowledge bases beside the sample, in test/eval/NAME/{knowledge,conversations}: how much carries over to policies not tuned on. */
const OTHER_KBS = ["university", "hospital", "logistics", "hospitality", "retail", "software", "construction"] as const;
type OtherKb = (typeof OTHER_KBS)[number];
const isOtherKb = (s: SuiteName): s is OtherKb => (OTHER_KBS as readonly string[]).includes(s);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface EvalArgs {
  suites: SuiteName[];
  datasets: string;
  json?: string;
  html?: string;
  failures?: string;
  limit?: number;
  concurrency: number;
  knowledge: string;
  ownDir: string;
}

const USAGE = `usage: policybot eval [--suite own|university|hospital|logistics|hospitality|retail|software|construction|doc2dial|cast|zh|mtrag_un]... [--datasets DIR] [--json FILE] [--html FILE]
                     [--limit N] [--failures FILE] [--concurrency N] [--knowledge DIR] [--conversations DIR]
  --suite NAME     run one suite (repeat or comma-separate for several); default: all
  --datasets DIR   folder of the public datasets (default ../shared/datasets)
  --json FILE      write every figure as { suite: { system: { metric: number } } }
  --html FILE      write a self-contained HTML report with charts
  --limit N        at most N items per suite (an evenly spread, deterministic sample) for quick runs
  --failures FILE  write the recorded failures (JSON lines) for error analysis
  --knowledge DIR  the own suite's knowledge base (default knowledge/)
  --conversations DIR  the own suite's conversation files, *.yaml (default test/eval/): test your own policies`;

export function parseEvalArgs(argv: string[], cwd = process.cwd()): EvalArgs {
  const args: EvalArgs = {
    suites: [],
    datasets: path.resolve(cwd, "../shared/datasets"),
    concurrency: 4,
    knowledge: path.join(ROOT, "knowledge"),
    ownDir: path.join(ROOT, "test/eval"),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const [flag, inline] = a.includes("=") ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)] : [a, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v.startsWith("--")) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    const count = () => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} must be a positive whole number`);
      return n;
    };
    switch (flag) {
      case "--suite":
        for (const s of value().split(",")) {
          if (!(SUITES as readonly string[]).includes(s)) throw new UsageError(`unknown suite ${s}; choose from ${SUITES.join(", ")}`);
          args.suites.push(s as SuiteName);
        }
        break;
      case "--datasets": args.datasets = path.resolve(cwd, value()); break;
      case "--json": args.json = path.resolve(cwd, value()); break;
      case "--html": args.html = path.resolve(cwd, value()); break;
      case "--failures": args.failures = path.resolve(cwd, value()); break;
      case "--limit": args.limit = count(); break;
      case "--concurrency": args.concurrency = count(); break;
      case "--knowledge": args.knowledge = path.resolve(cwd, value()); break;
      case "--conversations": args.ownDir = path.resolve(cwd, value()); break;
      case "-h": case "--help": throw new UsageError("");
      default: throw new UsageError(`unknown option ${a}`);
    }
  }
  if (!args.suites.length) args.suites = [...SUITES];
  return args;
}

class UsageError extends Error {}

/** Where each suite's data lives, relative to the datasets folder. */
function datasetPath(suite: Exclude<SuiteName, "own" | OtherKb>, datasets: string): string {
  switch (suite) {
    case "doc2dial": return path.join(datasets, "doc2dial_val");
    case "cast": return path.join(datasets, "trec_cast");
    case "zh": return path.join(datasets, "zh_utterance_rewrite", "corpus.txt");
    case "mtrag_un": return path.join(datasets, "mtrag", "mtragun-human", "generation_tasks", "reference.jsonl");
  }
}

async function runSuite(suite: SuiteName, args: EvalArgs, log: (s: string) => void): Promise<SuiteOutcome | string> {
  const progress = (done: number, total: number) => {
    if (process.stderr.isTTY && (done % 50 === 0 || done === total)) process.stderr.write(`\r  ${suite}: ${done}/${total}   ${done === total ? "\n" : ""}`);
  };
  if (suite === "own") {
    if (!existsSync(args.ownDir)) return `own suite folder ${args.ownDir} not found`;
    return runOwn({ suiteDir: args.ownDir, knowledgeDir: args.knowledge, limit: args.limit });
  }
  if (isOtherKb(suite)) {
    const dir = path.join(ROOT, "test/eval", suite);
    return runOwn({ suiteDir: path.join(dir, "conversations"), knowledgeDir: path.join(dir, "knowledge"), limit: args.limit, name: suite });
  }
  const dir = datasetPath(suite, args.datasets);
  if (!existsSync(dir)) return `dataset not found at ${dir} (set --datasets DIR)`;
  log(`running ${suite} from ${dir} ...`);
  const opts = { dir, limit: args.limit, concurrency: args.concurrency, progress };
  switch (suite) {
    case "doc2dial": return runDoc2Dial(opts);
    case "cast": return runCast(opts);
    case "zh": return runZh(opts);
    case "mtrag_un": return runMtrag(opts);
  }
}

/** Runs the command; returns the process exit code. */
export async function runEvalCommand(argv: string[], io: { out?: (s: string) => void; err?: (s: string) => void } = {}): Promise<number> {
  const out = io.out ?? ((s: string) => process.stdout.write(`${s}\n`));
  const err = io.err ?? ((s: string) => process.stderr.write(`${s}\n`));
  let args: EvalArgs;
  try {
    args = parseEvalArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      if (e.message) err(`policybot eval: ${e.message}`);
      err(USAGE);
      return e.message ? 2 : 0;
    }
    throw e;
  }
  process.env.LANCEDB_LOG ??= "error";
  const t0 = performance.now();
  const run: EvalRun = { suites: [], skipped: [], totalMs: 0 };
  for (const suite of args.suites) {
    try {
      const result = await runSuite(suite, args, err);
      if (typeof result === "string") {
        err(`skipping ${suite}: ${result}`);
        run.skipped.push({ suite, reason: result });
      } else {
        run.suites.push(result);
        err(`${suite} done in ${(result.ms / 1000).toFixed(1)} s`);
      }
    } catch (e) {
      err(`${suite} failed: ${(e as Error).stack ?? String(e)}`);
      run.skipped.push({ suite, reason: `failed: ${(e as Error).message}` });
    }
  }
  run.totalMs = performance.now() - t0;
  out(renderRun(run));
  const targets = renderTargets(checkTargets(collectFigures(run)));
  if (targets) out(`\n${targets}`);
  if (args.json) writeJson(args.json, run);
  if (args.html) writeHtml(args.html, run, `policybot eval ${argv.join(" ")}`.trim());
  if (args.failures) {
    mkdirSync(path.dirname(args.failures), { recursive: true });
    writeFileSync(args.failures, run.suites.flatMap((s) => s.failures.map((f) => JSON.stringify(f))).join("\n") + "\n");
  }
  return run.skipped.some((s) => s.reason.startsWith("failed")) ? 1 : 0;
}
