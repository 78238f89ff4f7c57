import { describe, expect, it } from "vitest";
import { kindToAsk } from "../../../src/core/kinds.js";
import { terms } from "../../../src/core/text.js";
import type { PolicyHit } from "../../../src/core/types.js";

const hit = (policyId: string, title: string, section: string, text: string, score: number): PolicyHit => ({
  policyId,
  title,
  confidence: 0.8,
  score,
  chunks: [{ chunkId: `${policyId}#0`, policyId, title, section, text, score, start: 0, end: text.length }],
});
const policies = [
  hit("home", "Home Office Stipend", "Monthly Internet Allowance", "Remote staff receive a monthly internet allowance of 150 CNY.", 1),
  hit("wellbeing", "Wellbeing Allowance", "", "Every employee gets a wellbeing allowance of 300 CNY per month.", 0.9),
  hit("relocation", "Relocation Policy", "Relocation Allowance", "The relocation allowance is paid with the first month's salary.", 0.85),
];
const words = new Set(policies.flatMap((p) => p.chunks.flatMap((c) => terms(`${c.section} ${c.text}`))));
const kb = { knows: (t: string) => words.has(t), mentions: (id: string, t: string) => terms(policies.find((p) => p.policyId === id)?.chunks[0].text ?? "").includes(t) };
const ask = (q: string) => kindToAsk(q, { chunks: [], policies }, kb, terms(q), 0.26);

describe("a question naming a kind of thing several policies have", () => {
  it("offers the policies that have one when nothing says which", () => {
    expect(ask("How much is the monthly allowance?")).toEqual(["home", "wellbeing", "relocation"]);
  });

  it("reads \"the allowance amount\" as asking which allowance, not for a kind of thing called an amount", () => {
    expect(ask("What is the allowance amount?")).toEqual(["home", "wellbeing", "relocation"]);
  });

  it("asks nothing when a word of the question names one of them", () => {
    expect(ask("How much is the wellbeing allowance?")).toEqual([]);
    expect(ask("How much is the relocation allowance?")).toEqual([]);
  });

  it("reads what the question would do with the thing ('what can I spend it on?') as no word that tells which", () => {
    // Only one policy uses "spend": that says nothing about which allowance is meant.
    const spending = [...policies.slice(0, 2), hit("relocation", "Relocation Policy", "Relocation Allowance", "Spend the relocation allowance on movers.", 0.85)];
    const words2 = new Set(spending.flatMap((p) => p.chunks.flatMap((c) => terms(`${c.section} ${c.text}`))));
    const kb2 = { knows: (t: string) => words2.has(t), mentions: (id: string, t: string) => terms(spending.find((p) => p.policyId === id)?.chunks[0].text ?? "").includes(t) };
    const q = "How much is the allowance and what can I spend it on?";
    expect(kindToAsk(q, { chunks: [], policies: spending }, kb2, terms(q), 0.26)).toEqual(["home", "wellbeing", "relocation"]);
  });

  it("asks nothing about one document's own passages", () => {
    const same = policies.map((p) => ({ ...p, title: "Allowances" }));
    expect(kindToAsk("How much is the monthly allowance?", { chunks: [], policies: same }, kb, terms("monthly allowance"), 0.26)).toEqual([]);
  });

  it("offers the policies whose lines state a figure for the phrase named, headings aside", () => {
    const meals = [
      hit("meals", "Staff Meals", "Meals on shift", "Night porters receive a night meal allowance of £7.50 for each night shift.", 1),
      hit("rotas", "Rotas and Overtime", "Covering at another site", "You also receive a cover meal allowance of £10 for each day you cover.", 0.8),
      hit("uniform", "Uniform", "Laundry", "A laundry allowance of £5 a month is paid.", 0.7),
    ];
    const mealWords = (id: string) => terms(meals.find((p) => p.policyId === id)?.chunks[0].text ?? "");
    const mealKb = { knows: () => true, mentions: (id: string, t: string) => mealWords(id).includes(t) };
    const askMeals = (q: string) => kindToAsk(q, { chunks: [], policies: meals }, mealKb, terms(q), 0.26);
    expect(askMeals("what's the meal allowance?")).toEqual(["meals", "rotas"]);
    // A word only one of them uses says which.
    expect(askMeals("what's the meal allowance for night porters?")).toEqual([]);
    // So does a title that names the whole phrase: that policy is the one about it.
    const titled = meals.map((p) => (p.policyId === "meals" ? { ...p, title: "Per Diem and Meal Allowance Policy" } : p));
    expect(kindToAsk("what's the meal allowance?", { chunks: [], policies: titled }, mealKb, terms("meal allowance"), 0.26)).toEqual([]);
    // In Chinese, asking what it is (是多少钱) names one as "the" does; asking whether there is any (吗) does not.
    expect(kindToAsk("餐补是多少钱？", { chunks: [], policies: meals }, mealKb, terms("餐补是多少钱"), 0.26)).toEqual(["meals", "rotas"]);
    expect(kindToAsk("有餐补吗？", { chunks: [], policies: meals }, mealKb, terms("有餐补吗"), 0.26)).toEqual([]);
  });

  it("reads \"my allowance\" in a new question as naming one, and in a follow-up as the one already talked about", () => {
    const q = "How much is my monthly allowance?";
    expect(kindToAsk(q, { chunks: [], policies }, kb, terms(q), 0.26, { newQuestion: true })).toEqual(["home", "wellbeing", "relocation"]);
    expect(kindToAsk(q, { chunks: [], policies }, kb, terms(q), 0.26, { newQuestion: false })).toEqual([]);
  });
});
