/**
 * Plugin mode: a team's own bolt App, created and started by them, with policybot added through
 * `registerPolicybot(app, …)`. Their own listeners keep working next to policybot's.
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { App, HTTPReceiver, LogLevel } from "@slack/bolt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerPolicybot } from "../../adapters/slack/index.js";
import { FakeSlackApi } from "../fakes/slack-api.js";
import { REPO_ROOT, messageText, openRealRuntime, waitFor, type BotRuntime } from "../fakes/slack-harness.js";
import { appMentionEvent, messageEvent } from "../fakes/slack-payloads.js";
import { postCommand, postEvent } from "../fakes/slack-signing.js";

const SECRET = "their-own-signing-secret-000000000";
const ALICE = "U0ALICE001";
const CH = "C0PLUGIN01";

describe("registerPolicybot on an existing bolt App", () => {
  const api = new FakeSlackApi();
  let runtime: BotRuntime;
  let app: App;
  let url = "";
  let tmp = "";

  beforeAll(async () => {
    await api.start();
    tmp = await mkdtemp(path.join(os.tmpdir(), "policybot-plugin-"));
    runtime = await openRealRuntime({
      POLICYBOT_STORE: "memory",
      POLICYBOT_DATA_DIR: tmp,
      POLICYBOT_DB: path.join(tmp, "db"),
      POLICYBOT_KNOWLEDGE_DIR: path.join(REPO_ROOT, "knowledge"),
      LOG_LEVEL: "silent",
    });
    // What the team already has: their app, their receiver, their own command.
    app = new App({
      token: api.ids.botToken,
      receiver: new HTTPReceiver({ signingSecret: SECRET, port: 0 }),
      clientOptions: { slackApiUrl: api.apiUrl },
      logLevel: LogLevel.ERROR,
    });
    app.command("/hello", async ({ ack }) => ack("hello from the team's own app"));
    // What they add.
    registerPolicybot(app, { bot: runtime.bot, logger: runtime.logger });
    const server = (await app.start({ port: 0, host: "127.0.0.1" })) as Server;
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slack/events`;
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
    await runtime?.close();
    await api.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("answers a mention in the thread through the team's app", async () => {
    const m = api.seed({ channel: CH, user: ALICE, text: `<@${api.ids.botUserId}> What's the hotel limit for a client visit?` });
    const spec = { user: ALICE, channel: CH, ts: m.ts, text: m.text };
    const results = await Promise.all([postEvent(url, appMentionEvent(spec), { secret: SECRET }), postEvent(url, messageEvent(spec), { secret: SECRET })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    await waitFor(() => api.botMessagesIn(CH, m.ts).length >= 1, 15_000);
    const [reply] = api.botMessagesIn(CH, m.ts);
    expect(messageText(reply)).toContain("policy_002");
    expect(reply.thread_ts).toBe(m.ts);
  });

  it("leaves the team's own listeners working", async () => {
    const res = await postCommand(url, { command: "/hello", team_id: api.ids.teamId, channel_id: CH, user_id: ALICE, text: "" }, { secret: SECRET });
    expect(res.status).toBe(200);
    expect(res.body).toContain("hello from the team's own app");
  });
});
