import { describe, expect, it } from "vitest";
import { quoteLines } from "../../../src/core/quote-lines.js";

const section = [
  "Drivers on a planned night out who sleep in a cab fitted with a sleeper receive:",
  "- a night-out allowance of £35.00 per night; and",
  "- a meal allowance of £12.50 per night.",
  "Both are claimed in RotaHub; no receipts are needed.",
];

describe("quoting the lines picked from a section", () => {
  it("puts a list item's introduction first when the quote opens on the item", () => {
    expect(quoteLines(section, [2])).toBe("Drivers on a planned night out who sleep in a cab fitted with a sleeper receive:\n• a meal allowance of £12.50 per night.");
  });

  it("quotes the whole list when an item is quoted beside a line of its own, and that line after it on a line of its own", () => {
    // "Both are claimed…" speaks of both items: one of them alone would leave it dangling.
    expect(quoteLines(section, [2, 3])).toBe(
      "Drivers on a planned night out who sleep in a cab fitted with a sleeper receive:\n• a night-out allowance of £35.00 per night; and\n• a meal allowance of £12.50 per night.\nBoth are claimed in RotaHub; no receipts are needed.",
    );
  });

  it("quotes sentences that are not list items as one paragraph", () => {
    expect(quoteLines(["Claims are paid monthly.", "Receipts are required."], [0, 1])).toBe("Claims are paid monthly. Receipts are required.");
  });
});
