/**
 * "Can you send me the link?", "which policy is that from?", 原文在哪里？: after an answer, a request
 * for where it came from. No passage answers that; the policies just cited do, with their links.
 */
import type { Lang } from "./phrases.js";
import type { Citation, Message } from "./types.js";

// Short meta questions only: "the link to the policy", "link?", "where can I read the full policy".
const LINK = /\b(?:link|url|web\s?page)s?\b/i;
const SOURCE_EN =
  /\bwhich (?:policy|document|doc)\b[^?]*\b(?:that|this|it|from)\b|\bwhere (?:does|did|is) (?:it|that|this) (?:say|come from|written)\b|\bwhere can i (?:read|find|see) (?:it|that|this|the (?:full |whole |actual )?(?:policy|text|document|rules?))\b|\b(?:full|whole|entire|actual) (?:policy|text|document|wording)\b|(?<!\bopen[\s-]?)\bsource\b(?!\s+code|[\s-]+(?:project|licen[cs]e|software|librar))/i;
const SOURCE_ZH = /链接|网址|原文|出处|哪个制度|哪项制度|哪份制度|哪条规定|完整(?:的)?(?:制度|规定|内容)/;
const MAX_WORDS = 12;

/** Whether the message asks where the last answer came from rather than something new. */
export function asksForSource(text: string): boolean {
  if (SOURCE_ZH.test(text)) return text.length <= 30;
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length > MAX_WORDS) return false;
  return SOURCE_EN.test(text) || (LINK.test(text) && (words.length <= 3 || /\b(?:policy|it|that|this|document|doc|the rules?)\b/i.test(text)));
}

/** The policies the last answer cited, each once, if there was one. */
export function lastCited(messages: Message[]): string[] {
  const last = messages.findLast((m) => m.role === "assistant");
  return [...new Set(last?.citations ?? [])];
}

/** "That's from “Annual Leave” [lg_002]: https://…", one line per policy. */
export function sourceText(cited: Citation[], lang: Lang): string {
  return cited
    .map((c) =>
      lang === "zh"
        ? `出自“${c.title}”[${c.policyId}]${c.url ? `，全文：${c.url}` : "（没有登记链接）"}`
        : `That's from “${c.title}” [${c.policyId}]${c.url ? `; the full text is at ${c.url}` : "; it has no link on record."}`,
    )
    .join("\n");
}
