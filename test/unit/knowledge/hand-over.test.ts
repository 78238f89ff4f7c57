import { describe, expect, it } from "vitest";
import { handOverWords } from "../../../src/knowledge/hand-over.js";

describe("handOverWords", () => {
  const policies = new Map([
    ["kb_007", { policyId: "kb_007", title: "Staff Conference Travel", tags: [] }],
    ["kb_008", { policyId: "kb_008", title: "Student Conference Grants", tags: [] }],
  ]);

  it("finds the words a policy uses only in sentences that send readers to another policy", () => {
    const handed = handOverWords(
      [
        { policy_id: "kb_007", text: "Academic staff have a conference allowance. Students do not use this policy: they follow the Student Conference Grants policy (kb_008)." },
        { policy_id: "kb_008", text: "Students receive up to 6,000 CNY. See kb_008 for the form." },
      ],
      policies,
    );
    expect([...(handed.get("kb_007") ?? [])]).toContain("student");
    // Words also said outside the hand-over are the policy's own.
    expect(handed.get("kb_007")?.has("conferenc")).toBe(false);
    // A policy naming its own id hands nothing over.
    expect(handed.get("kb_008")).toBeUndefined();
  });
});
