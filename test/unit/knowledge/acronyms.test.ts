import { describe, expect, it } from "vitest";
import { Acronyms } from "../../../src/knowledge/acronyms.js";

describe("Acronyms", () => {
  const names = () => {
    const a = new Acronyms();
    a.add("Hotel caps: New York City $350 a night. The Emergency Department is open. Claims go to the Department of Labor.");
    return a;
  };

  it("reads an abbreviation as the one capitalised name of the policies its letters begin", () => {
    expect(names().expand("NYC")).toBe("New York City");
    expect(names().expand("nyc")).toBe("New York City");
    expect(names().expand("ED")).toBe("Emergency Department");
    expect(names().expand("DOL")).toBe("Department of Labor");
  });

  it("takes no name across a full stop, nor one opened by a sentence's capitalised 'The'", () => {
    // "... $350 a night. The Emergency ..." and "The Emergency Department" give no "TED" or "TE".
    expect(names().expand("TED")).toBeUndefined();
    expect(names().expand("te")).toBeUndefined();
  });

  it("expands nothing when two names share the letters", () => {
    const a = names();
    a.add("Paid Time Off is booked in Workday. Personal Time Off is unpaid.");
    expect(a.expand("PTO")).toBeUndefined();
  });

  it("reads HR, ID and the like only as what everyone means by them", () => {
    const a = new Acronyms();
    a.add("Holidays include Independence Day and Labor Day. See the Code of Conduct, Harassment Reporting and Whistleblowing policy.");
    expect(a.expand("ID")).toBeUndefined();
    expect(a.expand("HR")).toBeUndefined();
    expect(a.expand("LD")).toBe("Labor Day");
    a.add("Questions go to Human Resources.");
    expect(a.expand("HR")).toBeUndefined();
    const b = new Acronyms();
    b.add("Questions go to Human Resources.");
    expect(b.expand("HR")).toBe("Human Resources");
  });

  it("takes no name from the middle of a longer one joined by 'and' or 'of'", () => {
    const a = new Acronyms();
    a.add("Sick time is covered in the Sick Time and Leaves of Absence policy. Read Time Off and Holidays first.");
    // "my TL said no": "Time and Leaves" and "Off and Holidays" are pieces of names, not names.
    expect(a.expand("TL")).toBeUndefined();
    expect(a.expand("OH")).toBeUndefined();
    expect(a.expand("STLA")).toBe("Sick Time and Leaves of Absence");
    expect(a.expand("TOH")).toBe("Time Off and Holidays");
  });
});
