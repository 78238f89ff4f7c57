/**
 * "I'm a nurse", "im 17", "我是实习生": a first message that only says who is asking. It asks nothing
 * yet, so no policy line answers it ("im 17" would match "17:30"); the bot asks what they want to know
 * and keeps the message, so the next question is answered for them.
 */
import { isPerson } from "./referent.js";

// The whole message: an optional greeting, "I'm" or "I am", and a few words on who.
const SELF = /^\s*(?:(?:hi|hello|hey|morning|afternoon|evening)\b[\s,!.-]*)?(?:i'?m|im|i am)\s+(?:an?\s+|the\s+)?([\w -]{1,40}?)[\s.!]*$/i;
const AGE = /^\d{1,2}(?:\s*(?:years?\s+old|yrs?\s+old|yo|y\/o))?$/i;
const NEW = /^new(?:\s+(?:here|starter|joiner|hire|employee))?(?:\s+here)?$/i;
// 我是 + who, with nothing that asks: "我是不是…" and "我是说…" are not introductions.
const SELF_ZH = /^\s*(?:你好|您好|嗨)?[，,\s]*我(?:今年)?是([^，,。？?！!\s]{1,8})[。！!]?\s*$/;
const ASKS_ZH = /不是|[吗呢么嘛]|什么|怎么|哪|谁|几|多少|可以|能|要|说|想|问|指/;

/** Whether the message only says who is asking: a role, an age or being new. */
export function introducesOnly(message: string): boolean {
  const text = message.replace(/’/g, "'");
  const zh = SELF_ZH.exec(text);
  if (zh) return !ASKS_ZH.test(zh[1]);
  const who = SELF.exec(text)?.[1].trim();
  if (!who) return false;
  const words = who.split(/\s+/);
  return AGE.test(who) || NEW.test(who) || (words.length <= 3 && isPerson(words.at(-1) ?? ""));
}
