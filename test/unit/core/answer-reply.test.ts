import { describe, expect, it } from "vitest";
import { handsOverTo } from "../../../src/core/answer-reply.js";

describe("handsOverTo", () => {
  const refs = ["lg_008", "lg_009"];
  it("reads a last sentence that ends with another policy's id as handing over to it", () => {
    expect(handsOverTo("Mileage for courses is paid at a different rate under the Travel policy (lg_009).", refs)).toBe("lg_009");
    expect(handsOverTo("The hotel is booked, and the meal is claimed under the Travel policy (lg_009) instead.", refs)).toBe("lg_009");
    expect(handsOverTo("Some line. Visitors sign in at the gate (see lg_008)", refs)).toBe("lg_008");
  });

  it("does not for an id mentioned in passing, or one the policy does not reference", () => {
    expect(handsOverTo("If you forget your badge, sign in at the gatehouse (see lg_008) and tell your manager.", refs)).toBeUndefined();
    expect(handsOverTo("Claims follow the Expenses policy (lg_005).", refs)).toBeUndefined();
    expect(handsOverTo("Claims follow lg_0099.", refs)).toBeUndefined();
  });
});
