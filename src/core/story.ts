/**
 * "Bit shaken tbh. On my late I gave a patient her teatime insulin… What do I need to do now?": a
 * message that tells a story around its question. The story's words the knowledge base has never
 * seen ("teatime", "shaken") set the scene; they do not say the question is about something else.
 */
import { sentences, uniqueTerms } from "./text.js";

/** A question by its mark or its first word (English). */
export const EN_QUESTION = /[?？]\s*$|^\s*(?:\w+,\s*)?(?:what|how|when|where|who|why|which|can|could|do|does|is|are|may)\b/i;
/** ...or by its question word (Chinese). */
const ZH_QUESTION = /[吗呢]\s*$|怎么|什么|多少|几[点天个次]|哪/;
const asks = (sentence: string) => EN_QUESTION.test(sentence) || ZH_QUESTION.test(sentence);

/** Terms said only in the sentences of `text` that ask nothing, when another sentence asks. */
export function storyTerms(text: string): Set<string> {
  const parts = sentences(text);
  const asking = parts.filter((s) => asks(s.text));
  if (parts.length < 2 || !asking.length || asking.length === parts.length) return new Set();
  const asked = new Set(asking.flatMap((s) => uniqueTerms(s.text)));
  return new Set(parts.filter((s) => !asks(s.text)).flatMap((s) => uniqueTerms(s.text)).filter((t) => !asked.has(t)));
}

/** Whether the sentences that ask point back at the story ("Do I get overtime for that?"), rather than asking on their own. */
export function asksAboutStory(text: string): boolean {
  return sentences(text).some((s) => asks(s.text) && /\b(?:that|this|it|them|those)\b|那|这/i.test(s.text));
}
