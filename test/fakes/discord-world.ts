/**
 * A local Discord for tests: the fake REST API and gateway sharing one state, wired like the real
 * thing (the bot's messages come back over the gateway, threads announce themselves with
 * THREAD_CREATE), plus helpers for what people do: run a slash command, click a component, write.
 */
import { FakeDiscordGateway } from "./discord-gateway.js";
import { FakeDiscordRest } from "./discord-rest.js";
import { EPHEMERAL, FakeDiscordState, snowflake, type FakeUser, type Json } from "./discord-state.js";

export interface SlashInput {
  user: FakeUser;
  channelId: string;
  name: string;
  options?: Record<string, string>;
  /** Pretend the interaction was created this long ago (token expiry). */
  ageMs?: number;
}

export class FakeDiscord {
  readonly state = new FakeDiscordState();
  readonly rest = new FakeDiscordRest(this.state);
  readonly gateway: FakeDiscordGateway;

  constructor(opts: { heartbeatIntervalMs?: number } = {}) {
    this.gateway = new FakeDiscordGateway(this.state, opts.heartbeatIntervalMs ?? 1_000);
    this.state.on("message", (m: Json) => this.gateway.dispatch("MESSAGE_CREATE", this.messageEvent(m)));
    this.state.on("messageUpdate", (m: Json) => this.gateway.dispatch("MESSAGE_UPDATE", this.messageEvent(m)));
    this.state.on("thread", (t: Json) => this.gateway.dispatch("THREAD_CREATE", { ...t, newly_created: true }));
  }

  get bot(): FakeUser {
    return this.state.botUser;
  }

  async start(): Promise<void> {
    await this.gateway.start();
    await this.rest.start();
    this.rest.gatewayUrl = this.gateway.url;
  }

  async stop(): Promise<void> {
    await this.gateway.stop();
    await this.rest.stop();
  }

  /** A chat-input command, as Discord delivers it. Returns the interaction's id. */
  slash(input: SlashInput): string {
    const channel = this.state.channel(input.channelId);
    const id = snowflake(Date.now() - (input.ageMs ?? 0));
    const options = Object.entries(input.options ?? {}).map(([name, value]) => ({ name, type: 3, value }));
    const data = { id: snowflake(), name: input.name, type: 1, ...(options.length ? { options } : {}) };
    this.dispatchInteraction(id, 2, input.user, channel, data);
    return id;
  }

  /** A click on a button (or a choice in a select menu) of a message. Returns the interaction's id. */
  click(input: { user: FakeUser; messageId: string; customId: string; values?: string[] }): string {
    const message = this.state.findMessage(input.messageId);
    if (!message) throw new Error(`fake discord: unknown message ${input.messageId}`);
    const channel = this.state.channel(message.channel_id);
    const id = snowflake();
    const data = input.values
      ? { custom_id: input.customId, component_type: 3, values: input.values }
      : { custom_id: input.customId, component_type: 2 };
    this.dispatchInteraction(id, 3, input.user, channel, data, message);
    return id;
  }

  /** A person writes in a channel, thread or DM; `mention` prefixes `<@bot>`. Returns the message. */
  say(input: { user: FakeUser; channelId: string; content: string; mention?: boolean; mentions?: FakeUser[] }): Json {
    const mentions = [...(input.mentions ?? []), ...(input.mention ? [this.bot] : [])];
    const content = input.mention ? `<@${this.bot.id}> ${input.content}` : input.content;
    return this.state.createMessage({ channelId: input.channelId, author: input.user, content, mentions });
  }

  /** Non-ephemeral messages the bot has in a channel or thread, oldest first. */
  botMessages(channelId: string): Json[] {
    return this.state.channelMessages(channelId).filter((m) => m.author.id === this.bot.id);
  }

  ephemeralReplies(channelId: string): Json[] {
    return this.state.channelMessages(channelId, true).filter((m) => m.author.id === this.bot.id && m.flags & EPHEMERAL);
  }

  /** Polls until `check` returns a truthy value. */
  async waitFor<T>(check: () => T | undefined | null | false, what: string, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private dispatchInteraction(id: string, type: number, user: FakeUser, channel: Json, data: Json, message?: Json): void {
    const token = `tok_${id}_${Math.random().toString(36).slice(2)}`;
    this.state.interactions.set(id, { id, token, type, channelId: channel.id, guildId: channel.guild_id, user, originalMessageId: message?.id });
    const guildId: string | undefined = channel.guild_id;
    const perms = "2248473465835073";
    this.gateway.dispatch("INTERACTION_CREATE", {
      id,
      application_id: this.state.applicationId,
      type,
      data,
      ...(guildId
        ? {
            guild_id: guildId,
            guild: { id: guildId, locale: "en-US", features: [] },
            member: { user, roles: [], joined_at: new Date().toISOString(), deaf: false, mute: false, flags: 0, permissions: perms },
            context: 0,
          }
        : { user, context: 1 }),
      channel_id: channel.id,
      channel: { ...channel, permissions: perms },
      ...(message ? { message } : {}),
      token,
      version: 1,
      app_permissions: perms,
      locale: "en-US",
      ...(guildId ? { guild_locale: "en-US" } : {}),
      entitlements: [],
      authorizing_integration_owners: guildId ? { "0": guildId } : { "1": user.id },
      attachment_size_limit: 10_485_760,
    });
  }

  /** Message events as the gateway sends them: with the channel's type, and a member in guilds. */
  private messageEvent(m: Json): Json {
    const event = { ...m, channel_type: this.state.channels.get(m.channel_id)?.type };
    if (!m.guild_id || m.webhook_id) return event;
    return { ...event, member: { roles: [], joined_at: new Date().toISOString(), deaf: false, mute: false, flags: 0 } };
  }
}

/** Everything a reader sees in a message: content, embed titles, descriptions and fields. */
export function visibleText(m: Json): string {
  const parts: string[] = [];
  if (m.content) parts.push(m.content);
  for (const e of m.embeds ?? []) {
    if (e.title) parts.push(e.title);
    if (e.description) parts.push(e.description);
    for (const f of e.fields ?? []) parts.push(`${f.name}: ${f.value}`);
  }
  return parts.join("\n");
}

/** custom_ids of a message's buttons and select menus, with labels. */
export function componentsOf(m: Json): { customId: string; label?: string; options?: { label: string; value: string }[] }[] {
  const out: { customId: string; label?: string; options?: { label: string; value: string }[] }[] = [];
  for (const row of m.components ?? []) {
    for (const c of row.components ?? []) out.push({ customId: c.custom_id, label: c.label, options: c.options });
  }
  return out;
}
