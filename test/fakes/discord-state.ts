/**
 * The data behind the fake Discord: users, guilds, channels, threads, messages and interactions,
 * shaped like Discord API v10 payloads. Shared by the fake REST server and the fake gateway.
 */
import { EventEmitter } from "node:events";

export const DISCORD_EPOCH = 1420070400000n;
export const HAS_THREAD = 1 << 5;
export const EPHEMERAL = 1 << 6;
export const LOADING = 1 << 7;

export interface FakeUser {
  id: string;
  username: string;
  global_name: string | null;
  discriminator: string;
  avatar: null;
  bot?: boolean;
}

export type Json = Record<string, any>;

export interface FakeInteraction {
  id: string;
  token: string;
  type: number;
  channelId: string;
  guildId?: string;
  user: FakeUser;
  /** The message a component was on; for commands, the response message once created. */
  originalMessageId?: string;
  /** How it was answered: 4 reply, 5 deferred, 6 deferred update, 7 update. */
  callbackType?: number;
}

let increment = 0n;

/** A snowflake whose timestamp is `at` (epoch ms). */
export function snowflake(at = Date.now()): string {
  increment = (increment + 1n) % 4096n;
  return (((BigInt(at) - DISCORD_EPOCH) << 22n) | (1n << 17n) | increment).toString();
}

export function snowflakeTime(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}

export function makeUser(id: string, username: string, bot = false): FakeUser {
  return { id, username, global_name: username, discriminator: "0", avatar: null, ...(bot ? { bot: true } : {}) };
}

/** Events: "message" (created, not ephemeral), "messageUpdate", "thread" (created). */
export class FakeDiscordState extends EventEmitter {
  readonly botUser: FakeUser;
  readonly applicationId: string;
  readonly guilds = new Map<string, { id: string; name: string; ownerId: string }>();
  readonly channels = new Map<string, Json>();
  readonly messages = new Map<string, Json[]>();
  readonly interactions = new Map<string, FakeInteraction>();
  readonly commands = new Map<string, Json[]>();
  readonly users = new Map<string, FakeUser>();

  constructor() {
    super();
    this.botUser = makeUser(snowflake(), "policybot", true);
    this.applicationId = this.botUser.id;
    this.users.set(this.botUser.id, this.botUser);
  }

  user(username: string): FakeUser {
    const user = makeUser(snowflake(), username);
    this.users.set(user.id, user);
    return user;
  }

  addGuild(name: string): string {
    const id = snowflake();
    this.guilds.set(id, { id, name, ownerId: snowflake() });
    return id;
  }

  addTextChannel(guildId: string, name: string): Json {
    const channel = {
      id: snowflake(),
      type: 0,
      guild_id: guildId,
      name,
      position: this.channels.size,
      permission_overwrites: [],
      parent_id: null,
      nsfw: false,
      topic: null,
      last_message_id: null,
      rate_limit_per_user: 0,
      flags: 0,
    };
    return this.addChannel(channel);
  }

  addThread(parentId: string, name: string, opts: { id?: string; ownerId?: string; type?: number } = {}): Json {
    const parent = this.channel(parentId);
    const thread = {
      id: opts.id ?? snowflake(),
      type: opts.type ?? 11,
      guild_id: parent.guild_id,
      parent_id: parentId,
      name,
      owner_id: opts.ownerId ?? this.botUser.id,
      last_message_id: null,
      message_count: 0,
      member_count: 1,
      rate_limit_per_user: 0,
      flags: 0,
      total_message_sent: 0,
      thread_metadata: {
        archived: false,
        auto_archive_duration: 1440,
        archive_timestamp: new Date().toISOString(),
        locked: false,
        create_timestamp: new Date().toISOString(),
      },
    };
    this.addChannel(thread);
    this.emit("thread", thread);
    return thread;
  }

