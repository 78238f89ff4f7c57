import { describe, expect, it } from "vitest";
import { asksLeave, yesNo } from "../../../src/core/yes-no.js";
import { terms } from "../../../src/core/text.js";

const verdict = (question: string, quoted: string) => yesNo(question, quoted, terms(question));

describe("asksLeave", () => {
  it("knows a permission question in English and Chinese", () => {
    expect(asksLeave("Can I use my personal laptop for work?")).toBe(true);
    expect(asksLeave("so am I allowed to park in visitor bays?")).toBe(true);
    expect(asksLeave("is it ok to accept a bottle of wine?")).toBe(true);
    expect(asksLeave("可以报销停车费吗？")).toBe(true);
  });

  it("leaves other questions alone", () => {
    expect(asksLeave("How many sick days do I get?")).toBe(false);
    expect(asksLeave("Can I ask who approves my trip?")).toBe(false);
    expect(asksLeave("can you tell me about sick leave?")).toBe(false);
    expect(asksLeave("可以问一下年假有几天吗？")).toBe(false);
  });
});

describe("yesNo", () => {
  it("says no when the line forbids the act asked about", () => {
    expect(verdict("Can I use my personal laptop for work?", "Personal laptops may not be used to access company systems.")).toBe("no");
    expect(verdict("can I carry over unused sick leave?", "Paid sick leave does not carry over to the next year.")).toBe("no");
    expect(verdict("Can I wear sandals in the lab?", "Shoes must fully cover the foot: sandals and open-toed shoes are not allowed.")).toBe("no");
  });

  it("says yes when the line allows it outright, a claim included", () => {
    expect(verdict("can I split my break?", "The break may be split into 15 minutes followed by 30 minutes.")).toBe("yes");
    expect(verdict("can I claim parking?", "Parking and tolls are reimbursed with receipts.")).toBe("yes");
  });

  it("says neither when the line allows it only in most cases, with a \"but\" after", () => {
    const gel = "Alcohol gel is fine in most situations, but use soap and water when caring for a patient with diarrhoea or suspected C. difficile, as gel does not kill spores.";
    expect(verdict("can i just use hand gel after seeing my c diff pt", gel)).toBeUndefined();
    expect(verdict("can I use hand gel?", "Alcohol gel is fine on the ward.")).toBe("yes");
  });

  // Each clause of a list item says its own: "one plain band ring is allowed" is no yes to a watch.
  it("reads a list item that opens with \"no\" as ruling out what it names, clause by clause", () => {
    const quoted = "In every clinical area, including when walking through a ward:\n• no wristwatches, bracelets or fitness trackers; one plain band ring is allowed;";
    expect(verdict("Can I wear a bracelet on the ward?", quoted)).toBe("no");
    expect(verdict("Can I wear my wedding ring?", quoted)).toBe("yes");
    expect(verdict("Can I wear nail varnish?", "Clinical areas:\n• no nail varnish, gel nails or false nails, and nails kept short;")).toBe("no");
  });

  it("lets the act decide over a clause inside the sentence", () => {
    const line = "The allowance can be used for yoga classes and health check-ups not covered by the company insurance.";
    expect(verdict("Can I use the allowance for yoga classes?", line)).toBe("yes");
    // Asking to claim: "not covered by" describes the check-ups; it rules nothing out.
    expect(verdict("can I claim a gym membership?", "The allowance can be used for gym memberships and check-ups not covered by the company insurance.")).toBeUndefined();
    expect(verdict("can I claim a taxi?", "Taxis are not covered by this policy.")).toBe("no");
  });

  it("gives no verdict when the line sets a condition", () => {
    expect(verdict("can I accept a gift from a supplier?", "Employees may accept gifts only if the gift is modest.")).toBeUndefined();
    expect(verdict("can I carry over annual leave?", "Employees may carry over up to 5 unused days.")).toBeUndefined();
  });

  it("gives no verdict for a rule about readers the question did not name", () => {
    expect(verdict("am I allowed to take the van home?", "The allocated driver may take the van home overnight.")).toBeUndefined();
  });

  it("reads 'is covered' as a verdict only on a question about claiming", () => {
    expect(verdict("can I work from home?", "Equipment support for home offices is covered by the stipend.")).toBeUndefined();
    expect(verdict("can I claim my home internet?", "Home internet is covered up to the monthly cap.")).toBeUndefined();
    expect(verdict("can I expense home internet?", "Home internet is covered by the allowance.")).toBe("yes");
  });

  it("gives no verdict when the line is about something else or the lines disagree", () => {
    expect(verdict("can I work from abroad?", "Remote work abroad cannot be combined with access to Restricted data.")).toBeUndefined();
    expect(verdict("How many sick days do I get?", "Sick leave does not carry over.")).toBeUndefined();
    const mixed = "Staff must not park in visitor bays. Staff may park in visitor bays on Sundays.";
    expect(verdict("can I park in visitor bays?", mixed)).toBeUndefined();
  });

  it("says nothing when the line names only the act, not what is asked about", () => {
    const budget = "The learning budget can be used for online courses, books, professional certifications and conference tickets.";
    expect(verdict("can I use it for an MBA?", budget)).toBeUndefined();
    expect(verdict("can I use it for books?", budget)).toBe("yes");
  });
});
