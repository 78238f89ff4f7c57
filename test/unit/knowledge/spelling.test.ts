import { describe, expect, it } from "vitest";
import { fixSpelling, joinNumbered, oneEditApart } from "../../../src/core/spelling.js";
import { englishDictionary } from "../../../src/knowledge/dictionary.js";
import { SpellFixer } from "../../../src/knowledge/spelling.js";

const POLICY = "Passwords must be at least 14 characters long. The minimum password length applies to every account. Annual leave is 12 days.";

function fixer(): SpellFixer {
  const f = new SpellFixer(englishDictionary());
  f.add(POLICY);
  return f;
}

describe("typos", () => {
  it("are one insertion, deletion, substitution or swap of neighbours away", () => {
    expect(oneEditApart("pasword", "password")).toBe(true);
    expect(oneEditApart("lenght", "length")).toBe(true);
    expect(oneEditApart("minimun", "minimum")).toBe(true);
    expect(oneEditApart("anual", "annual")).toBe(true);
    expect(oneEditApart("pswrd", "password")).toBe(false);
    expect(oneEditApart("length", "length")).toBe(false);
  });

  it("are read as the knowledge base's word, and real words are left alone", () => {
    const f = fixer();
    expect(f.correct("pasword")).toBe("password");
    expect(f.correct("lenght")).toBe("length");
    // "pension" is a word the policies never use, not a typo of anything: it stays, so "not covered" can follow.
    expect(f.correct("pension")).toBeUndefined();
    // Workplace words newer than the word list are words too: "backend" is no typo of a policy's "backed".
    const backed = new SpellFixer(englishDictionary());
    backed.add("Reimbursement is not taxed when backed by receipts.");
    expect(backed.correct("backend")).toBeUndefined();
    expect(backed.correct("bakced")).toBe("backed");
    expect(f.correct("password")).toBeUndefined();
    // Short words and abbreviations ("mins") have too many neighbours to guess from.
    const signIns = new SpellFixer(englishDictionary());
    signIns.add("Five failed sign-ins lock the account.");
    expect(signIns.correct("mins")).toBeUndefined();
    // A place typed in lower case is not a typo of a word one first letter away: "driving up to leeds" is not "needs".
    const needs = new SpellFixer(englishDictionary());
    needs.add("Tell your manager what your needs are. Managers meet staff needs.");
    expect(needs.correct("leeds")).toBeUndefined();
    expect(needs.correct("neeeds")).toBe("needs");
    // "dont" is a contraction without its apostrophe.
    expect(f.correct("dont")).toBeUndefined();
  });

  it("are fixed in the question, keeping names, contractions and capitals", () => {
    const f = fixer();
    const fix = (s: string) => fixSpelling(s, (w) => f.correct(w));
    expect(fix("wat is the minimun pasword lenght")).toBe("wat is the minimun password length".replace("minimun", "minimum"));
    expect(fix("Anual leave: how many days?")).toBe("Annual leave: how many days?");
    // A capital inside a sentence is a name; "didn't" is cut at its apostrophe.
    expect(fix("Does Paswordia apply? I didn't ask")).toBe("Does Paswordia apply? I didn't ask");
  });
});

