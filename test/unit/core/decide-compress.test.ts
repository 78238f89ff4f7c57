import { describe, expect, it } from "vitest";
import { compressHistory } from "../../../src/core/compress.js";
import { decide } from "../../../src/core/decide.js";
import { newRecord } from "../../../src/core/memory.js";
import type { PolicyHit } from "../../../src/core/types.js";

const hit = (policyId: string, score: number, confidence = score): PolicyHit => ({ policyId, title: policyId, score, confidence, chunks: [] });

describe("decide", () => {
  it("answers when one policy clearly fits", () => {
    const d = decide({ chunks: [], policies: [hit("a", 0.8), hit("b", 0.5)] });
    expect(d.decision).toBe("answer");
    expect(d.policies.map((p) => p.policyId)).toEqual(["a"]);
  });

  it("clarifies when several fit about equally, offering the close ones", () => {
    const d = decide({ chunks: [], policies: [hit("a", 0.8), hit("b", 0.78), hit("c", 0.72), hit("d", 0.4)] });
    expect(d.decision).toBe("clarify");
    expect(d.policies.map((p) => p.policyId)).toEqual(["a", "b", "c"]);
  });

  it("says not_found when nothing fits", () => {
    expect(decide({ chunks: [], policies: [hit("a", 0.12)] }).decision).toBe("not_found");
    expect(decide({ chunks: [], policies: [] }).decision).toBe("not_found");
  });

  it("asks which policy when the evidence is a little weak and points at several alike", () => {
    const d = decide({ chunks: [], policies: [hit("a", 0.24), hit("b", 0.235), hit("c", 0.1)] });
    expect(d.decision).toBe("clarify");
    expect(d.policies.map((p) => p.policyId)).toEqual(["a", "b"]);
    // ...but says nothing fits when the best is only a little ahead, or all are far too weak.
    expect(decide({ chunks: [], policies: [hit("a", 0.24), hit("b", 0.17)] }).decision).toBe("not_found");
    expect(decide({ chunks: [], policies: [hit("a", 0.18), hit("b", 0.18)] }).decision).toBe("not_found");
  });

  it("answers from a policy close behind a weak best one, when its evidence is strong enough", () => {
    // Words side by side ("annual leave") rank a policy first whose evidence is weak; the one close behind fits.
    const d = decide({ chunks: [], policies: [hit("annual", 0.6, 0.23), hit("sick", 0.55, 0.33), hit("other", 0.3, 0.2)] });
    expect(d.decision).toBe("answer");
    expect(d.policies.map((p) => p.policyId)).toEqual(["sick"]);
    // ...not one far behind, nor mid-conversation, where the policy talked about decides.
    expect(decide({ chunks: [], policies: [hit("annual", 0.8, 0.23), hit("sick", 0.55, 0.33)] }).policies.map((p) => p.policyId)).not.toEqual(["sick"]);
    expect(decide({ chunks: [], policies: [hit("annual", 0.6, 0.23), hit("sick", 0.55, 0.33)] }, undefined, { focus: ["annual"] }).policies.map((p) => p.policyId)).not.toEqual(["sick"]);
  });

  // "just stabbed myself with a needle, what do I do" after the mileage answer: a fifth of the search's
  // weight was the mileage words, which the needlestick policy rightly lacks.
  it("judges a new question's evidence on its own words, not on the thread's words it carries", () => {
    const after = { chunks: [], policies: [hit("oncall", 0.4, 0.18), hit("needle", 0.35, 0.24), hit("other", 0.2, 0.12)] };
    const asked = { focus: ["oncall"], newQuestion: true, leavesFocus: true };
    const fresh = decide(after, undefined, { ...asked, ownShare: 0.8 });
    expect(fresh.decision).toBe("answer");
    expect(fresh.policies.map((p) => p.policyId)).toEqual(["needle"]);
    // All the weight on its own words: the evidence is as weak as it looks.
    expect(decide(after, undefined, { ...asked, ownShare: 1 }).decision).toBe("not_found");
    // A follow-up's carried words are part of what it asks.
    expect(decide(after, undefined, { ...asked, newQuestion: false, ownShare: 0.55 }).decision).toBe("not_found");
  });

  // "Who needs to sign off on a business trip…?" after the travel-insurance answer: the prior lifts the
  // insurance policy's score above the trip rules', but the lead in evidence decides, and no tie remains.
  it("answers a new question from the policy far stronger than the one in focus, though the prior scores that higher", () => {
    const after = { chunks: [], policies: [hit("insurance", 0.9, 0.3), hit("trips", 0.8, 0.6), hit("other", 0.3, 0.2)] };
    const d = decide(after, undefined, { focus: ["insurance"], newQuestion: true, ownShare: 1 });
    expect(d.decision).toBe("answer");
    expect(d.policies.map((p) => p.policyId)).toEqual(["trips"]);
    // A follow-up still leans on the policy in focus.
    expect(decide(after, undefined, { focus: ["insurance"], newQuestion: false }).policies.map((p) => p.policyId)).toEqual(["insurance"]);
    // ...and so does a new question whose most specific word ("toil") the policy in focus has and the stronger one lacks.
    const usesKey = (id: string) => id === "insurance";
    expect(decide(after, undefined, { focus: ["insurance"], newQuestion: true, ownShare: 1, usesKey }).policies.map((p) => p.policyId)).toEqual(["insurance"]);
  });

  // "im an hca" after "how much cpd money can i get" was answered from the leave policy on "money".
  it("answers a follow-up from a far stronger policy that has the thread's subject the one in focus lacks", () => {
    const after = { chunks: [], policies: [hit("leave", 0.88, 0.39), hit("cpd", 0.86, 0.61), hit("other", 0.5, 0.3)] };
    const subject = { names: (id: string) => id === "cpd", uses: (id: string) => id === "cpd" };
    const d = decide(after, undefined, { focus: ["leave"], newQuestion: false, subject });
    expect(d.decision).toBe("answer");
    expect(d.policies.map((p) => p.policyId)).toEqual(["cpd"]);
    // The policy in focus that has the subject keeps the follow-up, and so does one the other barely leads.
    expect(decide(after, undefined, { focus: ["leave"], newQuestion: false, subject: { ...subject, uses: () => true } }).policies.map((p) => p.policyId)).toEqual(["leave"]);
    // ...and so does a follow-up whose subject names another policy than the stronger one.
    expect(decide(after, undefined, { focus: ["leave"], newQuestion: false, subject: { ...subject, names: () => false } }).policies.map((p) => p.policyId)).toEqual(["leave"]);
    const close = { chunks: [], policies: [hit("leave", 0.88, 0.45), hit("cpd", 0.86, 0.61)] };
    expect(decide(close, undefined, { focus: ["leave"], newQuestion: false, subject }).policies.map((p) => p.policyId)).toEqual(["leave"]);
    // A follow-up too weak for the policy in focus is not answered from another instead.
    const weak = { chunks: [], policies: [hit("leave", 0.88, 0.1), hit("cpd", 0.86, 0.35)] };
    expect(decide(weak, undefined, { focus: ["leave"], newQuestion: false, subject }).policies.map((p) => p.policyId)).not.toEqual(["cpd"]);
  });

  it("answers from a policy too weak for the bar when it is far ahead of every other", () => {
    // A chatty question matches less of its wording, but still only one policy.
    const d = decide({ chunks: [], policies: [hit("a", 0.23), hit("b", 0.11), hit("c", 0.1)] });
    expect(d.decision).toBe("answer");
    expect(d.policies.map((p) => p.policyId)).toEqual(["a"]);
    expect(decide({ chunks: [], policies: [hit("a", 0.2)] }).decision).toBe("answer");
    // Not from a stray word: below its own floor, a lead is no evidence.
    expect(decide({ chunks: [], policies: [hit("a", 0.15), hit("b", 0.05)] }).decision).toBe("not_found");
    // Nor when the words are mostly unknown to the knowledge base.
    expect(decide({ chunks: [], policies: [hit("a", 0.23), hit("b", 0.1)] }, undefined, { unknownShare: 0.9 }).decision).toBe("not_found");
  });

  it("asks what a never-named thing is, rather than saying nothing fits, unless the words are unknown", () => {
    const weak = { chunks: [], policies: [hit("a", 0.2)] };
    const d = decide(weak, undefined, { unresolved: "this voucher" });
    expect(d).toMatchObject({ decision: "clarify", policies: [], ask: "which_thing" });
    expect(decide(weak, undefined, { unresolved: "this voucher", unknownShare: 0.9 }).decision).toBe("not_found");
    const two = decide({ chunks: [], policies: [hit("a", 0.8), hit("b", 0.5)] }, undefined, { unresolved: "it" });
    expect(two).toMatchObject({ decision: "clarify", ask: "which_thing" });
    expect(two.policies.map((p) => p.policyId)).toEqual(["a", "b"]);
  });

  it("asks what a never-named definite noun is only when nothing fits", () => {
    const weak = decide({ chunks: [], policies: [hit("a", 0.2)] }, undefined, { unnamed: "the actor" });
    expect(weak).toMatchObject({ decision: "clarify", policies: [], ask: "which_thing" });
    // Most "the X" are understood from the world: with a good match, answer.
    const two = decide({ chunks: [], policies: [hit("a", 0.8), hit("b", 0.5)] }, undefined, { unnamed: "the actor" });
    expect(two.decision).toBe("answer");
    // Half the words unknown: that, not "the office", is why nothing fits.
    const dog = decide({ chunks: [], policies: [hit("a", 0.2), hit("b", 0.19)] }, undefined, { unnamed: "the office", unknownShare: 0.5 });
    expect(dog.decision).toBe("not_found");
  });

  it("does not offer a policy that lacks the question's most specific word the best one has", () => {
    // "How much paternity leave?": the annual leave policy talks of leave, not of paternity.
    const r = { chunks: [], policies: [hit("parental", 0.3), hit("annual", 0.28)] };
    expect(decide(r).decision).toBe("clarify");
    const usesKey = (id: string) => id === "parental";
    expect(decide(r, undefined, { usesKey })).toMatchObject({ decision: "answer", policies: [{ policyId: "parental" }] });
  });

  it("asks which reader a family's rule is for on a new question, not mid-conversation", () => {
    const r = { chunks: [], policies: [hit("general", 0.8), hit("sales", 0.6), hit("other", 0.5)] };
    const asked = decide(r, undefined, { family: ["general", "sales"] });
    expect(asked.decision).toBe("clarify");
    expect(asked.policies.map((p) => p.policyId)).toEqual(["general", "sales"]);
    expect(decide(r, undefined, { family: ["general", "sales"], focus: ["general"] }).decision).toBe("answer");
    expect(decide(r, undefined, { family: ["general", "sales"], offered: ["general", "sales"] }).decision).toBe("answer");
  });

  it("offers, after a family's members, a policy outside it that has every word asked as well", () => {
    // "What's the meal allowance?": overtime and nights-out allowances are one family, travel meals another policy.
    const covering = (policyId: string, score: number, coverage: number): PolicyHit => ({ ...hit(policyId, score), coverage });
    const r = { chunks: [], policies: [covering("overtime", 0.95, 1), covering("travel", 0.79, 1), covering("nights", 0.69, 1), covering("boots", 0.53, 0.57)] };
    const asked = decide(r, undefined, { family: ["overtime", "nights"] });
    expect(asked.decision).toBe("clarify");
    expect(asked.policies.map((p) => p.policyId)).toEqual(["overtime", "nights", "travel"]);
  });

  it("keeps the best policy among the options when the family asked about is not its own", () => {
    const r = { chunks: [], policies: [hit("insurance", 0.76), hit("general", 0.68), hit("sales", 0.49)] };
    const asked = decide(r, undefined, { family: ["general", "sales"] });
    expect(asked.decision).toBe("clarify");
    expect(asked.policies.map((p) => p.policyId)).toEqual(["insurance", "general", "sales"]);
  });

  it("does not ask which of two pages saying the same thing under different titles applies", () => {
    const page = (id: string, score: number, terms: string[]): PolicyHit => ({ ...hit(id, score), chunks: [{ terms } as PolicyHit["chunks"][number]] });
    const same = ["renew", "licence", "online", "fee", "office", "visit", "days", "mail"];
    const twins = decide({ chunks: [], policies: [page("renew-online", 0.8, same), page("renew-licence", 0.79, same)] });
    expect(twins).toMatchObject({ decision: "answer", policies: [{ policyId: "renew-online" }] });
    const other = decide({ chunks: [], policies: [page("renew-online", 0.8, same), page("replace-licence", 0.79, ["replace", "licence", "lost", "fee"])] });
    expect(other.decision).toBe("clarify");
  });

  it("answers from the best page when a page much like it scores clearly lower", () => {
    // Pages of one site share most words; that alone does not make the question ambiguous.
    const page = (id: string, score: number, terms: string[]): PolicyHit => ({ ...hit(id, score), coverage: score, chunks: [{ terms } as PolicyHit["chunks"][number]] });
    const d = decide({
      chunks: [],
      policies: [page("real-id", 0.6, ["real", "id", "licence", "fee", "travel", "federal"]), page("exchange-licence", 0.52, ["real", "id", "licence", "fee", "exchange", "state"])],
    });
    expect(d).toMatchObject({ decision: "answer", policies: [{ policyId: "real-id" }] });
  });

  it("does not ask the same question again after a clarification that narrowed nothing", () => {
    const d = decide({ chunks: [], policies: [hit("a", 0.8), hit("b", 0.79)] }, undefined, { offered: ["a", "b"] });
    expect(d.decision).toBe("answer");
  });
});

describe("compressHistory", () => {
  it("folds the oldest messages into a bounded summary and keeps recent ones verbatim", () => {
    const rec = newRecord("console:x", 0);
    for (let i = 0; i < 10; i++) {
      rec.messages.push({ role: "user", text: `question ${i} ${"about parking ".repeat(10)}`, at: i });
      rec.messages.push({ role: "assistant", text: `answer ${i} ${"permits cost 120 ".repeat(10)}`, at: i, citations: ["fac_1"] });
    }
    const folded = compressHistory(rec, 1000);
    expect(folded.length).toBeGreaterThan(0);
    expect(rec.messages.length).toBeGreaterThanOrEqual(4);
    expect(rec.messages.at(-1)!.text).toMatch(/^answer 9/);
    expect(rec.summary.length).toBeLessThanOrEqual(500);
    expect(rec.summary).toMatch(/User: question \d/);
  });

  it("leaves a short history alone", () => {
    const rec = newRecord("console:y", 0);
    rec.messages.push({ role: "user", text: "hi", at: 0 });
    expect(compressHistory(rec, 1000)).toEqual([]);
    expect(rec.summary).toBe("");
  });
});
