/** What a reply to "which one applies to you?" rules out. */
import { describe, expect, it } from "vitest";
import { refusedTerms } from "../../../src/core/clarify-answer.js";

const none = () => [];

describe("refusedTerms", () => {
  it("reads the word after \"not\", \"non-\" or 不是 as ruled out", () => {
    expect([...refusedTerms("general staff, not sales", none)]).toEqual(["sale"]);
    expect([...refusedTerms("i'm non-sales", none)]).toEqual(["sale"]);
    expect(refusedTerms("我不是销售", (p) => (p === "销售" ? ["sales"] : [])).has("sales")).toBe(true);
  });

  it("rules nothing out with 非常, which is \"very\"", () => {
    expect(refusedTerms("非常感谢，我是销售", (p) => (p.includes("销售") ? ["sales"] : [])).size).toBe(0);
  });
});
