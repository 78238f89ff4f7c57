import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEvalArgs, runEvalCommand } from "../../../src/cli/eval.js";

describe("policybot eval arguments", () => {
  it("defaults to every suite and ../shared/datasets", () => {
    const args = parseEvalArgs([], "/repo/main");
    expect(args.suites).toEqual(["own", "university", "hospital", "logistics", "hospitality", "retail", "software", "construction", "doc2dial", "cast", "zh", "mtrag_un"]);
    expect(args.datasets).toBe("/repo/shared/datasets");
  });

  it("takes suites, paths and a limit", () => {
    const args = parseEvalArgs(["--suite", "cast,zh", "--suite=mtrag_un", "--datasets", "data", "--json", "out/r.json", "--limit", "50"], "/w");
    expect(args).toMatchObject({ suites: ["cast", "zh", "mtrag_un"], datasets: "/w/data", json: "/w/out/r.json", limit: 50 });
  });

  it("rejects what it does not know, with the usage", async () => {
    expect(() => parseEvalArgs(["--suite", "squad"])).toThrow(/unknown suite squad/);
    expect(() => parseEvalArgs(["--limit", "0"])).toThrow(/positive whole number/);
    const err: string[] = [];
    expect(await runEvalCommand(["--bogus"], { out: () => {}, err: (s) => err.push(s) })).toBe(2);
    expect(err.join("\n")).toMatch(/unknown option --bogus[\s\S]*usage: policybot eval/);
  });

  it("skips a suite whose dataset folder is missing, and still writes the JSON", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "eval-cli-"));
    const out: string[] = [];
    const err: string[] = [];
    const code = await runEvalCommand(["--suite", "zh", "--datasets", path.join(dir, "nowhere"), "--json", path.join(dir, "r.json")], {
      out: (s) => out.push(s),
      err: (s) => err.push(s),
    });
    expect(code).toBe(0);
    expect(err.join("\n")).toMatch(/skipping zh: dataset not found at .*nowhere/);
    expect(out.join("\n")).toMatch(/zh: skipped/);
    expect(JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8"))).toEqual({});
  });

  it("replays your own conversations on your own knowledge base", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "eval-own-"));
    const [kb, convs] = [path.join(dir, "kb"), path.join(dir, "convs")];
    mkdirSync(kb);
    mkdirSync(convs);
    writeFileSync(
      path.join(kb, "lib_001-borrowing.md"),
      "---\nid: lib_001\ntitle: Library Borrowing\n---\n\n# Library Borrowing\n\n## Loan Periods\n\nStudents may borrow up to 12 books for 28 days. Staff may borrow up to 30 books for 90 days.\n",
    );
    writeFileSync(
      path.join(convs, "library.yaml"),
      [
        "conversations:",
        "  - id: loans",
        "    lang: en",
        "    covers: [follow-up, not-found]",
        "    turns:",
        '      - user: "How many books can students borrow?"',
        "        expect: answer",
        "        cite: [lib_001]",
        '        says: ["12"]',
        '      - user: "Is there a swimming pool on campus?"',
        "        expect: not_found",
      ].join("\n"),
    );
    const out: string[] = [];
    const code = await runEvalCommand(["--suite", "own", "--knowledge", kb, "--conversations", convs, "--json", path.join(dir, "r.json")], { out: (s) => out.push(s), err: () => {} });
    expect(code).toBe(0);
    expect(out.join("\n")).toMatch(/1 conversations, 2 turns/);
    expect(JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8")).own.policybot.accuracy).toBe(1);
  });
});
