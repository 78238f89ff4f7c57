import { describe, expect, it } from "vitest";
import { otherKind } from "../../../src/core/other-kind.js";
import { terms } from "../../../src/core/text.js";

// A knowledge base that knows the words of this text; every lowercase word of a-z is an English word.
const kbOf = (text: string) => {
  const known = new Set(terms(text));
  return { knows: (t: string) => known.has(t), isWord: (w: string) => /^[a-z]+$/i.test(w) && w !== "meny" };
};
const kb = kbOf("Sabbatical leave is paid. A late fee of 5 CNY a day applies. Staff on the ward must wear a plain band ring. Pages printed count.");

describe("otherKind", () => {
  it("names the kind asked for when the evidence only has other kinds", () => {
    expect(otherKind("How many weeks of maternity leave do I get?", "Sabbatical leave is paid for up to 6 months.", kb)).toBe("maternity leave");
    expect(otherKind("What's the tuition fee for a master's degree?", "The late fee is 5 CNY a day.", kb)).toBe("tuition fee");
  });

  // Both had answered "I couldn't find anything on “hit 5”" and "…on “bath hotel”" where the best policy answered.
  it("reads no kind into a number counted, nor into a place named after 'at the'", () => {
    const service = kbOf("After 5 years' service: 27 days. Covering at another hotel: we pay mileage. The staff hotel has rooms.");
    expect(otherKind("hey just hit 5 yrs, does my holiday go up?", "After 5 years' service: 27 days plus bank holidays.", service)).toBeUndefined();
    expect(otherKind("asked to cover at the bath hotel tomorrow, what can i claim?", "Covering at another hotel: we pay mileage.", service)).toBeUndefined();
    // Without "at the" a word before "hotel" still says which kind is asked.
    expect(otherKind("is there a budget hotel list?", "The staff hotel has rooms.", service)).toBe("budget hotel");
    expect(otherKind("can I stay at a budget hotel?", "The staff hotel has rooms.", service)).toBe("budget hotel");
  });

  it("reads what a course or a book is on as its topic, not as a kind of the evidence's thing", () => {
    const learning = kbOf("The personal learning and development budget covers online courses and books.");
    expect(otherKind("I want to do a course on machine learning, will the company pay?", "Personal learning and development budget: 8,000 CNY.", learning)).toBeUndefined();
    expect(otherKind("Is there a budget for machine learning?", "Personal learning and development budget: 8,000 CNY.", learning)).toBe("machine learning");
  });

  it("reads the words before a course or a workshop as its topic too", () => {
    const learning = kbOf("The personal learning and development budget covers online courses and books.");
    expect(otherKind("I want to do a machine learning course, will the company pay?", "Personal learning and development budget: 8,000 CNY.", learning)).toBeUndefined();
    expect(otherKind("can I expense a python course?", "The learning budget can be used for online courses and books.", learning)).toBeUndefined();
    expect(otherKind("is there money for machine learning books?", "Personal learning and development budget: 8,000 CNY.", learning)).toBeUndefined();
  });

  it("reads a shortening or another spelling of the evidence's kind as that kind", () => {
    const k = kbOf("A temporary lift may be granted. Dependent benefits are paid monthly.");
    expect(otherKind("What if I do not want a temp lift?", "A temporary lift may be granted.", k)).toBeUndefined();
    expect(otherKind("Are there dependant benefits?", "Dependent benefits are paid monthly.", k)).toBeUndefined();
    expect(otherKind("Are there student benefits?", "Dependent benefits are paid monthly.", k)).toBe("student benefits");
  });

  it("reads \"Y of Z\" as a kind of Y too, and counts each use once", () => {
    const k = kbOf("Managers model the Code of Conduct. Source code is confidential.");
    expect(otherKind("Is there a dress code for the office?", "Managers model the Code of Conduct.", k)).toBe("dress code");
    expect(otherKind("Is there a dress code for the office?", "Managers model the code and the Code of Conduct.", k)).toBeUndefined();
  });

  it("reads a word that grades the thing ('a proper break') as asking for the thing itself", () => {
    const k = kbOf("Staff working more than 6 hours get an unpaid break of 30 minutes.");
    expect(otherKind("do I get a proper break on nights?", "Staff working more than 6 hours get an unpaid break of 30 minutes.", k)).toBeUndefined();
    expect(otherKind("do I get a lunch break on nights?", "Staff working more than 6 hours get an unpaid break of 30 minutes.", k)).toBe("lunch break");
  });

  it("lets the evidence answer when it names the thing without a kind, or the same kind", () => {
    expect(otherKind("any rules for the respiratory ward?", "Staff on the ward must wear a plain band ring.", kb)).toBeUndefined();
    expect(otherKind("How long is sabbatical leave?", "Sabbatical leave is paid for up to 6 months.", kb)).toBeUndefined();
  });

  it("ignores names, verb forms, typos and questions that name the evidence's kind too", () => {
    expect(otherKind("Is Westmere leave different?", "Sabbatical leave is paid.", kb)).toBeUndefined();
    expect(otherKind("how meny pages can I print", "Colour pages count double.", kb)).toBeUndefined();
    expect(otherKind("is unpaid leave the same as sabbatical leave?", "Sabbatical leave is paid.", kb)).toBeUndefined();
    // "printed" is what the pages went through, not a kind of page.
    expect(otherKind("what if my essay printed wrong?", "Colour pages printed count double.", kbOf("Colour pages printed count double."))).toBeUndefined();
  });
});

