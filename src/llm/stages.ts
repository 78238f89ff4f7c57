/** The core's optional LLM stages, on any LanguageModel. */
import type { LlmStages } from "../core/answer-turn.js";
import type { LanguageModel } from "../core/ports.js";
import { answerPrompt, citedIds, rewritePrompt, summaryPrompt } from "./prompts.js";

export function createLlmStages(model: LanguageModel): LlmStages {
  return {
    async rewrite(query) {
      const out = await model.complete(rewritePrompt(query.summary, query.history, query.text), { maxTokens: 120 });
      // A chatty model may wrap the query in quotes or a preamble line.
      return out.split("\n").map((l) => l.trim()).filter(Boolean).at(-1)?.replace(/^["'「]|["'」]$/g, "") ?? "";
    },
    async answer(question, policies, lang) {
      const text = (await model.complete(answerPrompt(question, policies, lang))).trim();
      if (/^NOT_FOUND\b/.test(text)) return { text: "", citedIds: [] };
      return { text, citedIds: citedIds(text) };
    },
    async summarize(previous, folded) {
      const out = (await model.complete(summaryPrompt(previous, folded), { maxTokens: 250 })).trim();
      return out || previous;
    },
  };
}
