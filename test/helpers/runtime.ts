/** A real runtime (LanceDB in a temp dir, in-memory store) on the sample knowledge base or another folder. */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/config.js";
import type { ConversationStore } from "../../src/core/ports.js";
import { openRuntime, type Runtime, type RuntimeOverrides } from "../../src/runtime.js";

export const REPO = path.resolve(import.meta.dirname, "../..");
export const SAMPLE_KB = path.join(REPO, "knowledge");

export async function tempDir(prefix = "policybot-"): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function testRuntime(opts: { knowledgeDir?: string; env?: Record<string, string>; store?: ConversationStore } & RuntimeOverrides = {}): Promise<Runtime & { dir: string }> {
  const dir = await tempDir();
  const config = loadConfig({
    POLICYBOT_STORE: "memory",
    POLICYBOT_DATA_DIR: dir,
    POLICYBOT_DB: path.join(dir, "db"),
    POLICYBOT_KNOWLEDGE_DIR: opts.knowledgeDir ?? SAMPLE_KB,
    LOG_LEVEL: "silent",
    ...opts.env,
  });
  const runtime = await openRuntime(config, { llm: null, ...opts });
  return {
    ...runtime,
    dir,
    async close() {
      await runtime.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** A runtime on a knowledge folder of its own, written from `files` (name → Markdown); closing it removes the folder. */
export async function runtimeOn(files: Record<string, string>): Promise<Runtime & { dir: string }> {
  const kb = await tempDir("policybot-kb-");
  for (const [name, text] of Object.entries(files)) await fs.writeFile(path.join(kb, name), text);
  const runtime = await testRuntime({ knowledgeDir: kb });
  return {
    ...runtime,
    async close() {
      await runtime.close();
      await fs.rm(kb, { recursive: true, force: true });
    },
  };
}
