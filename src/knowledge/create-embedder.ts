import type { Config } from "../config.js";
import type { Embedder } from "../core/ports.js";
import { createOpenAIClient } from "../llm/openai-client.js";
import { HashEmbedder } from "./hash-embedder.js";
import { OpenAIEmbedder } from "./openai-embedder.js";

export function createEmbedder(config: Config): Embedder {
  if (config.embedder === "openai") {
    return new OpenAIEmbedder({ client: createOpenAIClient(config.openai), model: config.openai.embeddingModel });
  }
  return new HashEmbedder();
}
