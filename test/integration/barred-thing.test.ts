/** A permission question about a thing a narrower line forbids by name ("gift cards … in any amount") gets that line, not the general allowance. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const sample = conversations("barred-");
const hospital = conversations("barred-kb-", { knowledgeDir: path.join(REPO, "test/eval/hospital/knowledge") });

describe("a line that forbids the very thing asked about", () => {
  it("answers a gift card with the never-acceptable list, not the 200 CNY allowance", async () => {
    const out = await sample()("can I accept a gift card from a vendor?");
    expect(cited(out)).toEqual(["policy_022"]);
    expect(out.text).toContain("gift cards");
    expect(out.text).toContain("in any amount");
    expect(out.text).not.toContain("up to 200 CNY may be accepted");
    expect(out.text.startsWith("No.")).toBe(true);
  });

  it("does so when the amount said fits the allowance", async () => {
    const out = await sample()("I got a 200 CNY gift card from a vendor, can I keep it?");
    expect(out.text).toContain("in any amount");
    expect(out.text).not.toContain("may be accepted without approval");
  });

  it("leaves a gift the list does not name to the general rule", async () => {
    const out = await sample()("can I accept a small gift from a vendor?");
    expect(cited(out)).toEqual(["policy_022"]);
    expect(out.text).toContain("up to 200 CNY may be accepted without approval");
  });

  it("finds the forbidding line under another heading on another knowledge base", async () => {
    const out = await hospital()("im a 2nd year student nurse on placement on AMU. am I allowed to pick up extra shifts or swap with someone?");
    expect(cited(out)).toEqual(["kb_001"]);
    expect(out.text).toContain("Student nurses and midwives on placement may not swap shifts");
  });

  it("leaves a line for another group alone", async () => {
    const out = await hospital()("im a staff nurse, am I allowed to swap shifts?");
    expect(cited(out)).toEqual(["kb_001"]);
    expect(out.text).not.toContain("Student nurses");
  });
});
