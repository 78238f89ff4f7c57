/**
 * The slash command definitions, as the JSON Discord's REST API takes.
 * Exported so a host bot can merge them into the commands it registers itself.
 */
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";

export interface CommandNames {
  /** Default `ask`. */
  ask: string;
  /** Default `reset`. */
  reset: string;
}

export const defaultCommandNames: CommandNames = { ask: "ask", reset: "reset" };

/** Discord accepts up to 6,000 characters in a string option; the core truncates to its own limit. */
const QUESTION_MAX = 4000;
const COMMAND_NAME = /^[-_\p{L}\p{N}]{1,32}$/u;

/**
 * Builds the command definitions. Pass other names when the host bot already owns `/ask` or `/reset`,
 * and give `attachPolicybot` the same names.
 */
export function buildPolicybotCommands(
  names: Partial<CommandNames> = {},
): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  const { ask, reset } = { ...defaultCommandNames, ...names };
  for (const name of [ask, reset]) {
    if (!COMMAND_NAME.test(name) || name !== name.toLowerCase()) {
      throw new Error(`Invalid Discord command name ${JSON.stringify(name)}: 1-32 lowercase letters, digits, - or _`);
    }
  }
  const contexts = [InteractionContextType.Guild, InteractionContextType.BotDM];
  return [
    {
      type: ApplicationCommandType.ChatInput,
      name: ask,
      description: "Ask a question about company policies",
      contexts,
      options: [
        {
          type: ApplicationCommandOptionType.String,
          name: "question",
          description: "Your question, in your own words",
          required: true,
          max_length: QUESTION_MAX,
        },
      ],
    },
    {
      type: ApplicationCommandType.ChatInput,
      name: reset,
      description: "Forget this thread's conversation with policybot and start fresh",
      contexts,
    },
  ];
}

/** The default `/ask` and `/reset` definitions. */
export const policybotCommands: RESTPostAPIChatInputApplicationCommandsJSONBody[] = buildPolicybotCommands();
