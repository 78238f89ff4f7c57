import { describe, expect, it } from "vitest";
import { CUSTOM_ID_MAX, decodeCustomId, encodeOptionValue, feedbackId, optionButtonId } from "../../../../adapters/discord/custom-ids.js";

describe("component custom ids", () => {
  it("round-trips feedback votes with the turn id", () => {
    const id = feedbackId("down", "5e5ea6e8-340d-41b1-b439-554195bbbb6c")!;
    expect(decodeCustomId(id)).toEqual({ kind: "feedback", vote: "down", turnId: "5e5ea6e8-340d-41b1-b439-554195bbbb6c" });
  });

  it("drops feedback when the turn id would not fit", () => {
    expect(feedbackId("up", "t".repeat(100))).toBeUndefined();
  });

  it("carries a clarify option's value when it fits, else its index", () => {
    const short = optionButtonId("[policy_003] 实习生差旅制度", 0);
    expect(decodeCustomId(short)).toEqual({ kind: "option", value: "[policy_003] 实习生差旅制度" });
    const long = optionButtonId("v".repeat(120), 2);
    expect(long.length).toBeLessThanOrEqual(CUSTOM_ID_MAX);
    expect(decodeCustomId(long)).toEqual({ kind: "option-label", index: 2 });
    expect(encodeOptionValue("v".repeat(120), 4)).toBe("l:4");
  });

  it("ignores ids that are not policybot's", () => {
    expect(decodeCustomId("host:ping")).toBeNull();
    expect(decodeCustomId("pb:unknown")).toBeNull();
  });
});
