import { describe, expect, it } from "vitest";
import { newRecord } from "../../../src/core/memory.js";
import type { RewriteResult } from "../../../src/core/rewrite.js";
import { updateState } from "../../../src/core/state.js";

const rewrite = (over: Partial<RewriteResult>): RewriteResult =>
  ({ text: "", method: "offline", isFollowUp: true, carriedTerms: [], ownTerms: [], weights: new Map(), signal: "cue", ownShare: 0.55, unknownShare: 0, ...over }) as RewriteResult;

describe("updateState", () => {
  it("keeps what 'it' stood for while the bot asks which policy applies", () => {
    // "will I have to pay for it?" read as the laptop, then a clarifying question: "what if it was stolen?" is still the laptop.
    const record = newRecord("console:x", 0);
    updateState(record, rewrite({ text: "will I have to pay for laptop?", referent: "laptop", ownTerms: ["pay"] }), "clarify", [], { question: "Which?", options: [] });
    expect(record.state.referent).toBe("laptop");
    expect(record.state.pendingClarify).toBeDefined();
  });

  it("forgets it on a new question answered from another policy", () => {
    const record = newRecord("console:x", 0);
    record.state.policies = ["p1"];
    record.state.referent = "laptop";
    updateState(record, rewrite({ text: "how much holiday do I get?", isFollowUp: false, ownTerms: ["holiday"] }), "answer", ["p2"]);
    expect(record.state.referent).toBeUndefined();
  });

  it("starts a new topic on a follow-up that replaced the words naming the old policy, not on one that swapped a value", () => {
    const switched = newRecord("console:x", 0);
    switched.state.policies = ["sales"];
    updateState(switched, rewrite({ text: "and for interns?", ownTerms: ["intern"], replacedTerms: ["sale"] }), "answer", ["interns"], undefined, [], 5);
    expect(switched.state.topicSince).toBe(5);
    const swapped = newRecord("console:y", 0);
    swapped.state.policies = ["sales"];
    updateState(swapped, rewrite({ text: "what about tier-2?", ownTerms: ["tier2"], replacedTerms: ["tier1"] }), "answer", ["sales"], undefined, [], 5);
    expect(swapped.state.topicSince).toBeUndefined();
  });

  it("keeps the options not picked from a clarifying question in play, behind the one picked", () => {
    const record = newRecord("console:x", 0);
    const options = [{ label: "Leave", value: "leave", policyId: "leave" }, { label: "Rotas", value: "rotas", policyId: "rotas" }];
    updateState(record, rewrite({ text: "how much notice?", isFollowUp: false }), "clarify", [], { question: "Which?", options });
    updateState(record, rewrite({ text: "to swap a shift", replacedTerms: [] }), "answer", ["rotas"]);
    expect(record.state.policies.slice(0, 2)).toEqual(["rotas", "leave"]);
  });

  it("but not when the one picked handed the question over to another", () => {
    const record = newRecord("console:x", 0);
    const options = [{ label: "Fuel", value: "fuel", policyId: "fuel" }, { label: "Travel", value: "travel", policyId: "travel" }];
    updateState(record, rewrite({ text: "what's the mileage rate?", isFollowUp: false }), "clarify", [], { question: "Which?", options });
    updateState(record, rewrite({ text: "for a training course", replacedTerms: [] }), "answer", ["travel"], undefined, [], undefined, undefined, false);
    expect(record.state.policies).toEqual(["travel"]);
  });
});
