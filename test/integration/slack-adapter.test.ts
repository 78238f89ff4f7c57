/**
 * Slack adapter behaviour that needs a core reply on demand (a failure, a very long answer) or none at all
 * (which messages it answers): real bolt over HTTP against the fake Slack API, with a scripted core.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_IDS } from "../fakes/slack-api.js";
import { SlackHarness, messageText, sleep, waitFor } from "../fakes/slack-harness.js";
import { otherBotMessageEvent, ownMessageEvent } from "../fakes/slack-payloads.js";
import { postEvent } from "../fakes/slack-signing.js";
import { ScriptedBot, scriptedRuntime } from "../fakes/slack-scripted-bot.js";

const CH = "C0SCRIPTED1";

describe("slack adapter with a scripted core (HTTP)", () => {
  const bot = new ScriptedBot();
  const h = new SlackHarness({ mode: "http", runtime: scriptedRuntime(bot), start: { clientOptions: { retryConfig: { retries: 0 } } } });
  beforeAll(() => h.start(), 30_000);
  afterAll(() => h.stop());

  it("answers a mention in a new thread under the message, with the mention stripped", async () => {
    bot.script = (t) => ({ kind: "answer", text: `echo: ${t.text}` });
    const { ts, results } = await h.say({ user: "U0ALICE001", channel: CH, text: "hello there", mention: true });
    expect(results.map((r) => ("status" in r ? r.status : 0))).toEqual([200, 200]);
    const [reply] = await h.waitForBotMessages(CH, ts, 1);
    expect(reply.thread_ts).toBe(ts);
    expect(messageText(reply)).toContain("echo: hello there");
    expect(bot.turns.at(-1)).toMatchObject({ conversationId: `slack:${FAKE_IDS.teamId}:${CH}:${ts}`, userId: "U0ALICE001", text: "hello there" });
    await sleep(150);
    expect(h.botMessages(CH, ts)).toHaveLength(1);
  });

  it("acknowledges before answering (a slow core does not delay the 200)", async () => {
    bot.script = async () => {
      await sleep(1500);
      return { kind: "answer", text: "slow but sure" };
    };
    const { ts, results } = await h.say({ user: "U0ALICE001", channel: CH, text: "take your time", mention: true, delivery: "app_mention" });
    const [res] = results;
    expect("ms" in res && res.ms).toBeLessThan(1000);
    const [reply] = await h.waitForBotMessages(CH, ts, 1);
    expect(messageText(reply)).toContain("slow but sure");
  });

  it("shows a working reaction while answering and removes it afterwards", async () => {
    bot.script = () => ({ kind: "answer", text: "done" });
    const { ts } = await h.say({ user: "U0ALICE001", channel: CH, text: "status please", mention: true });
    await h.waitForBotMessages(CH, ts, 1);
    await waitFor(() => h.api.callsTo("reactions.remove").some((c) => c.params.timestamp === ts));
    expect(h.api.callsTo("reactions.add").some((c) => c.params.timestamp === ts && c.params.name === "hourglass_flowing_sand")).toBe(true);
    expect(h.api.reactions.get(`${CH}:${ts}`)?.size ?? 0).toBe(0);
  });

  it("replies to an empty mention with a prompt instead of silence", async () => {
    const before = bot.turns.length;
    const { ts } = await h.say({ user: "U0ALICE001", channel: CH, text: "", mention: true });
    const [reply] = await h.waitForBotMessages(CH, ts, 1);
    // The examples are the knowledge base's topics, not a hard-coded sample question.
    expect(messageText(reply)).toMatch(/Ask me about a company policy, for example .*Ward Visiting.*Parking and Shuttle/);
    expect(bot.turns.length).toBe(before);
  });

  it("turns a core error reply into a visible warning", async () => {
    bot.script = () => ({ kind: "error", text: "I couldn't search the policies just now." });
    const { ts } = await h.say({ user: "U0ALICE001", channel: CH, text: "anything", mention: true });
    const [reply] = await h.waitForBotMessages(CH, ts, 1);
    expect(messageText(reply)).toMatch(/:warning: I couldn't search the policies/);
  });

  it("posts an error in the thread when the core throws", async () => {
    bot.script = () => {
      throw new Error("boom (should never reach the user)");
    };
    const { ts } = await h.say({ user: "U0ALICE001", channel: CH, text: "anything", mention: true });
    const [reply] = await h.waitForBotMessages(CH, ts, 1);
    expect(messageText(reply)).toMatch(/Sorry, something went wrong/);
    expect(messageText(reply)).not.toContain("boom");
  });

  it("splits a very long answer over sections and messages within Slack's limits", async () => {
    const paragraph = "Lodging is reimbursed up to the tier limit per night when visiting a client. ".repeat(30);
    const long = Array.from({ length: 60 }, (_, i) => `${i + 1}. ${paragraph}`).join("\n\n");
    bot.script = () => ({ kind: "answer", text: long, citations: [{ policyId: "policy_002", title: "Sales client visits", section: "Lodging", url: "https://intranet.example/p2" }] });
    const { ts } = await h.say({ user: "U0ALICE001", channel: CH, text: "everything please", mention: true });
    await waitFor(() => h.botMessages(CH, ts).some((m) => JSON.stringify(m.blocks).includes("policybot_feedback")), 10_000);
    const msgs = h.botMessages(CH, ts);
    expect(msgs.length).toBeGreaterThan(1);
    for (const m of msgs) {
      const blocks = m.blocks as { type: string; text?: { text: string } }[];
      expect(blocks.length).toBeLessThanOrEqual(50);
      for (const b of blocks) if (b.type === "section") expect(b.text!.text.length).toBeLessThanOrEqual(3000);
    }
    const all = msgs.map(messageText).join("\n");
    expect(all).toContain("60. Lodging");
    expect(all).toContain("<https://intranet.example/p2|policy_002 · Sales client visits>");
  });

  it("ignores its own messages and other bots' messages", async () => {
    const before = bot.turns.length;
    const root = h.api.seed({ channel: CH, user: "U0ALICE001", text: "root" });
    await h.event(ownMessageEvent({ channel: CH, ts: h.api.nextTs(), threadTs: root.ts, text: `<@${FAKE_IDS.botUserId}> talking to myself` }));
    await h.event(otherBotMessageEvent({ channel: CH, ts: h.api.nextTs(), text: `<@${FAKE_IDS.botUserId}> hello from a bot` }));
    await sleep(300);
    expect(bot.turns.length).toBe(before);
    expect(h.botMessages(CH, root.ts)).toHaveLength(0);
  });

  it("answers in a DM without a mention, in the message's thread", async () => {
    bot.script = (t) => ({ kind: "answer", text: `dm: ${t.text}` });
    const { ts } = await h.say({ user: "U0ALICE001", channel: "D0ALICEDM1", channelType: "im", text: "hi in private" });
    const [reply] = await h.waitForBotMessages("D0ALICEDM1", ts, 1);
    expect(messageText(reply)).toContain("dm: hi in private");
    expect(bot.turns.at(-1)?.conversationId).toBe(`slack:${FAKE_IDS.teamId}:D0ALICEDM1:${ts}`);
  });

  it("uses the assistant thread status (not a reaction) in a DM thread, and clears it", async () => {
    bot.script = (t) => ({ kind: "answer", text: `dm thread: ${t.text}` });
    const DM = "D0ALICEDM2";
    const { ts: rootTs } = await h.say({ user: "U0ALICE001", channel: DM, channelType: "im", text: "first question" });
    await h.waitForBotMessages(DM, rootTs, 1);
    const { ts } = await h.say({ user: "U0ALICE001", channel: DM, channelType: "im", threadTs: rootTs, text: "and a follow-up" });
    await h.waitForBotMessages(DM, rootTs, 2);
    await waitFor(() => h.api.callsTo("assistant.threads.setStatus").filter((c) => c.params.thread_ts === rootTs).length >= 2);
    const statuses = h.api.callsTo("assistant.threads.setStatus").filter((c) => c.params.thread_ts === rootTs).map((c) => c.params.status);
    expect(statuses[0]).toMatch(/looking/);
    expect(statuses.at(-1)).toBe("");
    expect(h.api.callsTo("reactions.add").some((c) => c.params.timestamp === ts)).toBe(false);
  });

  it("falls back to a reaction when the assistant status is not available", async () => {
    bot.script = () => ({ kind: "answer", text: "ok" });
    const DM = "D0ALICEDM3";
    const { ts: rootTs } = await h.say({ user: "U0ALICE001", channel: DM, channelType: "im", text: "first" });
    await h.waitForBotMessages(DM, rootTs, 1);
    h.api.fail("assistant.threads.setStatus", { error: "missing_scope" });
    const { ts } = await h.say({ user: "U0ALICE001", channel: DM, channelType: "im", threadTs: rootTs, text: "second" });
    await h.waitForBotMessages(DM, rootTs, 2);
    expect(h.api.callsTo("reactions.add").some((c) => c.params.timestamp === ts)).toBe(true);
  });

  it("answers other bots when configured", async () => {
    const other = new ScriptedBot((t) => ({ kind: "answer", text: `to a bot: ${t.text}` }));
    const h2 = new SlackHarness({ mode: "http", runtime: scriptedRuntime(other), env: { SLACK_ANSWER_BOTS: "true" } });
    await h2.start();
    try {
      const ts = h2.api.nextTs();
      await h2.event(otherBotMessageEvent({ channel: CH, ts, text: `<@${FAKE_IDS.botUserId}> ping` }));
      const [reply] = await h2.waitForBotMessages(CH, ts, 1);
      expect(messageText(reply)).toContain("to a bot: ping");
      expect(other.turns[0].userId).toBe("B0OTHERBOT");
    } finally {
      await h2.stop();
    }
  });

  it("does not answer follow-ups without a mention when that is switched off", async () => {
    const quiet = new ScriptedBot();
    const h2 = new SlackHarness({ mode: "http", runtime: scriptedRuntime(quiet), env: { SLACK_FOLLOWUPS_WITHOUT_MENTION: "false" } });
    await h2.start();
    try {
      const { threadTs } = await h2.say({ user: "U0ALICE001", channel: CH, text: "first", mention: true });
      await h2.waitForBotMessages(CH, threadTs, 1);
      await h2.say({ user: "U0ALICE001", channel: CH, threadTs, text: "follow-up without mention" });
      await sleep(250);
      await h2.slack.plugin.idle();
      expect(h2.botMessages(CH, threadTs)).toHaveLength(1);
      await h2.say({ user: "U0ALICE001", channel: CH, threadTs, text: "with a mention", mention: true });
      await h2.waitForBotMessages(CH, threadTs, 2);
    } finally {
      await h2.stop();
    }
  });

  it("checked the bot token once at start, not once per event", () => {
    expect(h.api.callsTo("chat.postMessage").length).toBeGreaterThan(5);
    expect(h.api.callsTo("auth.test")).toHaveLength(1);
  });

  it("serves a health check next to /slack/events", async () => {
    const res = await fetch(`http://127.0.0.1:${h.slack.port}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("ok");
  });

  it("refuses to start with a token Slack rejects, with a coded error", async () => {
    const h2 = new SlackHarness({ mode: "http", runtime: scriptedRuntime(new ScriptedBot()), env: { SLACK_BOT_TOKEN: "xoxb-wrong" } });
    await expect(h2.start()).rejects.toMatchObject({ code: "PLATFORM_FAILED", message: expect.stringContaining("invalid_auth") });
    await h2.stop();
  });

  it("rejects an unsigned request with 401", async () => {
    const res = await postEvent(h.eventsUrl, { type: "event_callback" }, { secret: "wrong-secret" });
    expect(res.status).toBe(401);
  });
});
