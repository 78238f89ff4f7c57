import { describe, expect, it } from "vitest";
import { policyNames } from "../../../src/knowledge/policy-names.js";

describe("policyNames", () => {
  it("adds the names passages give a policy before its id or title in brackets", () => {
    const policies = new Map([
      ["policy_001", { policyId: "policy_001", title: "通用差旅报销制度", tags: [] }],
      ["policy_002", { policyId: "policy_002", title: "Sales Visits", tags: [] }],
    ]);
    const names = policyNames(
      [
        { policy_id: "policy_001", text: "The General Travel and Expense Policy (通用差旅报销制度) applies to all staff." },
        { policy_id: "policy_002", text: "This overrides the General Travel Policy (policy_001). It applies (policy_001)." },
      ],
      policies,
    );
    expect(names.get("policy_001")).toEqual(["通用差旅报销制度", "The General Travel and Expense Policy", "General Travel Policy"]);
    expect(names.get("policy_002")).toEqual(["Sales Visits"]);
  });
});
