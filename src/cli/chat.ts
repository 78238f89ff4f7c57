/** `policybot chat [--db PATH] [--json]` and `policybot ask "question" [--db PATH] [--json]` */
import path from "node:path";
import { runConsoleChat } from "../../adapters/console/chat.js";
import { encodeConsoleId, newConsoleSession } from "../../adapters/console/conversation-id.js";
import { toJson, toText } from "../../adapters/console/render.js";
import { loadConfig } from "../config.js";
import { createLogger } from "../logger.js";
import { openRuntime, type Runtime } from "../runtime.js";
import { parseArgs, str, type Args } from "./args.js";

async function open(args: Args): Promise<Runtime> {
  const config = loadConfig();
  const db = str(args, "db");
  if (db) config.dbPath = path.resolve(db);
  // Turn logs go to stderr at warn level so the chat stays readable; LOG_LEVEL=info shows every trace.
  const logger = createLogger(process.env.LOG_LEVEL ? config.logLevel : "warn");
  // With an explicit --db the database is used as built by `policybot ingest`.
  return openRuntime(config, { logger, autoIngest: !db });
}

export async function chatCommand(argv: string[]): Promise<number> {
  const args = parseArgs(argv, ["db", "session"]);
  const runtime = await open(args);
  try {
    await runConsoleChat({
      bot: runtime.bot,
      store: runtime.store,
      input: process.stdin,
      output: process.stdout,
      json: args.flags.has("json"),
      interactive: Boolean(process.stdin.isTTY) && !args.flags.has("json"),
      session: str(args, "session"),
    });
  } finally {
    await runtime.close();
  }
  return 0;
}

export async function askCommand(argv: string[]): Promise<number> {
  const args = parseArgs(argv, ["db"]);
  const question = args.positionals.join(" ").trim();
  if (!question) {
    process.stderr.write('usage: policybot ask "your question" [--db PATH] [--json]\n');
    return 2;
  }
  const runtime = await open(args);
  try {
    const reply = await runtime.bot.ask({ conversationId: encodeConsoleId(newConsoleSession()), userId: "console-user", text: question });
    process.stdout.write(`${args.flags.has("json") ? JSON.stringify(toJson(reply)) : toText(reply, Boolean(process.stdout.isTTY))}\n`);
    return reply.kind === "error" ? 1 : 0;
  } finally {
    await runtime.close();
  }
}
