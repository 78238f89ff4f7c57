import { describe, expect, it } from "vitest";
import { countryTerms, equivalents, everydayGlosses, vocabularyGaps, policyGlosses } from "../../../src/core/synonyms.js";
import { compoundGlosses } from "../../../src/core/pattern-glosses.js";
import { terms } from "../../../src/core/text.js";

/** The terms searched for a question, its own and the equivalents the knowledge base uses. */
const searched = (question: string, knows?: (t: string) => boolean) => [...equivalents(question, knows).terms.keys()];

/** A knowledge base that uses these words. */
const knowing = (...words: string[]) => {
  const known = new Set(words.flatMap((w) => terms(w)));
  return (t: string) => known.has(t);
};

describe("everyday words and the formal ones policies use", () => {
  it("finds everyday phrases, the longest first", () => {
    expect(everydayGlosses("Do I need a doctor’s note?").map((g) => g.phrase)).toEqual(["doctor's note"]);
    expect(everydayGlosses("where do I pick it up").map((g) => g.phrase)).toEqual(["pick it up"]);
    expect(everydayGlosses("where do I pick the form up").map((g) => g.phrase)).toEqual([]);
    expect(everydayGlosses("can I pick up the laptop").map((g) => g.phrase)).toEqual(["pick up", "laptop"]);
  });

  it("finds an English word written into a Chinese sentence, but not inside a longer English word", () => {
    expect(everydayGlosses("可以用ChatGPT吗？").map((g) => g.phrase)).toEqual(["chatgpt"]);
    expect(everydayGlosses("我的laptop坏了").map((g) => g.phrase)).toEqual(["laptop"]);
    expect(everydayGlosses("laptops2go").map((g) => g.phrase)).toEqual([]);
  });

  it("searches the formal words for British everyday ones: found items kept, illness, phoning in", () => {
    const kb = knowing("keep", "retain", "vomiting", "sickness", "unwell", "report");
    expect(searched("how long do we hang on to it?", kb)).toEqual(expect.arrayContaining(["keep", "retain"]));
    expect(searched("I've been throwing up all night", kb)).toEqual(expect.arrayContaining(["vomit"]));
    expect(searched("feeling rough, do I ring in sick?", kb)).toEqual(expect.arrayContaining([...terms("unwell"), "report"]));
    expect(searched("how long can i drive in a day in the artic", knowing("hgv", "driving"))).toContain("hgv");
  });

  it("searches the formal words for chat shorthand: temp housing, a promo, ppl", () => {
    const kb = knowing("temporary accommodation", "promotion", "people");
    expect(searched("how long can we stay in temp housing", kb)).toEqual(expect.arrayContaining(terms("temporary accommodation")));
    expect(searched("what rating do I need for a promo", kb)).toEqual(expect.arrayContaining(terms("promotion")));
    expect(searched("dinner for 12 ppl", kb)).toEqual(expect.arrayContaining(terms("people")));
  });

  it("bridges only where the knowledge base lacks the everyday word", () => {
    expect(vocabularyGaps("the monthly allowance", knowing("monthly", "allowance"))).toEqual([]);
    expect(vocabularyGaps("the monthly allowance", knowing("monthly")).map((g) => g.phrase)).toEqual(["allowance"]);
  });

  it("reads \"break\" with an object as damage even where the knowledge base says \"career break\"", () => {
    const kb = knowing("career break", "damage");
    expect(searched("What if I break it?", kb)).toEqual(terms("damage"));
    expect(searched("What happens if I broke my phone?", kb)).toEqual(terms("damage"));
    // The pause keeps its own meaning.
    expect(equivalents("Can I take a career break?", kb).terms.size).toBe(0);
  });

  it("reads \"the fine\" as a penalty, but not \"is that fine?\"", () => {
    const kb = knowing("penalty", "parking");
    expect(searched("What's the fine for parking without a permit?", kb)).toContain(terms("penalty")[0]);
    expect(searched("I got fined for parking", kb)).toContain(terms("penalty")[0]);
    expect(searched("Is SMS fine as the second factor?", kb)).not.toContain(terms("penalty")[0]);
  });

  it("reads worn-out things and new ones as damage and replacements", () => {
    const kb = knowing("replacement", "damaged");
    expect(searched("mine are falling apart, how do I get new ones?", kb).sort()).toEqual([...terms("damaged replacement")].sort());
  });

  it("reads \"get back to me\" as the feedback or response a policy promises", () => {
    expect(searched("will anyone get back to me about it?", knowing("get", "back", "feedback"))).toEqual(terms("feedback"));
  });

  it("reads restaurant roles as the names policies give them (waiters are servers, a KP a kitchen porter)", () => {
    const kb = knowing("servers", "kitchen porters");
    expect(searched("and the waiters get what?", kb)).toEqual(terms("servers"));
    expect(searched("I'm a KP, do I get any?", kb).sort()).toEqual(terms("kitchen porter").sort());
  });

  it("reads \"how far ahead\" as the policy's \"in advance\"", () => {
    expect(searched("how far ahead can I book a projector?", knowing("book", "projector", "advance"))).toEqual(terms("advance"));
  });

  it("reads family and loss in everyday words as the policy's grandparent and compassionate leave", () => {
    const kb = knowing("grandparent", "compassionate", "death", "leave");
    const found = searched("my grandad died last night, can I get time off?", kb);
    expect(found).toEqual(expect.arrayContaining(terms("grandparent compassionate death leave")));
  });

  it("searches the equivalents it uses, and the unknown word hands them its weight", () => {
    const r = equivalents("do I get petrol money?", knowing("money", "mileage"));
    expect(r.terms).toEqual(new Map([[terms("mileage")[0], 1]]));
    expect([...r.bridged]).toEqual(["petrol"]);
    // No equivalent it uses: nothing is added and the word stays what it was.
    expect(equivalents("do I get petrol money?", knowing("money")).terms.size).toBe(0);
  });

  it("reads a negated verb as the un- word policies write: unused, untaken, unpaid", () => {
    const kb = knowing("unused", "untaken", "unpaid", "use");
    expect(searched("can i carry over what i dont use?", kb)).toEqual(terms("unused"));
    expect(searched("holiday I haven't taken", kb)).toEqual(terms("untaken"));
    expect(searched("my overtime wasn't paid", kb)).toEqual(terms("unpaid"));
    // Only the words the knowledge base uses, and nothing without a negation.
    expect(equivalents("can i carry over what i dont use?", knowing("use")).terms.size).toBe(0);
    expect(equivalents("can i use it?", kb).terms.size).toBe(0);
  });
});

