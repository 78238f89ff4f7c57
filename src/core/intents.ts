/** Messages that are not questions: empty mentions, greetings, thanks, help and reset requests. */
// (?![a-z]) ends a word where \b would not: \b never matches after a CJK character.

export type Intent = "empty" | "reset" | "greeting" | "thanks" | "help" | "question";

const RESET = /^\s*\/?(reset|start over|new conversation|forget (it|that|everything)|clear( (the )?conversation)?|重置|重新开始|清空(对话)?)\s*[.!。！]*\s*$/i;
const GREETING = /^\s*(hi|hello|hey|yo|good (morning|afternoon|evening)|你好|您好|嗨|哈喽)(?![a-z])[\s!,.。！]*(there|bot|policybot|啊|呀)?[\s!,.。！]*$/i;
const THANKS = /^\s*(thanks|thank you|thx|ty|cheers|great|perfect|got it|ok(ay)?|谢谢|多谢|好的|明白了?)(?![a-z])[\s!,.。！]*(so much|a lot|你|您|啦)?[\s!,.。！]*$/i;
const HELP = /^\s*\/?(help|\?|what can you do|帮助)\s*[?？]?\s*$/i;

export function classifyIntent(text: string): Intent {
  const t = text.trim();
  if (!t || /^[\p{P}\p{S}\s]*$/u.test(t)) return "empty";
  if (RESET.test(t)) return "reset";
  if (HELP.test(t)) return "help";
  if (GREETING.test(t)) return "greeting";
  if (THANKS.test(t)) return "thanks";
  return "question";
}
