/**
 * End to end through Socket Mode: bolt's SocketModeReceiver gets its ws:// URL from the fake
 * `apps.connections.open` and talks to the local fake Socket Mode server; the real runtime answers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTION_FEEDBACK_UP } from "../../adapters/slack/render.js";
import { SlackHarness, findButton, messageText, sleep } from "../fakes/slack-harness.js";
import { appMentionEvent, resetCommandFields } from "../fakes/slack-payloads.js";
import { waitFor } from "../fakes/slack-harness.js";
import type { Ack } from "../fakes/slack-socket.js";

const ALICE = "U0ALICE001";
const CH = "C0SOCKET01";

describe("slack over Socket Mode, end to end", () => {
  const h = new SlackHarness({ mode: "socket" });
  beforeAll(() => h.start(), 60_000);
  afterAll(() => h.stop());

  it("connects with the app token through apps.connections.open", () => {
    const open = h.api.callsTo("apps.connections.open");
    expect(open).toHaveLength(1);
    expect(open[0].token).toBe(h.api.ids.appToken);
    expect(h.socket!.connected).toBe(true);
  });

  it("acks the envelope, answers a mention in its thread, then a follow-up without a mention", async () => {
    const asked = await h.say({ user: ALICE, channel: CH, text: "What's the hotel limit for a client visit?", mention: true });
    for (const ack of asked.results as Ack[]) expect(ack.envelope_id).toBeTruthy();
    const [first] = await h.waitForBotMessages(CH, asked.threadTs, 1);
    expect(messageText(first)).toContain("policy_002");
    expect(messageText(first)).toContain("650");

    await h.say({ user: ALICE, channel: CH, threadTs: asked.threadTs, text: "What about tier-2 cities?" });
    const replies = await h.waitForBotMessages(CH, asked.threadTs, 2);
    expect(messageText(replies[1])).toContain("450");
  });

  it("does not answer a redelivered envelope (retry_attempt) twice", async () => {
    const m = h.api.seed({ channel: CH, user: ALICE, text: `<@${h.api.ids.botUserId}> How many days of sick leave do I get?` });
    const body = appMentionEvent({ user: ALICE, channel: CH, ts: m.ts, text: m.text });
    await h.event(body);
    await h.event(body, { retryNum: 1 });
    await h.waitForBotMessages(CH, m.ts, 1);
    await sleep(250);
    await h.slack.plugin.idle();
    expect(h.botMessages(CH, m.ts)).toHaveLength(1);
  });

  it("handles buttons and /reset delivered as interactive and slash_commands envelopes", async () => {
    const { threadTs } = await h.say({ user: ALICE, channel: CH, text: "How many days of sick leave do I get?", mention: true });
    const [answer] = await h.waitForBotMessages(CH, threadTs, 1);
    const turnId = findButton(answer, (b) => b.action_id === ACTION_FEEDBACK_UP)!.button.value;
    const ack = (await h.click({ user: ALICE, message: answer, actionId: ACTION_FEEDBACK_UP })) as Ack;
    expect(ack.envelope_id).toBeTruthy();
    await waitFor(() => h.api.ephemeralsFor(ALICE).some((c) => c.params.thread_ts === threadTs));
    expect((await h.store.loadTrace(turnId))?.feedback).toEqual([expect.objectContaining({ userId: ALICE, vote: "up" })]);

    await h.command(resetCommandFields({ user: ALICE, channel: CH, responseUrl: h.api.responseUrl("sock-cmd") }));
    await waitFor(() => h.api.responseUrlPosts.some((p) => p.id === "sock-cmd"));
    expect(String(h.api.responseUrlPosts.find((p) => p.id === "sock-cmd")!.body.text)).toMatch(/Reset \d+ conversations?/);
    expect((await h.runtime.bot.conversation(h.conversationId(CH, threadTs))).exists).toBe(false);
  });
});
