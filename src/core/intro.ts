/**
 * "I'm a nurse", "im 17", "我是实习生": a first message that only says who is asking. It asks nothing
 * yet, so no policy line answers it ("im 17" would match "17:30"); the bot asks what they want to know
 * and keeps the message, so the next question is answered for them.
 */
import { personGlossTerms, selfDescription, selfNamed } from "./readers.js";
import { isPerson } from "./referent.js";
import { uniqueTerms } from "./text.js";

const AGE = /^\d{1,2}(?:\s*(?:years?\s+old|yrs?\s+old|yo|y\/o))?$/i;
const NEW = /^new(?:\s+(?:here|starter|joiner|hire|employee))?(?:\s+here)?$/i;
// "我是不是…" and "我是说…" ask or correct; they introduce no one.
const ASKS_ZH = /不是|[吗呢么嘛]|什么|怎么|哪|谁|几|多少|可以|能|要|说|想|问|指/;

/** Whether the message only says who is asking: a role, an age or being new. */
export function introducesOnly(message: string): boolean {
  const self = selfDescription(message);
  if (!self) return false;
  if (self.zh) return !ASKS_ZH.test(self.who);
  const words = self.who.split(/\s+/);
  return AGE.test(self.who) || NEW.test(self.who) || (words.length <= 3 && isPerson(words.at(-1) ?? ""));
}

/**
 * Who a message is about, newest message first: the one asking ("I'm a student nurse, can I swap?"), or
 * an earlier message that only said so, with its other words ("staff" in "I'm a staff nurse"); and
 * failing the asker, someone the message names ("my wife").
 */
export function whoIsAsked(askers: string[], readers: Set<string>): { self: string[]; selfWords: string[]; person: Set<string> } {
  const now = selfNamed(askers[0] ?? "", readers);
  const person = now.length ? new Set<string>() : personGlossTerms(askers[0] ?? "");
  const intro = now.length ? undefined : askers.slice(1).find((m) => introducesOnly(m) && selfNamed(m, readers).length);
  // The intro's other words say which of them: a "staff nurse" is no "student nurse".
  return intro ? { self: selfNamed(intro, readers), selfWords: uniqueTerms(intro).filter((t) => !readers.has(t)), person } : { self: now, selfWords: [], person };
}
