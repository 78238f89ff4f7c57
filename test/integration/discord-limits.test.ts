/**
 * Discord's limits and failures, end to end with real discord.js against the fake Discord (which
 * rejects over-long messages with a 400 as Discord does). The core is a stub here, to produce
 * replies longer than any policy and failures the real core never has.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDiscordBot, type DiscordBot } from "../../adapters/discord/index.js";
import { loadConfig } from "../../src/config.js";
import type { Policybot } from "../../src/core/policybot.js";
import { silentLogger } from "../../src/core/ports.js";
import type { Citation, Reply, Turn } from "../../src/core/types.js";
import { INTENTS } from "../fakes/discord-gateway.js";
import { LOADING, type FakeUser, type Json } from "../fakes/discord-state.js";
import { FakeDiscord } from "../fakes/discord-world.js";

const paragraph = (i: number) => `Paragraph ${i}: ${"Travel expenses are reimbursed within the limits of the policy. ".repeat(12).trim()}`;
const LONG = Array.from({ length: 14 }, (_, i) => paragraph(i + 1)).join("\n\n");
const CITATIONS: Citation[] = Array.from({ length: 30 }, (_, i) => ({
  policyId: `policy_${String(i + 1).padStart(3, "0")}`,
  title: `Policy number ${i + 1}`,
  section: "Scope",
  url: `https://intranet.example/p/${i + 1}`,
}));

function stubBot(): Policybot & { turns: Turn[] } {
  const turns: Turn[] = [];
  const reply = (turn: Turn, kind: Reply["kind"], text: string, citations: Citation[] = []): Reply => ({
    kind,
    text,
    citations,
    conversationId: turn.conversationId,
    turnId: `turn-${turns.length}`,
  });
  return {
    turns,
    async ask(turn) {
      turns.push(turn);
      if (turn.text === "boom") throw new Error("store unreachable");
      if (turn.text === "long answer") return reply(turn, "answer", LONG, CITATIONS);
      if (turn.text === "long text") return reply(turn, "chitchat", "word ".repeat(900).trim());
      if (turn.text === "many options") {
        const options = Array.from({ length: 7 }, (_, i) => ({ label: `Option ${i}`, value: `[policy_00${i}] choice ${i}`, policyId: `policy_00${i}` }));
        return { ...reply(turn, "clarify", "Which one applies to you?"), options };
      }
      return reply(turn, "answer", "Short answer. [policy_001]", CITATIONS.slice(0, 1));
    },
    reset: async () => false,
    resetUser: async () => [],
    feedback: async () => true,
    conversation: async () => ({ exists: false, participants: [] }),
    claimOnce: async () => true,
    policy: () => undefined,
    topics: () => [],
  };
}

describe("discord adapter: limits and failures", () => {
  const world = new FakeDiscord();
  const bot = stubBot();
  let discord: DiscordBot;
  let channel: Json;
  let dave: FakeUser;

  const outputsOf = (interactionId: string) => {
    const interaction = world.state.interactions.get(interactionId)!;
    const original = world.state.findMessage(interaction.originalMessageId ?? "");
    return { original, all: world.botMessages(interaction.channelId).filter((m) => BigInt(m.id) >= BigInt(original?.id ?? "0")) };
  };

  beforeAll(async () => {
    await world.start();
    const guildId = world.state.addGuild("Limits");
    channel = world.state.addTextChannel(guildId, "limits");
    dave = world.state.user("dave");
    const config = loadConfig({
      POLICYBOT_STORE: "memory",
      DISCORD_TOKEN: "t",
      DISCORD_APPLICATION_ID: world.state.applicationId,
      DISCORD_API_URL: world.rest.apiUrl,
      DISCORD_CREATE_THREADS: "false",
      DISCORD_FOLLOWUPS_WITHOUT_MENTION: "false",
    });
    discord = await startDiscordBot({ config, bot, logger: silentLogger });
  }, 30_000);

  afterAll(async () => {
    await discord?.stop();
    await world.stop();
  });

  it("does not request MessageContent when follow-ups without a mention are off", () => {
    expect(world.gateway.identifies[0].intents).toBe(INTENTS.Guilds | INTENTS.GuildMessages | INTENTS.DirectMessages);
  });

  it("splits a long answer over several messages, each within Discord's embed limits, text intact", async () => {
    const id = world.slash({ user: dave, channelId: channel.id, name: "ask", options: { question: "long answer" } });
    const messages = await world.waitFor(() => {
      const { original, all } = outputsOf(id);
      const last = all.at(-1);
      return original && !(original.flags & LOADING) && last && (last.components ?? []).length ? all : undefined;
    }, "all parts of the long answer");
    expect(messages.length).toBeGreaterThan(1);
    const embeds = messages.flatMap((m) => m.embeds as Json[]);
    for (const e of embeds) {
      expect((e.description ?? "").length).toBeLessThanOrEqual(4096);
      expect(e.fields?.length ?? 0).toBeLessThanOrEqual(25);
    }
    const text = embeds.map((e) => e.description ?? "").filter(Boolean).join("\n\n");
    expect(text).toBe(LONG);
    const fields = embeds.flatMap((e) => e.fields ?? []);
    expect(fields).toHaveLength(25);
    expect(fields[0].value).toContain("(https://intranet.example/p/1)");
    expect(fields[24].name).toBe("…and 6 more");
    // No thread (DISCORD_CREATE_THREADS=false): the conversation is the channel, the rest are follow-ups.
    expect(bot.turns.at(-1)!.conversationId).toBe(`discord:${channel.guild_id}:${channel.id}`);
    expect(world.rest.find("POST", /^\/webhooks\/\d+\/[^/]+$/).length).toBe(messages.length - 1);
    expect(world.rest.requests.filter((r) => r.status === 400)).toEqual([]);
  });

  it("splits plain text at 2,000 characters", async () => {
    const id = world.slash({ user: dave, channelId: channel.id, name: "ask", options: { question: "long text" } });
    const messages = await world.waitFor(() => {
      const { all } = outputsOf(id);
      const joined = all.map((m) => m.content).join(" ");
      return joined.length >= 4499 ? all : undefined;
    }, "all parts of the long text");
    expect(messages.length).toBe(3);
    for (const m of messages) expect(m.content.length).toBeLessThanOrEqual(2000);
    expect(messages.map((m) => m.content).join(" ")).toBe("word ".repeat(900).trim());
  });

  it("answers a failure in the channel instead of leaving the interaction hanging", async () => {
    const id = world.slash({ user: dave, channelId: channel.id, name: "ask", options: { question: "boom" } });
    const reply = await world.waitFor(() => {
      const { original } = outputsOf(id);
      return original && !(original.flags & LOADING) ? original : undefined;
    }, "the error reply");
    expect(reply.content).toMatch(/something went wrong/i);
    expect(reply.content).not.toContain("store unreachable");
  });

  it("offers more than five clarify options as a select menu; choosing one continues the conversation", async () => {
    const id = world.slash({ user: dave, channelId: channel.id, name: "ask", options: { question: "many options" } });
    const question = await world.waitFor(() => {
      const { original } = outputsOf(id);
      return original && !(original.flags & LOADING) ? original : undefined;
    }, "the clarifying question");
    const menu = question.components[0].components[0];
    expect(menu.type).toBe(3);
    expect(menu.options).toHaveLength(7);
    const choice = menu.options[4];
    expect(choice.label).toBe("Option 4");
    world.click({ user: dave, messageId: question.id, customId: menu.custom_id, values: [choice.value] });
    await world.waitFor(() => (bot.turns.at(-1)?.text === "[policy_004] choice 4" ? true : undefined), "the choice to reach the core");
    expect(bot.turns.at(-1)!.userId).toBe(dave.id);
    expect(bot.turns.at(-1)!.conversationId).toBe(`discord:${channel.guild_id}:${channel.id}`);
  });

  it("a mention in a channel without threads is answered as a reply in the channel", async () => {
    const q = world.say({ user: dave, channelId: channel.id, content: "quick one?", mention: true });
    const reply = await world.waitFor(
      () => world.botMessages(channel.id).find((m) => m.message_reference?.message_id === q.id),
      "the reply to the mention",
    );
    expect(reply.embeds[0].description).toContain("Short answer");
    expect(bot.turns.at(-1)!.text).toBe("quick one?");
  });
});
