/** Builds Slack payloads from the recorded-shape fixtures in test/fixtures/slack/, with the ids a test needs. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { FAKE_IDS } from "./slack-api.js";

const dir = fileURLToPath(new URL("../fixtures/slack/", import.meta.url));
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function fixture(name: string): Json {
  return JSON.parse(readFileSync(`${dir}${name}.json`, "utf8")) as Json;
}

let eventSeq = 0;
export function nextEventId(): string {
  eventSeq += 1;
  return `Ev0T${String(eventSeq).padStart(8, "0")}`;
}

export interface MessageSpec {
  user: string;
  channel: string;
  ts: string;
  threadTs?: string;
  /** Already-formatted Slack text (include `<@U0FAKEBOT>` yourself for mentions). */
  text: string;
  eventId?: string;
  teamId?: string;
  botUserId?: string;
}

function withEnvelope(base: Json, spec: MessageSpec): Json {
  const teamId = spec.teamId ?? FAKE_IDS.teamId;
  base.team_id = teamId;
  base.context_team_id = teamId;
  base.event_id = spec.eventId ?? nextEventId();
  base.event_time = Math.floor(Number(spec.ts));
  base.authorizations[0].team_id = teamId;
  base.authorizations[0].user_id = spec.botUserId ?? FAKE_IDS.botUserId;
  return base;
}

function applyMessage(event: Json, spec: MessageSpec): void {
  event.user = spec.user;
  event.channel = spec.channel;
  event.ts = spec.ts;
  event.event_ts = spec.ts;
  event.text = spec.text;
  event.team = spec.teamId ?? FAKE_IDS.teamId;
  event.blocks = [{ type: "rich_text", block_id: "b1", elements: [{ type: "rich_text_section", elements: [{ type: "text", text: spec.text }] }] }];
  if (spec.threadTs) event.thread_ts = spec.threadTs;
  else delete event.thread_ts;
  if (!spec.threadTs) delete event.parent_user_id;
}

export function appMentionEvent(spec: MessageSpec): Json {
  const body = withEnvelope(fixture("event_app_mention"), spec);
  applyMessage(body.event, spec);
  return body;
}

export function messageEvent(spec: MessageSpec & { channelType?: "channel" | "group" | "im" | "mpim" }): Json {
  const body = withEnvelope(fixture(spec.channelType === "im" ? "event_message_im" : "event_message_channels"), spec);
  applyMessage(body.event, spec);
  body.event.channel_type = spec.channelType ?? "channel";
  return body;
}

export function otherBotMessageEvent(spec: Omit<MessageSpec, "user"> & { botId?: string }): Json {
  const body = withEnvelope(fixture("event_message_bot"), { ...spec, user: "" });
  Object.assign(body.event, { channel: spec.channel, ts: spec.ts, event_ts: spec.ts, text: spec.text, bot_id: spec.botId ?? "B0OTHERBOT" });
  if (spec.threadTs) body.event.thread_ts = spec.threadTs;
  return body;
}

/** The bot's own message echoed back as a `message` event (Slack does send these). */
export function ownMessageEvent(spec: Omit<MessageSpec, "user">): Json {
  const body = messageEvent({ ...spec, user: spec.botUserId ?? FAKE_IDS.botUserId });
  body.event.bot_id = FAKE_IDS.botId;
  body.event.app_id = FAKE_IDS.appId;
  delete body.event.client_msg_id;
  return body;
}

export interface ActionSpec {
  user: string;
  channel: string;
  /** The bot message holding the button. */
  messageTs: string;
  threadTs: string;
  messageText: string;
  messageBlocks: unknown[];
  actionId: string;
  blockId: string;
  value: string;
  label: string;
  responseUrl: string;
}

export function blockActionPayload(spec: ActionSpec): Json {
  const p = fixture("block_actions");
  p.user.id = spec.user;
  p.container = { ...p.container, message_ts: spec.messageTs, channel_id: spec.channel, thread_ts: spec.threadTs };
  p.channel.id = spec.channel;
  Object.assign(p.message, { ts: spec.messageTs, thread_ts: spec.threadTs, text: spec.messageText, blocks: spec.messageBlocks });
  p.response_url = spec.responseUrl;
  p.actions = [{ ...p.actions[0], action_id: spec.actionId, block_id: spec.blockId, value: spec.value, text: { type: "plain_text", text: spec.label, emoji: true } }];
  return p;
}

export function resetShortcutPayload(spec: { user: string; channel: string; messageTs: string; threadTs?: string; responseUrl: string; callbackId?: string }): Json {
  const p = fixture("message_action_reset");
  p.user.id = spec.user;
  p.channel.id = spec.channel;
  p.callback_id = spec.callbackId ?? "policybot_reset";
  p.message_ts = spec.messageTs;
  p.message.ts = spec.messageTs;
  if (spec.threadTs) p.message.thread_ts = spec.threadTs;
  else delete p.message.thread_ts;
  p.response_url = spec.responseUrl;
  return p;
}

export function resetCommandFields(spec: { user: string; channel: string; responseUrl: string; command?: string }): Record<string, string> {
  const f = fixture("command_reset") as Record<string, string>;
  return { ...f, user_id: spec.user, channel_id: spec.channel, response_url: spec.responseUrl, command: spec.command ?? "/reset" };
}