describe("otherKind and degrees of known words", () => {
  it("reads \"closest\" as the knowledge base's \"close\"", () => {
    const k = kbOf("Offices close at 6. The main location is open.");
    expect(otherKind("Where is the closest location to me?", "The main location is open.", k)).toBeUndefined();
    expect(otherKind("Where is the secret location?", "The main location is open.", k)).toBe("secret location");
  });
});

describe("otherKind, of who is asking", () => {
  const k = kbOf("Kitchen staff phone the head chef or sous chef at least 3 hours before.");
  const evidence = "Kitchen staff phone the head chef or sous chef at least 3 hours before.";

  it("does not read the asker's own role as a kind the evidence lacks", () => {
    expect(otherKind("I'm a commis chef, how early do I have to let someone know?", evidence, k)).toBeUndefined();
  });

  it("still reads the same words, asked about, as another kind", () => {
    expect(otherKind("how early must a commis chef call?", evidence, k)).toBe("commis chef");
  });
});

describe("otherKind, after a past verb", () => {
  it("reads \"gave birth\" as a verb and its object, not a kind of birth", () => {
    const k = kbOf("An additional 15 days are granted for a difficult birth.");
    expect(otherKind("my wife just gave birth, how many days off do I get?", "An additional 15 days are granted for a difficult birth.", k)).toBeUndefined();
  });
});

describe("otherKind with the answering policy", () => {
  // The knowledge base says "annual" (in another policy), the sabbatical policy never does.
  const known = new Set(terms("Sabbatical leave is paid. The annual report is published in May."));
  const kbWide = { knows: (t: string) => known.has(t), isWord: (w: string) => /^[a-z]+$/i.test(w), mentions: (_p: string, t: string) => t !== "annual" && known.has(t) };
  const sabbatical = { policyId: "kb_010", title: "Sabbatical Leave for Academic Staff" };

  it("names a kind the knowledge base uses elsewhere when the policy's title names another kind", () => {
    expect(otherKind("Can I take annual leave during term time?", "Sabbatical leave is fully paid.", kbWide, sabbatical)).toBe("annual leave");
  });

  it("leaves the word alone when the title names no kind of the thing asked", () => {
    expect(otherKind("Can I take annual leave during term time?", "Sabbatical leave is fully paid.", kbWide, { policyId: "kb_010", title: "Academic Staff Handbook" })).toBeUndefined();
    expect(otherKind("Can I take annual leave during term time?", "Sabbatical leave is fully paid.", kbWide)).toBeUndefined();
  });
});