describe("an age under 18", () => {
  it("means the rules for under-18s, in the words the knowledge base uses", () => {
    const kb = knowing("Staff under 18 may not work after 22:00.");
    expect(equivalents("We've got a 17 year old starting on Saturday", kb).terms.get("18")).toBe(1);
    expect(equivalents("我们新招了一个16岁的服务员", kb).terms.has("18")).toBe(true);
    expect(equivalents("she's a 16-year-old", knowing("Young workers have a break.")).terms.has("young")).toBe(true);
  });

  it("is not any number of years", () => {
    const kb = knowing("Staff under 18 may not work after 22:00.");
    expect(equivalents("I have 17 years of service", kb).terms.has("18")).toBe(false);
    expect(equivalents("a 19 year old", kb).terms.has("18")).toBe(false);
  });
});

describe("a temperature had", () => {
  const kb = knowing("If you have a fever, do not come in. Agency temps sign in at reception.");
  it("is a fever, but a temp worked with is an agency temp", () => {
    expect(equivalents("woke up with a temp, who do i ring", kb).terms.has("fever")).toBe(true);
    expect(equivalents("im running a temp", kb).terms.has("fever")).toBe(true);
    expect(equivalents("im working with a temp this week", kb).terms.has("fever")).toBe(false);
  });
});

describe("days or budget lost unused", () => {
  const kb = knowing("Any unused PTO above 40 hours is forfeited on December 31. Report a lost laptop within 24 hours.");
  it("are what the policy forfeits, and 'lose' itself is not searched", () => {
    for (const q of ["do i lose any?", "will i lose my unused pto?", "do i lose my leftover vacation days if i dont use them", "would I lose the rest at the end of the year?"]) {
      const found = equivalents(q, kb);
      expect(found.terms.has("forfeit"), q).toBe(true);
      expect(found.idiomatic.has("lose"), q).toBe(true);
    }
  });

  it("are not a thing lost", () => {
    for (const q of ["what if i lose my laptop?", "i might lose my badge", "did we lose any data?", "what if I lose it?"]) {
      expect(equivalents(q, kb).terms.has("forfeit"), q).toBe(false);
    }
  });
});

