import { GatewayIntentBits } from "discord.js";
import { describe, expect, it } from "vitest";
import { buildPolicybotCommands, policybotCommands } from "../../../../adapters/discord/commands.js";
import { tokenUsable } from "../../../../adapters/discord/deliver.js";
import { stripMention } from "../../../../adapters/discord/handle-message.js";
import { policybotIntents } from "../../../../adapters/discord/intents.js";

describe("command definitions", () => {
  it("defines /ask with a required question and /reset", () => {
    expect(policybotCommands.map((c) => c.name)).toEqual(["ask", "reset"]);
    expect(policybotCommands[0].options).toEqual([expect.objectContaining({ name: "question", type: 3, required: true })]);
    expect(JSON.parse(JSON.stringify(policybotCommands))).toEqual(policybotCommands);
  });
  it("can be renamed for a host that already has /ask, and rejects invalid names", () => {
    expect(buildPolicybotCommands({ ask: "policy" }).map((c) => c.name)).toEqual(["policy", "reset"]);
    expect(() => buildPolicybotCommands({ reset: "Reset Me" })).toThrow(/Invalid Discord command name/);
  });
});

describe("intents", () => {
  it("asks for MessageContent only with follow-ups without a mention", () => {
    const base = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.DirectMessages];
    expect(policybotIntents({ followUpsWithoutMention: false })).toEqual(base);
    expect(policybotIntents({ followUpsWithoutMention: true })).toEqual([...base, GatewayIntentBits.MessageContent]);
  });
});

describe("interaction token lifetime", () => {
  it("stops using a token shortly before its 15 minutes are up", () => {
    const created = 1_000_000;
    expect(tokenUsable(created, created + 14 * 60_000)).toBe(true);
    expect(tokenUsable(created, created + 14 * 60_000 + 45_000)).toBe(false);
    expect(tokenUsable(created, created + 16 * 60_000)).toBe(false);
  });
});

describe("stripMention", () => {
  it("removes the bot's mentions in both forms and keeps the question", () => {
    expect(stripMention("<@123> what is  the limit? <@!123>", "123")).toBe("what is the limit?");
    expect(stripMention("<@456> hi", "123")).toBe("<@456> hi");
  });
});
