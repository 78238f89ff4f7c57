/** Embeddings from any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio ...). */
import OpenAI from "openai";
import { PolicybotError } from "../core/errors.js";
import type { Embedder } from "../core/ports.js";

export interface OpenAIEmbedderOptions {
  client: OpenAI;
  model: string;
  /** Known dimension, or undefined to learn it from the first call. */
  dimension?: number;
  batchSize?: number;
}

export class OpenAIEmbedder implements Embedder {
  readonly id: string;
  private dim: number | undefined;
  private readonly batchSize: number;

  constructor(private readonly options: OpenAIEmbedderOptions) {
    this.id = `openai:${options.model}`;
    this.dim = options.dimension;
    this.batchSize = options.batchSize ?? 64;
  }

  get dimension(): number {
    if (this.dim === undefined) {
      throw new PolicybotError("EMBEDDING_FAILED", "the embedding dimension is unknown until the first embedding call");
    }
    return this.dim;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += this.batchSize) {
      const batch = texts.slice(i, i + this.batchSize).map((t) => t || " ");
      let data: { embedding: number[]; index: number }[];
      try {
        const res = await this.options.client.embeddings.create({ model: this.options.model, input: batch });
        data = res.data;
      } catch (err) {
        throw new PolicybotError("EMBEDDING_FAILED", `embedding endpoint failed for model ${this.options.model}: ${(err as Error).message}`, { cause: err });
      }
      for (const d of [...data].sort((a, b) => a.index - b.index)) {
        if (this.dim === undefined) this.dim = d.embedding.length;
        if (d.embedding.length !== this.dim) {
          throw new PolicybotError("EMBEDDING_FAILED", `model ${this.options.model} returned ${d.embedding.length} dimensions, expected ${this.dim}`);
        }
        out.push(Float32Array.from(d.embedding));
      }
    }
    return out;
  }
}
