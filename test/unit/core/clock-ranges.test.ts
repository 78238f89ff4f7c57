import { describe, expect, it } from "vitest";
import { clockTimesSaid, holdsClock } from "../../../src/core/clock-ranges.js";

const hours = (text: string) => clockTimesSaid(text).map((c) => c.minutes / 60);
const held = (text: string, ...times: number[]) => times.filter((h) => holdsClock(text, h * 60));

describe("clockTimesSaid", () => {
  it("reads times of day on either clock, and midnight", () => {
    expect(hours("won't be out till 1am")).toEqual([1]);
    expect(hours("I don't finish till 9.30pm")).toEqual([21.5]);
    expect(hours("at 2 am, or 23:15 at the latest")).toEqual([2, 23.25]);
    expect(hours("kept me there till midnight")).toEqual([0]);
  });

  it("gives the words the time is written with, and its 24-hour form", () => {
    expect(clockTimesSaid("till 1am")[0].terms).toEqual(["1am", "01", "00"]);
  });

  it("leaves amounts, durations and numbers with no clock alone", () => {
    expect(hours("it cost £10.30 and took 8 hours")).toEqual([]);
    expect(hours("up till like 5")).toEqual([]);
    expect(hours("13pm")).toEqual([]);
  });
});

describe("holdsClock", () => {
  it("holds a time inside hours that run past midnight", () => {
    expect(held("a night premium for hours worked between 23:00 and 06:00", 1, 3, 23.5, 7, 12)).toEqual([1, 3, 23.5]);
    expect(held("If your shift finishes after midnight and before 06:00, you get a taxi", 1, 5, 7, 23)).toEqual([1, 5]);
  });

  it("holds a time inside daytime hours, however they are joined", () => {
    expect(held("Core hours are 10:00–16:00", 9, 14, 17)).toEqual([14]);
    expect(held("Visiting is from 11:00 to 20:00 every day", 10, 19.5, 21.5)).toEqual([19.5]);
  });

  it("reads 'after' a time as the hours that follow it", () => {
    expect(held("Taxis are allowed when travelling after 22:00", 21, 23, 2, 9)).toEqual([23, 2]);
  });

  it("finds no hours in a deadline or a line without times", () => {
    expect(held("Tills are reconciled by 03:00", 2, 3)).toEqual([]);
    expect(held("Loads over 25 kg must be lifted by two people", 1, 13)).toEqual([]);
  });
});
