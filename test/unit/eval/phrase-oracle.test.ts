import { describe, expect, it } from "vitest";
import { phraseOracleF1 } from "../../../src/eval/phrase-oracle.js";
import { addedTerms } from "../../../src/eval/terms.js";

describe("phraseOracleF1", () => {
  it("scores the one earlier phrase that best matches the human rewrite", () => {
    const current = "How much does it cost?";
    const gold = addedTerms(current, "How much does a garage door opener cost?");
    const r = phraseOracleF1([{ sources: ["I bought a garage door opener.", "It broke."], current, gold }]);
    expect(r).toMatchObject({ precision: 1, recall: 1, f1: 1 });
  });

  it("cannot find what no earlier turn says", () => {
    const current = "Why doesn't it spoil?";
    const r = phraseOracleF1([{ sources: ["Tell me about bees"], current, gold: addedTerms(current, "Why doesn't honey spoil?") }]);
    expect(r.recall).toBe(0);
  });
});
