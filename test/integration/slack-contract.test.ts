/** The shared adapter contract, run against the Slack adapter (real bolt over HTTP, real runtime, fake Slack API). */
import { decodeSlackConversationId } from "../../adapters/slack/conversation-id.js";
import { runAdapterContract, type ContractHarness } from "../contract/adapter-contract.js";
import { SlackHarness, messageText } from "../fakes/slack-harness.js";
import { appMentionEvent, messageEvent, ownMessageEvent } from "../fakes/slack-payloads.js";

const CH = "C0CONTRACT";

function slackContractHarness(): ContractHarness {
  const h = new SlackHarness({ mode: "http" });
  /** threadKey → root ts of that thread. */
  const roots = new Map<string, string>();
  const rootOf = (key: string) => {
    let ts = roots.get(key);
    if (!ts) roots.set(key, (ts = h.api.nextTs()));
    return ts;
  };
  const started = (key: string) => h.api.messages.some((m) => m.channel === CH && m.ts === roots.get(key));

  return {
    start: () => h.start(),
    stop: () => h.stop(),
    async userSays({ threadKey, userId, text, mention }) {
      if (!started(threadKey)) {
        // The first message of a thread is its root (its ts names the thread).
        const ts = rootOf(threadKey);
        const body = mention ? `<@${h.api.ids.botUserId}> ${text}` : text;
        h.api.seed({ channel: CH, user: userId, text: body, ts });
        const spec = { user: userId, channel: CH, ts, text: body };
        await Promise.all([...(mention ? [h.event(appMentionEvent(spec))] : []), h.event(messageEvent(spec))]);
        return;
      }
      await h.say({ user: userId, channel: CH, threadTs: rootOf(threadKey), text, mention });
    },
    async botSays({ threadKey, text: raw, mention }) {
      const text = mention ? `<@${h.api.ids.botUserId}> ${raw}` : raw;
      const ts = started(threadKey) ? h.api.nextTs() : rootOf(threadKey);
      const threadTs = started(threadKey) ? rootOf(threadKey) : undefined;
      h.api.seed({ channel: CH, ts, thread_ts: threadTs, user: h.api.ids.botUserId, bot_id: h.api.ids.botId, text });
      await h.event(ownMessageEvent({ channel: CH, ts, threadTs, text }));
    },
    async repliesIn(threadKey) {
      if (!roots.has(threadKey)) return [];
      return h.botMessages(CH, rootOf(threadKey)).filter((m) => m.ts !== rootOf(threadKey)).map(messageText);
    },
    async waitForReplies(threadKey, n) {
      const msgs = await h.waitForBotMessages(CH, rootOf(threadKey), n + (isBotRoot(threadKey) ? 1 : 0));
      return msgs.filter((m) => m.ts !== rootOf(threadKey)).map(messageText);
    },
    conversationIdFor: (threadKey) => h.conversationId(CH, rootOf(threadKey)),
    codec: {
      decode: decodeSlackConversationId,
      malformed: [
        "",
        "slack",
        "slack:T0FAKETEAM:C0CONTRACT",
        "discord:G1:123",
        "slack:T0FAKETEAM:C0CONTRACT:not-a-ts",
        "slack:E0ENTERPR:T0FAKETEAM:C0CONTRACT:1700000000.000100:extra",
        "slack:C0CONTRACT:T0FAKETEAM:1700000000.000100",
        "slack::C0CONTRACT:1700000000.000100",
      ],
    },
    hasConversation: async (id) => (await h.runtime.bot.conversation(id)).exists,
  };

  function isBotRoot(threadKey: string): boolean {
    const root = h.api.messages.find((m) => m.channel === CH && m.ts === roots.get(threadKey));
    return root?.bot_id === h.api.ids.botId;
  }
}

runAdapterContract("slack", slackContractHarness);
