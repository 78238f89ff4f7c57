/** The console front door, as a new user drives it: the real CLI in a child process, stdin lines in, JSON out. */
import { execFile, spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, tempDir } from "../helpers/runtime.js";

const BIN = path.join(REPO, "bin", "policybot.js");
let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

function run(args: string[], input: string, env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: dir, env: { ...process.env, POLICYBOT_KNOWLEDGE_DIR: path.join(REPO, "knowledge"), POLICYBOT_DATA_DIR: path.join(dir, "data"), ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(input);
  });
}

const lines = (s: string) => s.trim().split("\n").map((l) => JSON.parse(l));

describe("policybot chat --json (stdin is not a terminal)", () => {
  it("holds a conversation in English and Chinese, with /new and /reset", async () => {
    const input = [
      "Sales visiting a client in a tier-1 city: max hotel per night?",
      "What about tier-2 cities?",
      "/new",
      "销售去一线城市拜访客户，住宿费最多多少？",
      "那二线城市呢？",
      "/reset",
      "What about tier-2 cities?",
      "What's on the cafeteria menu today?",
    ].join("\n");
    const { code, stdout, stderr } = await run(["chat", "--json"], `${input}\n`);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const out = lines(stdout);
    expect(out.map((r) => r.kind)).toEqual(["answer", "answer", "reset", "answer", "answer", "reset", out[6].kind, "not_found"]);
    expect(out[0]).toMatchObject({ citations: [{ policyId: "policy_002" }] });
    expect(out[0].text).toContain("650");
    expect(out[1].text).toContain("450");
    expect(out[1].rewrittenQuery).toMatch(/sales/i);
    expect(out[2].conversationId).not.toBe(out[1].conversationId);
    expect(out[4].text).toContain("450");
    expect(out[6].text).not.toContain("450");
    expect(out[7].citations).toEqual([]);
    for (const r of out) expect(Object.keys(r)).toEqual(expect.arrayContaining(["kind", "text", "citations", "rewrittenQuery", "conversationId"]));
  });

  it("persists the conversation in sqlite so a restarted chat can continue it", async () => {
    await run(["chat", "--json", "--session", "keep1"], "Sales visiting a client in a tier-1 city: max hotel per night?\n");
    const { stdout } = await run(["chat", "--json", "--session", "keep1"], "What about tier-2 cities?\n");
    expect(lines(stdout)[0].text).toContain("450");
  });
});

describe("policybot ingest and chat --db on a knowledge base it has never seen", () => {
  it("answers from the new folder and reports bad files", async () => {
    const kb = path.join(dir, "other-kb");
    await fs.mkdir(kb);
    await fs.writeFile(path.join(kb, "bikes.md"), "---\nid: bike_01\ntitle: Cycle to Work\n---\n# Cycle to Work\n\n## Bike allowance\n\nStaff who cycle to work get a bike allowance of 40 EUR per month.\n\n## Showers\n\nShowers are on floor 2.\n");
    await fs.writeFile(path.join(kb, "phones.md"), "---\nid: phone_02\ntitle: Mobile Phones\n---\n# Mobile Phones\n\n## Allowance\n\nThe mobile phone allowance is 25 EUR per month for on-call staff.\n");
    await fs.writeFile(path.join(kb, "bad.md"), "---\nid: [\n---\nx");
    const db = path.join(dir, "other-db");
    const ingest = await promisify(execFile)(process.execPath, [BIN, "ingest", kb, "--db", db], { cwd: dir });
    expect(ingest.stdout).toMatch(/2 added/);
    expect(ingest.stdout).toMatch(/bad\.md: front matter is not valid YAML/);
    const { stdout } = await run(["chat", "--db", db, "--json"], "How much is the bike allowance?\nAnd for phones?\nWhat's on the cafeteria menu?\n");
    const out = lines(stdout);
    expect(out[0]).toMatchObject({ kind: "answer", citations: [{ policyId: "bike_01" }] });
    expect(out[0].text).toContain("40 EUR");
    expect(out[1]).toMatchObject({ kind: "answer", citations: [{ policyId: "phone_02" }] });
    expect(out[1].text).toContain("25 EUR");
    expect(out[2].kind).toBe("not_found");
  });

  it("answers a single question with policybot ask", async () => {
    const { stdout, code } = await run(["ask", "Interns: hotel limit per night?", "--json"], "");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ kind: "answer", citations: [{ policyId: "policy_003" }] });
  });

  it("lists every configuration problem at once and exits non-zero", async () => {
    const { code, stderr } = await run(["chat"], "", { POLICYBOT_STORE: "redis", POLICYBOT_HISTORY_BUDGET_CHARS: "x", SLACK_APP_TOKEN: "bad" });
    expect(code).toBe(78);
    expect(stderr).toMatch(/POLICYBOT_HISTORY_BUDGET_CHARS/);
    expect(stderr).toMatch(/REDIS_URL/);
    expect(stderr).toMatch(/SLACK_BOT_TOKEN/);
    expect(stderr).toMatch(/xapp-/);
    expect(stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});
