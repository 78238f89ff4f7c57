/** The shared adapter contract, run against the Discord adapter (real discord.js, fake Discord, real core). */
import { runAdapterContract, type ContractHarness } from "../contract/adapter-contract.js";
import { decodeConversationId, encodeConversationId, startDiscordBot, type DiscordBot } from "../../adapters/discord/index.js";
import { openDiscordTestRuntime, type TestRuntime } from "../fakes/discord-runtime.js";
import { LOADING, type FakeUser, type Json } from "../fakes/discord-state.js";
import { FakeDiscord, visibleText } from "../fakes/discord-world.js";

function discordHarness(): ContractHarness {
  const world = new FakeDiscord();
  const users = new Map<string, FakeUser>();
  const threads = new Map<string, Json>();
  let rt: TestRuntime;
  let discord: DiscordBot;
  let guildId = "";
  let channelId = "";

  const userFor = (id: string) => {
    let user = users.get(id);
    if (!user) users.set(id, (user = world.state.user(id.toLowerCase())));
    return user;
  };
  /** Each thread key is a thread in #policies, created by its first writer (THREAD_CREATE reaches the bot). */
  const threadFor = async (key: string, ownerId?: string) => {
    let thread = threads.get(key);
    if (!thread) {
      thread = world.state.addThread(channelId, key, { ownerId: ownerId ?? world.bot.id });
      threads.set(key, thread);
      await new Promise((r) => setTimeout(r, 50));
    }
    return thread;
  };
  /** Messages the test wrote as the bot (botSays) are not replies. */
  const injected = new Set<string>();
  const replies = (key: string) => {
    const thread = threads.get(key);
    if (!thread) return [];
    return world
      .botMessages(thread.id)
      .filter((m) => !(m.flags & LOADING) && !injected.has(m.id))
      .map(visibleText);
  };

  return {
    async start() {
      await world.start();
      guildId = world.state.addGuild("Contract Inc");
      channelId = world.state.addTextChannel(guildId, "policies").id;
      rt = await openDiscordTestRuntime(world);
      discord = await startDiscordBot(rt.runtime);
    },
    async stop() {
      await discord?.stop();
      await rt?.close();
      await world.stop();
    },
    async userSays({ threadKey, userId, text, mention }) {
      const user = userFor(userId);
      const thread = await threadFor(threadKey, user.id);
      world.say({ user, channelId: thread.id, content: text, mention });
    },
    async botSays({ threadKey, text, mention }) {
      const thread = await threadFor(threadKey);
      injected.add(world.say({ user: world.bot, channelId: thread.id, content: text, mention }).id as string);
    },
    async repliesIn(threadKey) {
      return replies(threadKey);
    },
    async waitForReplies(threadKey, n) {
      return world.waitFor(() => {
        const list = replies(threadKey);
        return list.length >= n ? list : undefined;
      }, `${n} replies in ${threadKey}`);
    },
    conversationIdFor(threadKey) {
      const thread = threads.get(threadKey);
      // A thread not created yet still has a well-formed, unused id.
      return encodeConversationId({ guildId, channelId: thread?.id ?? "1" });
    },
    codec: {
      decode: decodeConversationId,
      malformed: [
        "",
        "discord",
        "discord:123",
        "discord:dm",
        "slack:T1:C1:1700000000.000100",
        "discord:abc:123",
        "discord:123:abc",
        "discord:123:456:789",
        "discord::456",
        "discord:DM:456",
      ],
    },
    async hasConversation(id) {
      return (await rt.runtime.bot.conversation(id)).exists;
    },
  };
}

runAdapterContract("discord", discordHarness);
