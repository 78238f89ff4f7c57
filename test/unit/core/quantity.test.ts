import { describe, expect, it } from "vitest";
import { addsToFitting, limitVerdict, nextTierFits, quantities } from "../../../src/core/quantity.js";
import { sentences } from "../../../src/core/text.js";

describe("amounts in a question", () => {
  it("reads a number with its unit or currency sign, in English and Chinese", () => {
    expect(quantities("A supplier gave me a gift worth 1,500 CNY")).toEqual([{ value: 1500, unit: "cny" }]);
    expect(quantities("Is a $40 lunch ok?")).toEqual([{ value: 40, unit: "usd" }]);
    expect(quantities("I submitted it 45 working days late")).toEqual([{ value: 45, unit: "day" }]);
    expect(quantities("礼物价值150元可以收吗")).toEqual([{ value: 150, unit: "cny" }]);
  });

  it("ignores numbers without a unit: labels, years", () => {
    expect(quantities("level L5, in 2025, room 12")).toEqual([]);
  });

  it("reads a rank named by the word before its number", () => {
    expect(quantities("I'm band 2")).toEqual([{ value: 2, unit: "rank:band" }]);
    expect(quantities("a tier-1 city")).toEqual([{ value: 1, unit: "rank:tier" }]);
  });
});

describe("the ranges of ranks a policy line names", () => {
  const band = (v: number) => [{ value: v, unit: "rank:band" }];
  it("fits a rank within a range or an open end, and misses one outside", () => {
    expect(limitVerdict("- Band 1 to 4: £12 per month", band(2))).toBe("fits");
    expect(limitVerdict("- Band 5 to 7 and resident doctors: £22 per month", band(2))).toBe("misses");
    expect(limitVerdict("- Band 8a and above, consultants: £35 per month", band(8))).toBe("fits");
    expect(limitVerdict("Bands 5-7 may swap within the ward.", band(6))).toBe("fits");
    // Another kind of rank, or an amount, says nothing of it.
    expect(limitVerdict("Grades 1 to 3 are paid weekly.", band(2))).toBeUndefined();
    expect(limitVerdict("Gifts of up to 200 CNY may be accepted.", band(2))).toBeUndefined();
  });
});

describe("the limits a policy line sets", () => {
  const gift = (v: number) => [{ value: v, unit: "cny" }];
  it("fits an amount within the limit and misses one outside it", () => {
    expect(limitVerdict("A gift with a market value of up to 200 CNY may be accepted.", gift(150))).toBe("fits");
    expect(limitVerdict("Gifts worth more than 200 CNY must be politely declined.", gift(150))).toBe("misses");
    expect(limitVerdict("Gifts worth more than 200 CNY must be politely declined.", gift(500))).toBe("fits");
    expect(limitVerdict("A fapiao is required for every expense of 100 CNY or more.", gift(80))).toBe("misses");
    expect(limitVerdict("For expenses under 100 CNY, a receipt is sufficient.", gift(80))).toBe("fits");
    expect(limitVerdict("价值不超过200元的礼品可以接受。", gift(150))).toBe("fits");
  });

  it("reads ranges, and the unit of a range's second bound", () => {
    const late = (v: number) => [{ value: v, unit: "day" }];
    expect(limitVerdict("Claims submitted between 31 and 90 days late need approval.", late(45))).toBe("fits");
    expect(limitVerdict("Claims submitted between 31 and 90 days late need approval.", late(120))).toBe("misses");
    expect(limitVerdict("Claims older than 90 days are not reimbursed.", late(120))).toBe("fits");
    // ...and those written with "to" or a dash.
    expect(limitVerdict("Refunds from £50.01 to £250 need the duty manager.", [{ value: 80, unit: "gbp" }])).toBe("fits");
    expect(limitVerdict("Claims 31–90 days late need approval.", late(120))).toBe("misses");
    expect(limitVerdict("The desk is open 09:00–17:30.", late(10))).toBeUndefined();
  });

  it("reads the condition a line opens on, not the figure it asks for after it", () => {
    const absence = [{ value: 6, unit: "day" }];
    expect(limitVerdict("For absences of 3 or more consecutive workdays, give at least 2 weeks' notice.", absence)).toBe("fits");
    // "at least 1 business day's notice" is what to give, not who it is for: the condition names no figure.
    expect(limitVerdict("For shorter absences, give at least 1 business day's notice.", absence)).toBeUndefined();
    expect(limitVerdict("For absences of up to 2 days, give 1 day's notice.", absence)).toBe("misses");
  });

  it("says nothing of a line without limits in the amount's unit", () => {
    expect(limitVerdict("Claims older than 90 days are not reimbursed.", gift(150))).toBeUndefined();
    expect(limitVerdict("Gifts must be logged in the register.", gift(150))).toBeUndefined();
    expect(limitVerdict("Up to 200 CNY.", [])).toBeUndefined();
  });

  it("measures an amount of time against a limit in another unit of time", () => {
    const shirts = quantities("my shirts are 2 years old");
    expect(limitVerdict("Items more than 12 months old are not invoiced.", shirts)).toBe("fits");
    expect(limitVerdict("Items more than 36 months old are not invoiced.", shirts)).toBe("misses");
    expect(limitVerdict("No more than 1 hour.", quantities("it took 45 mins"))).toBe("fits");
    expect(limitVerdict("No more than 1 hour.", quantities("it took 90 mins"))).toBe("misses");
    expect(limitVerdict("Give no less than 2 weeks' notice.", quantities("I gave 5 days"))).toBe("misses");
    // Money is no length of time.
    expect(limitVerdict("Claims older than 90 days are not reimbursed.", quantities("I spent £100"))).toBeUndefined();
  });

  it("reads a temperature however it is written", () => {
    for (const said of ["the walk-in reads 9 degrees", "fridge is at 9C", "9°C", "冰箱9度"]) {
      expect(quantities(said)).toEqual([{ value: 9, unit: "celsius" }]);
      expect(limitVerdict("If a fridge is above 8°C, tell the head chef.", quantities(said))).toBe("fits");
      expect(limitVerdict("Fridges: 1–5°C.", quantities(said))).toBe("misses");
    }
  });
});

