import { describe, expect, it } from "vitest";
import { otherTimeUnit, swapsPeriod, unitSaid, timeUnitsOf } from "../../../src/core/time-units.js";

describe("units of time after numbers", () => {
  it("reads the numbers a message says with a unit of time", () => {
    expect([...timeUnitsOf("I've been here 4 years, can I take 10 days?")]).toEqual([
      ["4", "year"],
      ["10", "day"],
    ]);
    expect(timeUnitsOf("it cost 400 CNY").size).toBe(0);
    expect(timeUnitsOf("4 yrs tho").get("4")).toBe("year");
    // A short spelling is the unit: "20 mins late" is said in the minutes a policy writes out.
    expect(timeUnitsOf("got there 20 mins late").get("20")).toBe("minute");
  });

  it("tells a number said only of another unit of time from one said of the same", () => {
    expect(otherTimeUnit("requested at least 4 weeks in advance", "4", "year")).toBe(true);
    expect(otherTimeUnit("after 4 weeks, or 4 years of service", "4", "year")).toBe(false);
    expect(otherTimeUnit("up to 4 days per year", "4", "day")).toBe(false);
    // Money is no length of time: "20 min late" is not "a fine of 20 CNY" nor "£20 a day".
    expect(otherTimeUnit("a 4 CNY fee", "4", "year")).toBe(true);
    expect(otherTimeUnit("the fine is £20 per day", "20", "minute")).toBe(true);
    // ...but "£204" and "£20.50" are other numbers, which say nothing of 20.
    expect(otherTimeUnit("a fee of £204, or £20.50 a day", "20", "minute")).toBe(false);
    expect(otherTimeUnit("arrive up to 20 minutes after the start", "20", "minute")).toBe(false);
    expect(otherTimeUnit("a 4-hour course for 4 staff", "4", "year")).toBe(true);
    expect(otherTimeUnit("groups of 4 staff", "4", "year")).toBe(false);
    // A time of day is no count of years: "im 17" is not "served at 17:00".
    expect(otherTimeUnit("served at 11:00 and 17:00", "17", "year")).toBe(true);
    expect(otherTimeUnit("served at 11:00 and 17:00", "11", "year")).toBe(true);
    expect(otherTimeUnit("aged 17 or over, from 17:00", "17", "year")).toBe(false);
    expect(otherTimeUnit("a 30-minute break at 12:30", "30", "minute")).toBe(false);
  });

  it("reads the 18 of \"under 18\", which a minor's age is read as, as an age", () => {
    expect(timeUnitsOf("im 17 btw").get("18")).toBe("year");
    expect(timeUnitsOf("we've got a 16-year-old starting").get("18")).toBe("year");
    expect(timeUnitsOf("im 19").has("18")).toBe(false);
    expect(timeUnitsOf("I'm 17 minutes late").has("18")).toBe(false);
  });

  it("tells a line that says the number of the same unit", () => {
    expect(unitSaid("laptops are refreshed every 3 years", "3", "year")).toBe(true);
    expect(unitSaid("returned within 3 working days", "3", "day")).toBe(false);
    expect(unitSaid("within 3 days, or 3 weeks abroad", "3", "week")).toBe(true);
    expect(unitSaid("13 years", "3", "year")).toBe(false);
  });
});

describe("a period swapped for another", () => {
  it("reads \"in a week\" after \"in a day\" as the same limit over another period", () => {
    expect(swapsPeriod("week", "and in a week?", "day", ["how many hours can i drive in a day"])).toBe(true);
    expect(swapsPeriod("month", "what about monthly?", "week", ["what's the weekly limit?"])).toBe(true);
  });

  it("leaves a day that is no period: sick days, a day off, someone paid hourly", () => {
    expect(swapsPeriod("year", "and per year?", "day", ["how many sick days do i get?"])).toBe(false);
    expect(swapsPeriod("week", "what about a week?", "day", ["can i take a day off for the dentist?"])).toBe(false);
    expect(swapsPeriod("hour", "what if I'm hourly?", "week", ["how much is on-call pay a week?"])).toBe(false);
  });
});
