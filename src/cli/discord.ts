/** `policybot discord register [--guild ID]` */
import { loadConfig } from "../config.js";
import { parseArgs, str } from "./args.js";

export async function discordCommand(argv: string[]): Promise<number> {
  const args = parseArgs(argv, ["guild"]);
  if (args.positionals[0] !== "register") {
    process.stderr.write("usage: policybot discord register [--guild ID]\n");
    return 2;
  }
  const { registerDiscordCommands } = await import("../../adapters/discord/index.js");
  const result = await registerDiscordCommands(loadConfig(), { guildId: str(args, "guild") });
  const where = result.scope === "guild" ? `guild ${result.guildId} (available now)` : "globally (may take up to an hour to appear)";
  process.stdout.write(`Registered ${result.commands.map((c) => `/${c.name}`).join(", ")} ${where}.\n`);
  return 0;
}
