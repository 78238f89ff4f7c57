import { describe, expect, it } from "vitest";
import { indexTerms } from "../../../src/knowledge/lance-table.js";

const chunk = (text: string) => ({ title: "Sales Client Visits", section: "Gifts to Clients", tags: [], text });

describe("the terms a passage is indexed under", () => {
  it("leave out the 'see' of a cross-reference, so 'to see a client' does not find every '(see policy_022)'", () => {
    const terms = indexTerms(chunk("All client gifts are logged in the Gift Register (see policy_022). See also section 4 below.")).split(" ");
    expect(terms).not.toContain("see");
    // What it points at is still indexed.
    expect(terms).toEqual(expect.arrayContaining(["gift", "register", "policy", "022"]));
  });

  it("keep a 'see' the passage is about", () => {
    expect(indexTerms(chunk("Employees who see a possible breach should raise it with HR.")).split(" ")).toContain("see");
  });
});
