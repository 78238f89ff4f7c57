import { describe, expect, it } from "vitest";
import { sameFiguresIn } from "../../../src/core/same-figures.js";
import type { RetrievedChunk } from "../../../src/core/types.js";

const chunk = (chunkId: string, section: string, text: string): RetrievedChunk => ({ chunkId, policyId: "p", title: "p", section, text, score: 1, start: 0, end: text.length });
const english = "Sales staff may claim hotel costs of at most 650 CNY per night in tier-1 cities and at most 450 CNY per night in tier-2 cities.";
const chinese = chunk("p#5", "中文原文", "客户招待费用每人每餐不超过300元。销售部门因客户拜访产生的住宿费，一线城市每天不超过650元，二线城市每天不超过450元。");

describe("a quote in the reader's own language", () => {
  it("is the policy's Chinese line that states the same figures as the English one found", () => {
    expect(sameFiguresIn(english, "zh", [chunk("p#1", "Lodging", english), chinese])?.text).toBe("销售部门因客户拜访产生的住宿费，一线城市每天不超过650元，二线城市每天不超过450元。");
  });

  it("is not a line that shares one figure by chance, nor any line for a reader of the quote's own language", () => {
    const mileage = "Mileage is paid at 45p per mile.";
    expect(sameFiguresIn(mileage, "zh", [chunk("h#9", "中文摘要", "夜班门房和夜审：45分钟带薪休息。里程每英里报销。")])).toBeUndefined();
    expect(sameFiguresIn(english, "en", [chinese])).toBeUndefined();
  });
});