describe("money a guest or customer gives", () => {
  const kb = knowing("Cash tips given to you at a table go into the sealed tip box. Check every £20 note with the UV checker.");
  it("is a tip, and the amount's own words count as little as the story", () => {
    for (const q of ["a guest pressed a 20 pound note into my hand, can i keep it", "table 6 left me a tenner", "a customer slipped me £15 on the way out", "the guests gave us some cash"]) {
      const found = equivalents(q, kb);
      expect(found.terms.has("tip"), q).toBe(true);
    }
    expect(equivalents("a guest pressed a 20 pound note into my hand", kb).idiomatic.has("note")).toBe(true);
  });

  it("is not a note or a thing a guest leaves", () => {
    for (const q of ["a guest left a note complaining about the noise", "a guest left their wallet in room 12", "the customer gave me a bad review"]) {
      expect(equivalents(q, kb).terms.has("tip"), q).toBe(false);
    }
  });
});

describe("a thing a business contact gives", () => {
  const kb = knowing("Employees may accept gifts from vendors up to 200 CNY.");
  it("is a gift, whichever way round it is said", () => {
    for (const q of ["I got a bottle of whisky from a vendor", "a supplier sent me a hamper", "received flowers from one of our clients"]) {
      expect(equivalents(q, kb).terms.has("gift")).toBe(true);
    }
  });

  it("is not an email, a call or an order, nor a thing from a friend", () => {
    for (const q of ["I got an email from a vendor", "a customer sent me a complaint", "I got a call from the supplier", "I got a parcel from my mum"]) {
      expect(equivalents(q, kb).terms.has("gift")).toBe(false);
    }
  });
});

describe("everyday abbreviations with no word of their own", () => {
  it("are read as their formal words: 'D&V', 'A&E'", () => {
    const kb = knowing("Staff with diarrhoea or vomiting stay off work for 48 hours.", "Go to the hospital emergency department.");
    expect(equivalents("turns out its D&V, when am I allowed back", kb).terms.has("diarrhoea")).toBe(true);
    expect(equivalents("it probably needs looking at in A&E", kb).terms.has("emergency")).toBe(true);
  });
});

describe("two words a policy writes as one", () => {
  const knows = (t: string) => ["rollover", "timesheet", "login", "form", "toward"].includes(t);

  it("searches the one word for a verb and its particle ('roll over' → 'rollover', 'log in' → 'login')", () => {
    const found = compoundGlosses("how much can I roll over, and where do I log in to the time sheet?", knows).map((g) => g.alternatives[0][0]);
    // Two nouns stay two words: a web address ("studentaid.gov") would join them too.
    expect(found).toEqual(["rollover", "login"]);
    expect(equivalents("how much can I roll over?", knows).terms.has("rollover")).toBe(true);
  });

  it("looks past a pronoun between the verb and its particle ('roll them over', 'set it up')", () => {
    const found = compoundGlosses("can I roll them over?", knows).map((g) => g.alternatives[0][0]);
    expect(found).toEqual(["rollover"]);
    // Only a particle after the pronoun: "log them to" is no "logto".
    expect(compoundGlosses("can I roll them to next year?", knows)).toEqual([]);
  });

  it("joins no function word ('for me' is no 'form', 'to ward' no 'toward')", () => {
    expect(compoundGlosses("is it fine for me to go to ward 4?", knows)).toEqual([]);
  });
});

describe("everyday words a chosen policy never uses", () => {
  it("read as the formal ones it does, though another policy uses the everyday word", () => {
    const oncall = knowing("on-call stipend per week", "On each company holiday you are on call you receive an additional $150");
    expect([...policyGlosses("and if my week includes thanksgiving?", oncall).keys()]).toEqual(expect.arrayContaining(["company", "holiday"]));
    // A policy that says "Thanksgiving" itself keeps its own word.
    const pto = knowing("Company holidays: New Year's Day, Thanksgiving Day and Christmas Day.");
    expect(policyGlosses("and if my week includes thanksgiving?", pto).size).toBe(0);
  });

  it("read 'pay for it' as what the chosen policy says of cost, but never search with it", () => {
    const laptops = knowing("Accidental damage is repaired at company cost; an employee may be asked to contribute towards the replacement.");
    expect([...policyGlosses("do I have to pay for it?", laptops).keys()]).toEqual(expect.arrayContaining(["cost", "contribut"]));
    // "Does the hotel pay for taxis?" still searches for "pay" alone.
    const knowsAll = () => true;
    expect(searched("Does the hotel pay for taxis?", knowsAll)).not.toContain("cost");
  });
});

