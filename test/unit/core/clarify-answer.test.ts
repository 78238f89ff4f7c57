/** What a reply to "which one applies to you?" rules out. */
import { describe, expect, it } from "vitest";
import { onlySaysWho, refusedTerms } from "../../../src/core/clarify-answer.js";

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

describe("onlySaysWho", () => {
  it("is true for a reply that only says who is asking", () => {
    for (const m of ["regular employee, engineering", "engineering", "im in product", "just a developer", "full-time staff"]) expect(onlySaysWho(m), m).toBe(true);
  });

  it("is false for a reply that says what, or asks", () => {
    for (const m of ["for meals on a trip to hangzhou", "on the company credit card", "what about engineering?", "my manager said no"]) expect(onlySaysWho(m), m).toBe(false);
  });
});
