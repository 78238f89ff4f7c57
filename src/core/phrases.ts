/** Everything the bot says in its own words, in English and Chinese (picked by the question's script). */
import { cjkRatio } from "./text.js";

export type Lang = "en" | "zh";

export function languageOf(text: string): Lang {
  return cjkRatio(text) > 0.3 ? "zh" : "en";
}

/** “A”, “B” and “C” (English) or “A”、“B”和“C” (Chinese): titles as a list in a sentence. */
function listOf(titles: string[], separator: string, last: string): string {
  const quoted = titles.map((t) => `“${t}”`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(separator)}${last}${quoted.at(-1)}` : (quoted[0] ?? "");
}
const listEn = (titles: string[], last: "and" | "or") => listOf(titles, ", ", ` ${last} `);
const listZh = (titles: string[], last: string) => listOf(titles, "、", last);

/** What a "how much", "how many", "when", "how long" or "how often" question asks for. */
export type FigureType = "money" | "count" | "time" | "duration" | "frequency";
const FIGURE_EN: Record<FigureType, string> = { money: "amount", count: "number", time: "date or time", duration: "length of time", frequency: "frequency" };
const FIGURE_ZH: Record<FigureType, string> = { money: "金额", count: "数量", time: "时间", duration: "时长", frequency: "频率" };

// The hints name the knowledge base's own policies (see topics.ts), never a sample's.
const EN = {
  notFound: (topics: string[]) =>
    "I couldn't find a policy that covers that. " +
    (topics.length ? `Topics I cover include ${listEn(topics, "and")}. ` : "") +
    "Try rephrasing with the words a policy would use, or ask the People team.",
  notCovered: (thing: string, topics: string[]) =>
    `I couldn't find anything on “${thing}” in the policies. ` +
    (topics.length ? `Topics I cover include ${listEn(topics, "and")}. ` : "") +
    "If you meant something else, try rephrasing, or ask the People team.",
  noFigure: (title: string, type: FigureType) =>
    `The closest policy I found, “${title}”, gives no ${FIGURE_EN[type]} for that. ` +
    "If you meant something else, try rephrasing; otherwise the People team can tell you.",
  clarify: "A few policies could answer that, and they say different things. Which one applies to you?",
  reset: "Done: I've forgotten this conversation. Ask me anything about company policy.",
  resetNothing: "There was nothing to reset here. Ask me anything about company policy.",
  empty: (topics: string[]) => `Ask me a question about a company policy${topics.length ? `, for example on ${listEn(topics, "or")}` : ""}.`,
  greeting: (topics: string[]) =>
    "Hi! Ask me about a company policy and I'll answer with the policy it comes from." + (topics.length ? ` Topics I cover include ${listEn(topics, "and")}.` : ""),
  thanks: "You're welcome. Ask if anything else comes up.",
  /** "What policies do you have?": every policy the reader may see, by title and id. */
  catalogue: (entries: string[], more: number) =>
    `I can answer questions on these policies:\n${entries.map((e) => `• ${e}`).join("\n")}${more ? `\n…and ${more} more.` : ""}\nAsk about any of them and I'll cite the policy I answer from.`,
  /** "That didn't answer my question." */
  complaint: "Sorry that missed. Could you ask again in other words, or say which policy or which detail you mean?",
  /** After a first message that only says who is asking. */
  noted: "Thanks, noted. What would you like to know? I'll answer for you in this thread.",
  help: (exampleId = "policy_001") =>
    `Ask me about a company policy and I'll answer from the policy text with its id, e.g. [${exampleId}]. Follow-up questions in the same thread keep the context; say "reset" to start over.`,
  tooLong: (n: number, max: number) =>
    `Your message is ${n.toLocaleString("en")} characters long; I can read up to ${max.toLocaleString("en")}. Please send just the question (you can quote the relevant part).`,
  failed: "Sorry, something went wrong while answering. Please try again in a moment.",
  /** Before a quote in the other language: the policy has no text in the reader's. */
  otherLanguage: "The policy says, in Chinese:",
  /** After an answer from a policy that never names the people asked about. */
  unmentioned: (title: string, groups: string[]) => `(“${title}” does not mention ${listEn(groups, "or")}; the rule quoted is the general one.)`,
  /** A message with several questions stopped at a clarifying question: the rest wait for the choice. */
  askLater: (rest: string[]) => `Once that's settled, I'll answer ${rest.map((q) => `“${q}”`).join(" and ")} too.`,
  whichThing: (reference: string, withOptions: boolean) =>
    `What do you mean by "${reference}"? I can't tell from this conversation. ` +
    (withOptions ? "If it's covered by one of these policies, pick it; otherwise tell me its name." : "Tell me its name and I'll look it up."),
};

const ZH: typeof EN = {
  notFound: (topics: string[]) =>
    "没有找到涵盖这个问题的制度。" + (topics.length ? `我能回答的制度包括${listZh(topics, "和")}等。` : "") + "请换个说法，或咨询人事部门。",
  notCovered: (thing: string, topics: string[]) =>
    `制度里没有找到关于“${thing}”的内容。` + (topics.length ? `我能回答的制度包括${listZh(topics, "和")}等。` : "") + "如果您指的是别的，请换个说法，或咨询人事部门。",
  noFigure: (title: string, type: FigureType) => `最接近的制度是“${title}”，但其中没有写明${FIGURE_ZH[type]}。如果您指的是别的，请换个说法；否则请咨询人事部门。`,
  clarify: "有几项制度都可能适用，规定各不相同。请问哪一项适用于您？",
  reset: "好的，已清空本次对话。欢迎继续提问。",
  resetNothing: "这里没有需要清空的对话。欢迎提问。",
  empty: (topics: string[]) => `请问您想了解哪项公司制度？${topics.length ? `例如${listZh(topics, "或")}。` : ""}`,
  greeting: (topics: string[]) => `您好！可以问我公司制度方面的问题${topics.length ? `（例如${listZh(topics, "、")}）` : ""}，我会注明出处。`,
  thanks: "不客气，有问题随时问我。",
  catalogue: (entries: string[], more: number) =>
    `我可以回答以下制度方面的问题：\n${entries.map((e) => `• ${e}`).join("\n")}${more ? `\n……另有 ${more} 项。` : ""}\n请直接提问，我会注明出处。`,
  complaint: "抱歉没答到点上。能换个说法再问一次，或者告诉我具体是哪项制度、哪个细节吗？",
  noted: "好的，记下了。请问您想了解什么？在这个对话里我会按您的情况回答。",
  help: (exampleId = "policy_001") => `向我提问公司制度，我会引用制度原文并注明编号，例如 [${exampleId}]。在同一话题下可以继续追问；说“重置”可重新开始。`,
  tooLong: (n: number, max: number) => `您的消息有 ${n} 个字符，我最多能读 ${max} 个。请只发送问题本身。`,
  failed: "抱歉，回答时出了点问题，请稍后再试。",
  otherLanguage: "该制度的英文原文如下：",
  unmentioned: (title: string, groups: string[]) => `（“${title}”没有提到${groups.join("、")}；以上是一般规定。）`,
  askLater: (rest: string[]) => `这个问题确定后，我再回答${rest.map((q) => `“${q}”`).join("和")}。`,
  whichThing: (reference: string, withOptions: boolean) =>
    `您说的“${reference}”具体指什么？从这段对话里看不出来。` + (withOptions ? "如果是下面某项制度涉及的内容，请选择；否则请告诉我具体名称。" : "请告诉我具体名称，我再帮您查。"),
};

export function phrases(lang: Lang): typeof EN {
  return lang === "zh" ? ZH : EN;
}
