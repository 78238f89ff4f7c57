/**
 * Reply → Slack messages (Block Kit). Pure functions: no I/O.
 *
 * Limits respected: 3000 characters per section text, 50 blocks per message, 10 elements per context
 * block, 25 buttons per actions block, 75 characters per button label, 2000 per button value.
 * An answer too long for one message is split over several; sources and feedback go on the last.
 */
import type { types } from "@slack/bolt";
import type { Citation, ClarifyOption, Reply } from "../../src/core/types.js";
import { escapeMrkdwn, markdownToMrkdwn } from "./text.js";

type KnownBlock = types.KnownBlock;
type Button = types.Button;

export interface SlackMessage {
  /** Notification / fallback text; also what screen readers and search see. */
  text: string;
  blocks: KnownBlock[];
}

export const ACTION_FEEDBACK_UP = "policybot_feedback_up";
export const ACTION_FEEDBACK_DOWN = "policybot_feedback_down";
/** Clarify buttons use `policybot_clarify_{index}` (action ids must be unique within a block). */
export const ACTION_CLARIFY_PREFIX = "policybot_clarify_";
export const BLOCK_FEEDBACK = "policybot_feedback";
export const BLOCK_CLARIFY = "policybot_clarify";

export const LIMITS = {
  sectionText: 3000,
  blocksPerMessage: 50,
  contextElements: 10,
  buttonsPerActions: 25,
  buttonLabel: 75,
  buttonValue: 2000,
  fallbackText: 3900,
} as const;

