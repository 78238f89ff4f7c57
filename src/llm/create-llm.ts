import type { Config } from "../config.js";
import type { LlmStages } from "../core/answer-turn.js";
import { createOpenAIClient } from "./openai-client.js";
import { OpenAIChatModel } from "./openai-chat.js";
import { createLlmStages } from "./stages.js";

/** LLM stages when an OpenAI-compatible endpoint is configured; undefined keeps the bot fully offline. */
export function createLanguageModel(config: Config): LlmStages | undefined {
  if (!config.llm) return undefined;
  return createLlmStages(new OpenAIChatModel(createOpenAIClient(config.openai), config.openai.chatModel));
}
