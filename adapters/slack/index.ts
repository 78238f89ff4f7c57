/** `policybot/slack`: the Slack adapter's public API. */
export { registerPolicybot, RESET_SHORTCUT_CALLBACK_ID, type SlackPolicybot } from "./register.js";
export type { RegisterOptions } from "./options.js";
export { startSlackBot, type SlackBot, type SlackRuntime, type StartOptions } from "./start.js";
export {
  decodeSlackConversationId,
  encodeSlackConversationId,
  encodeSlackScope,
  isSlackConversationId,
  slackScopeOf,
  type SlackChannelRef,
  type SlackThreadRef,
} from "./conversation-id.js";
export { renderReply, splitText, type SlackMessage } from "./render.js";
