import { describe, expect, it } from "vitest";
import { nameFinder, ownWords, policyNames } from "../../../src/knowledge/policy-names.js";
import { terms } from "../../../src/core/text.js";

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
        // A lower-case kind word may close a name.
        { policy_id: "policy_002", text: "Staff follow the Overseas Trips policy (policy_001) instead." },
        // Another passage's "(Sales Visits)" may be a topic, not this policy: only its own text names it by title.
        { policy_id: "policy_001", text: "See the Electoral College (Sales Visits)." },
      ],
      policies,
    );
    expect(names.get("policy_001")).toEqual(["通用差旅报销制度", "General Travel and Expense Policy", "General Travel Policy", "Overseas Trips policy"]);
    expect(names.get("policy_002")).toEqual(["Sales Visits"]);
  });
});

describe("ownWords", () => {
  it("leaves out words a passage has only inside another policy's name", () => {
    const policies = new Map([
      ["ai", { policyId: "ai", title: "AI Tools", tags: [] }],
      ["data", { policyId: "data", title: "Data Classification Policy", tags: [] }],
    ]);
    const text = "Restricted data must never be entered into AI tools. Levels are defined in the Data Classification Policy (data).";
    const words = ownWords({ policy_id: "ai", text, fts_text: terms(text).join(" ") }, nameFinder(policies));
    expect(words).not.toContain(terms("classification")[0]);
    // "data" is also used outside the name, so the passage does talk about data.
    expect(words).toContain("data");
    expect(words).toContain(terms("restricted")[0]);
  });
});
