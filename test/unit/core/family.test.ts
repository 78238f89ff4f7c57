/** Families of policies whose rules differ by reader: when a question must ask which reader it is. */
import { describe, expect, it } from "vitest";
import { answeredBefore, familyToAsk, generalMember, titleNamed } from "../../../src/core/family.js";
import type { PolicyHit, SearchResult } from "../../../src/core/types.js";

// general hands sales and interns over to their own policies, and both name general back;
// meals is named by general but does not name it back, so it is not family.
const refs: Record<string, string[]> = {
  general: ["sales", "interns", "meals"],
  sales: ["general"],
  interns: ["general"],
  meals: [],
};
const titles: Record<string, string[]> = { sales: ["sales", "travel"], interns: ["intern", "travel"], general: ["general", "travel"], meals: ["meal"] };
const kb = {
  references: (id: string) => refs[id] ?? [],
  policiesNamedBy: (t: string) => Object.keys(titles).filter((id) => titles[id].includes(t)),
};
const hit = (policyId: string, score: number, coverage: number): PolicyHit => ({ policyId, title: policyId, score, confidence: score, coverage, chunks: [] });
const result = (...policies: PolicyHit[]): SearchResult => ({ chunks: [], policies });

describe("familyToAsk", () => {
  const hotel = result(hit("general", 0.9, 0.9), hit("sales", 0.7, 0.7), hit("interns", 0.4, 0.3), hit("meals", 0.5, 0.6));
  it("offers the family members that also speak to the question, best first", () => {
    expect(familyToAsk(hotel, kb, ["hotel", "limit"], 0.3)).toEqual(["general", "sales", "interns"]);
  });

  it("leaves out members that barely touch the question", () => {
    expect(familyToAsk(hotel, kb, ["hotel", "limit"], 0.5)).toEqual(["general", "sales"]);
  });

  it("asks nothing when a word of the question names one member", () => {
    expect(familyToAsk(hotel, kb, ["sales", "hotel"], 0.3)).toEqual([]);
    // "travel" names all of them, so it does not say which.
    expect(familyToAsk(hotel, kb, ["travel", "hotel"], 0.3)).toEqual(["general", "sales", "interns"]);
  });

  it("asks nothing when a word of the question is one only a member uses", () => {
    // "Can directors fly business class?": only the general policy has a line for directors.
    const used: Record<string, string[]> = { director: ["general"], hotel: ["general", "sales", "interns"], 差旅: ["general"] };
    const words = { ...kb, mentions: (id: string, t: string) => (used[t] ?? []).includes(id), policiesUsing: (t: string) => (used[t] ?? []).length };
    expect(familyToAsk(hotel, words, ["director", "hotel"], 0.3)).toEqual([]);
    expect(familyToAsk(hotel, words, ["hotel"], 0.3)).toEqual(["general", "sales", "interns"]);
    // Chinese terms do not count: a member with a Chinese translation uses many its family does not.
    expect(familyToAsk(hotel, words, ["差旅", "hotel"], 0.3)).toEqual(["general", "sales", "interns"]);
  });

  it("finds the family from any member, and asks nothing outside one", () => {
    const fromSales = result(hit("sales", 0.9, 0.9), hit("interns", 0.8, 0.8), hit("general", 0.7, 0.7));
    expect(familyToAsk(fromSales, kb, ["hotel"], 0.3)).toEqual(["sales", "interns", "general"]);
    expect(familyToAsk(result(hit("meals", 0.9, 0.9), hit("general", 0.8, 0.8)), kb, ["lunch"], 0.3)).toEqual([]);
    expect(familyToAsk(hotel, { policiesNamedBy: kb.policiesNamedBy }, ["hotel"], 0.3)).toEqual([]);
  });

  it("asks about a family whose best member is about as good as an unrelated best policy", () => {
    // "Who approves my business trip?": the insurance policy's "approved business trip" edges out the travel family.
    const approval = result(hit("insurance", 0.76, 0.9), hit("general", 0.68, 0.9), hit("sales", 0.49, 0.6));
    expect(familyToAsk(approval, kb, ["approve", "trip"], 0.3, 0.12)).toEqual(["general", "sales"]);
    expect(familyToAsk(approval, kb, ["approve", "trip"], 0.3, 0.05)).toEqual([]);
  });
});

describe("answeredBefore", () => {
  const taxi = [hit("interns", 0.44, 0.8), hit("general", 0.43, 0.8)];
  it("takes the member the person's earlier words named, when it is an option", () => {
    expect(answeredBefore(taxi, ["intern", "hotel", "limit"], kb)?.policyId).toBe("interns");
  });

  it("takes the one option the member named before hands over to, when that member has no rule of its own", () => {
    // "Sales visiting a client…" then "can I take a taxi?": the sales policy has no taxi rule, the general one does.
    expect(answeredBefore(taxi, ["sales", "hotel", "night"], kb)?.policyId).toBe("general");
  });

  it("leaves the question when the earlier words name no member, or two members as often", () => {
    expect(answeredBefore(taxi, ["hotel", "night"], kb)).toBeUndefined();
    expect(answeredBefore(taxi, ["sales", "intern"], kb)).toBeUndefined();
  });
});

describe("generalMember", () => {
  it("is the option that hands every other one over, and none between two that name each other", () => {
    expect(generalMember(["sales", "general", "interns"], kb)).toBe("general");
    expect(generalMember(["sales", "general"], kb)).toBeUndefined();
  });
});

describe("titleNamed", () => {
  const titled: Record<string, string> = { a: "Theft and Security", b: "Lost Property Policy", c: "Cash Handling Policy" };
  const info = { policy: (id: string) => ({ policyId: id, title: titled[id], tags: [] }) };
  const opt = (policyId: string, section = ""): PolicyHit => ({ ...hit(policyId, 0.5, 1), chunks: section ? [{ chunkId: `${policyId}#1`, policyId, text: "", section, score: 0.5 } as PolicyHit["chunks"][number]] : [] });

  it("takes the one option whose title holds a word of the question, a title word such as \"theft\" included", () => {
    expect(titleNamed([opt("a"), opt("b"), opt("c")], ["theft", "report"], info)?.policyId).toBe("a");
  });

  it("takes none when another option's heading holds the word, or the word only says what kind of document it is", () => {
    expect(titleNamed([opt("a"), opt("b", "Reporting theft")], ["theft"], info)).toBeUndefined();
    expect(titleNamed([opt("a"), opt("b"), opt("c")], ["policy"], info)).toBeUndefined();
  });
});

