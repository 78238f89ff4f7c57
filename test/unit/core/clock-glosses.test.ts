import { describe, expect, it } from "vitest";
import { clockGlosses } from "../../../src/core/pattern-glosses.js";
import { terms } from "../../../src/core/text.js";

const read = (text: string) => clockGlosses(text).map((g) => g.alternatives[0].join(" "));

describe("clockGlosses", () => {
  it("writes a 12-hour time as the 24-hour clock does", () => {
    expect(read("can I visit after 8pm?")).toEqual([terms("20:00").join(" ")]);
    expect(read("by 9.30 am please")).toEqual([terms("09:30").join(" ")]);
    expect(read("from 12am to 12pm")).toEqual([terms("00:00").join(" "), terms("12:00").join(" ")]);
  });

  it("leaves numbers that are no time alone", () => {
    expect(read("I worked 8 hours and spent 30 pounds")).toEqual([]);
    expect(read("13pm is no time")).toEqual([]);
  });
});
