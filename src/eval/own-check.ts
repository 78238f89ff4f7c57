/** Judges one reply of the own suite against its expectation; returns the problems (empty = right). */
import type { Reply } from "../core/types.js";
import type { OwnTurn } from "./loaders/own.js";

export interface TurnVerdict {
  decisionOk: boolean;
  citationOk: boolean;
  saysOk: boolean;
  problems: string[];
}

export function checkTurn(turn: OwnTurn, reply: Reply): TurnVerdict {
  const problems: string[] = [];
  const decisionOk = (turn.expect as string[]).includes(reply.kind);
  if (!decisionOk) problems.push(`decision ${reply.kind}, expected ${turn.expect.join(" or ")}`);
  const cited = reply.citations.map((c) => c.policyId);
  const offered = new Set([...(reply.options ?? []).map((o) => o.policyId).filter((x): x is string => Boolean(x)), ...cited]);
  let citationOk = true;
  if (reply.kind === "answer" && (turn.cite.length || turn.citeAny.length)) {
    const before = problems.length;
    const firstOk = [...turn.cite, ...turn.citeAny];
    const missing = turn.cite.filter((id) => !cited.includes(id));
    if (missing.length) problems.push(`did not cite ${missing.join(", ")} (cited: ${cited.join(", ") || "none"})`);
    else if (turn.citeAny.length && !turn.citeAny.some((id) => cited.includes(id))) problems.push(`cited none of ${turn.citeAny.join(", ")} (cited: ${cited.join(", ") || "none"})`);
    else if (!firstOk.includes(cited[0])) problems.push(`first citation ${cited[0]}, expected one of ${firstOk.join(", ")}`);
    citationOk = problems.length === before;
  } else if (reply.kind === "clarify" && turn.cite.length) {
    const missing = turn.cite.filter((id) => !offered.has(id) && !reply.text.includes(id));
    if (missing.length) {
      problems.push(`clarifying question does not offer ${missing.join(", ")} (offered: ${[...offered].join(", ") || "none"})`);
      citationOk = false;
    }
  } else if (reply.kind === "not_found" || reply.kind === "reset") {
    if (cited.length) {
      problems.push(`${reply.kind} must not cite anything (cited: ${cited.join(", ")})`);
      citationOk = false;
    }
  }
  const avoided = turn.avoid.filter((id) => cited.includes(id));
  if (avoided.length) {
    problems.push(`cited ${avoided.join(", ")}, which it should not`);
    citationOk = false;
  }
  const missingSays = turn.says.filter((s) => !reply.text.includes(s));
  if (missingSays.length) problems.push(`reply does not say ${missingSays.map((s) => JSON.stringify(s)).join(", ")}`);
  return { decisionOk, citationOk, saysOk: missingSays.length === 0, problems };
}