describe("years of service in Chinese", () => {
  // 满5年: once five full years are done, as "at least 5 years" is.
  it("reads 满N年 as at least N years", () => {
    const tiers = "工作满5年为29天，满10年为33天。";
    expect(limitVerdict(tiers, quantities("工作6年了"))).toBe("fits");
    expect(limitVerdict("工作满5年为29天", quantities("工作3年了"))).toBe("misses");
  });
});

describe("years of service in English", () => {
  it("reads \"after N years' service\" as at least N years of it", () => {
    expect(limitVerdict("- after 5 years' service: 27 days plus bank holidays;", quantities("been here 6 years"))).toBe("fits");
    expect(limitVerdict("one semester of sabbatical leave after 6 years of continuous service", quantities("i've been here 5 years"))).toBe("misses");
    // Not any "after": a day off "after 3 nights" says nothing of service.
    expect(limitVerdict("Take a day off after 3 years of nights.", quantities("6 years"))).toBeUndefined();
  });
});

describe("a limit's tiers on one line", () => {
  const text = "- Refunds up to £50 can be authorised by a supervisor. Refunds from £50.01 to £250 need the duty manager.\n- Refunds over £250 need the general manager.";
  const lines = sentences(text);
  const pounds = (v: number) => [{ value: v, unit: "gbp" }];
  it("goes on to the tier the amount fits when the tier before it misses", () => {
    expect(nextTierFits(text, lines, 0, pounds(80))).toBe(true);
    expect(nextTierFits(text, lines, 0, pounds(30))).toBe(false);
    // The next line is another rule, not the next tier of this one.
    expect(nextTierFits(text, lines, 1, pounds(300))).toBe(false);
  });

  it("goes on to an exception the amount meets after a rule with no limit of its own", () => {
    const rule = "- Return your uniform when you leave. Items not returned are invoiced at £15 each, except items more than 12 months old.";
    const ruleLines = sentences(rule);
    expect(nextTierFits(rule, ruleLines, 0, quantities("my shirts are 2 years old"))).toBe(true);
    expect(nextTierFits(rule, ruleLines, 0, quantities("my shirts are 6 months old"))).toBe(false);
  });
});

describe("what to do past a limit", () => {
  it("goes with the limit the amount misses, on its line, and not with one it meets", () => {
    const text = "Medicine fridges must stay between 2°C and 8°C. If the fridge has been out of range, quarantine the contents.";
    const lines = sentences(text);
    expect(nextTierFits(text, lines, 0, quantities("the fridge is reading 10 degrees"))).toBe(true);
    expect(nextTierFits(text, lines, 0, quantities("the fridge is at 5 degrees"))).toBe(false);
  });
});

describe("a rule that adds to the one before it", () => {
  const text = "- Any shift longer than 6 hours includes a 30-minute unpaid break.\n- Shifts longer than 10 hours include an extra 20-minute paid break.";
  const lines = sentences(text);
  it("is read with it when the amount meets both", () => {
    expect(addsToFitting(lines, 1, quantities("a 14 hour double"))).toBe(true);
    // An 8-hour shift meets only the first; no amount, neither.
    expect(addsToFitting(lines, 1, quantities("an 8 hour shift"))).toBe(false);
    expect(addsToFitting(lines, 1, [])).toBe(false);
  });

  it("is not any line that says extra", () => {
    const exam = sentences("Arrive at least 15 minutes before the start. Candidates who arrive up to 30 minutes late do not receive extra time.");
    expect(addsToFitting(exam, 1, quantities("20 mins late"))).toBe(false);
  });
});
