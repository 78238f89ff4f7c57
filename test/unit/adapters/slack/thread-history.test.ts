import { App } from "@slack/bolt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readThreadHistory } from "../../../../adapters/slack/thread-history.js";
import { FakeSlackApi } from "../../../fakes/slack-api.js";

describe("readThreadHistory (against the fake Web API with the real WebClient)", () => {
  const api = new FakeSlackApi();
  beforeAll(() => api.start());
  afterAll(() => api.stop());
  const client = () => new App({ token: api.ids.botToken, signingSecret: "x", clientOptions: { slackApiUrl: api.apiUrl }, tokenVerificationEnabled: false }).client;

  it("follows the cursor, keeps the root plus the most recent messages, and skips the trigger and what follows", async () => {
    const CH = "C0HISTORY1";
    const root = api.seed({ channel: CH, user: "U0CAROL001", text: "I'm in sales, visiting a client in a tier-1 city next week" });
    for (let i = 1; i <= 30; i++) api.seed({ channel: CH, thread_ts: root.ts, user: i % 2 ? "U0BOB00001" : "U0CAROL001", text: `message ${i}` });
    api.seed({ channel: CH, thread_ts: root.ts, user: api.ids.botUserId, bot_id: api.ids.botId, text: "an earlier bot answer" });
    api.seed({ channel: CH, thread_ts: root.ts, user: "U0BOB00001", subtype: "channel_join", text: "<@U0BOB00001> has joined" });
    const trigger = api.seed({ channel: CH, thread_ts: root.ts, user: "U0ALICE001", text: `<@${api.ids.botUserId}> what's the hotel limit?` });
    api.seed({ channel: CH, thread_ts: root.ts, user: "U0BOB00001", text: "written after the mention" });
    const before = api.callsTo("conversations.replies").length;

    const history = await readThreadHistory(
      client(),
      { channel: CH, threadTs: root.ts, beforeTs: trigger.ts, botUserId: api.ids.botUserId, botId: api.ids.botId },
      { pageSize: 7, maxPages: 10, maxMessages: 10 },
    );
    const calls = api.callsTo("conversations.replies").slice(before);
    expect(calls.length).toBe(5); // 35 messages in pages of 7
    expect(calls[1].params.cursor).toBeTruthy();
    expect(history).toHaveLength(10);
    expect(history[0]).toMatchObject({ userId: "U0CAROL001", text: "I'm in sales, visiting a client in a tier-1 city next week", fromBot: false });
    expect(history.at(-1)).toMatchObject({ text: "an earlier bot answer", fromBot: true });
    expect(history.map((m) => m.text)).not.toContain("written after the mention");
    expect(history.some((m) => m.text.includes("has joined"))).toBe(false);
    expect(history[0].at).toBe(Math.round(Number(root.ts) * 1000));
  });

  it("stops after maxPages", async () => {
    const CH = "C0HISTORY2";
    const root = api.seed({ channel: CH, user: "U0CAROL001", text: "root" });
    for (let i = 0; i < 50; i++) api.seed({ channel: CH, thread_ts: root.ts, user: "U0BOB00001", text: `m${i}` });
    const before = api.callsTo("conversations.replies").length;
    const history = await readThreadHistory(client(), { channel: CH, threadTs: root.ts, beforeTs: "9999999999.000000" }, { pageSize: 10, maxPages: 2, maxMessages: 200 });
    expect(api.callsTo("conversations.replies").length - before).toBe(2);
    expect(history).toHaveLength(20);
  });
});