describe("clipped words", () => {
  const kb = () => {
    const f = new SpellFixer(englishDictionary());
    f.add("Drivers must carry their tachograph card. Tachographs are checked weekly. Dressings are changed daily. Catering staff eat free.");
    return f;
  };

  it("are read as the one longer word of the policies they were clipped from", () => {
    expect(kb().correct("tacho")).toBe("tachograph");
  });

  it("are not a word the longer one is made from with an ending of its own, nor a word of the question", () => {
    // "dress code" is not about wound dressings; "cater" is not short for "catering".
    expect(kb().correct("dress")).toBeUndefined();
    expect(kb().correct("cater")).toBeUndefined();
    const app = new SpellFixer(englishDictionary());
    app.add("Use WhatsApp only for rota messages.");
    expect(app.correct("whats")).toBeUndefined();
  });

  it("are not a verb or an adjective in its own right ('green' is no clipped 'greenhouse')", () => {
    const f = new SpellFixer(englishDictionary());
    f.add("Interview feedback goes into Greenhouse. Each physiotherapist and tachograph is checked.");
    expect(f.correct("green")).toBeUndefined();
    expect(f.correct("physio")).toBe("physiotherapist");
  });

  it("may be shorter than a typo when no dictionary has them ('ack' → 'acknowledge'), but not a word of three letters that is one", () => {
    const f = new SpellFixer(englishDictionary());
    f.add("Acknowledge a page within 15 minutes. Acknowledged pages are logged. Carrying a pager is required.");
    expect(f.correct("ack")).toBe("acknowledge");
    // "pag" is no word, yet both "page(s)" and "pager" start so: no one word it was clipped from.
    expect(f.correct("pag")).toBeUndefined();
    expect(f.correct("car")).toBeUndefined();
  });

  it("may be plural ('postgrads', 'tachos'), read as the whole word's plural where the policies have it", () => {
    const f = new SpellFixer(englishDictionary());
    f.add("Postgraduate students may borrow up to 40 items. Tachographs are checked weekly. Each class is listed.");
    expect(f.correct("postgrads")).toBe("postgraduate");
    expect(f.correct("tachos")).toBe("tachographs");
    // A word ending in "s" that is no plural of a clipping stays as typed.
    expect(f.correct("classes")).toBeUndefined();
  });

  it("are left alone when several of the policies' words start so", () => {
    const f = new SpellFixer(englishDictionary());
    f.add("The supervisor signs off. Superannuation is paid monthly.");
    expect(f.correct("super")).toBeUndefined();
  });
});

describe("British and American spellings", () => {
  const policies = (text: string) => {
    const f = new SpellFixer(englishDictionary());
    f.add(text);
    return f;
  };

  it("read a word spelt the other way as the knowledge base's spelling", () => {
    const f = policies("Uniform colour is navy. Visitors sign in at the centre. A driving licence is required for travelling staff. The organisation pays.");
    expect(f.correct("color")).toBe("colour");
    expect(f.correct("center")).toBe("centre");
    expect(f.correct("license")).toBe("licence");
    expect(f.correct("traveling")).toBe("travelling");
    expect(f.correct("organization")).toBe("organisation");
    expect(fixSpelling("What color is the uniform?", (w) => f.correct(w))).toBe("What colour is the uniform?");
  });

  it("read \"hw\" before a question's words as \"how\", and leave it alone elsewhere", () => {
    const none = () => undefined;
    expect(fixSpelling("hw many days wfh per wk?", none)).toBe("how many days wfh per wk?");
    expect(fixSpelling("Hw long is it?", none)).toBe("How long is it?");
    expect(fixSpelling("is the HW budget shared?", none)).toBe("is the HW budget shared?");
  });

  it("leave a word alone when the knowledge base spells it so, or has no other spelling of it", () => {
    const f = policies("Uniform color is navy. Staff pension contributions are matched.");
    expect(f.correct("color")).toBeUndefined();
    expect(f.correct("tension")).toBeUndefined();
    expect(f.correct("major")).toBeUndefined();
  });
});

describe("a word and its number", () => {
  const knows = (t: string) => ["tier1", "tier2", "band6"].includes(t);

  it("are joined as the policies write them, when they write them so", () => {
    expect(joinNumbered("what is the per diem for tier 1", knows)).toBe("what is the per diem for tier-1");
    expect(joinNumbered("I'm a Band 6 nurse", knows)).toBe("I'm a Band-6 nurse");
  });

  it("stay apart otherwise, and a count or a share is no name", () => {
    expect(joinNumbered("within 5 days", knows)).toBe("within 5 days");
    expect(joinNumbered("tier 1.5 cities", knows)).toBe("tier 1.5 cities");
    expect(joinNumbered("tier 10", knows)).toBe("tier 10");
  });
});
