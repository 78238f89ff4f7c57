import { describe, expect, it } from "vitest";
import { withoutBoundPronouns } from "../../../src/core/bound-pronouns.js";

const kept = (text: string) => /\b(?:it|its|they|them|their|he|she|him|her|his)\b/i.test(withoutBoundPronouns(text));

describe("withoutBoundPronouns", () => {
  it("blanks a pronoun whose thing an earlier clause of the message names", () => {
    expect(kept("Found a laptop under a sofa in the lounge last night, what do I do with it?")).toBe(false);
    expect(kept("a vendor sent me a hamper at christmas, can I keep it?")).toBe(false);
    expect(kept("my laptop screen cracked when I dropped it")).toBe(false);
  });

  it("blanks a possessive whose person or group comes before it, in the same clause too", () => {
    expect(kept("How much annual leave do new joiners get in their first year?")).toBe(false);
    expect(kept("A guest wants her money back")).toBe(false);
    expect(kept("Lady on table 12 says she has a nut allergy")).toBe(false);
  });

  it("keeps a pronoun with nothing in the message to stand for", () => {
    expect(kept("can I keep it?")).toBe(true);
    expect(kept("how do I apply for it?")).toBe(true);
    // In its own clause "a limit" is not what "it" is: "it" is the subject before.
    expect(kept("Is there a limit on it?")).toBe(true);
    expect(kept("I have a quick question, can I claim it?")).toBe(true);
    // "it" is a thing; a manager is no antecedent for it.
    expect(kept("what if my manager doesn't approve it?")).toBe(true);
    expect(kept("can they fly business class?")).toBe(true);
  });

  it("keeps the offsets of the message", () => {
    const text = "a vendor sent me a hamper, can I keep it?";
    expect(withoutBoundPronouns(text)).toHaveLength(text.length);
  });
});
