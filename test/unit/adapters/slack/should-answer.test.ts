import { describe, expect, it } from "vitest";
import type { IncomingMessage } from "../../../../adapters/slack/incoming.js";
import { shouldAnswer, type AnswerRules } from "../../../../adapters/slack/should-answer.js";

const me = { botUserId: "U0FAKEBOT", botId: "B0FAKEBOT" };
const rules: AnswerRules = { followUpsWithoutMention: true, answerBots: false };
const msg = (o: Partial<IncomingMessage>): IncomingMessage => ({
  teamId: "T0FAKETEAM",
  channelId: "C0GENERAL1",
  channelType: "channel",
  ts: "1700000002.000100",
  userId: "U0ALICE001",
  text: "hello",
  viaAppMention: false,
  ...o,
});
const known = (participants: string[]) => async () => ({ exists: true, participants });
const unknown = async () => ({ exists: false, participants: [] });
const inThread = { threadTs: "1700000001.000100" };

describe("shouldAnswer", () => {
  it("answers mentions and DMs", async () => {
    expect(await shouldAnswer(msg({ viaAppMention: true }), me, rules, unknown)).toMatchObject({ answer: true, why: "mention" });
    expect(await shouldAnswer(msg({ text: "<@U0FAKEBOT> hi" }), me, rules, unknown)).toMatchObject({ answer: true, why: "mention" });
    expect(await shouldAnswer(msg({ channelType: "im", channelId: "D0ALICEDM1" }), me, rules, unknown)).toMatchObject({ answer: true, why: "dm" });
  });

  it("answers follow-ups only from participants of a thread it knows, unless switched off", async () => {
    expect(await shouldAnswer(msg(inThread), me, rules, known(["U0ALICE001"]))).toMatchObject({ answer: true, why: "follow_up" });
    expect((await shouldAnswer(msg(inThread), me, rules, known(["U0BOB00001"]))).answer).toBe(false);
    expect((await shouldAnswer(msg(inThread), me, rules, unknown)).answer).toBe(false);
    expect((await shouldAnswer(msg(inThread), me, { ...rules, followUpsWithoutMention: false }, known(["U0ALICE001"]))).answer).toBe(false);
    expect((await shouldAnswer(msg({ ...inThread, text: "<@U0BOB00001> what do you think?" }), me, rules, known(["U0ALICE001"]))).answer).toBe(false);
    expect((await shouldAnswer(msg({}), me, rules, known(["U0ALICE001"]))).answer).toBe(false);
  });

  it("never answers itself; answers other bots only when configured", async () => {
    expect((await shouldAnswer(msg({ userId: "U0FAKEBOT", viaAppMention: true }), me, rules, unknown)).answer).toBe(false);
    expect((await shouldAnswer(msg({ botId: "B0FAKEBOT", userId: undefined, subtype: "bot_message", text: "<@U0FAKEBOT> x" }), me, { ...rules, answerBots: true }, unknown)).answer).toBe(false);
    const other = msg({ botId: "B0OTHERBOT", userId: undefined, subtype: "bot_message", text: "<@U0FAKEBOT> x" });
    expect((await shouldAnswer(other, me, rules, unknown)).answer).toBe(false);
    expect(await shouldAnswer(other, me, { ...rules, answerBots: true }, unknown)).toMatchObject({ answer: true, speakerId: "B0OTHERBOT" });
  });

  it("ignores edits, deletions and joins", async () => {
    for (const subtype of ["message_changed", "message_deleted", "channel_join"]) {
      expect((await shouldAnswer(msg({ subtype, viaAppMention: true }), me, rules, unknown)).answer).toBe(false);
    }
  });
});
