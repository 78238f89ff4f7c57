/** `policybot <command>`: start | chat | ask | ingest | eval | bench | discord register */
import { describeError, isPolicybotError } from "../core/errors.js";

const USAGE = `policybot — answers questions about your organisation's policies, with citations.

Usage:
  policybot start                       run Slack and/or Discord if configured, else the console chat
  policybot chat [--db PATH] [--json]   chat in the terminal (default knowledge base: ./knowledge)
  policybot ask "question" [--db PATH] [--json]
  policybot ingest [DIR] [--db PATH]    build or update a knowledge base from Markdown/text files
  policybot eval [--suite NAME] [--json FILE] [--html FILE]
  policybot bench
  policybot discord register [--guild ID]
`;

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case "start":
        return await (await import("./start.js")).startCommand(rest);
      case "chat":
        return await (await import("./chat.js")).chatCommand(rest);
      case "ask":
        return await (await import("./chat.js")).askCommand(rest);
      case "ingest":
        return await (await import("./ingest.js")).ingestCommand(rest);
      case "eval":
        return await (await import("./eval.js")).runEvalCommand(rest);
      case "bench":
        return await (await import("./bench.js")).benchCommand(rest);
      case "discord":
        return await (await import("./discord.js")).discordCommand(rest);
      case undefined:
      case "help":
      case "--help":
      case "-h":
        process.stdout.write(USAGE);
        return command ? 0 : 2;
      default:
        process.stderr.write(`unknown command ${JSON.stringify(command)}\n\n${USAGE}`);
        return 2;
    }
  } catch (err) {
    // Users see the coded message, never a stack trace; DEBUG=1 shows the cause chain.
    process.stderr.write(`policybot: ${describeError(err)}\n`);
    if (process.env.DEBUG && err instanceof Error) process.stderr.write(`${err.stack}\n${err.cause ? String((err.cause as Error).stack ?? err.cause) : ""}\n`);
    return isPolicybotError(err, "CONFIG_INVALID") ? 78 : 1;
  }
}
