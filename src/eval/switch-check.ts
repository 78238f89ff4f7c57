/**
 * Topic switches measured on any written suite: each conversation's first question is asked on its own,
 * then again right after another conversation's first question about other policies. A question that
 * stands alone should be answered as well after an unrelated one; the gap between the two shares is
 * what the bot lets the old subject get in the way.
 */
import type { Reply } from "../core/types.js";
import type { OwnConversation, OwnTurn } from "./loaders/own.js";
import { checkTurn } from "./own-check.js";
import { ratio } from "./metrics.js";
import { sampleEvenly } from "./sample.js";
import type { FailureExample } from "./types.js";

/** First questions taken per suite: n·(n−1) ordered pairs, two messages each. */
export const SWITCH_QUESTIONS = 12;

export interface SwitchOutcome {
  figures: { "switch.alone": number; "switch.after": number };
  pairs: number;
  failures: FailureExample[];
}

interface Opener {
  conversation: string;
  turn: OwnTurn;
  policies: Set<string>;
}

/** Opening questions that expect an answer (not a greeting, a reset or a statement of who asks). */
function openers(conversations: OwnConversation[]): Opener[] {
  const out: Opener[] = [];
  for (const c of conversations) {
    const turn = c.turns[0];
    if (!turn || !turn.expect.includes("answer") || !(turn.cite.length || turn.citeAny.length)) continue;
    out.push({ conversation: c.id, turn, policies: new Set([...turn.cite, ...turn.citeAny]) });
  }
  return out;
}

/** `ask` sends one message to a conversation (a fresh id starts a new one). */
export async function switchCheck(ask: (conversationId: string, text: string) => Promise<Reply>, conversations: OwnConversation[], name: string, count = SWITCH_QUESTIONS): Promise<SwitchOutcome> {
  const picked = sampleEvenly(openers(conversations), count);
  let seq = 0;
  let aloneRight = 0;
  for (const q of picked) if (checkTurn(q.turn, await ask(`console:switch-${name}-${seq++}`, q.turn.user)).problems.length === 0) aloneRight++;
  let pairs = 0;
  let afterRight = 0;
  const failures: FailureExample[] = [];
  for (const before of picked) {
    for (const q of picked) {
      // Only questions about other policies: after one about the same policy, leaning on it is right.
      if (q === before || [...q.policies].some((id) => before.policies.has(id))) continue;
      const id = `console:switch-${name}-${seq++}`;
      await ask(id, before.turn.user);
      const verdict = checkTurn(q.turn, await ask(id, q.turn.user));
      pairs++;
      if (verdict.problems.length === 0) afterRight++;
      else failures.push({ suite: name, id: `switch:${before.conversation}>${q.conversation}`, kind: "switch", detail: `${before.turn.user} ⇒ ${q.turn.user} → ${verdict.problems.join("; ")}` });
    }
  }
  return { figures: { "switch.alone": ratio(aloneRight, picked.length), "switch.after": ratio(afterRight, pairs) }, pairs, failures };
}
