import { describe, expect, it } from "vitest";
import { questionsOf } from "../../../src/core/questions.js";

describe("questionsOf", () => {
  it("splits a second question joined with and", () => {
    expect(questionsOf("how many days of annual leave do i get and can i carry them over?")).toEqual([
      "how many days of annual leave do i get?",
      "can i carry them over?",
    ]);
    expect(questionsOf("where's the service desk and when is it open?")).toEqual(["where's the service desk?", "when is it open?"]);
  });

  it("splits questions that each end with a question mark, in English and Chinese", () => {
    expect(questionsOf("How much paternity leave do I get? Is it paid?")).toEqual(["How much paternity leave do I get?", "Is it paid?"]);
    expect(questionsOf("年假有几天？可以结转吗？")).toEqual(["年假有几天？", "可以结转吗？"]);
  });

  it("splits Chinese questions joined by a comma when the first asks on its own", () => {
    expect(questionsOf("年假有几天，可以结转吗？")).toEqual(["年假有几天？", "可以结转吗？"]);
    expect(questionsOf("有没有补贴，每年多少钱？")).toEqual(["有没有补贴？", "每年多少钱？"]);
    for (const one of ["可以用自己的手机给病人伤口拍照，发给医生看吗？", "我是实习生，住酒店最多多少钱？", "如果我请假，可以吗？"]) {
      expect(questionsOf(one), one).toEqual([one]);
    }
  });

  it("asks a question sent twice in one message once", () => {
    const twice = "how many days of annual leave do I get? How many days of annual leave do I get?";
    expect(questionsOf(twice)).toEqual([twice]);
    expect(questionsOf("How much paternity leave do I get? Is it paid? how much paternity leave do I get")).toEqual(["How much paternity leave do I get?", "Is it paid?"]);
    expect(questionsOf("年假有几天？年假有几天？")).toEqual(["年假有几天？年假有几天？"]);
  });

  it("keeps the story before a question with the first question", () => {
    expect(questionsOf("My partner's due in March. How much paternity leave do I get and is it paid?")).toEqual([
      "My partner's due in March. How much paternity leave do I get?",
      "is it paid?",
    ]);
  });

  it("searches a pasted list of more than five questions as one message", () => {
    const list = Array.from({ length: 6 }, (_, i) => `What is rule number ${i + 1}?`).join(" ");
    expect(questionsOf(list)).toEqual([list]);
    expect(questionsOf(list.split(" What").slice(0, 5).join(" What"))).toHaveLength(5);
  });

  it("leaves one question whole", () => {
    for (const one of [
      "is it paid or unpaid?",
      "can I take leave and work from home on the same day?",
      "how do I know when and where to report it?",
      "and a second monitor? does that come out of the same money?",
      "how to pay medicare? from SS monthly payments?",
      "i dont see that on my payslip?? is payroll messing up",
      "what? really?",
      "如果我自己开车去呢？每英里多少钱？",
      "I'm going to Paris and want to know the per diem",
    ]) {
      expect(questionsOf(one), one).toEqual([one]);
    }
  });
});
