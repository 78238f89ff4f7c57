/** One place that builds the OpenAI SDK client from config; the key never leaves this function. */
import OpenAI from "openai";
import type { OpenAIConfig } from "../config.js";

export function createOpenAIClient(config: OpenAIConfig): OpenAI {
  return new OpenAI({
    // Local servers (Ollama, vLLM) accept any key; the SDK insists on one.
    apiKey: config.apiKey ?? "not-needed",
    baseURL: config.baseURL,
    timeout: config.timeoutMs,
    maxRetries: 1,
  });
}
