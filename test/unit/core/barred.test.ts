import { describe, expect, it } from "vitest";
import { adjacentPairs } from "../../../src/core/barred.js";

describe("adjacentPairs", () => {
  it("pairs words that stand together, as stems", () => {
    const pairs = adjacentPairs("Cash, red envelopes, gift cards, prepaid cards");
    expect(pairs.has("gift card")).toBe(true);
  });

  it("does not pair words a stop word or punctuation separates", () => {
    const pairs = adjacentPairs("a card from a vendor; gift, card");
    expect([...pairs].some((p) => p.includes("vendor"))).toBe(false);
    expect(pairs.has("gift card")).toBe(false);
  });
});
