/** Ingestion into a real LanceDB in a temp dir: incremental updates, bad files, embedder identity. */
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HashEmbedder } from "../../src/knowledge/hash-embedder.js";
import { ingestDirectory } from "../../src/knowledge/ingest.js";
import { openKnowledgeBase } from "../../src/knowledge/lance-kb.js";
import { tempDir } from "../helpers/runtime.js";

let dir: string;
let kbDir: string;
let dbPath: string;
const embedder = new HashEmbedder();

beforeEach(async () => {
  dir = await tempDir();
  kbDir = path.join(dir, "kb");
  dbPath = path.join(dir, "db");
  await fs.mkdir(path.join(kbDir, "hr"), { recursive: true });
  await fs.writeFile(path.join(kbDir, "parking.md"), "---\nid: fac_1\ntitle: Parking\nurl: https://x.test/parking\n---\n# Parking\n\n## Permits\n\nStaff parking permits cost 120 per month.\n");
  await fs.writeFile(path.join(kbDir, "hr", "pets.txt"), "Pets at work\n\nDogs are welcome in the office on Fridays.\n");
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

const write = (rel: string, text: string) => fs.writeFile(path.join(kbDir, rel), text);

describe("ingestDirectory", () => {
  it("indexes Markdown and plain text, and only re-embeds what changed", async () => {
    const first = await ingestDirectory({ dir: kbDir, dbPath, embedder });
    expect(first).toMatchObject({ added: 2, updated: 0, removed: 0, problems: [] });
    expect(first.chunks).toBeGreaterThanOrEqual(2);

    const again = await ingestDirectory({ dir: kbDir, dbPath, embedder });
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 2, chunks: 0 });

    await write("parking.md", "---\nid: fac_1\ntitle: Parking\n---\n# Parking\n\n## Permits\n\nStaff parking permits cost 150 per month.\n");
    await fs.rm(path.join(kbDir, "hr", "pets.txt"));
    const changed = await ingestDirectory({ dir: kbDir, dbPath, embedder });
    expect(changed).toMatchObject({ added: 0, updated: 1, removed: 1 });

    const kb = await openKnowledgeBase({ dbPath, embedder });
    const hit = await kb.search({ text: "parking permit cost" });
    expect(hit.chunks[0].text).toContain("150");
    expect(hit.chunks.some((c) => c.text.includes("120"))).toBe(false);
    const pets = await kb.search({ text: "dogs in the office" });
    expect(pets.policies.find((p) => p.policyId === "pets")).toBeUndefined();
    await kb.close?.();
  });

  it("skips a malformed file, names it and its problem, and ingests the rest", async () => {
    await write("broken.md", "---\nid: [oops\n---\nBody");
    await write("empty.md", "");
    const report = await ingestDirectory({ dir: kbDir, dbPath, embedder });
    expect(report.added).toBe(2);
    expect(report.problems.map((p) => p.source).sort()).toEqual(["broken.md", "empty.md"]);
    expect(report.problems.find((p) => p.source === "broken.md")?.problem).toMatch(/front matter is not valid YAML/);
    const kb = await openKnowledgeBase({ dbPath, embedder });
    expect(kb.policy("fac_1")?.url).toBe("https://x.test/parking");
    expect(kb.policy("pets")?.title).toBe("Pets at work");
    await kb.close?.();
  });

  it("reports a duplicate id in the second file", async () => {
    await write("zz-parking-copy.md", "---\nid: fac_1\n---\nAnother parking text.\n");
    const report = await ingestDirectory({ dir: kbDir, dbPath, embedder });
    expect(report.problems).toEqual([{ source: "zz-parking-copy.md", problem: "id fac_1 is already used by parking.md" }]);
  });

  it("refuses to search with another embedder and says how to re-ingest", async () => {
    await ingestDirectory({ dir: kbDir, dbPath, embedder });
    await expect(openKnowledgeBase({ dbPath, embedder: new HashEmbedder(128) })).rejects.toMatchObject({
      code: "KB_EMBEDDER_MISMATCH",
      message: expect.stringContaining(`policybot ingest DIR --db ${dbPath}`),
    });
  });

  it("filters by visibility", async () => {
    await write("secret.md", "---\nid: exec_1\nvisibility: managers\n---\nParking for managers is free.\n");
    await ingestDirectory({ dir: kbDir, dbPath, embedder });
    const kb = await openKnowledgeBase({ dbPath, embedder });
    const all = await kb.search({ text: "parking for managers" });
    expect(all.policies.map((p) => p.policyId)).toContain("exec_1");
    const publicOnly = await kb.search({ text: "parking for managers", visibility: [""] });
    expect(publicOnly.policies.map((p) => p.policyId)).not.toContain("exec_1");
    // The list the bot draws its hints from hides it too.
    expect(kb.policies?.().map((p) => p.policyId)).toContain("exec_1");
    expect(kb.policies?.([""]).map((p) => p.policyId)).not.toContain("exec_1");
    await kb.close?.();
  });
});
