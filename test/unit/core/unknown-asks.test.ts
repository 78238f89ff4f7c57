import { describe, expect, it } from "vitest";
import { unknownAct, unknownBenefit } from "../../../src/core/unknown-asks.js";
import type { Vocab } from "../../../src/core/term-weight.js";
import { terms } from "../../../src/core/text.js";

// A knowledge base that knows leave, pay, laptops and companies, and nothing of pensions, sabbaticals or appeals.
const known = new Set(terms("leave paid pay laptop company year uniform wash keep rating bring restaurant money"));
const vocab = { knows: (t: string) => known.has(t), idf: () => 1 } as unknown as Vocab;

describe("a question whose point no policy names", () => {
  it("asks for a benefit by the last word of what is asked for", () => {
    expect(unknownBenefit("do we get a company pension?", vocab)).toBe(true);
    expect(unknownBenefit("Is there a paid sabbatical after 5 years at the company?", vocab)).toBe(true);
    expect(unknownBenefit("do we get a laptop?", vocab)).toBe(false);
    // "anything" names no thing, and "any" is not the article of it.
    expect(unknownBenefit("do we get anything for washing our uniforms at home?", vocab)).toBe(false);
    expect(unknownBenefit("how much pension do we get?", vocab)).toBe(false);
    // What comes after "to" says what the thing is for: "a laptop to look at slides on" asks for a laptop, "a pension to retire on" for a pension.
    expect(unknownBenefit("do we get a laptop to look at slides on?", vocab)).toBe(false);
    expect(unknownBenefit("is there a pension to top up my savings?", vocab)).toBe(true);
    // A may-I question's thing acted on, unless it is a person: "my mum" may have what the policies give.
    expect(unknownBenefit("Can I bring my dog into head office on Fridays?", vocab)).toBe(true);
    expect(unknownBenefit("Can I bring my mum and sister to the restaurant, do I get money off?", vocab)).toBe(false);
    expect(unknownBenefit("can I keep my laptop?", vocab)).toBe(false);
    // What would be paid for: glasses no policy names, a laptop one does.
    expect(unknownBenefit("can I get reimbursed for glasses?", vocab)).toBe(true);
    expect(unknownBenefit("can I get reimbursed for my laptop?", vocab)).toBe(false);
    // ...and only when much of it is unknown: the rest of this one is what the data rules are about.
    expect(unknownBenefit("can I email a confidential file to my personal gmail?", { ...vocab, knows: (t: string) => t !== "file" } as Vocab)).toBe(false);
  });

  it("asks to do an act no policy names, of the thing just discussed", () => {
    expect(unknownAct("can I appeal it?", vocab)).toBe(true);
    expect(unknownAct("can I keep it?", vocab)).toBe(false);
    expect(unknownAct("can I appeal the rating?", vocab)).toBe(false);
  });
});
