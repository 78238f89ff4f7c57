/** `policybot discord register [--guild ID]`: puts /ask and /reset on Discord, globally or for one guild. */
import { REST, Routes, type RESTPutAPIApplicationCommandsResult } from "discord.js";
import type { Config } from "../../src/config.js";
import { PolicybotError } from "../../src/core/errors.js";
import { buildPolicybotCommands, type CommandNames } from "./commands.js";
import { isSnowflake } from "./conversation-id.js";

export interface RegisterOptions {
  /** Register for one guild (available at once) instead of globally. */
  guildId?: string;
  commandNames?: Partial<CommandNames>;
}

export interface RegisterResult {
  scope: "global" | "guild";
  guildId?: string;
  commands: { id: string; name: string }[];
}

/**
 * Overwrites the application's commands in that scope with policybot's (a bulk PUT). A host bot with
 * commands of its own should merge `policybotCommands` into its own registration instead.
 */
export async function registerDiscordCommands(config: Config, options: RegisterOptions = {}): Promise<RegisterResult> {
  const discord = config.discord;
  if (!discord?.token || !discord.applicationId) {
    throw new PolicybotError("CONFIG_INVALID", "Registering Discord commands needs DISCORD_TOKEN and DISCORD_APPLICATION_ID");
  }
  const { guildId } = options;
  if (guildId !== undefined && !isSnowflake(guildId)) {
    throw new PolicybotError("INPUT_INVALID", `--guild ${JSON.stringify(guildId)} is not a Discord guild id (a number)`);
  }
  const rest = new REST(discord.apiUrl ? { api: discord.apiUrl } : {}).setToken(discord.token);
  const route = guildId
    ? Routes.applicationGuildCommands(discord.applicationId, guildId)
    : Routes.applicationCommands(discord.applicationId);
  try {
    const result = (await rest.put(route, { body: buildPolicybotCommands(options.commandNames) })) as RESTPutAPIApplicationCommandsResult;
    return {
      scope: guildId ? "guild" : "global",
      ...(guildId ? { guildId } : {}),
      commands: result.map((c) => ({ id: c.id, name: c.name })),
    };
  } catch (err) {
    throw new PolicybotError("PLATFORM_FAILED", `Discord refused the command registration: ${(err as Error).message}`, { cause: err });
  }
}
