import { describe, expect, it } from "vitest";
import { missingHead } from "../../../src/core/missing-head.js";
import { terms } from "../../../src/core/text.js";

// Two policies: annual leave (mentions public holidays) and gifts (mentions parties and limits).
const texts: Record<string, string> = {
  leave: "Public holidays are not deducted from annual leave. Leave requests need approval.",
  gifts: "Gifts from external parties are capped at 200 CNY. Specific rules apply to hotel stays.",
};
const kb = {
  knows: (t: string) => Object.values(texts).some((x) => terms(x).includes(t)),
  mentions: (id: string, t: string) => terms(texts[id] ?? "").includes(t),
};

describe("missingHead", () => {
  it("names the thing asked about when the policy only has the word before it", () => {
    expect(missingHead("When is the company holiday party this year?", "leave", kb)).toBe("company holiday party");
    expect(missingHead("Is there a holiday party?", "gifts", kb)).toBeUndefined();
    expect(missingHead("When is the next holiday party?", "leave", kb)).toBe("holiday party");
    expect(missingHead("When are holiday parties announced?", "leave", kb)).toBe("holiday parties");
  });

  it("reads participles, passives and names as no thing asked about", () => {
    expect(missingHead("What are the holiday steps involved?", "leave", kb)).toBeUndefined();
    expect(missingHead("Is there a holiday party built in?", "leave", kb)).toBe("holiday party");
    expect(missingHead("Can you explain what was stated above?", "leave", kb)).toBeUndefined();
    expect(missingHead("What is the Holiday Party?", "leave", kb)).toBeUndefined();
  });

  it("reads a wh-word inside a clause as a relative, not a question ('the guests who are staying upstairs')", () => {
    const words = { ...kb, isWord: () => true };
    expect(missingHead("can we keep serving the guests who are holiday upstairs after that?", "leave", words)).toBeUndefined();
    expect(missingHead("who are holiday upstairs?", "leave", words)).toBe("holiday upstairs");
    expect(missingHead("ok, and when is the holiday party?", "leave", words)).toBe("holiday party");
  });

  it("reads 'due', 'ready' or 'valid' after the thing as what is said of it, not as its head", () => {
    const k = { ...kb, knows: (t: string) => kb.knows(t) || ["due", "ready", "valid"].includes(t) };
    expect(missingHead("when's the leave request due?", "leave", k)).toBeUndefined();
    expect(missingHead("when is the holiday approval ready?", "leave", k)).toBeUndefined();
    expect(missingHead("until when is the leave request valid?", "leave", k)).toBeUndefined();
  });

  it("lets a measure, a numeral or a quality stand without being named", () => {
    expect(missingHead("What is the annual leave limit?", "leave", kb)).toBeUndefined();
    expect(missingHead("When is holiday one?", "leave", kb)).toBeUndefined();
    expect(missingHead("Are there specific parties?", "leave", kb)).toBeUndefined();
  });

  // "Is there relocation help?" of a policy that says "Relocation support": help, support and advice are what a policy gives, in whatever words.
  it("lets help, support or advice stand without being named", () => {
    const k = { ...kb, knows: (t: string) => kb.knows(t) || ["help", "advic"].includes(t) };
    expect(missingHead("Is there holiday help?", "leave", k)).toBeUndefined();
    expect(missingHead("is there any holiday advice?", "leave", k)).toBeUndefined();
    expect(missingHead("Is there a holiday party?", "leave", { ...k, knows: (t: string) => k.knows(t) || t === "parti" })).toBe("holiday party");
  });

  it("names a thing no policy has, when it is a real word", () => {
    const k = { ...kb, isWord: (w: string) => /^[a-z]+$/i.test(w) && w !== "gymnasio" };
    expect(missingHead("When is the holiday barbecue?", "leave", k)).toBe("holiday barbecue");
    expect(missingHead("what time does the swimming pool open?", "leave", k)).toBe("swimming pool");
    expect(missingHead("Where is the holiday gymnasio?", "leave", k)).toBeUndefined();
    // After "does the", only a verb it knows ends the phrase: "make" could be a noun as well.
    expect(missingHead("Does the lender make money?", "leave", k)).toBeUndefined();
  });
});
