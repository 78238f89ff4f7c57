/** Whole-policy ranking: a thread whose words spread over a policy's sections is about that policy. */
import { describe, expect, it } from "vitest";
import { PolicyIndex } from "../../../src/knowledge/policy-index.js";

function index(): PolicyIndex {
  const idx = new PolicyIndex();
  // "garden" answers each of the thread's topics in its own section...
  idx.add("garden", ["plot", "assign", "march", "member"]);
  idx.add("garden", ["hose", "water", "morning", "barrel"]);
  idx.add("garden", ["compost", "bin", "fence", "plant"]);
  // ...while "shed" has one section that touches two of them.
  idx.add("shed", ["borrow", "hose", "compost", "fork", "week", "return", "clean", "tool"]);
  idx.add("parking", ["car", "permit", "gate"]);
  return idx;
}

const weights = (...t: string[]) => new Map(t.map((x) => [x, 1]));

describe("PolicyIndex", () => {
  it("ranks the policy whose sections together cover the thread above one that covers part of it in one place", () => {
    const ranked = index().rank(weights("plot", "assign", "hose", "compost", "bin"), () => true, 5);
    expect(ranked.map((p) => p.policyId)).toEqual(["garden", "shed"]);
    expect(ranked[0].score).toBeGreaterThan(ranked[1].score);
  });

  it("leaves out policies that share no term, and those the caller may not see", () => {
    const idx = index();
    expect(idx.rank(weights("car", "unknownword"), () => true, 5).map((p) => p.policyId)).toEqual(["parking"]);
    expect(idx.rank(weights("hose"), (id) => id !== "garden", 5).map((p) => p.policyId)).toEqual(["shed"]);
  });

  it("weighs terms by the weight it is given", () => {
    const idx = index();
    expect(idx.rank(new Map([["fork", 3], ["plot", 1]]), () => true, 1)[0].policyId).toBe("shed");
    expect(idx.rank(new Map([["fork", 1], ["plot", 3]]), () => true, 1)[0].policyId).toBe("garden");
  });
});
