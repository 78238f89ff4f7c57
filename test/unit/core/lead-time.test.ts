import { describe, expect, it } from "vitest";
import { asksLeadTime, leadTerms, statesLeadTime } from "../../../src/core/lead-time.js";
import { uniqueTerms } from "../../../src/core/text.js";

describe("a lead time", () => {
  it("is asked by how far ahead, how much notice or 提前多久, not by how long something lasts", () => {
    for (const q of ["how far ahead do I need to ask", "How far in advance must I book?", "how much notice do I need to give?", "要提前多久申请？"]) expect(asksLeadTime(q)).toBe(true);
    for (const q of ["how long does it take?", "how far is the office?", "要休多久？"]) expect(asksLeadTime(q)).toBe(false);
  });

  it("is stated by a number of days or weeks before, and then answers the asking words", () => {
    expect(statesLeadTime("File a ticket at least 3 weeks before you travel.")).toBe(true);
    expect(statesLeadTime("register at least 3 working days before departure")).toBe(true);
    expect(statesLeadTime("give 4 hours' notice")).toBe(true);
    expect(statesLeadTime("You may work abroad for up to 30 calendar days per year.")).toBe(false);
    expect(leadTerms("File a ticket at least 3 weeks before you travel.", uniqueTerms("how far ahead do I need to ask"))).toEqual(uniqueTerms("far ahead"));
    expect(leadTerms("You need approval from your manager.", uniqueTerms("how far ahead do I need to ask"))).toEqual([]);
  });
});
