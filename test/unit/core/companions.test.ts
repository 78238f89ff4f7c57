import { describe, expect, it } from "vitest";
import { companionLines } from "../../../src/core/companions.js";

const hasTime = (t: string) => /\d{1,2}:\d{2}/.test(t);

describe("companionLines", () => {
  it("quotes the line beside the picked one when it states the kind of answer asked and the picked one does not", () => {
    const list = [
      { text: "Sick leave is paid from the first day.", score: 0 },
      { text: "Employees who are unwell must inform their manager before 10:00.", score: 0 },
      { text: "On-call engineers who fall ill must also hand over the rota.", score: 4 },
    ];
    expect(companionLines(list, 2, 4, hasTime, true, false).sort()).toEqual([1, 2]);
  });

  it("does not reach past the lines beside it for a figure that matched nothing", () => {
    const list = [
      { text: "The office opens at 08:00.", score: 0 },
      { text: "Badges are issued by Security.", score: 0 },
      { text: "Visitors sign in at reception.", score: 0 },
      { text: "Lost badges are replaced by Security.", score: 4 },
    ];
    expect(companionLines(list, 3, 4, hasTime, true, false)).toEqual([3]);
  });
});
