/**
 * End to end over the HTTP Events API: the real bolt App and the real policybot runtime (sample knowledge
 * base, memory store), against the fake Slack Web API on 127.0.0.1. Events are v0-signed like Slack's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTION_FEEDBACK_DOWN, ACTION_FEEDBACK_UP } from "../../adapters/slack/render.js";
import { SIGNING_SECRET, SlackHarness, buttonsOf, findButton, messageText, sleep, waitFor } from "../fakes/slack-harness.js";
import { appMentionEvent, messageEvent, resetCommandFields, resetShortcutPayload } from "../fakes/slack-payloads.js";
import { postEvent, signV0, type SignedPostOptions } from "../fakes/slack-signing.js";

const ALICE = "U0ALICE001";
const BOB = "U0BOB00001";
const CAROL = "U0CAROL001";

/** Waits for in-flight work, then gives a stray duplicate time to show up. */
async function settle(h: SlackHarness): Promise<void> {
  await sleep(250);
  await h.slack.plugin.idle(10_000);
}

describe("slack over HTTP, end to end", () => {
  const h = new SlackHarness({ mode: "http" });
  beforeAll(() => h.start(), 60_000);
  afterAll(() => h.stop());

  describe("a thread", () => {
    const CH = "C0TRAVEL01";
    let threadTs = "";

    it("1. answers a mention in the thread, citing policy_002", async () => {
      const asked = await h.say({ user: ALICE, channel: CH, text: "What's the hotel limit for a client visit?", mention: true });
      threadTs = asked.threadTs;
      const [reply] = await h.waitForBotMessages(CH, threadTs, 1);
      expect(reply.thread_ts).toBe(asked.ts);
      const text = messageText(reply);
      expect(text).toContain("policy_002");
      expect(text).toContain("650");
      // Sources as a context block, linked because policy_002 has a url; 👍/👎 buttons carry the turn id.
      const blocks = reply.blocks as { type: string }[];
      expect(blocks.some((b) => b.type === "context" && JSON.stringify(b).includes("|policy_002 · "))).toBe(true);
      expect(buttonsOf(reply).map((b) => b.button.action_id)).toEqual([ACTION_FEEDBACK_UP, ACTION_FEEDBACK_DOWN]);
    });

    it("2. answers a follow-up from the asker without a mention (450), and not other people's", async () => {
      await h.say({ user: BOB, channel: CH, threadTs, text: "What about tier-2 cities?" });
      await settle(h);
      expect(h.botMessages(CH, threadTs)).toHaveLength(1);

      await h.say({ user: ALICE, channel: CH, threadTs, text: "What about tier-2 cities?" });
      const replies = await h.waitForBotMessages(CH, threadTs, 2);
      expect(messageText(replies[1])).toContain("450");
      expect(messageText(replies[1])).toContain("policy_002");
    });
  });

  it("3. a mention in the middle of a thread uses the earlier messages", async () => {
    const CH = "C0MIDTHRD1";
    const root = h.api.seed({ channel: CH, user: CAROL, text: "I'm in sales, visiting a client in a tier-1 city next week" });
    // Slack delivers the unaddressed message too; the bot must stay quiet.
    await h.event(messageEvent({ user: CAROL, channel: CH, ts: root.ts, text: root.text }));
    h.api.seed({ channel: CH, thread_ts: root.ts, user: BOB, text: "Nice, which client?" });
    const asked = await h.say({ user: ALICE, channel: CH, threadTs: root.ts, text: "what's the hotel limit?", mention: true });
    const [reply] = await h.waitForBotMessages(CH, root.ts, 1);
    expect(messageText(reply)).toContain("650");
    expect(messageText(reply)).toContain("policy_002");
    expect(h.api.callsTo("conversations.replies").some((c) => c.params.channel === CH && c.params.ts === root.ts)).toBe(true);
    expect(asked.ts).not.toBe(root.ts);
  });

  describe("4. exactly one reply per message", () => {
    it("a retried delivery (X-Slack-Retry-Num) does not produce a second reply", async () => {
      const CH = "C0RETRY001";
      const m = h.api.seed({ channel: CH, user: ALICE, text: "<@U0FAKEBOT> How many days of sick leave do I get?" });
      const body = appMentionEvent({ user: ALICE, channel: CH, ts: m.ts, text: m.text });
      const first = await h.event(body);
      const retry = await h.event(body, { retryNum: 1 });
      const again = await h.event(body, { retryNum: 2 });
      for (const r of [first, retry, again]) expect("status" in r && r.status).toBe(200);
      await h.waitForBotMessages(CH, m.ts, 1);
      await settle(h);
      expect(h.botMessages(CH, m.ts)).toHaveLength(1);
    });

    it.each(["both", "mention_first", "message_first"] as const)("the app_mention + message pair gives one reply (%s)", async (delivery) => {
      const CH = "C0PAIR0001";
      const { threadTs } = await h.say({ user: ALICE, channel: CH, text: "How many days of sick leave do I get?", mention: true, delivery });
      await h.waitForBotMessages(CH, threadTs, 1);
      await settle(h);
      expect(h.botMessages(CH, threadTs)).toHaveLength(1);
    });
  });

  describe("5. signatures", () => {
    const CH = "C0SIGNED01";
    const attempt = async (o: Omit<SignedPostOptions, "secret"> & { secret?: string }) => {
      const m = h.api.seed({ channel: CH, user: ALICE, text: "<@U0FAKEBOT> How many days of sick leave do I get?" });
      const res = await postEvent(h.eventsUrl, appMentionEvent({ user: ALICE, channel: CH, ts: m.ts, text: m.text }), { secret: SIGNING_SECRET, ...o });
      await settle(h);
      return { res, ts: m.ts, replies: h.botMessages(CH, m.ts) };
    };

    it("a wrong signature gets 401 and no reply", async () => {
      const { res, replies } = await attempt({ secret: "not-the-signing-secret" });
      expect(res.status).toBe(401);
      expect(replies).toEqual([]);
    });

    it("a stale timestamp (10 minutes old, correctly signed) gets 401 and no reply", async () => {
      const { res, replies } = await attempt({ timestamp: Math.floor(Date.now() / 1000) - 600 });
      expect(res.status).toBe(401);
      expect(replies).toEqual([]);
    });

    it("a tampered body gets 401", async () => {
      const ts = Math.floor(Date.now() / 1000);
      const { res } = await attempt({ timestamp: ts, signature: signV0(SIGNING_SECRET, ts, "{}") });
      expect(res.status).toBe(401);
    });

    it("the same request correctly signed is answered (so the checks above can fail)", async () => {
      const { res, ts } = await attempt({});
      expect(res.status).toBe(200);
      await h.waitForBotMessages(CH, ts, 1);
    });
  });

  describe("6. reset", () => {
    it("by mention in the thread", async () => {
      const CH = "C0RESETM01";
      const { threadTs } = await h.say({ user: ALICE, channel: CH, text: "What's the hotel limit for a client visit?", mention: true });
      await h.waitForBotMessages(CH, threadTs, 1);
      const id = h.conversationId(CH, threadTs);
      expect((await h.runtime.bot.conversation(id)).exists).toBe(true);

      await h.say({ user: ALICE, channel: CH, threadTs, text: "reset", mention: true });
      const replies = await h.waitForBotMessages(CH, threadTs, 2);
      expect(messageText(replies[1])).toMatch(/forgotten our conversation/);
      expect((await h.runtime.bot.conversation(id)).exists).toBe(false);

      // The thread is forgotten: a follow-up without a mention is no longer answered.
      await h.say({ user: ALICE, channel: CH, threadTs, text: "What about tier-2 cities?" });
      await settle(h);
      expect(h.botMessages(CH, threadTs)).toHaveLength(2);
    });

    it("by the message shortcut", async () => {
      const CH = "C0RESETS01";
      const { threadTs } = await h.say({ user: ALICE, channel: CH, text: "What's the hotel limit for a client visit?", mention: true });
      const [answer] = await h.waitForBotMessages(CH, threadTs, 1);
      const id = h.conversationId(CH, threadTs);
      const res = await h.interaction(resetShortcutPayload({ user: ALICE, channel: CH, messageTs: answer.ts, threadTs, responseUrl: h.api.responseUrl("shortcut-1") }));
      expect("status" in res && res.status).toBe(200);
      await waitFor(() => h.api.ephemeralsFor(ALICE).some((c) => c.params.channel === CH));
      const note = h.api.ephemeralsFor(ALICE).find((c) => c.params.channel === CH)!;
      expect(note.params.thread_ts).toBe(threadTs);
      expect(String(note.params.text)).toMatch(/forgotten our conversation/);
      expect((await h.runtime.bot.conversation(id)).exists).toBe(false);
    });

    it("by /reset in the channel: the user's conversations there, listed ephemerally", async () => {
      const CH = "C0RESETC01";
      const a1 = await h.say({ user: ALICE, channel: CH, text: "What's the hotel limit for a client visit?", mention: true });
      const a2 = await h.say({ user: ALICE, channel: CH, text: "How many days of sick leave do I get?", mention: true });
      const b1 = await h.say({ user: BOB, channel: CH, text: "What is the learning budget?", mention: true });
      await Promise.all([a1, a2, b1].map((x) => h.waitForBotMessages(CH, x.threadTs, 1)));

      const res = await h.command(resetCommandFields({ user: ALICE, channel: CH, responseUrl: h.api.responseUrl("cmd-1") }));
      expect("status" in res && res.status).toBe(200);
      await waitFor(() => h.api.responseUrlPosts.some((p) => p.id === "cmd-1"));
      const reply = h.api.responseUrlPosts.find((p) => p.id === "cmd-1")!.body;
      expect(reply.response_type).toBe("ephemeral");
      expect(String(reply.text)).toMatch(/Reset 2 conversations/);
      for (const x of [a1, a2]) expect(String(reply.text)).toContain(`<!date^${Math.floor(Number(x.threadTs))}^`);

      expect((await h.runtime.bot.conversation(h.conversationId(CH, a1.threadTs))).exists).toBe(false);
      expect((await h.runtime.bot.conversation(h.conversationId(CH, a2.threadTs))).exists).toBe(false);
      expect((await h.runtime.bot.conversation(h.conversationId(CH, b1.threadTs))).exists).toBe(true);

      await h.command(resetCommandFields({ user: ALICE, channel: CH, responseUrl: h.api.responseUrl("cmd-2") }));
      await waitFor(() => h.api.responseUrlPosts.some((p) => p.id === "cmd-2"));
      expect(String(h.api.responseUrlPosts.find((p) => p.id === "cmd-2")!.body.text)).toMatch(/nothing to reset/);
    });
  });

  it("7. clicking a clarify option continues the conversation", async () => {
    const CH = "C0CLARIFY1";
    const { threadTs } = await h.say({ user: ALICE, channel: CH, text: "What's the hotel limit in a tier-2 city?", mention: true });
    const [question] = await h.waitForBotMessages(CH, threadTs, 1);
    const intern = findButton(question, (b) => b.value.includes("policy_003") || /intern|实习/i.test(b.text.text));
    expect(intern, `clarify buttons on: ${messageText(question)}`).toBeDefined();

    const res = await h.click({ user: ALICE, message: question, actionId: intern!.button.action_id });
    expect("status" in res && res.status).toBe(200);
    const replies = await h.waitForBotMessages(CH, threadTs, 2);
    expect(messageText(replies[1])).toContain("200");
    expect(messageText(replies[1])).toContain("policy_003");
    // The choice replaced the buttons, so it is made once and visible to everyone.
    const updated = h.botMessages(CH, threadTs)[0];
    expect(buttonsOf(updated).filter((b) => b.blockId === "policybot_clarify")).toEqual([]);
    expect(messageText(updated)).toContain(`<@${ALICE}> chose`);
  });

  it("7b. two questions in one mention: the one asked after the clarified one is answered with the choice", async () => {
    const CH = "C0CLARIFY2";
    const { threadTs } = await h.say({ user: ALICE, channel: CH, text: "What's the hotel limit and what about meals?", mention: true });
    const [question] = await h.waitForBotMessages(CH, threadTs, 1);
    expect(messageText(question)).toContain("what about meals?");
    const intern = findButton(question, (b) => b.value.includes("policy_003") || /intern|实习/i.test(b.text.text));
    expect(intern, `clarify buttons on: ${messageText(question)}`).toBeDefined();

    await h.click({ user: ALICE, message: question, actionId: intern!.button.action_id });
    const replies = await h.waitForBotMessages(CH, threadTs, 2);
    const both = messageText(replies[1]);
    expect(both).toContain("200 CNY per night");
    expect(both).toContain("*what about meals?*");
    expect(both).toContain("100 CNY per travel day");
  });

  it("8. feedback is stored with the turn's trace", async () => {
    const CH = "C0FEEDBK01";
    const { threadTs } = await h.say({ user: ALICE, channel: CH, text: "What's the hotel limit for a client visit?", mention: true });
    const [answer] = await h.waitForBotMessages(CH, threadTs, 1);
    const turnId = findButton(answer, (b) => b.action_id === ACTION_FEEDBACK_UP)!.button.value;
    expect((await h.store.loadTrace(turnId))?.feedback ?? []).toEqual([]);

    await h.click({ user: ALICE, message: answer, actionId: ACTION_FEEDBACK_UP });
    await h.click({ user: BOB, message: answer, actionId: ACTION_FEEDBACK_DOWN });
    await waitFor(() => h.api.ephemeralsFor(BOB).some((c) => c.params.channel === CH));
    const trace = await h.store.loadTrace(turnId);
    expect(trace?.citations).toContain("policy_002");
    expect(trace?.feedback).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: ALICE, vote: "up" }), expect.objectContaining({ userId: BOB, vote: "down" })]),
    );
    expect(String(h.api.ephemeralsFor(ALICE).find((c) => c.params.channel === CH)!.params.text)).toMatch(/Thanks for the feedback/);
  });

  describe("9. a Slack API error leads to a visible error in the thread", () => {
    it("when chat.postMessage refuses the answer ({ ok: false })", async () => {
      const CH = "C0APIERR01";
      h.api.fail("chat.postMessage", { error: "invalid_blocks" });
      const { threadTs } = await h.say({ user: ALICE, channel: CH, text: "What's the hotel limit for a client visit?", mention: true });
      const [reply] = await h.waitForBotMessages(CH, threadTs, 1);
      expect(messageText(reply)).toMatch(/:warning: .*couldn't post my answer.*invalid_blocks/);
    });

    it("when Slack keeps answering HTTP 500", async () => {
      const CH = "C0APIERR02";
      h.api.fail("chat.postMessage", { status: 500, times: 3 });
      const { threadTs } = await h.say({ user: ALICE, channel: CH, text: "What's the hotel limit for a client visit?", mention: true });
      const [reply] = await h.waitForBotMessages(CH, threadTs, 1, 20_000);
      expect(messageText(reply)).toMatch(/:warning: .*couldn't post my answer.*http_500/);
    });
  });
});
