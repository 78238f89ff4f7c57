import { describe, expect, it } from "vitest";
import { chunkDocument } from "../../../src/knowledge/chunk.js";
import { parsePolicyFile } from "../../../src/knowledge/parse.js";

const DOC = `---
id: hr_7
title: Remote Work
tags: [remote, wfh]
visibility: public
effective: 2025-01-01
url: https://example.test/remote
---

# Remote Work

## Eligibility

Employees may work remotely two days a week.

Managers approve exceptions.

## Equipment

A monitor is provided.
`;

describe("parsePolicyFile", () => {
  it("reads front matter fields", () => {
    const doc = parsePolicyFile("hr/remote.md", DOC);
    expect(doc).toMatchObject({ policyId: "hr_7", title: "Remote Work", tags: ["remote", "wfh"], visibility: "public", effective: "2025-01-01", url: "https://example.test/remote" });
    expect(doc.body.startsWith("\n# Remote Work")).toBe(true);
  });

  it("uses the file name as id and the first heading as title without front matter", () => {
    const doc = parsePolicyFile("dir/expenses-v2.md", "# Expenses\n\nReceipts within 30 days.");
    expect(doc.policyId).toBe("expenses-v2");
    expect(doc.title).toBe("Expenses");
  });

  it("names the file and the problem for malformed input", () => {
    expect(() => parsePolicyFile("bad.md", "---\nid: [unclosed\n---\nText")).toThrow(/bad\.md: front matter is not valid YAML/);
    expect(() => parsePolicyFile("open.md", "---\nid: x\nText without end")).toThrow(/open\.md: .*never closed/);
    expect(() => parsePolicyFile("empty.md", "---\nid: x\n---\n   \n")).toThrow(/empty\.md: has no text/);
    expect(() => parsePolicyFile("id.md", "---\nid: 'a b'\n---\nText")).toThrow(/id\.md: id "a b"/);
    expect(() => parsePolicyFile("tags.md", "---\ntags: {a: 1}\n---\nText")).toThrow(/tags\.md: .*tags/);
  });
});

describe("chunkDocument", () => {
  it("cuts along headings, records the section and exact offsets", () => {
    const doc = parsePolicyFile("remote.md", DOC);
    const chunks = chunkDocument(doc);
    expect(chunks.map((c) => c.section)).toEqual(["Eligibility", "Equipment"]);
    expect(chunks[0].text).toContain("two days a week");
    expect(chunks[0].text).toContain("Managers approve");
    for (const c of chunks) expect(doc.body.slice(c.start, c.end)).toBe(c.text);
  });

  it("splits a long section at sentence ends within the size limit", () => {
    const long = Array.from({ length: 60 }, (_, i) => `Rule number ${i} applies to every employee.`).join(" ");
    const doc = parsePolicyFile("long.md", `# Long\n\n## Rules\n\n${long}\n`);
    const chunks = chunkDocument(doc, { targetChars: 300, maxChars: 400 });
    expect(chunks.length).toBeGreaterThan(4);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(400);
      expect(doc.body.slice(c.start, c.end)).toBe(c.text);
      expect(c.text.trim().endsWith(".")).toBe(true);
    }
  });
});
