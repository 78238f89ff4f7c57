/** A real policybot runtime (in-memory store, temp LanceDB) configured to talk to a FakeDiscord. */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../../src/config.js";
import { openRuntime, type Runtime } from "../../src/runtime.js";
import type { FakeDiscord } from "./discord-world.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface TestRuntime {
  runtime: Runtime;
  close(): Promise<void>;
}

export async function openDiscordTestRuntime(world: FakeDiscord, env: Record<string, string> = {}): Promise<TestRuntime> {
  process.env.LANCEDB_LOG ??= "error";
  const dir = await mkdtemp(path.join(os.tmpdir(), "policybot-discord-"));
  const config = loadConfig(
    {
      POLICYBOT_STORE: "memory",
      POLICYBOT_DATA_DIR: dir,
      POLICYBOT_DB: path.join(dir, "db"),
      POLICYBOT_KNOWLEDGE_DIR: path.join(repoRoot, "knowledge"),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
      DISCORD_TOKEN: "fake-discord-token",
      DISCORD_APPLICATION_ID: world.state.applicationId,
      DISCORD_API_URL: world.rest.apiUrl,
      ...env,
    },
    repoRoot,
  );
  const runtime = await openRuntime(config);
  return {
    runtime,
    async close() {
      await runtime.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
