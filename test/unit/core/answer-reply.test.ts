import { describe, expect, it } from "vitest";
import { handsOverTo } from "../../../src/core/answer-reply.js";

describe("handsOverTo", () => {
  const refs = [
    { policyId: "lg_008", names: ["Site Access, Visitors and ID Badges"] },
    { policyId: "lg_009", names: ["Business Travel and Subsistence"] },
  ];
  it("reads a last sentence that ends with another policy's id as handing over to it", () => {
    expect(handsOverTo("Mileage for courses is paid at a different rate under the Travel policy (lg_009).", refs)).toBe("lg_009");
    expect(handsOverTo("The hotel is booked, and the meal is claimed under the Travel policy (lg_009) instead.", refs)).toBe("lg_009");
    expect(handsOverTo("Some line. Visitors sign in at the gate (see lg_008)", refs)).toBe("lg_008");
  });

  it("reads a last sentence that ends with another policy's name the same way", () => {
    expect(handsOverTo("Course travel is booked and claimed under the Business Travel and Subsistence policy.", refs)).toBe("lg_009");
    expect(handsOverTo("Visitors sign in as set out in Site Access, Visitors and ID Badges.", refs)).toBe("lg_008");
    expect(handsOverTo("Claims are covered by our business travel and subsistence rules.", refs)).toBe("lg_009");
  });

  it("reads a Chinese line that names the policy after 按 or 参照 as handing over to it, when answering", () => {
    expect(handsOverTo("司机出车过夜按 lg_009 领取补贴。", refs, { midSentence: true })).toBe("lg_009");
    expect(handsOverTo("访客登记参照《Site Access, Visitors and ID Badges》办理。", refs, { midSentence: true })).toBe("lg_008");
    // Named in passing, or mid-sentence without asking to follow Chinese hand-over words.
    expect(handsOverTo("lg_009 的规定不适用于司机。", refs, { midSentence: true })).toBeUndefined();
    expect(handsOverTo("司机出车过夜按 lg_009 领取补贴。", refs)).toBeUndefined();
  });

  it("does not for an id mentioned in passing, or a policy not among those given", () => {
    expect(handsOverTo("If you forget your badge, sign in at the gatehouse (see lg_008) and tell your manager.", refs)).toBeUndefined();
    expect(handsOverTo("Claims follow the Expenses policy (lg_005).", refs)).toBeUndefined();
    expect(handsOverTo("Claims follow lg_0099.", refs)).toBeUndefined();
    expect(handsOverTo("Claims follow the Business Travel and Subsistence policy, and are paid monthly.", refs)).toBeUndefined();
  });
});
