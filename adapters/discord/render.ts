/**
 * Renders a core Reply as Discord messages: an embed with the answer and its cited policies
 * (links when a policy has a url), 👍/👎 buttons carrying the turn id, clarify options as buttons
 * or a select menu. Long replies are split so every message stays within Discord's limits.
 */
import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponent,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  type APIEmbedField,
  type APIAllowedMentions,
} from "discord.js";
import type { Citation, ClarifyOption, Reply } from "../../src/core/types.js";
import { SELECT_ID, encodeOptionValue, feedbackId, optionButtonId } from "./custom-ids.js";
import { splitText, truncate } from "./split-text.js";

export const LIMITS = {
  content: 2000,
  description: 4096,
  embedTotal: 6000,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  title: 256,
  buttonLabel: 80,
  buttonsPerRow: 5,
  selectOptions: 25,
  selectLabel: 100,
} as const;

export type ActionRow = APIActionRowComponent<APIComponentInMessageActionRow>;

/** One Discord message, in the JSON shape both discord.js and the raw REST API accept. */
export interface DiscordMessage {
  content?: string;
  embeds?: APIEmbed[];
  components?: ActionRow[];
  allowed_mentions: APIAllowedMentions;
}

const COLORS: Partial<Record<Reply["kind"], number>> = {
  answer: 0x2e8b57,
  clarify: 0xe9a23b,
  not_found: 0x8a8f98,
};

/** Answers never ping anyone, whatever the policy text contains. */
const NO_MENTIONS: APIAllowedMentions = { parse: [] };

export function renderReply(reply: Reply): DiscordMessage[] {
  if (reply.kind === "answer" || reply.kind === "not_found" || reply.kind === "clarify") {
    return renderEmbedReply(reply);
  }
  return renderText(reply.text);
}

/** Plain text split at 2,000 characters (errors, confirmations, chit-chat). */
export function renderText(text: string): DiscordMessage[] {
  return splitText(text || "…", LIMITS.content).map((content) => ({ content, allowed_mentions: NO_MENTIONS }));
}

function renderEmbedReply(reply: Reply): DiscordMessage[] {
  const color = COLORS[reply.kind];
  const messages: DiscordMessage[] = splitText(reply.text || "…", LIMITS.description).map((description) => ({
    embeds: [{ description, color }],
    allowed_mentions: NO_MENTIONS,
  }));
  const fields = citationFields(reply.citations);
  if (fields.length) {
    const last = messages[messages.length - 1].embeds![0];
    if (embedSize(last) + fieldsSize(fields) <= LIMITS.embedTotal) {
      last.fields = fields;
    } else {
      for (const group of groupFields(fields, LIMITS.embedTotal - SOURCES.length)) {
        messages.push({ embeds: [{ title: SOURCES, color, fields: group }], allowed_mentions: NO_MENTIONS });
      }
    }
  }
  const components: ActionRow[] = [];
  if (reply.kind === "clarify" && reply.options?.length) components.push(...optionRows(reply.options));
  const feedback = feedbackRow(reply.turnId);
  if (feedback && reply.kind !== "clarify") components.push(feedback);
  if (components.length) messages[messages.length - 1].components = components;
  return messages;
}

/** One field per cited policy (sections of the same policy merged), at most 25. */
export function citationFields(citations: Citation[]): APIEmbedField[] {
  const byPolicy = new Map<string, { title: string; url?: string; sections: string[] }>();
  for (const c of citations) {
    const entry = byPolicy.get(c.policyId) ?? { title: c.title, url: c.url, sections: [] };
    if (c.section && !entry.sections.includes(c.section)) entry.sections.push(c.section);
    entry.url ??= c.url;
    byPolicy.set(c.policyId, entry);
  }
  const fields: APIEmbedField[] = [];
  for (const [policyId, { title, url, sections }] of byPolicy) {
    const name = truncate(policyId, LIMITS.fieldName);
    const label = escapeLinkText(truncate(title || policyId, 200));
    const linked = url && isHttpUrl(url) ? `[${label}](${url})` : label;
    const where = sections.length ? ` — ${sections.join("; ")}` : "";
    fields.push({ name, value: truncate(`${linked}${where}`, LIMITS.fieldValue) });
  }
  if (fields.length > LIMITS.fields) {
    const extra = fields.slice(LIMITS.fields - 1).map((f) => f.name);
    return [
      ...fields.slice(0, LIMITS.fields - 1),
      { name: `…and ${extra.length} more`, value: truncate(extra.join(", "), LIMITS.fieldValue) },
    ];
  }
  return fields;
}

function optionRows(options: ClarifyOption[]): ActionRow[] {
  const usable = options.filter((o) => o.label.trim().length > 0);
  if (usable.length <= LIMITS.buttonsPerRow) {
    const buttons: APIButtonComponent[] = usable.map((o, i) => ({
      type: ComponentType.Button,
      style: ButtonStyle.Primary,
      label: truncate(o.label, LIMITS.buttonLabel),
      custom_id: optionButtonId(o.value, i),
    }));
    return [{ type: ComponentType.ActionRow, components: buttons }];
  }
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: SELECT_ID,
          placeholder: "Choose one",
          min_values: 1,
          max_values: 1,
          options: usable.slice(0, LIMITS.selectOptions).map((o, i) => ({
            label: truncate(o.label, LIMITS.selectLabel),
            value: encodeOptionValue(o.value, i),
          })),
        },
      ],
    },
  ];
}

function feedbackRow(turnId: string): ActionRow | undefined {
  const up = turnId ? feedbackId("up", turnId) : undefined;
  const down = turnId ? feedbackId("down", turnId) : undefined;
  if (!up || !down) return undefined;
  return {
    type: ComponentType.ActionRow,
    components: [
      { type: ComponentType.Button, style: ButtonStyle.Secondary, emoji: { name: "👍" }, custom_id: up },
      { type: ComponentType.Button, style: ButtonStyle.Secondary, emoji: { name: "👎" }, custom_id: down },
    ],
  };
}

/** Characters Discord counts towards the 6,000 limit of an embed. */
export function embedSize(embed: APIEmbed): number {
  return (
    (embed.title?.length ?? 0) +
    (embed.description?.length ?? 0) +
    (embed.footer?.text.length ?? 0) +
    (embed.author?.name.length ?? 0) +
    fieldsSize(embed.fields ?? [])
  );
}

const SOURCES = "Sources";

/** Consecutive groups of fields, each within `budget` characters. */
function groupFields(fields: APIEmbedField[], budget: number): APIEmbedField[][] {
  const groups: APIEmbedField[][] = [];
  let current: APIEmbedField[] = [];
  let size = 0;
  for (const field of fields) {
    const n = field.name.length + field.value.length;
    if (current.length && size + n > budget) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(field);
    size += n;
  }
  if (current.length) groups.push(current);
  return groups;
}

function fieldsSize(fields: APIEmbedField[]): number {
  return fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
}

function escapeLinkText(text: string): string {
  return text.replace(/([[\]])/g, "\\$1");
}

function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/** Everything a reader sees in a message, flattened to text (for logs and tests). */
export function messageText(message: { content?: string | null; embeds?: APIEmbed[] }): string {
  const parts: string[] = [];
  if (message.content) parts.push(message.content);
  for (const e of message.embeds ?? []) {
    if (e.title) parts.push(e.title);
    if (e.description) parts.push(e.description);
    for (const f of e.fields ?? []) parts.push(`${f.name}: ${f.value}`);
  }
  return parts.join("\n");
}
