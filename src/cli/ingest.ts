/** `policybot ingest [DIR] [--db PATH]` */
import path from "node:path";
import { loadConfig } from "../config.js";
import { createEmbedder } from "../knowledge/create-embedder.js";
import { ingestDirectory } from "../knowledge/ingest.js";
import { createLogger } from "../logger.js";
import { parseArgs, str } from "./args.js";
import { progressBar } from "./progress.js";

export async function ingestCommand(argv: string[]): Promise<number> {
  const args = parseArgs(argv, ["db"]);
  const config = loadConfig();
  const dir = path.resolve(args.positionals[0] ?? config.knowledgeDir);
  const dbPath = path.resolve(str(args, "db") ?? config.dbPath);
  const report = await ingestDirectory({
    dir,
    dbPath,
    embedder: createEmbedder(config),
    logger: createLogger(config.logLevel === "info" ? "warn" : config.logLevel),
    progress: progressBar(process.stderr),
  });
  const out = process.stdout;
  out.write(
    `Ingested ${dir} into ${dbPath}: ${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ` +
      `${report.removed} removed; ${report.chunks} chunks embedded in ${report.ms} ms` +
      `${report.rebuilt ? " (built from scratch)" : ""}.\n`,
  );
  if (report.problems.length) {
    out.write(`Skipped ${report.problems.length} file(s):\n`);
    for (const p of report.problems) out.write(`  ${p.source}: ${p.problem}\n`);
  }
  return 0;
}
