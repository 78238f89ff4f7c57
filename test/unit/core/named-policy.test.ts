import { describe, expect, it } from "vitest";
import { titlesForIds } from "../../../src/core/named-policy.js";
import type { KnowledgeBase } from "../../../src/core/ports.js";

const policies = {
  policy_007: { policyId: "policy_007", title: "Annual Leave Policy", visibility: "public" },
  policy_026: { policyId: "policy_026", title: "Performance Review Guidelines for Managers", visibility: "managers" },
  policy_001: { policyId: "policy_001", title: "通用差旅报销制度", visibility: "public" },
};
const kb = {
  policy: (id: string) => policies[id as keyof typeof policies],
  names: (id: string) => (id === "policy_001" ? ["通用差旅报销制度", "General Travel Policy"] : [policies[id as keyof typeof policies]?.title ?? ""]),
} as unknown as KnowledgeBase;

describe("titlesForIds", () => {
  it("reads a policy's id as its title, in the reader's language", () => {
    expect(titlesForIds("tell me about policy_007", kb, "en", undefined, () => false)).toBe("tell me about Annual Leave Policy");
    expect(titlesForIds("what does [policy_001] say?", kb, "en", undefined, () => false)).toBe("what does [General Travel Policy] say?");
    expect(titlesForIds("policy_001 是什么？", kb, "zh", undefined, () => false)).toBe("通用差旅报销制度 是什么？");
  });

  it("leaves an id the reader may not see, an unknown one and one kept (an option offered) as typed", () => {
    expect(titlesForIds("what does policy_026 say?", kb, "en", ["public"], () => false)).toBe("what does policy_026 say?");
    expect(titlesForIds("policy_999 and tier-2", kb, "en", undefined, () => false)).toBe("policy_999 and tier-2");
    expect(titlesForIds("policy_007", kb, "en", undefined, (id) => id === "policy_007")).toBe("policy_007");
  });
});
