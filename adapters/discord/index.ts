/** `policybot/discord`: run policybot as a Discord bot, or attach it to your own discord.js Client. */
export { attachPolicybot, type DetachPolicybot } from "./attach.js";
export { buildPolicybotCommands, defaultCommandNames, policybotCommands, type CommandNames } from "./commands.js";
export type { AttachOptions } from "./context.js";
export {
  decodeConversationId,
  encodeConversationId,
  isDiscordConversationId,
  type DiscordConversation,
} from "./conversation-id.js";
export { policybotIntents } from "./intents.js";
export { registerDiscordCommands, type RegisterOptions, type RegisterResult } from "./register-commands.js";
export { renderReply, type DiscordMessage } from "./render.js";
export { startDiscordBot, type DiscordBot, type StartDiscordOptions } from "./start.js";
