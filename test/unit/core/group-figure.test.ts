import { describe, expect, it } from "vitest";
import { hasFigure } from "../../../src/core/answer-type.js";
import { figureForGroup } from "../../../src/core/group-figure.js";
import type { RetrievedChunk } from "../../../src/core/types.js";

const chunk = (section: string, text: string): RetrievedChunk => ({ chunkId: section, policyId: "p", title: "Travel", section, text, start: 0, end: text.length, score: 1 }) as RetrievedChunk;
const tiers = chunk("City Tiers", "- **Tier-1 cities:** Beijing, Shanghai.\n- **Tier-2 cities:** Chengdu, Wuhan.");
const limits = chunk("Lodging", "Staff may claim at most 500 CNY per night in tier-1 cities and at most 350 CNY per night in tier-2 cities. Receipts are needed.");

describe("figureForGroup", () => {
  it("finds the figure the policy gives the group a line names", () => {
    expect(figureForGroup("- **Tier-2 cities:** Chengdu, Wuhan.", [tiers, limits], tiers, hasFigure)?.text).toContain("350 CNY per night in tier-2 cities");
  });

  it("needs a group of two words at least, and a figure that names all of them", () => {
    expect(figureForGroup("Interns: see below.", [tiers, limits], tiers, hasFigure)).toBeUndefined();
    expect(figureForGroup("Tier-3 cities: Lhasa.", [tiers, limits], tiers, hasFigure)).toBeUndefined();
  });
});
