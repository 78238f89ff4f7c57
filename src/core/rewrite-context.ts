/**
 * What the conversation so far contributes to a rewrite: its terms, weighted by how recent they are
 * and by who said them, and how often each recurs (the subject recurs).
 */
import { whenTerms } from "./story.js";
import { newTopicCue } from "./follow-up.js";
import { phrases } from "./phrases.js";
import { uniqueTerms } from "./text.js";
import type { Query } from "./types.js";

/** "How soon", "how long": words that ask how, not what about. */
const HOW_FRAME = /\bhow\s+(?:soon|long|often|far|quickly|fast|early|late)\b/gi;
/** "I'd like to learn about", "some interesting facts about": how the asking is put, not what it is about. */
const REQUEST_FRAME =
  /\b(?:i(?:'d|\s+would)?\s+(?:like|want)\s+to\s+(?:learn|know|find\s+out|hear|read)(?:\s+more)?\s+(?:about|on)|tell\s+me\s+(?:more\s+|something\s+|a\s+bit\s+)?about|(?:some|any)\s+(?:interesting\s+|more\s+)?(?:facts|information|info|details)\s+(?:about|on)|can\s+(?:i|you)\s+(?:have|get|give\s+me)\s+(?:some\s+)?(?:information|info|details)\s+(?:on|about))\b/gi;
const LANGUAGE_NOTES = [phrases("en").otherLanguage, phrases("zh").otherLanguage];
const CITATION_MARKER = /\[[\p{L}\p{N}_.-]+\]/gu;

export interface ConversationTerms {
  weights: Map<string, number>;
  /** In how many earlier messages a term occurs (the first question counts twice): the subject recurs. */
  recurrence: Map<string, number>;
  /** Words that only asked how ("soon" in "how soon"): not searched, not carried into the answer. */
  framed: Set<string>;
}

/** Context terms with weights: recent messages count more, and a term that recurs is the subject. */
export function conversationTerms(query: Query): ConversationTerms {
  const w = new Map<string, number>();
  const recurrence = new Map<string, number>();
  const since = query.state.topicSince;
  const history = since === undefined ? query.history : query.history.filter((m) => m.at >= since);
  const add = (text: string, weight: number, times = 1, wholeAmounts = true, skip: Set<string> = new Set()) => {
    for (const t of uniqueTerms(text)) {
      if (skip.has(t)) continue;
      if (!wholeAmounts && /^\d{4,}$/.test(t) && !text.includes(t)) continue;
      w.set(t, Math.max(w.get(t) ?? 0, weight));
      recurrence.set(t, (recurrence.get(t) ?? 0) + times);
    }
  };
  // The summary holds the oldest turns: from before the current topic, once one began after them.
  if (query.summary && (since === undefined || since <= (query.history[0]?.at ?? 0))) add(query.summary, 0.2);
  // The bot's answers carry the policy's words; its clarifying questions and "not found" replies
  // (its own answers with no citation) carry only its boilerplate. [policy_id] markers are not words.
  const assistant = history.filter((m) => m.role === "assistant" && !(m.citations && !m.citations.length)).slice(-2);
  // The note that a quote is in the policy's other language (该制度的英文原文如下：) is the bot's, not the policy's.
  const quoted = (text: string) => LANGUAGE_NOTES.reduce((t, note) => t.split(note).join(" "), text.replace(CITATION_MARKER, " "));
  // An amount the bot quoted ("20,000 CNY") is carried as it is written, in its groups ("20", "000"), not
  // as the whole number: that names it far more than an answer's figure says what the talk is about.
  assistant.forEach((m, i) => add(quoted(m.text), i === assistant.length - 1 ? 0.8 : 0.3, 1, false));
  const allUsers = history.filter((m) => m.role === "user");
  const users = allUsers.slice(-3);
  // "How soon must I report harassment?": "soon" asks how; it is not what a later "it" stands for.
  const said = (m: { text: string }) => m.text.slice(newTopicCue(m.text)?.length ?? 0).replace(HOW_FRAME, "how").replace(REQUEST_FRAME, " ");
  // "...on Friday": when the story happened is no subject to carry.
  const when = (m: { text: string }) => whenTerms(m.text);
  users.forEach((m, i) => add(said(m), [0.3, 0.5, 0.8][3 - users.length + i], 1, true, when(m)));
  // The conversation's opening question usually names its subject.
  if (allUsers.length > users.length) add(said(allUsers[0]), 0.5, 2, true, when(allUsers[0]));
  else if (allUsers.length) for (const t of uniqueTerms(said(allUsers[0]))) recurrence.set(t, (recurrence.get(t) ?? 0) + 1);
  for (const [t, n] of recurrence) if (n > 1) w.set(t, (w.get(t) ?? 0) * (1 + 0.5 * (n - 1)));
  for (const t of query.state.topicTerms) {
    w.set(t, Math.max(1, w.get(t) ?? 0));
    recurrence.set(t, (recurrence.get(t) ?? 0) + 2);
  }
  // ...nor what the next question is about, though the question's terms and the reply ("as soon as possible") hold it.
  const meant = new Set(allUsers.flatMap((m) => uniqueTerms(said(m))));
  const framed = new Set(allUsers.flatMap((m) => [...m.text.matchAll(HOW_FRAME)].flatMap((f) => uniqueTerms(f[0]))).filter((t) => !meant.has(t)));
  return { weights: w, recurrence, framed };
}
