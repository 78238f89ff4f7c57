/** LanguageModel on any OpenAI-compatible chat completions endpoint. */
import type OpenAI from "openai";
import { PolicybotError } from "../core/errors.js";
import type { ChatMessage, LanguageModel } from "../core/ports.js";

export class OpenAIChatModel implements LanguageModel {
  readonly id: string;
  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
  ) {
    this.id = `openai:${model}`;
  }

  async complete(messages: ChatMessage[], options: { maxTokens?: number; temperature?: number } = {}): Promise<string> {
    try {
      const res = await this.client.chat.completions.create({
        model: this.model,
        messages,
        max_tokens: options.maxTokens ?? 400,
        temperature: options.temperature ?? 0,
      });
      return res.choices[0]?.message?.content ?? "";
    } catch (err) {
      throw new PolicybotError("LLM_FAILED", `chat model ${this.model} failed: ${(err as Error).message}`, { cause: err });
    }
  }
}