describe("money reaching an account", () => {
  it("reads 'when does it hit my account' as when it is paid, where the policy says paid", () => {
    const tronc = knowing("Tronc is paid through payroll on the last Friday of the month.");
    expect(searched("when does it actually hit my account", tronc)).toContain("paid");
  });
});

describe("seeing a client", () => {
  it("reads 'to see a client' as a client visit, where the policies say visit", () => {
    const visits = knowing("Sales staff travelling for client visits may claim hotel costs of at most 650 CNY per night.");
    expect(searched("I'm going to Shanghai to see a client next week", visits)).toContain("visit");
  });
});

describe("mothers and fathers", () => {
  it("read as maternity and paternity in picking a parental policy's lines, never in the search", () => {
    const parental = knowing("Non-birthing parents receive 20 working days of fully paid paternity or partner leave.");
    expect([...policyGlosses("and for the dad?", parental).keys()]).toContain("paternity");
    // "my dad passed away" must not go looking for paternity leave.
    expect(searched("my dad passed away, do I get leave?", parental)).not.toContain("paternity");
  });
});

describe("a partner giving birth", () => {
  // In chat the "my" is dropped ("wife is due in march"), and "wife" read as a spouse found the bereavement list.
  it("reads the partner's pregnancy as the other parent's leave, not the word \"wife\" as a spouse", () => {
    const leave = knowing("Non-birthing parents receive 12 weeks. 5 paid days for the death of a spouse or domestic partner or family member.");
    for (const q of ["wife is due in march, how much parental leave do i get", "so wife's pregnant, how much leave do i get", "my wife's pregnant, how much leave do i get"]) {
      const found = searched(q, leave);
      expect(found).toContain("parent");
      expect(found).not.toContain("spous");
    }
    // Not someone else's wife, nor the word alone.
    expect(searched("my manager's wife is having a baby, should we send a gift?", leave)).not.toContain("parent");
    expect(searched("my wife is ill, can I take time off to look after her?", leave)).toContain("spous");
  });
});

describe("moving to another city", () => {
  it("reads 'move to' as relocation, where the policies say so", () => {
    const relocation = knowing("Relocation support is available to employees asked to relocate to a different city.");
    expect(searched("I want to move to Hangzhou for the job", relocation)).toContain("relocation");
  });
});

describe("ride-hailing apps", () => {
  it("read as rideshare or taxi, where the policies say so", () => {
    const travel = knowing("Use rideshare, taxis or public transit at your destination.");
    expect(searched("can I expense a lyft to the airport?", travel)).toContain("taxi");
  });
});

describe("chat shorthand and everyday money words", () => {
  it("read as the policies' words where they lack the shorthand", () => {
    const security = knowing("Accounts are locked after 10 failed sign-in attempts. Passwords must be 12 characters.");
    expect(searched("typed my pw wrong a bunch", security)).toContain("password");
    const parental = knowing("Birthing parents receive 158 calendar days of paid maternity leave.");
    expect(searched("how long is mat leave", parental)).toContain("maternity");
    const card = knowing("The corporate card has a single-transaction limit of 8,000 CNY.");
    expect(searched("my corp card got declined for a 9000 rmb payment", card)).toEqual(expect.arrayContaining(["corporat", "cny"]));
    const sick = knowing("Employees may use up to 5 sick days to care for a sick child or parent.");
    expect(searched("can I take time off to look after my dad?", sick)).toContain("care");
  });
});

describe("a country the knowledge base never names", () => {
  it("is abroad, in the words the knowledge base uses, and a country it names keeps its own rules", () => {
    const knows = (t: string) => ["abroad", "oversea", "singapor"].includes(t);
    expect([...countryTerms("can I work from Portugal for a month?", knows)]).toEqual(expect.arrayContaining(["abroad", "oversea"]));
    expect(countryTerms("can I work from Singapore for a month?", knows).size).toBe(0);
    expect(countryTerms("can I work from home for a month?", knows).size).toBe(0);
  });
});
