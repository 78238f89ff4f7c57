import { describe, expect, it } from "vitest";
import { asksOutOfHours, OUT_OF_HOURS } from "../../../src/core/clock.js";

describe("asksOutOfHours", () => {
  it("reads a present time outside working hours", () => {
    expect(asksOutOfHours("its 11pm now tho")).toBe(true);
    expect(asksOutOfHours("it's 8pm, is anyone there?")).toBe(true);
    expect(asksOutOfHours("it is the weekend, who do I call?")).toBe(true);
    expect(asksOutOfHours("6.30am now, who do I ring?")).toBe(true);
  });

  it("leaves working hours, and a time that says when the work happens, alone", () => {
    expect(asksOutOfHours("it's 2pm, who do I call?")).toBe(false);
    expect(asksOutOfHours("if they call me in at 3am how does that get paid?")).toBe(false);
  });
});

describe("OUT_OF_HOURS", () => {
  it("finds a line for outside working hours, not a deadline in hours", () => {
    expect(OUT_OF_HOURS.test("Out of hours, use the 24-hour Transport Line on 0800 555 0199.")).toBe(true);
    expect(OUT_OF_HOURS.test("Call the Service Desk outside office hours on 0800 555 0123.")).toBe(true);
    expect(OUT_OF_HOURS.test("Report it within 24 hours so the card can be stopped.")).toBe(false);
  });
});
