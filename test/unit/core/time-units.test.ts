import { describe, expect, it } from "vitest";
import { otherTimeUnit, unitSaid, timeUnitsOf } from "../../../src/core/time-units.js";

describe("units of time after numbers", () => {
  it("reads the numbers a message says with a unit of time", () => {
    expect([...timeUnitsOf("I've been here 4 years, can I take 10 days?")]).toEqual([
      ["4", "year"],
      ["10", "day"],
    ]);
    expect(timeUnitsOf("it cost 400 CNY").size).toBe(0);
    expect(timeUnitsOf("4 yrs tho").get("4")).toBe("yr");
  });

  it("tells a number said only of another unit of time from one said of the same", () => {
    expect(otherTimeUnit("requested at least 4 weeks in advance", "4", "year")).toBe(true);
    expect(otherTimeUnit("after 4 weeks, or 4 years of service", "4", "year")).toBe(false);
    expect(otherTimeUnit("up to 4 days per year", "4", "day")).toBe(false);
    expect(otherTimeUnit("a 4 CNY fee", "4", "year")).toBe(false);
  });

  it("tells a line that says the number of the same unit", () => {
    expect(unitSaid("laptops are refreshed every 3 years", "3", "year")).toBe(true);
    expect(unitSaid("returned within 3 working days", "3", "day")).toBe(false);
    expect(unitSaid("within 3 days, or 3 weeks abroad", "3", "week")).toBe(true);
    expect(unitSaid("13 years", "3", "year")).toBe(false);
  });
});
