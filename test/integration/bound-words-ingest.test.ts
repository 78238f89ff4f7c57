/** The words passages always follow ("near miss") are counted at ingest, kept beside the table, and kept current. */
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { terms } from "../../src/core/text.js";
import { HashEmbedder } from "../../src/knowledge/hash-embedder.js";
import { ingestDirectory } from "../../src/knowledge/ingest.js";
import { openKnowledgeBase } from "../../src/knowledge/lance-kb.js";
import { readMeta } from "../../src/knowledge/lance-table.js";
import { REPO, tempDir } from "../helpers/runtime.js";

let dir: string;
let kbDir: string;
let dbPath: string;
const embedder = new HashEmbedder();
const [miss, near] = terms("miss near");

beforeEach(async () => {
  dir = await tempDir();
  kbDir = path.join(dir, "kb");
  dbPath = path.join(dir, "db");
  await fs.mkdir(kbDir, { recursive: true });
  await write("safety.md", "---\nid: lab_1\ntitle: Lab safety\n---\n# Incidents\n\nEvery accident or near miss in a lab must be reported within 24 hours.\n");
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

async function write(rel: string, text: string): Promise<void> {
  await fs.writeFile(path.join(kbDir, rel), text);
}

async function topPolicy(question: string): Promise<string | undefined> {
  const kb = await openKnowledgeBase({ dbPath, embedder });
  const found = await kb.search({ text: question });
  await kb.close?.();
  return found.policies[0]?.policyId;
}

describe("bound words at ingest", () => {
  it("counts them over old and new passages when a file is added or removed", async () => {
    await ingestDirectory({ dir: kbDir, dbPath, embedder });
    // Seen once: no pattern yet.
    expect((await readMeta(dbPath))?.boundWords?.[miss]).toBeUndefined();

    await write("register.md", "---\nid: lab_2\ntitle: Incident register\n---\nEach near miss is logged in the register.\n");
    expect(await ingestDirectory({ dir: kbDir, dbPath, embedder })).toMatchObject({ added: 1, unchanged: 1 });
    expect((await readMeta(dbPath))?.boundWords?.[miss]).toEqual({ after: near, forms: ["miss"] });

    // Nothing changed: the table is kept as it was.
    await ingestDirectory({ dir: kbDir, dbPath, embedder });
    expect((await readMeta(dbPath))?.boundWords?.[miss]).toEqual({ after: near, forms: ["miss"] });

    await fs.rm(path.join(kbDir, "register.md"));
    await ingestDirectory({ dir: kbDir, dbPath, embedder });
    expect((await readMeta(dbPath))?.boundWords?.[miss]).toBeUndefined();
  });

  it("still finds them in a database built before they were kept", async () => {
    // The university's knowledge base, where "I missed my exam" needs them (see bound-words.test.ts).
    await ingestDirectory({ dir: path.join(REPO, "test/eval/university/knowledge"), dbPath, embedder });
    const file = path.join(dbPath, "policybot-meta.json");
    const { boundWords, ...older } = JSON.parse(await fs.readFile(file, "utf8"));
    expect(boundWords[miss]).toBeDefined();
    await fs.writeFile(file, JSON.stringify(older));
    expect(await topPolicy("I missed my exam, what can I do?")).toBe("kb_009");
  });
});
