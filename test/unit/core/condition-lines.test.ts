import { describe, expect, it } from "vitest";
import { conditionFactor } from "../../../src/core/lines.js";

describe("a line that opens on the condition a question supposes", () => {
  const stolen = "- If the device was stolen, file a police report within 72 hours.";
  it("counts more for \"what if…\" when its condition says a word of the question", () => {
    expect(conditionFactor(stolen, ["steal"], "what if it was stolen?")).toBeGreaterThan(1);
    expect(conditionFactor("如果发票丢失，请提交说明。", ["发票"], "如果发票丢了怎么办？")).toBeGreaterThan(1);
  });

  it("counts as any other line when the question supposes nothing, or the condition is of something else", () => {
    expect(conditionFactor(stolen, ["steal"], "was it stolen?")).toBe(1);
    expect(conditionFactor(stolen, ["late"], "what if I'm late?")).toBe(1);
    // The word asked is in the line, but after its condition.
    expect(conditionFactor("If you are unsure, file a police report.", ["police"], "what if the police are involved?")).toBe(1);
  });
});
