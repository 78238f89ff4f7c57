/** Everything the bot says in its own words, in English and Chinese (picked by the question's script). */
import { cjkRatio } from "./text.js";

export type Lang = "en" | "zh";

export function languageOf(text: string): Lang {
  return cjkRatio(text) > 0.3 ? "zh" : "en";
}

const EN = {
  notFound: "I couldn't find a policy that covers that. Try rephrasing with the policy's topic (for example \"hotel limit\" or \"sick leave\"), or ask the People team.",
  clarify: "A few policies could answer that, and they say different things. Which one applies to you?",
  reset: "Done: I've forgotten this conversation. Ask me anything about company policy.",
  resetNothing: "There was nothing to reset here. Ask me anything about company policy.",
  empty: "Ask me a question about a company policy, for example: \"What's the hotel limit for a client visit?\"",
  greeting: "Hi! Ask me about a company policy — travel, leave, expenses, security — and I'll answer with the policy it comes from.",
  thanks: "You're welcome. Ask if anything else comes up.",
  help: "Ask me about a company policy and I'll answer from the policy text with its id, e.g. [policy_001]. Follow-up questions in the same thread keep the context; say \"reset\" to start over.",
  tooLong: (n: number, max: number) =>
    `Your message is ${n.toLocaleString("en")} characters long; I can read up to ${max.toLocaleString("en")}. Please send just the question (you can quote the relevant part).`,
  failed: "Sorry, something went wrong while answering. Please try again in a moment.",
  /** Before a quote in the other language: the policy has no text in the reader's. */
  otherLanguage: "The policy says, in Chinese:",
  whichThing: (reference: string, withOptions: boolean) =>
    `What do you mean by "${reference}"? I can't tell from this conversation. ` +
    (withOptions ? "If it's covered by one of these policies, pick it; otherwise tell me its name." : "Tell me its name and I'll look it up."),
};

const ZH: typeof EN = {
  notFound: "没有找到涵盖这个问题的制度。请换个说法（例如“住宿标准”或“病假”），或咨询人事部门。",
  clarify: "有几项制度都可能适用，规定各不相同。请问哪一项适用于您？",
  reset: "好的，已清空本次对话。欢迎继续提问。",
  resetNothing: "这里没有需要清空的对话。欢迎提问。",
  empty: "请问您想了解哪项公司制度？例如：“拜访客户的住宿标准是多少？”",
  greeting: "您好！可以问我公司制度方面的问题（差旅、休假、报销、信息安全等），我会注明出处。",
  thanks: "不客气，有问题随时问我。",
  help: "向我提问公司制度，我会引用制度原文并注明编号，例如 [policy_001]。在同一话题下可以继续追问；说“重置”可重新开始。",
  tooLong: (n: number, max: number) => `您的消息有 ${n} 个字符，我最多能读 ${max} 个。请只发送问题本身。`,
  failed: "抱歉，回答时出了点问题，请稍后再试。",
  otherLanguage: "该制度只有英文原文：",
  whichThing: (reference: string, withOptions: boolean) =>
    `您说的“${reference}”具体指什么？从这段对话里看不出来。` + (withOptions ? "如果是下面某项制度涉及的内容，请选择；否则请告诉我具体名称。" : "请告诉我具体名称，我再帮您查。"),
};

export function phrases(lang: Lang): typeof EN {
  return lang === "zh" ? ZH : EN;
}
