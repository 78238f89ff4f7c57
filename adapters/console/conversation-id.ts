/** Console conversation ids: `console:{session}`. */
import { randomBytes } from "node:crypto";
import { PolicybotError } from "../../src/core/errors.js";

const PATTERN = /^console:([A-Za-z0-9_-]{1,64})$/;

export function encodeConsoleId(session: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(session)) throw new PolicybotError("CONVERSATION_ID_INVALID", `invalid console session ${JSON.stringify(session)}`);
  return `console:${session}`;
}

export function decodeConsoleId(id: string): { session: string } {
  const m = PATTERN.exec(id);
  if (!m) throw new PolicybotError("CONVERSATION_ID_INVALID", `not a console conversation id: ${JSON.stringify(id)}`);
  return { session: m[1] };
}

export function newConsoleSession(): string {
  return randomBytes(4).toString("hex");
}
