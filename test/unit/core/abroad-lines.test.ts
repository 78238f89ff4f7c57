import { describe, expect, it } from "vitest";
import { abroadIn } from "../../../src/core/countries.js";

describe("a line about being abroad", () => {
  it("says abroad when it speaks of being outside a country, however it names home", () => {
    expect(abroadIn("Working from outside mainland China is limited to 10 working days per calendar year.")).toContain("abroad");
    expect(abroadIn("Staff working outside the UK for more than 4 weeks need approval.")).toContain("abroad");
  });

  it("says nothing of hours outside the office, nor of a line for both at home and outside", () => {
    expect(abroadIn("Time spent outside office hours is compensated separately.")).toEqual([]);
    expect(abroadIn("Emergency medical treatment: up to 300,000 CNY within mainland China and up to 1,000,000 CNY outside mainland China.")).toEqual([]);
  });
});
