/** Which sections of a policy are read for an answer. */
import { describe, expect, it } from "vitest";
import { chooseSections, type SectionQuestion } from "../../../src/core/sections.js";
import { uniqueTerms } from "../../../src/core/text.js";
import type { PolicyHit, RetrievedChunk } from "../../../src/core/types.js";

const chunk = (n: number, section: string, text: string, score: number): RetrievedChunk => ({
  chunkId: `p#${n}`, policyId: "p", title: "Remote Work Policy", section, text, score, start: n * 100, end: n * 100 + text.length,
});
const hybrid = chunk(0, "Hybrid Working", "Employees may work from home on up to 2 days per week, agreed with their line manager.", 0.8);
const away = chunk(2, "Working Away", "Work from home abroad is limited to 10 days per year and needs HR approval.", 0.65);
const setup = chunk(3, "Equipment", "Remote staff need a private space and the company VPN.", 0.6);
const policy: PolicyHit = { policyId: "p", title: "Remote Work Policy", confidence: 0.8, score: 0.8, chunks: [hybrid, away, setup] };

const question = (text: string, asksNothing = false): SectionQuestion => {
  const own = uniqueTerms(text);
  return {
    weights: new Map(own.map((t) => [t, 1])), own, named: own, aboutWhole: false, wantsFigure: false, figure: () => false,
    pointsBack: false, asksOfSaid: false, saidChunks: [], saidTerms: new Set(), outOfHours: false, lang: "en", asksNothing, message: text,
  };
};

describe("chooseSections", () => {
  it("reads a section that has a word of the question only it has, which the best-ranked one lacks", () => {
    const ids = chooseSections(policy, question("can I work from home abroad?")).chunks.map((c) => c.chunkId);
    expect(ids).toEqual(["p#0", "p#2"]);
  });

  it("reads only the best-ranked section when the question's words are all there, or the message asks nothing new", () => {
    expect(chooseSections(policy, question("can I work from home?")).chunks.map((c) => c.chunkId)).toEqual(["p#0"]);
    expect(chooseSections(policy, question("I'm abroad at home", true)).chunks.map((c) => c.chunkId)).toEqual(["p#0"]);
  });
});
