import { describe, expect, it } from "vitest";
import { covers, findCategories } from "../../../src/knowledge/categories.js";
import { terms } from "../../../src/core/text.js";

describe("findCategories", () => {
  it("reads list lines and bracketed lists as categories of one-word members", () => {
    const c = findCategories([
      "- **Tier-1 cities:** Beijing, Shanghai, Guangzhou, Shenzhen.",
      "Tier-2 cities (Chengdu, Wuhan, Xi'an and Nanjing): 120 CNY per day.",
      "一线城市：北京、上海、广州、深圳",
    ]);
    expect(c.get("shenzhen")).toEqual([["tier1", "city"]]);
    expect(c.get("wuhan")).toEqual([["tier2", "city"]]);
    expect(c.get("深圳")).toEqual([terms("一线城市")]);
  });

  it("does not take prose with commas, short lists or numbers for a category", () => {
    const c = findCategories([
      "Note: employees who travel often, who book late, or who change plans must tell their manager.",
      "Approvers: managers, directors.",
      "Coverage (up to 1,000,000 CNY, 500,000 CNY, 200,000 CNY).",
      "Note: receipts, invoices, fapiao.",
      "Your full name: first, middle, last.",
      "For example: Beijing, Shanghai, Shenzhen.",
    ]);
    expect([...c.keys()]).toEqual([]);
  });

  it("lets a passage that names the category cover a member", () => {
    const c = findCategories(["Tier-1 cities: Beijing, Shanghai, Shenzhen, Guangzhou"]);
    const lodging = new Set(terms("at most 500 CNY per night in tier-1 cities"));
    expect(covers(lodging, "shenzhen", c)).toBe(true);
    expect(covers(new Set(terms("500 CNY per night in tier-2 cities")), "shenzhen", c)).toBe(false);
    expect(covers(lodging, "shenzhen", undefined)).toBe(false);
  });
});
