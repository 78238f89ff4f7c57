/** Finds and parses the policy files of a folder; every bad file is reported by name, none stops the rest. */
import fs from "node:fs/promises";
import path from "node:path";
import { PolicybotError, describeError } from "../core/errors.js";
import { POLICY_EXTENSIONS, parsePolicyFile } from "./parse.js";
import type { IngestProblem, SourceDoc } from "./types.js";

/** Largest file read; a bigger one is almost certainly not a policy. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

async function listFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const out: string[] = [];
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.name.startsWith(".") || e.name === "node_modules") continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(full, root)));
    else if (e.isFile() && POLICY_EXTENSIONS.includes(path.extname(e.name).toLowerCase())) {
      // A folder's README describes the folder; it is not a policy.
      if (/^readme\./i.test(e.name)) continue;
      out.push(path.relative(root, full));
    }
  }
  return out;
}

export async function readSources(dir: string): Promise<{ docs: SourceDoc[]; problems: IngestProblem[] }> {
  let files: string[];
  try {
    files = await listFiles(dir);
  } catch (err) {
    throw new PolicybotError("KB_MISSING", `cannot read the knowledge folder ${dir}: ${(err as Error).message}`, { cause: err });
  }
  const docs: SourceDoc[] = [];
  const problems: IngestProblem[] = [];
  const seen = new Map<string, string>();
  for (const rel of files) {
    try {
      const stat = await fs.stat(path.join(dir, rel));
      if (stat.size > MAX_FILE_BYTES) throw new Error(`is ${stat.size} bytes; files over ${MAX_FILE_BYTES} bytes are skipped`);
      const doc = parsePolicyFile(rel, await fs.readFile(path.join(dir, rel), "utf8"));
      const other = seen.get(doc.policyId);
      if (other) throw new Error(`id ${doc.policyId} is already used by ${other}`);
      seen.set(doc.policyId, rel);
      docs.push(doc);
    } catch (err) {
      const msg = describeError(err).replace(/^KB_PARSE_FAILED: /, "").replace(`${rel}: `, "");
      problems.push({ source: rel, problem: msg });
    }
  }
  return { docs, problems };
}
