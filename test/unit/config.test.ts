import { describe, expect, it } from "vitest";
import { loadConfig, redactConfig } from "../../src/config.js";

describe("loadConfig", () => {
  it("runs offline with no environment at all", () => {
    const c = loadConfig({}, "/srv/app");
    expect(c).toMatchObject({ store: "sqlite", embedder: "hash", llm: false, dataDir: "/srv/app/data", dbPath: "/srv/app/data/lancedb", knowledgeDir: "/srv/app/knowledge" });
    expect(c.slack).toBeUndefined();
    expect(c.discord).toBeUndefined();
  });

  it("lists every problem at once, each with how to fix it", () => {
    let message = "";
    try {
      loadConfig({ SLACK_SIGNING_SECRET: "s", DISCORD_TOKEN: "t", POLICYBOT_STORE: "mongo", POLICYBOT_MAX_INPUT_CHARS: "-1", POLICYBOT_LLM: "maybe", OPENAI_BASE_URL: "not a url" });
    } catch (err) {
      expect(err).toMatchObject({ code: "CONFIG_INVALID" });
      message = (err as Error).message;
    }
    for (const key of ["SLACK_BOT_TOKEN", "DISCORD_APPLICATION_ID", "POLICYBOT_STORE", "POLICYBOT_MAX_INPUT_CHARS", "POLICYBOT_LLM", "OPENAI_BASE_URL"]) {
      expect(message).toContain(key);
    }
  });

  it("switches to Redis and LLM mode from their settings", () => {
    const c = loadConfig({ REDIS_URL: "redis://127.0.0.1:6379", OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" });
    expect(c.store).toBe("redis");
    expect(c.llm).toBe(true);
  });

  it("never shows secrets in its redacted form", () => {
    const c = loadConfig({ SLACK_BOT_TOKEN: "xoxb-very-secret-token", SLACK_APP_TOKEN: "xapp-secret-app", OPENAI_API_KEY: "sk-secret-key-123" });
    const text = JSON.stringify(redactConfig(c));
    expect(text).not.toContain("very-secret");
    expect(text).not.toContain("secret-app");
    expect(text).not.toContain("secret-key");
  });
});
