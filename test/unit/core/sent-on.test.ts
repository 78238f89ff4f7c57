import { describe, expect, it } from "vitest";
import { withoutSentOn } from "../../../src/core/sent-on.js";
import type { PolicyHit } from "../../../src/core/types.js";

const hit = (policyId: string, title: string, text: string): PolicyHit => ({
  policyId,
  title,
  confidence: 0.5,
  score: 0.5,
  chunks: [{ chunkId: `${policyId}#0`, policyId, title, section: "", text, score: 0.5, start: 0, end: text.length }],
});
const kb = { names: (id: string) => ({ pto: ["Paid Time Off"], sick: ["Sick Time"], travel: ["Travel"], driver: ["Driver Hours"] })[id] ?? [] };

describe("withoutSentOn", () => {
  const pto = hit("pto", "Paid Time Off", "Full-time staff get 15 vacation days a year. Company holidays are listed below.");

  it("drops an option whose passage says the words asked are covered in another option", () => {
    const sick = hit("sick", "Sick Time", "This policy covers sick time and jury duty. Vacation and holidays are covered in pto.");
    expect(withoutSentOn([sick, pto], ["vacation", "day"], kb).map((p) => p.policyId)).toEqual(["pto"]);
  });

  it("keeps it when it has rules of its own on those words, or sends on only some readers", () => {
    // Its own vacation line beside the pointer: one of two rules, still a choice to offer.
    const own = hit("sick", "Sick Time", "Vacation days taken while sick are returned. Vacation and holidays are covered in pto.");
    expect(withoutSentOn([own, pto], ["vacation"], kb)).toHaveLength(2);
    const travel = hit("travel", "Travel", "Meals are paid up to £25. Drivers on a night out receive the allowances in driver.");
    const driver = hit("driver", "Driver Hours", "Drivers get a night-out allowance of £35.");
    expect(withoutSentOn([travel, driver], ["allowanc"], kb)).toHaveLength(2);
  });

  it("drops an option that says where the words are defined, asked what they mean, whatever else it says of them", () => {
    const ai = hit("ai", "AI Tools", "Restricted data must never be entered into any AI tool. Data levels are defined in classes.");
    const classes = hit("classes", "Data Classes", "Restricted: the most sensitive information, such as salaries.");
    const names = { names: (id: string) => ({ ai: ["AI Tools"], classes: ["Data Classes"] })[id] ?? [] };
    expect(withoutSentOn([ai, classes], ["restrict", "data"], names, "what counts as restricted data?").map((p) => p.policyId)).toEqual(["classes"]);
    // Asked what may be done, its own rule on restricted data is one of two.
    expect(withoutSentOn([ai, classes], ["restrict", "data"], names, "can I use restricted data?")).toHaveLength(2);
  });
});