/** Splits text into pieces of at most `max` characters, preferring paragraph, line, sentence, then word breaks. */
export function splitText(text: string, max: number = LIMITS.sectionText): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const cut =
      lastBreak(window, "\n\n", max) ?? lastBreak(window, "\n", max) ?? lastBreak(window, ". ", max, 1) ?? lastBreak(window, " ", max) ?? max;
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** Index to cut at, or undefined when the separator only occurs in the first half (the piece would be too short). */
function lastBreak(window: string, sep: string, max: number, keep = 0): number | undefined {
  const at = window.lastIndexOf(sep);
  return at >= max / 2 ? at + keep : undefined;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function section(mrkdwn: string): KnownBlock {
  return { type: "section", text: { type: "mrkdwn", text: mrkdwn } };
}

function uniqueCitations(citations: Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((c) => !seen.has(c.policyId) && seen.add(c.policyId));
}

/** One context element per cited policy: `policy_002 · Sales client visits`, a link when the policy has a url. */
export function sourcesBlock(citations: Citation[]): KnownBlock | undefined {
  const unique = uniqueCitations(citations);
  if (!unique.length) return undefined;
  const shown = unique.slice(0, LIMITS.contextElements - 1);
  const elements = shown.map((c) => {
    const label = escapeMrkdwn(`${c.policyId} · ${c.title}`).replace(/\|/g, "¦");
    return { type: "mrkdwn" as const, text: c.url ? `📄 <${c.url}|${label}>` : `📄 ${label}` };
  });
  elements.unshift({ type: "mrkdwn", text: "*Sources:*" });
  if (unique.length > shown.length) elements[elements.length - 1].text += ` (+${unique.length - shown.length} more)`;
  return { type: "context", elements };
}

export function feedbackBlock(turnId: string): KnownBlock {
  const button = (emoji: string, label: string, actionId: string): Button => ({
    type: "button",
    action_id: actionId,
    text: { type: "plain_text", text: `${emoji} ${label}`, emoji: true },
    value: turnId,
  });
  return {
    type: "actions",
    block_id: BLOCK_FEEDBACK,
    elements: [button("👍", "Helpful", ACTION_FEEDBACK_UP), button("👎", "Not helpful", ACTION_FEEDBACK_DOWN)],
  };
}

export function clarifyBlock(options: ClarifyOption[]): KnownBlock {
  return {
    type: "actions",
    block_id: BLOCK_CLARIFY,
    elements: options.slice(0, LIMITS.buttonsPerActions).map(
      (o, i): Button => ({
        type: "button",
        action_id: `${ACTION_CLARIFY_PREFIX}${i}`,
        text: { type: "plain_text", text: truncate(o.label, LIMITS.buttonLabel), emoji: true },
        value: truncate(o.value, LIMITS.buttonValue),
      }),
    ),
  };
}

function fallbackText(body: string, citations: Citation[]): string {
  const sources = uniqueCitations(citations).map((c) => `${c.policyId} (${c.title})`);
  const tail = sources.length ? `\nSources: ${sources.join(", ")}` : "";
  return truncate(body, LIMITS.fallbackText - tail.length) + tail;
}

/**
 * Renders one reply as one or more messages. Answer text is split into sections under 3000 characters,
 * and into several messages when it would exceed the block limit.
 */
export function renderReply(reply: Reply): SlackMessage[] {
  if (reply.kind === "error") return [renderError(reply.text)];
  const body = reply.text.trim() || "(no text)";
  const trailer: KnownBlock[] = [];
  const sources = reply.kind === "answer" || reply.kind === "clarify" || reply.kind === "not_found" ? sourcesBlock(reply.citations) : undefined;
  if (reply.kind === "clarify" && reply.options?.length) trailer.push(clarifyBlock(reply.options));
  if (sources) trailer.push(sources);
  if ((reply.kind === "answer" || reply.kind === "not_found") && reply.turnId) trailer.push(feedbackBlock(reply.turnId));

  const sections = splitText(markdownToMrkdwn(body)).map(section);
  const perMessage = LIMITS.blocksPerMessage - trailer.length;
  const messages: SlackMessage[] = [];
  for (let i = 0; i < sections.length; i += perMessage) {
    const chunk = sections.slice(i, i + perMessage);
    const textOfChunk = chunk.map((b) => (b.type === "section" ? (b.text?.text ?? "") : "")).join("\n\n");
    messages.push({ text: truncate(textOfChunk, LIMITS.fallbackText), blocks: chunk });
  }
  const last = messages[messages.length - 1];
  // Sections hold up to 47 × 3000 characters, so a split is rare; the last message carries the trailer.
  if (last.blocks.length + trailer.length > LIMITS.blocksPerMessage) messages.push({ text: "", blocks: [] });
  const tail = messages[messages.length - 1];
  tail.blocks.push(...trailer);
  const tailBody = tail.blocks
    .map((b) => (b.type === "section" ? (b.text?.text ?? "") : ""))
    .filter(Boolean)
    .join("\n\n");
  tail.text = fallbackText(tailBody || (messages.length > 1 ? "(continued)" : body), reply.citations);
  return messages;
}

/** A visible, human message for a failure; never a stack trace. */
export function renderError(text?: string): SlackMessage {
  const body = text?.trim() || "Sorry, something went wrong while I was answering. Please try again in a moment.";
  const shown = `:warning: ${body}`;
  return { text: truncate(shown, LIMITS.fallbackText), blocks: [section(escapeMrkdwn(truncate(shown, LIMITS.sectionText)))] };
}

/** The reply to a bare mention with no question in it. */
export function renderPrompt(botUserId?: string, topics: string[] = []): SlackMessage {
  const me = botUserId ? `<@${botUserId}>` : "me";
  // The knowledge base's own topics as examples: a hospital's bot must not suggest hotel limits.
  const examples = topics.length ? `, for example ${topics.map((t) => `_${escapeMrkdwn(t)}_`).join(", ")}` : "";
  const text =
    `Hi! Ask me about a company policy${examples}.\n` +
    `Reply in this thread to follow up. Say ${me} _reset_ to start over.`;
  return { text: text.replace(/_/g, ""), blocks: [section(text)] };
}

/** One section of ready-made mrkdwn (reset confirmations and the like); `plain` is the notification text. */
export function renderNotice(mrkdwn: string, plain: string = mrkdwn): SlackMessage {
  return { text: truncate(plain, LIMITS.fallbackText), blocks: [section(truncate(mrkdwn, LIMITS.sectionText))] };
}
