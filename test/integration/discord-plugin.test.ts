/**
 * Plugin mode: a host bot builds its own discord.js Client and registers its own commands, merges
 * policybot's command definitions, and attaches policybot to its client (real core, fake Discord).
 */
import { Client, Events, GatewayIntentBits, Partials, REST, Routes } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachPolicybot, policybotCommands, registerDiscordCommands, type DetachPolicybot } from "../../adapters/discord/index.js";
import { INTENTS } from "../fakes/discord-gateway.js";
import { openDiscordTestRuntime, type TestRuntime } from "../fakes/discord-runtime.js";
import { LOADING, type FakeUser, type Json } from "../fakes/discord-state.js";
import { FakeDiscord, visibleText } from "../fakes/discord-world.js";

describe("discord adapter as a plugin of a host bot", () => {
  const world = new FakeDiscord();
  let rt: TestRuntime;
  let client: Client;
  let detach: DetachPolicybot;
  let guildId: string;
  let channel: Json;
  let carol: FakeUser;

  const finalAnswer = (interactionId: string) =>
    world.waitFor(() => {
      const m = world.state.findMessage(world.state.interactions.get(interactionId)?.originalMessageId ?? "");
      return m && !(m.flags & LOADING) && (m.embeds?.length || m.content) ? m : undefined;
    }, `the reply to ${interactionId}`);

  beforeAll(async () => {
    await world.start();
    guildId = world.state.addGuild("Host Guild");
    channel = world.state.addTextChannel(guildId, "help");
    carol = world.state.user("carol");
    rt = await openDiscordTestRuntime(world);

    // The host registers its own command next to policybot's.
    const hostCommands = [{ name: "ping", description: "Replies pong", type: 1 }];
    const rest = new REST({ api: world.rest.apiUrl }).setToken("host-token");
    await rest.put(Routes.applicationGuildCommands(world.state.applicationId, guildId), { body: [...hostCommands, ...policybotCommands] });

    // The host's client: no MessageContent, so policybot only follows mentions.
    client = new Client({
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.DirectMessages],
      partials: [Partials.Channel],
      rest: { api: world.rest.apiUrl },
    });
    client.on(Events.InteractionCreate, async (i) => {
      if (i.isChatInputCommand() && i.commandName === "ping") await i.reply("pong");
    });
    detach = attachPolicybot(client, { bot: rt.runtime.bot, logger: rt.runtime.logger, followUpsWithoutMention: false });
    const ready = new Promise((resolve) => client.once(Events.ClientReady, resolve));
    await client.login("host-token");
    await ready;
  }, 30_000);

  afterAll(async () => {
    await detach?.();
    await client?.destroy();
    await rt?.close();
    await world.stop();
  });

  it("the host's merged registration holds its own command and policybot's", () => {
    const names = (world.state.commands.get(guildId) ?? []).map((c) => c.name);
    expect(names).toEqual(["ping", "ask", "reset"]);
    expect(world.gateway.identifies[0].intents & INTENTS.MessageContent).toBe(0);
  });

  it("answers /ask on the host's client and leaves the host's own command alone", async () => {
    const ask = world.slash({ user: carol, channelId: channel.id, name: "ask", options: { question: "Sales visiting a client in a tier-1 city: max hotel per night?" } });
    const answer = await finalAnswer(ask);
    expect(visibleText(answer)).toContain("policy_002");

    const ping = world.slash({ user: carol, channelId: channel.id, name: "ping" });
    const pong = await finalAnswer(ping);
    expect(pong.content).toBe("pong");
    await new Promise((r) => setTimeout(r, 200));
    expect(world.rest.find("POST", new RegExp(`^/interactions/${ping}/`))).toHaveLength(1);
  });

  it("without MessageContent, follows up only on mentions in the thread", async () => {
    const ask = world.slash({ user: carol, channelId: channel.id, name: "ask", options: { question: "Sales visiting a client in a tier-1 city: max hotel per night?" } });
    const answer = await finalAnswer(ask);
    const threadId = answer.id;
    world.say({ user: carol, channelId: threadId, content: "What about tier-2 cities?" });
    await new Promise((r) => setTimeout(r, 400));
    expect(world.botMessages(threadId)).toHaveLength(0);
    world.say({ user: carol, channelId: threadId, content: "What about tier-2 cities?", mention: true });
    const [reply] = await world.waitFor(() => {
      const list = world.botMessages(threadId);
      return list.length ? list : undefined;
    }, "the answer to the mention");
    expect(visibleText(reply)).toContain("450");
  });

  it("registerDiscordCommands puts /ask and /reset for one guild or globally", async () => {
    const guild = await registerDiscordCommands(rt.runtime.config, { guildId });
    expect(guild.scope).toBe("guild");
    expect(guild.commands.map((c) => c.name)).toEqual(["ask", "reset"]);
    const global = await registerDiscordCommands(rt.runtime.config);
    expect(global.scope).toBe("global");
    const puts = world.rest.find("PUT", /^\/applications\/\d+\/(guilds\/\d+\/)?commands$/);
    expect(puts.at(-2)!.path).toBe(`/applications/${world.state.applicationId}/guilds/${guildId}/commands`);
    expect(puts.at(-1)!.path).toBe(`/applications/${world.state.applicationId}/commands`);
    expect(puts.at(-1)!.auth).toBe("Bot fake-discord-token");
    await expect(registerDiscordCommands(rt.runtime.config, { guildId: "not-a-guild" })).rejects.toMatchObject({ code: "INPUT_INVALID" });
  });

  it("after detach, policybot no longer answers on the host's client", async () => {
    await detach();
    const ask = world.slash({ user: carol, channelId: channel.id, name: "ask", options: { question: "How many days of sick leave do I get?" } });
    await new Promise((r) => setTimeout(r, 400));
    expect(world.rest.find("POST", new RegExp(`^/interactions/${ask}/`))).toHaveLength(0);
  });
});
