/** One place that reads the environment, validates all of it, and reports every problem at once. */
import path from "node:path";
import { PolicybotError } from "./core/errors.js";

export interface SlackConfig {
  botToken: string;
  appToken?: string;
  signingSecret?: string;
  apiUrl?: string;
  port: number;
  followUpsWithoutMention: boolean;
  answerBots: boolean;
}

export interface DiscordConfig {
  token: string;
  applicationId: string;
  apiUrl?: string;
  createThreads: boolean;
  followUpsWithoutMention: boolean;
}

export interface OpenAIConfig {
  apiKey?: string;
  baseURL?: string;
  chatModel: string;
  embeddingModel: string;
  timeoutMs: number;
}

export interface Config {
  dataDir: string;
  knowledgeDir: string;
  dbPath: string;
  store: "sqlite" | "memory" | "redis";
  redisUrl?: string;
  conversationTtlMs: number;
  historyBudgetChars: number;
  maxInputChars: number;
  visibility?: string[];
  embedder: "hash" | "openai";
  llm: boolean;
  openai: OpenAIConfig;
  logLevel: string;
  slack?: SlackConfig;
  discord?: DiscordConfig;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** Reads `env`; throws CONFIG_INVALID listing every problem with how to fix it. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const str = (k: string) => {
    const v = env[k]?.trim();
    return v ? v : undefined;
  };
  const num = (k: string, dflt: number, min: number) => {
    const raw = str(k);
    if (raw === undefined) return dflt;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min) {
      problems.push(`${k}=${JSON.stringify(raw)} must be a number ≥ ${min}`);
      return dflt;
    }
    return n;
  };
  const bool = (k: string, dflt: boolean) => {
    const raw = str(k)?.toLowerCase();
    if (raw === undefined) return dflt;
    if (["1", "true", "yes", "on"].includes(raw)) return true;
    if (["0", "false", "no", "off"].includes(raw)) return false;
    problems.push(`${k}=${JSON.stringify(raw)} must be true or false`);
    return dflt;
  };
  const oneOf = <T extends string>(k: string, allowed: readonly T[], dflt: T): T => {
    const raw = str(k)?.toLowerCase();
    if (raw === undefined) return dflt;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${k}=${JSON.stringify(raw)} must be one of: ${allowed.join(", ")}`);
    return dflt;
  };
  const url = (k: string) => {
    const raw = str(k);
    if (raw === undefined) return undefined;
    try {
      new URL(raw);
      return raw;
    } catch {
      problems.push(`${k}=${JSON.stringify(raw)} is not a URL (expected e.g. http://127.0.0.1:8080/)`);
      return undefined;
    }
  };

  const dataDir = path.resolve(cwd, str("POLICYBOT_DATA_DIR") ?? "data");
  const redisUrl = url("REDIS_URL");
  const store = oneOf("POLICYBOT_STORE", ["sqlite", "memory", "redis"] as const, redisUrl ? "redis" : "sqlite");
  if (store === "redis" && !redisUrl) problems.push("POLICYBOT_STORE=redis needs REDIS_URL (e.g. redis://127.0.0.1:6379)");

  const openai: OpenAIConfig = {
    apiKey: str("OPENAI_API_KEY"),
    baseURL: url("OPENAI_BASE_URL"),
    chatModel: str("OPENAI_MODEL") ?? "gpt-4o-mini",
    embeddingModel: str("OPENAI_EMBEDDING_MODEL") ?? "text-embedding-3-small",
    timeoutMs: num("OPENAI_TIMEOUT_MS", 20_000, 100),
  };
  const haveEndpoint = Boolean(openai.apiKey || openai.baseURL);
  const embedder = oneOf("POLICYBOT_EMBEDDER", ["hash", "openai"] as const, "hash");
  if (embedder === "openai" && !haveEndpoint) {
    problems.push("POLICYBOT_EMBEDDER=openai needs OPENAI_API_KEY or OPENAI_BASE_URL");
  }
  const llm = bool("POLICYBOT_LLM", haveEndpoint);
  if (llm && !haveEndpoint) problems.push("POLICYBOT_LLM=true needs OPENAI_API_KEY or OPENAI_BASE_URL");

  const logLevel = str("LOG_LEVEL")?.toLowerCase() ?? "info";
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL=${JSON.stringify(logLevel)} must be one of: ${LOG_LEVELS.join(", ")}`);

  const visibility = str("POLICYBOT_VISIBILITY")?.split(",").map((s) => s.trim()).filter(Boolean);

  let slack: SlackConfig | undefined;
  const slackBotToken = str("SLACK_BOT_TOKEN");
  const slackAppToken = str("SLACK_APP_TOKEN");
  const slackSecret = str("SLACK_SIGNING_SECRET");
  if (slackBotToken || slackAppToken || slackSecret) {
    if (!slackBotToken) problems.push("SLACK_BOT_TOKEN is required when Slack is configured (starts with xoxb-)");
    if (!slackAppToken && !slackSecret) {
      problems.push("Slack needs SLACK_APP_TOKEN (Socket Mode, xapp-…) or SLACK_SIGNING_SECRET (HTTP Events API)");
    }
    if (slackAppToken && !slackAppToken.startsWith("xapp-")) problems.push("SLACK_APP_TOKEN must start with xapp-");
    slack = {
      botToken: slackBotToken ?? "",
      appToken: slackAppToken,
      signingSecret: slackSecret,
      apiUrl: url("SLACK_API_URL"),
      port: num("PORT", 3000, 0),
      followUpsWithoutMention: bool("SLACK_FOLLOWUPS_WITHOUT_MENTION", true),
      answerBots: bool("SLACK_ANSWER_BOTS", false),
    };
  }

  let discord: DiscordConfig | undefined;
  const discordToken = str("DISCORD_TOKEN");
  const discordApp = str("DISCORD_APPLICATION_ID");
  if (discordToken || discordApp) {
    if (!discordToken) problems.push("DISCORD_TOKEN is required when Discord is configured");
    if (!discordApp) problems.push("DISCORD_APPLICATION_ID is required when Discord is configured");
    discord = {
      token: discordToken ?? "",
      applicationId: discordApp ?? "",
      apiUrl: url("DISCORD_API_URL"),
      createThreads: bool("DISCORD_CREATE_THREADS", true),
      followUpsWithoutMention: bool("DISCORD_FOLLOWUPS_WITHOUT_MENTION", true),
    };
  }

  const config: Config = {
    dataDir,
    knowledgeDir: path.resolve(cwd, str("POLICYBOT_KNOWLEDGE_DIR") ?? "knowledge"),
    dbPath: path.resolve(cwd, str("POLICYBOT_DB") ?? path.join(dataDir, "lancedb")),
    store,
    redisUrl,
    conversationTtlMs: num("POLICYBOT_CONVERSATION_TTL_HOURS", 168, 0.001) * 3_600_000,
    historyBudgetChars: num("POLICYBOT_HISTORY_BUDGET_CHARS", 2_400, 200),
    maxInputChars: num("POLICYBOT_MAX_INPUT_CHARS", 4_000, 50),
    visibility: visibility?.length ? visibility : undefined,
    embedder,
    llm,
    openai,
    logLevel,
    slack,
    discord,
  };
  if (problems.length) {
    throw new PolicybotError(
      "CONFIG_INVALID",
      `Configuration has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
  return config;
}

/** The config with secrets masked, for logs and `--debug`. */
export function redactConfig(config: Config): unknown {
  const mask = (s?: string) => (s ? `${s.slice(0, 4)}…(${s.length})` : undefined);
  return {
    ...config,
    openai: { ...config.openai, apiKey: mask(config.openai.apiKey) },
    slack: config.slack && { ...config.slack, botToken: mask(config.slack.botToken), appToken: mask(config.slack.appToken), signingSecret: mask(config.slack.signingSecret) },
    discord: config.discord && { ...config.discord, token: mask(config.discord.token) },
  };
}