  dmChannel(user: FakeUser): Json {
    for (const c of this.channels.values()) if (c.type === 1 && c.recipients?.[0]?.id === user.id) return c;
    return this.addChannel({ id: snowflake(), type: 1, recipients: [user], last_message_id: null, flags: 0 });
  }

  private addChannel(channel: Json): Json {
    this.channels.set(channel.id, channel);
    return channel;
  }

  channel(id: string): Json {
    const c = this.channels.get(id);
    if (!c) throw new Error(`fake discord: unknown channel ${id}`);
    return c;
  }

  guildChannels(guildId: string): { channels: Json[]; threads: Json[] } {
    const all = [...this.channels.values()].filter((c) => c.guild_id === guildId);
    return { channels: all.filter((c) => c.type !== 11 && c.type !== 12), threads: all.filter((c) => c.type === 11 || c.type === 12) };
  }

  createMessage(input: {
    channelId: string;
    author: FakeUser;
    content?: string;
    embeds?: Json[];
    components?: Json[];
    flags?: number;
    mentions?: FakeUser[];
    type?: number;
    extra?: Json;
  }): Json {
    const channel = this.channel(input.channelId);
    const message: Json = {
      id: snowflake(),
      type: input.type ?? 0,
      channel_id: channel.id,
      ...(channel.guild_id ? { guild_id: channel.guild_id } : {}),
      author: input.author,
      content: input.content ?? "",
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: input.mentions ?? [],
      mention_roles: [],
      attachments: [],
      embeds: input.embeds ?? [],
      components: input.components ?? [],
      pinned: false,
      flags: input.flags ?? 0,
      ...input.extra,
    };
    const list = this.messages.get(channel.id) ?? [];
    list.push(message);
    this.messages.set(channel.id, list);
    channel.last_message_id = message.id;
    if (!(message.flags & EPHEMERAL)) this.emit("message", message);
    return message;
  }

  findMessage(id: string): Json | undefined {
    for (const list of this.messages.values()) {
      const m = list.find((x) => x.id === id);
      if (m) return m;
    }
    return undefined;
  }

  editMessage(id: string, patch: Json): Json {
    const message = this.findMessage(id);
    if (!message) throw new Error(`fake discord: unknown message ${id}`);
    for (const key of ["content", "embeds", "components"] as const) {
      if (patch[key] !== undefined) message[key] = patch[key];
    }
    // Only SUPPRESS_EMBEDS can be changed by an edit; HAS_THREAD, EPHEMERAL and the like stay.
    const SUPPRESS_EMBEDS = 1 << 2;
    if (patch.flags !== undefined) message.flags = (message.flags & ~SUPPRESS_EMBEDS) | (patch.flags & SUPPRESS_EMBEDS);
    message.flags &= ~LOADING;
    message.edited_timestamp = new Date().toISOString();
    if (!(message.flags & EPHEMERAL)) this.emit("messageUpdate", message);
    return message;
  }

  /** Messages of a channel, oldest first, ephemeral ones included only on request. */
  channelMessages(channelId: string, includeEphemeral = false): Json[] {
    return (this.messages.get(channelId) ?? []).filter((m) => includeEphemeral || !(m.flags & EPHEMERAL));
  }

  guildPayload(guildId: string): Json {
    const g = this.guilds.get(guildId)!;
    const { channels, threads } = this.guildChannels(guildId);
    return {
      id: g.id,
      name: g.name,
      icon: null,
      owner_id: g.ownerId,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      roles: [{ id: g.id, name: "@everyone", permissions: "2248473465835073", position: 0, color: 0, hoist: false, managed: false, mentionable: false, flags: 0 }],
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: 0,
      system_channel_flags: 0,
      premium_tier: 0,
      preferred_locale: "en-US",
      nsfw_level: 0,
      joined_at: new Date().toISOString(),
      large: false,
      unavailable: false,
      member_count: 2,
      members: [],
      voice_states: [],
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      channels,
      threads,
    };
  }
}
