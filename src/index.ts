/** `policybot`: the platform-free core, for embedding policybot in other programs. */
export { loadConfig, redactConfig, type Config } from "./config.js";
export { openRuntime, type Runtime, type RuntimeOverrides } from "./runtime.js";
export { createPolicybot, type Policybot, type ConversationInfo } from "./core/policybot.js";
export { answerTurn, type CoreOptions, type LlmStages, type PipelineDeps } from "./core/answer-turn.js";
export { PolicybotError, isPolicybotError, type ErrorCode } from "./core/errors.js";
export type * from "./core/ports.js";
export type * from "./core/types.js";
export { ingestDirectory, ingestDocuments, ensureIngested } from "./knowledge/ingest.js";
export { openKnowledgeBase } from "./knowledge/lance-kb.js";
export { HashEmbedder } from "./knowledge/hash-embedder.js";
export { OpenAIEmbedder } from "./knowledge/openai-embedder.js";
export { createMemoryStore, createRedisStore, createSqliteStore, createStore } from "./store/create-store.js";
