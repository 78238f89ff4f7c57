/** `policybot start`: the platforms whose credentials are present, or the console when none are. */
import { loadConfig } from "../config.js";
import { openRuntime } from "../runtime.js";
import { chatCommand } from "./chat.js";

export async function startCommand(argv: string[]): Promise<number> {
  const config = loadConfig();
  if (!config.slack && !config.discord) return chatCommand(argv);
  const runtime = await openRuntime(config);
  const running: { stop(): Promise<void> }[] = [];
  if (config.slack) {
    const { startSlackBot } = await import("../../adapters/slack/index.js");
    running.push(await startSlackBot(runtime));
  }
  if (config.discord) {
    const { startDiscordBot } = await import("../../adapters/discord/index.js");
    running.push(await startDiscordBot(runtime));
  }
  runtime.logger.info({ slack: Boolean(config.slack), discord: Boolean(config.discord) }, "policybot started");
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  for (const r of running) await r.stop().catch(() => {});
  await runtime.close();
  return 0;
}
