/** Turning Slack message text (mrkdwn with `<@U…>` mentions and `&amp;` escapes) into plain text and back. */

const USER_MENTION = /<@([UW][A-Z0-9]+)(?:\|[^>]*)?>/g;

/** True when the text contains `<@botUserId>` (with or without a `|name` suffix). */
export function mentionsUser(text: string, userId: string): boolean {
  for (const m of text.matchAll(USER_MENTION)) if (m[1] === userId) return true;
  return false;
}

/** User ids mentioned in the text, in order, without duplicates. */
export function mentionedUsers(text: string): string[] {
  return [...new Set([...text.matchAll(USER_MENTION)].map((m) => m[1]))];
}

/**
 * The question as a person would read it: the bot's own mentions removed, other mentions kept as
 * `@U…`, links reduced to their label (or URL), channel and special mentions to their names, entities decoded.
 */
export function toPlainText(text: string, botUserId?: string): string {
  return text
    .replace(USER_MENTION, (_all, id: string) => (id === botUserId ? " " : `@${id}`))
    .replace(/<#[CG][A-Z0-9]+\|([^>]*)>/g, "#$1")
    .replace(/<#([CG][A-Z0-9]+)>/g, "#$1")
    .replace(/<!(here|channel|everyone)(?:\|[^>]*)?>/g, "@$1")
    .replace(/<!subteam\^[A-Z0-9]+(?:\|([^>]*))?>/g, (_all, label?: string) => label ?? "@group")
    .replace(/<!date\^[^|>]*\|([^>]*)>/g, "$1")
    .replace(/<((?:https?|mailto):[^|>]+)\|([^>]+)>/g, "$2")
    .replace(/<((?:https?|mailto):[^>]+)>/g, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ")
    .replace(/^[\s,:;]+|\s+$/g, "");
}

/** Escapes the three characters Slack mrkdwn reserves. */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Light Markdown → Slack mrkdwn for answers the core composes: `**bold**` → `*bold*`,
 * `[label](url)` → `<url|label>`, `# Heading` → `*Heading*`. Everything else is escaped.
 */
export function markdownToMrkdwn(markdown: string): string {
  const links: string[] = [];
  const withoutLinks = markdown.replace(/\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g, (_all, label: string, url: string) => {
    links.push(`<${url}|${escapeMrkdwn(label).replace(/\|/g, "¦")}>`);
    return `\u0000${links.length - 1}\u0000`;
  });
  return escapeMrkdwn(withoutLinks)
    .replace(/^#{1,6}\s+(.+)$/gm, "*$1*")
    .replace(/\*\*([^*\n]+)\*\*/g, "*$1*")
    .replace(/__([^_\n]+)__/g, "*$1*")
    .replace(/\u0000(\d+)\u0000/g, (_all, i: string) => links[Number(i)]);
}

/** Words that ask the bot to forget the thread ("reset", "start over", …), after the mention is removed. */
export function isResetCommand(plain: string): boolean {
  return /^(?:\/?reset|start over|new conversation|forget (?:this|it|everything))(?: (?:this|the) (?:conversation|thread))?[.!]?$/i.test(
    plain.trim(),
  );
}
