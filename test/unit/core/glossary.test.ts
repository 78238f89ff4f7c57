import { describe, expect, it } from "vitest";
import { glosses, glossTerms } from "../../../src/core/glossary.js";

describe("the Chinese–English workplace glossary", () => {
  it("finds the Chinese words of a question, the longest where they overlap", () => {
    expect(glosses("年假有多少天？").map((g) => g.alternatives)).toEqual([[["annual", "leav"]]]);
    expect(glosses("笔记本电脑坏了").map((g) => [g.start, g.end])).toEqual([
      [0, 5],
      [5, 7],
    ]);
    expect(glosses("What about tier-2 cities?")).toEqual([]);
  });

  it("knows the words of drivers' and warehouse work: mileage, the cab, a staff badge, a form", () => {
    const found = (q: string) => [...glossTerms(q, () => true).keys()];
    expect(found("开自己的车，里程补贴是多少？")).toEqual(expect.arrayContaining(["mileag", "allowanc"]));
    expect(found("如果在驾驶室里过夜，有补贴吗？")).toEqual(expect.arrayContaining(["cab", "overnight"]));
    expect(found("忘带工牌的话怎么办？")).toContain("badg");
    expect(found("用什么表格？")).toContain("form");
  });

  it("knows the words of benefits and learning: a wellness stipend, stock options, a learning budget, a conference ticket", () => {
    const found = (q: string) => [...glossTerms(q, () => true).keys()];
    expect(found("那健康补贴呢？")).toEqual(expect.arrayContaining(["wellness", "stipend"]));
    expect(found("公司有股票期权吗？")).toEqual(expect.arrayContaining(["stock", "option"]));
    expect(found("每年的学习预算是多少？")).toEqual(expect.arrayContaining(["learn", "budget"]));
    expect(found("会议门票可以报销吗？")).toContain("ticket");
  });

  it("knows the words of limits and periods: per day, hours, at most, at least", () => {
    const found = (q: string) => [...glossTerms(q, () => true).keys()];
    expect(found("开重型货车每天最多可以开几个小时？")).toEqual(expect.arrayContaining(["day", "hour", "maximum"]));
    expect(found("每周至少休息多少分钟？")).toEqual(expect.arrayContaining(["week", "least", "minut"]));
  });

  it("weighs alternatives by share, keeping only those the knowledge base uses when it uses any", () => {
    expect(glossTerms("住宿标准", () => true)).toEqual(new Map([["lodg", 1 / 3], ["accommodation", 1 / 3], ["hotel", 1 / 3]]));
    expect(glossTerms("住宿标准", (t) => t === "hotel")).toEqual(new Map([["hotel", 1]]));
    // 员工卡 is a "staff card", an "id card" or a "badge": "card" is in two of the three.
    const card = glossTerms("员工卡", () => true);
    expect(card.get("card")).toBeCloseTo(2 / 3);
    expect(card.get("staff")).toBeCloseTo(1 / 3);
  });
});
