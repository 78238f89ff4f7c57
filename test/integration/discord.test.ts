/**
 * End to end: the real discord.js Client (startDiscordBot) against a local fake Discord gateway and
 * REST API, answering with the real policybot runtime and the sample knowledge base.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDiscordBot, type DiscordBot } from "../../adapters/discord/index.js";
import { INTENTS } from "../fakes/discord-gateway.js";
import { openDiscordTestRuntime, type TestRuntime } from "../fakes/discord-runtime.js";
import { EPHEMERAL, LOADING, type FakeUser, type Json } from "../fakes/discord-state.js";
import { FakeDiscord, componentsOf, visibleText } from "../fakes/discord-world.js";

describe("discord adapter, end to end", () => {
  const world = new FakeDiscord({ heartbeatIntervalMs: 400 });
  let rt: TestRuntime;
  let discord: DiscordBot;
  let guildId: string;
  let general: Json;
  let alice: FakeUser;
  let bob: FakeUser;

  const turnIdOf = (m: Json) => componentsOf(m).find((c) => c.customId.startsWith("pb:fb:up:"))!.customId.slice("pb:fb:up:".length);
  const conversationOf = (channelId: string) => `discord:${guildId}:${channelId}`;
  const hasConversation = async (channelId: string) => (await rt.runtime.bot.conversation(conversationOf(channelId))).exists;
  const original = (interactionId: string) => world.state.findMessage(world.state.interactions.get(interactionId)?.originalMessageId ?? "");
  /** Waits until the deferred reply of an interaction has been edited into its final form. */
  const answerOf = (interactionId: string) =>
    world.waitFor(() => {
      const m = original(interactionId);
      return m && !(m.flags & LOADING) && m.embeds?.length ? m : undefined;
    }, `the answer to interaction ${interactionId}`);
  const botReplies = (channelId: string, n: number) =>
    world.waitFor(() => {
      const list = world.botMessages(channelId).filter((m) => !(m.flags & LOADING));
      return list.length >= n ? list : undefined;
    }, `${n} bot message(s) in ${channelId}`);

  beforeAll(async () => {
    await world.start();
    guildId = world.state.addGuild("Northwind");
    general = world.state.addTextChannel(guildId, "general");
    alice = world.state.user("alice");
    bob = world.state.user("bob");
    rt = await openDiscordTestRuntime(world);
    discord = await startDiscordBot(rt.runtime);
  }, 30_000);

  afterAll(async () => {
    if (process.env.TEST_LOG_LEVEL) for (const r of world.rest.requests) console.log(r.method, r.path, r.status, JSON.stringify(r.body)?.slice(0, 200));
    await discord?.stop();
    await rt?.close();
    await world.stop();
  });

  it("identifies with only the intents it needs (MessageContent because follow-ups without mention are on)", () => {
    const intents = world.gateway.identifies[0].intents;
    expect(intents).toBe(INTENTS.Guilds | INTENTS.GuildMessages | INTENTS.DirectMessages | INTENTS.MessageContent);
  });

  it("keeps the gateway alive with heartbeats the fake acknowledges", async () => {
    await world.waitFor(() => world.gateway.heartbeats >= 2 || undefined, "two heartbeats", 3_000);
    expect(world.gateway.identifies).toHaveLength(1);
  });

  let askThread = "";

  it("/ask defers at once, then edits the reply into an answer citing policy_002, in a new thread", async () => {
    const id = world.slash({ user: alice, channelId: general.id, name: "ask", options: { question: "Sales visiting a client in a tier-1 city: max hotel per night?" } });
    const answer = await answerOf(id);
    const text = visibleText(answer);
    expect(text).toContain("650");
    expect(text).toContain("policy_002");
    expect(text).toMatch(/\[[^\]]+\]\(https:\/\/intranet\.northwind\.example\/policies\/sales-client-visits\)/);

    const callback = world.rest.find("POST", new RegExp(`^/interactions/${id}/`));
    expect(callback.map((r) => r.body.type)).toEqual([5]);
    const edit = world.rest.find("PATCH", /^\/webhooks\/\d+\/[^/]+\/messages\/@original$/).at(-1)!;
    expect(edit.at).toBeGreaterThanOrEqual(callback[0].at);

    // 👍/👎 carry the turn id.
    const ids = componentsOf(answer).map((c) => c.customId);
    expect(ids).toEqual([expect.stringMatching(/^pb:fb:up:.+/), expect.stringMatching(/^pb:fb:down:.+/)]);

    // The thread is started on the answer and the conversation lives under the thread's id.
    expect(world.rest.find("POST", new RegExp(`^/channels/${general.id}/messages/${answer.id}/threads$`))).toHaveLength(1);
    askThread = answer.id;
    expect(world.state.channels.get(askThread)?.parent_id).toBe(general.id);
    expect(await hasConversation(askThread)).toBe(true);
    expect(await hasConversation(general.id)).toBe(false);
  });

  it("answers a follow-up in the thread from the asker without a mention: tier-2 is 450", async () => {
    world.say({ user: alice, channelId: askThread, content: "What about tier-2 cities?" });
    const [reply] = await botReplies(askThread, 1);
    expect(visibleText(reply)).toContain("450");
    expect(visibleText(reply)).toContain("policy_002");
    // The core saw it as a follow-up of the /ask question, in the thread's conversation.
    const trace = await rt.runtime.store.loadTrace(turnIdOf(reply));
    expect(trace?.conversationId).toBe(conversationOf(askThread));
    expect(trace?.isFollowUp).toBe(true);
    expect(trace?.rewritten).toMatch(/client/i);
  });

  it("ignores people who are not in the conversation unless they mention the bot", async () => {
    const before = world.botMessages(askThread).length;
    world.say({ user: bob, channelId: askThread, content: "What about tier-1 cities?" });
    await new Promise((r) => setTimeout(r, 400));
    expect(world.botMessages(askThread)).toHaveLength(before);
    world.say({ user: bob, channelId: askThread, content: "and in tier-1 cities?", mention: true });
    const replies = await botReplies(askThread, before + 1);
    expect(visibleText(replies.at(-1)!)).toContain("650");
  });

  it("records 👍 feedback on the answer's turn and confirms ephemerally", async () => {
    const answer = world.state.findMessage(askThread)!;
    const up = componentsOf(answer).find((c) => c.customId.startsWith("pb:fb:up:"))!;
    world.click({ user: alice, messageId: answer.id, customId: up.customId });
    const [thanks] = await world.waitFor(() => {
      const list = world.ephemeralReplies(general.id).filter((m) => /feedback/i.test(m.content));
      return list.length ? list : undefined;
    }, "the feedback confirmation");
    expect(thanks.content).toContain("Thanks");
    const turnId = up.customId.slice("pb:fb:up:".length);
    const trace = await rt.runtime.store.loadTrace(turnId);
    expect(trace?.feedback).toEqual([expect.objectContaining({ userId: alice.id, vote: "up" })]);
  });
  it("after a gateway disconnect, resumes (events sent meanwhile are replayed) and continues the conversation", async () => {
    const before = world.botMessages(askThread).length;
    const identifies = world.gateway.identifies.length;
    world.gateway.disconnectAll(4000);
    // Written while the bot is offline: delivered when the session resumes.
    world.say({ user: alice, channelId: askThread, content: "And back to tier-1 cities?" });
    const replies = await botReplies(askThread, before + 1);
    expect(world.gateway.resumes).toBeGreaterThanOrEqual(1);
    expect(world.gateway.identifies).toHaveLength(identifies);
    expect(visibleText(replies.at(-1)!)).toContain("650");
    expect(visibleText(replies.at(-1)!)).toContain("policy_002");
    // And live events keep flowing after the resume.
    world.say({ user: alice, channelId: askThread, content: "What about tier-2 cities?" });
    const after = await botReplies(askThread, before + 2);
    expect(visibleText(after.at(-1)!)).toContain("450");
    await new Promise((r) => setTimeout(r, 300));
    expect(world.botMessages(askThread)).toHaveLength(before + 2);
  });

  it("ignores its own messages and other bots, even when they mention it", async () => {
    const sent = () => world.rest.find("POST", new RegExp(`^/channels/${askThread}/(messages|typing)$`)).length;
    const before = sent();
    const otherBot = { ...world.state.user("helper-bot"), bot: true };
    const text = `<@${world.bot.id}> What about tier-1 cities?`;
    world.state.createMessage({ channelId: askThread, author: world.bot, content: text, mentions: [world.bot] });
    world.state.createMessage({ channelId: askThread, author: otherBot, content: text, mentions: [world.bot] });
    await new Promise((r) => setTimeout(r, 500));
    expect(sent()).toBe(before);
    // The same words from a person are answered, so silence above is not an accident.
    world.say({ user: alice, channelId: askThread, content: "What about tier-1 cities?", mention: true });
    await world.waitFor(() => (sent() >= before + 2 ? true : undefined), "an answer to the person");
  });

  it("/reset in the thread clears its conversation and confirms ephemerally", async () => {
    expect(await hasConversation(askThread)).toBe(true);
    world.slash({ user: alice, channelId: askThread, name: "reset" });
    const [confirm] = await world.waitFor(() => {
      const list = world.ephemeralReplies(askThread).filter((m) => !(m.flags & LOADING));
      return list.length ? list : undefined;
    }, "the /reset confirmation");
    expect(confirm.flags & EPHEMERAL).toBeTruthy();
    expect(confirm.content).toMatch(/forgotten/i);
    expect(await hasConversation(askThread)).toBe(false);
    // Alice is no longer in a conversation there: a message without a mention is not answered.
    const before = world.botMessages(askThread).length;
    world.say({ user: alice, channelId: askThread, content: "What about tier-2 cities?" });
    await new Promise((r) => setTimeout(r, 400));
    expect(world.botMessages(askThread)).toHaveLength(before);
  });

  it("a clarifying question offers buttons; choosing the intern option answers 200 from policy_003 in the thread", async () => {
    const id = world.slash({ user: bob, channelId: general.id, name: "ask", options: { question: "What's the hotel limit in a tier-2 city?" } });
    const clarify = await answerOf(id);
    const options = componentsOf(clarify).filter((c) => c.customId.startsWith("pb:o:") || c.customId.startsWith("pb:l:"));
    expect(options.length).toBeGreaterThan(1);
    const intern = options.find((o) => o.label?.includes("policy_003"));
    expect(intern).toBeDefined();
    world.click({ user: bob, messageId: clarify.id, customId: intern!.customId });
    const [answer] = await botReplies(clarify.id, 1); // the thread started on the clarify message
    expect(visibleText(answer)).toContain("200");
    expect(visibleText(answer)).toContain("policy_003");
    // The options are taken off the question once one is chosen.
    await world.waitFor(() => (componentsOf(world.state.findMessage(clarify.id)!).length === 0 ? true : undefined), "options removed");
    const trace = await rt.runtime.store.loadTrace(turnIdOf(answer));
    expect(trace?.conversationId).toBe(conversationOf(clarify.id));
  });

  it("retries a REST call answered with 429 and still delivers the answer", async () => {
    world.rest.rateLimitOnce("PATCH", /^\/webhooks\/\d+\/[^/]+\/messages\/@original$/, 0.3);
    const id = world.slash({ user: alice, channelId: general.id, name: "ask", options: { question: "How many days of annual leave do I get?" } });
    const answer = await answerOf(id);
    expect(visibleText(answer)).toMatch(/policy_\d{3}/);
    const token = world.state.interactions.get(id)!.token;
    const edits = world.rest.find("PATCH", new RegExp(`^/webhooks/\\d+/${token}/messages/@original$`));
    expect(edits.map((r) => r.status)).toEqual([429, 200]);
    expect(edits[1].at - edits[0].at).toBeGreaterThanOrEqual(250);
  });

  it("past the 15-minute token, answers with a channel message instead of the interaction", async () => {
    const id = world.slash({ user: alice, channelId: general.id, name: "ask", options: { question: "Sales visiting a client in a tier-1 city: max hotel per night?" }, ageMs: 16 * 60_000 });
    const reply = await world.waitFor(
      () => world.botMessages(general.id).find((m) => !m.interaction_metadata && visibleText(m).includes("policy_002")),
      "a channel message with the answer",
    );
    expect(visibleText(reply)).toContain("650");
    expect(world.rest.find("POST", new RegExp(`^/interactions/${id}/`))).toHaveLength(0);
  });

  it("a mention in a channel works like /ask: a thread on the question, the answer inside", async () => {
    const question = world.say({ user: bob, channelId: general.id, content: "Sales visiting a client in a tier-1 city: max hotel per night?", mention: true });
    const [answer] = await botReplies(question.id, 1);
    expect(world.state.channels.get(question.id)?.parent_id).toBe(general.id);
    expect(visibleText(answer)).toContain("650");
    expect(await hasConversation(question.id)).toBe(true);
  });

  it("reads an existing thread's earlier messages when first mentioned there", async () => {
    const thread = world.state.addThread(general.id, "offsite planning", { ownerId: alice.id });
    await new Promise((r) => setTimeout(r, 100)); // THREAD_CREATE reaches the client
    world.say({ user: alice, channelId: thread.id, content: "Our sales team is visiting a client in Chengdu next week." });
    world.say({ user: bob, channelId: thread.id, content: "Chengdu is a tier-2 city, right?" });
    world.say({ user: alice, channelId: thread.id, content: "What's the hotel limit per night for this trip?", mention: true });
    const [answer] = await botReplies(thread.id, 1);
    const history = world.rest.find("GET", new RegExp(`^/channels/${thread.id}/messages$`));
    expect(history).toHaveLength(1);
    expect(Number(history[0].query.get("limit"))).toBe(100);
    expect(visibleText(answer)).toMatch(/policy_\d{3}/);
    // The earlier messages are now part of the conversation, oldest first, before the question.
    const record = await rt.runtime.store.load(conversationOf(thread.id));
    const texts = record!.messages.map((m) => m.text);
    expect(texts.slice(0, 2)).toEqual(["Our sales team is visiting a client in Chengdu next week.", "Chengdu is a tier-2 city, right?"]);
    expect(record!.messages[1].userId).toBe(bob.id);
  });

  it("answers direct messages", async () => {
    const dm = world.state.dmChannel(alice);
    world.say({ user: alice, channelId: dm.id, content: "How many days of sick leave do I get?" });
    const [answer] = await botReplies(dm.id, 1);
    expect(visibleText(answer)).toMatch(/policy_\d{3}/);
    expect((await rt.runtime.bot.conversation(`discord:dm:${dm.id}`)).exists).toBe(true);
  });
}, 60_000);
