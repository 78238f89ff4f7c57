/** Messages that are not questions: empty mentions, greetings, thanks, help and reset requests. */
// (?![a-z]) ends a word where \b would not: \b never matches after a CJK character.

export type Intent = "empty" | "reset" | "greeting" | "thanks" | "help" | "catalogue" | "complaint" | "question";

const RESET = /^\s*\/?(reset|start over|new conversation|forget (it|that|everything)|clear( (the )?conversation)?|重置|重新开始|清空(对话)?)\s*[.!。！]*\s*$/i;
const GREETING = /^\s*(hi|hello|hey|yo|good (morning|afternoon|evening)|你好|您好|嗨|哈喽)(?![a-z])[\s!,.。！]*(there|bot|policybot|啊|呀)?[\s!,.。！]*$/i;
// "cool thx", "ok great, thanks!", "好的谢谢": one or more acknowledgements and nothing else.
const ACK = String.raw`(?:thanks|thank you|thank u|thanx|thnx|thx|ty|ta|cheers|great|perfect|got it|ok(?:ay)?|k|kk|cool|nice(?: one)?|awesome|sweet|lovely|brilliant|excellent|amazing|understood|noted|makes sense|all good|will do|that helps|谢谢|多谢|好的|明白了?|知道了|收到|了解)(?![a-z])`;
const THANKS = new RegExp(String.raw`^\s*${ACK}(?:[\s!,.。！，]*${ACK})*[\s!,.。！，]*(?:so much|a lot|very much|mate|man|all|guys|你|您|啦)?[\s!,.。！\p{Extended_Pictographic}\u{FE0F}]*$`, "iu");
const HELP = /^\s*\/?(help|\?|what can you do|帮助)\s*[?？]?\s*$/i;
// "what policies do you have?", "list all the policies", 有哪些制度？: the bot's own list, not a search.
const CATALOGUE_EN =
  /^\s*(?:(?:so|ok|okay|hi|hey|hello)\b[\s,!.]*)?(?:(?:what|which)\s+(?:policies|policy documents|documents|topics|subjects|areas)\s+(?:do|can|are|have|does)\s+(?:you|u|there|we)\b|(?:can you\s+|could you\s+|please\s+)?(?:list|show)(?:\s+me)?\s+(?:all\s+)?(?:of\s+)?(?:the\s+|your\s+)?(?:policies|topics|policy documents)\b|what\s+(?:do|can)\s+(?:you|u)\s+(?:know|cover|answer)(?:\s+about)?\s*[?？]?\s*$)/i;
const CATALOGUE_ZH = /^\s*(?:你好[，,！!\s]*)?(?:你|您)?(?:都)?(?:有|知道|能回答|可以回答)(?:哪些|什么)(?:制度|政策|规定|话题|问题)[?？]?\s*$|制度(?:清单|列表|目录)/;
const CATALOGUE_MAX_WORDS = 10;
// "that didn't answer my question", 答非所问: the last reply missed, and the message says nothing new to search.
const COMPLAINT_EN =
  /^\s*(?:(?:no|nope|hmm|um|sorry)\b[\s,.!]*)?(?:(?:that|this|it|you)\s+(?:didn'?t|did not|doesn'?t|does not|don'?t)\s+(?:answer|help|make sense)(?:\s+(?:my|the)\s+question)?|(?:that|this)(?:'?s| is| was)\s+(?:not|n'?t)\s+(?:what i (?:asked|meant|wanted|was asking)|helpful|right|it)|(?:that|this)(?:'?s| is| was)\s+(?:wrong|incorrect|not right)|(?:wrong|unhelpful|useless) answer|not (?:helpful|what i asked))[\s.!?\p{Extended_Pictographic}\u{FE0F}]*$/iu;
const COMPLAINT_ZH = /^\s*(?:这|那|你)?(?:不是我(?:要)?问的|答非所问|没(?:有)?回答(?:我的)?问题|(?:回答)?不对|(?:回答)?错了|没用)[。！!？?…\s]*$/;

export function classifyIntent(text: string): Intent {
  const t = text.trim();
  if (!t || /^[\p{P}\p{S}\s]*$/u.test(t)) return "empty";
  if (RESET.test(t)) return "reset";
  if (HELP.test(t)) return "help";
  if (COMPLAINT_EN.test(t) || COMPLAINT_ZH.test(t)) return "complaint";
  if ((CATALOGUE_EN.test(t) && t.split(/\s+/).length <= CATALOGUE_MAX_WORDS) || CATALOGUE_ZH.test(t)) return "catalogue";
  if (GREETING.test(t)) return "greeting";
  if (THANKS.test(t)) return "thanks";
  return "question";
}
