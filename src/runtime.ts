/** Wires config to concrete ports: the one place that chooses implementations. */
import type { Config } from "./config.js";
import { createPolicybot, type Policybot } from "./core/policybot.js";
import type { LlmStages } from "./core/answer-turn.js";
import type { ConversationStore, Embedder, KnowledgeBase, Logger } from "./core/ports.js";
import { createEmbedder } from "./knowledge/create-embedder.js";
import { ensureIngested } from "./knowledge/ingest.js";
import { openKnowledgeBase } from "./knowledge/lance-kb.js";
import { createLanguageModel } from "./llm/create-llm.js";
import { createLogger } from "./logger.js";
import { createStore } from "./store/create-store.js";

export interface Runtime {
  config: Config;
  bot: Policybot;
  kb: KnowledgeBase;
  store: ConversationStore;
  logger: Logger;
  close(): Promise<void>;
}

export interface RuntimeOverrides {
  store?: ConversationStore;
  logger?: Logger;
  embedder?: Embedder;
  /** LLM stages to use; null forces offline even when an endpoint is configured. */
  llm?: LlmStages | null;
  /** Ingest `config.knowledgeDir` first when the database is missing or stale (default true). */
  autoIngest?: boolean;
  clock?: () => number;
}

export async function openRuntime(config: Config, overrides: RuntimeOverrides = {}): Promise<Runtime> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const embedder = overrides.embedder ?? createEmbedder(config);
  if (overrides.autoIngest ?? true) {
    await ensureIngested({ dir: config.knowledgeDir, dbPath: config.dbPath, embedder, logger });
  }
  const kb = await openKnowledgeBase({ dbPath: config.dbPath, embedder });
  const store = overrides.store ?? (await createStore(config));
  const llm = overrides.llm === null ? undefined : (overrides.llm ?? createLanguageModel(config));
  const bot = createPolicybot({
    kb,
    store,
    llm,
    logger,
    clock: overrides.clock,
    options: {
      historyBudgetChars: config.historyBudgetChars,
      maxInputChars: config.maxInputChars,
      conversationTtlMs: config.conversationTtlMs,
      visibility: config.visibility,
    },
  });
  return {
    config,
    bot,
    kb,
    store,
    logger,
    async close() {
      await kb.close?.();
      await store.close?.();
    },
  };
}
