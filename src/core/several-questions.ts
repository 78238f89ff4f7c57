/**
 * A message asking several questions gets one reply with an answer to each, under the question it
 * answers. Each is asked in turn, as if the thread had asked them one by one, so "can I carry them
 * over?" reads "them" from the question before it. One stored trace covers the whole message.
 */
import type { ConversationStore, Logger } from "./ports.js";
import { describeError } from "./errors.js";
import { languageOf, phrases } from "./phrases.js";
import { terms } from "./text.js";
import { newTurnId } from "./trace.js";
import type { Citation, Reply, Turn, TurnTrace } from "./types.js";

/**
 * How a question of several is asked. `afterNothing`: nothing covered the question before it, and this one
 * goes on with its subject ("…annual pay review? Are we getting a pay rise…?" share "pay"); a follow-up
 * that leans on it ("…股票期权吗？归属期是多久？") is found by the rewrite.
 */
export interface Part {
  afterNothing: boolean;
  sameSubject: boolean;
  /** The questions after this one: kept with its clarifying question, if it asks one, to answer after the choice. */
  rest: string[];
}

export async function answerSeveral(
  turn: Turn,
  questions: string[],
  answerOne: (turn: Turn, part: Part) => Promise<Reply>,
  deps: { store: Pick<ConversationStore, "loadTrace" | "saveTrace">; logger: Logger; now: number },
  done: { question: string; reply: Reply }[] = [],
): Promise<Reply> {
  const answered = [...done];
  for (const [j, question] of questions.entries()) {
    const i = done.length + j;
    const before = answered[i - 1];
    const afterNothing = before?.reply.kind === "not_found";
    const sameSubject = afterNothing && terms(question).some((t) => terms(before.question).includes(t));
    // The thread before the mention is read once, with the first question.
    const asked = { ...turn, text: question, threadContext: i === 0 ? turn.threadContext : undefined };
    const reply = await answerOne(asked, { afterNothing, sameSubject, rest: questions.slice(j + 1) });
    answered.push({ question, reply });
    // A clarifying question's buttons answer it alone: the questions after it wait, named in the reply.
    // One with nothing to pick ("what do you mean by "it"?") keeps no choice to answer them after: go on.
    if (reply.kind === "clarify" && reply.options?.length) break;
  }
  const rest = questions.slice(answered.length - done.length);
  const last = answered[answered.length - 1].reply;
  const kinds = answered.map((a) => a.reply.kind);
  const kind = last.kind === "clarify" ? "clarify" : kinds.includes("answer") ? "answer" : kinds.includes("not_found") ? "not_found" : last.kind;
  // Nothing found for any of them is said once: "do we get stock options and when do they vest?"
  const blocks = kinds.every((k) => k === "not_found") ? [answered[0].reply.text] : answered.map(({ question, reply }) => `**${question}**\n${reply.text}`);
  if (rest.length) blocks.push(phrases(languageOf(turn.text)).askLater(rest));
  const citations: Citation[] = [];
  for (const c of answered.flatMap((a) => a.reply.citations)) if (!citations.some((x) => x.policyId === c.policyId)) citations.push(c);
  const turnId = newTurnId();
  const traces = await Promise.all(answered.map((a) => deps.store.loadTrace(a.reply.turnId).catch(() => undefined)));
  const trace = joinTraces(turnId, turn, deps.now, traces.filter((t): t is TurnTrace => t !== undefined), kind, citations);
  await deps.store.saveTrace(trace).catch((err) => deps.logger.warn({ code: "STORE_FAILED", err: describeError(err) }, "trace not saved"));
  return {
    kind,
    text: blocks.join("\n\n"),
    citations,
    ...(last.kind === "clarify" && last.options ? { options: last.options } : {}),
    conversationId: turn.conversationId,
    turnId,
    rewrittenQuery: answered.map((a) => a.reply.rewrittenQuery ?? a.question).join(" | "),
  };
}

/** The message's trace: each question's in order (the first question's ranking leads), with their turn ids as parts. */
function joinTraces(turnId: string, turn: Turn, at: number, parts: TurnTrace[], decision: Reply["kind"], citations: Citation[]): TurnTrace {
  const policies: TurnTrace["policies"] = [];
  for (const p of parts.flatMap((t) => t.policies)) if (!policies.some((x) => x.policyId === p.policyId)) policies.push(p);
  return {
    turnId,
    conversationId: turn.conversationId,
    userId: turn.userId,
    at,
    original: turn.text,
    rewritten: parts.map((t) => t.rewritten ?? t.original).join(" | "),
    isFollowUp: parts[0]?.isFollowUp,
    retrieved: parts.flatMap((t) => t.retrieved),
    policies,
    decision,
    citations: citations.map((c) => c.policyId),
    citedChunks: parts.flatMap((t) => t.citedChunks ?? []),
    timings: parts.flatMap((t) => t.timings),
    parts: parts.map((t) => t.turnId),
  };
}
