import { describe, expect, it } from "vitest";
import { stem } from "../../../src/core/stem.js";
import { cjkRatio, sentences, terms } from "../../../src/core/text.js";

describe("terms", () => {
  it("keeps tier numbers attached and drops question words", () => {
    expect(terms("What about tier-2 cities?")).toEqual(["tier2", "city"]);
    expect(terms("Sales visiting a client in a tier-1 city")).toEqual(["sale", "visit", "client", "tier1", "city"]);
    // ...as typed in a hurry too: an unknown "wat" would outweigh every word of the question.
    expect(terms("wat is the minimum password length")).toEqual(["minimum", "password", "length"]);
    expect(terms("wats the form")).toEqual(["form"]);
  });

  it("reads short time units as the units", () => {
    expect(terms("20 mins late, 2 hrs, 3 wks, 5 yrs")).toEqual(terms("20 minutes late, 2 hours, 3 weeks, 5 years"));
    expect(terms("min password length")).not.toContain(terms("minutes")[0]);
    // "HR" is the people team far more often than an hour: "record it in the HR system" is not "hours".
    expect(terms("ask HR about it")).not.toContain(terms("hours")[0]);
    expect(terms("tell hr")).toEqual(["hr"]);
  });

  it("keeps a stop word written as an acronym, unless the words around it shout too", () => {
    expect(terms("Call the IT Service Desk")).toEqual(["call", "it", "servic", "desk"]);
    expect(terms("IT服务台电话")).toContain("it");
    expect(terms("Is it ok?")).toEqual([]);
    expect(terms("IS IT OK?")).toEqual([]);
  });

  it("reads a number's plural as the number ('under-18s' is about under 18)", () => {
    expect(terms("Under-18s may not work after 22:00")).toContain("18");
    expect(terms("staff under 18")).toContain("18");
    expect(terms("the 1990s")).toEqual(["1990"]);
  });

  it("reads an amount however it is written: 20,000, 20000 and 20k are one number", () => {
    expect(terms("claims above 20,000 CNY")).toEqual(expect.arrayContaining(terms("claims above 20000 CNY")));
    expect(terms("over 20k?")).toEqual(terms("over 20,000?"));
    expect(terms("spent 1.5k")).toContain("1500");
    expect(terms("my 401k match")).toContain("401k");
    expect(terms("2,000,000 yuan")).toContain("2000000");
    // A list of numbers is not one number.
    expect(terms("1,2,3")).toEqual(["1", "2", "3"]);
  });

  // "4.62 hours" holds no 4: "I've been here 4 years" matched the accrual example before the table row for 3–5 years.
  it("reads a decimal number as one number", () => {
    expect(terms("4.62 hours per paycheck")).toEqual(["4.62", "hour", "paycheck"]);
    expect(terms("£50.01 to £250")).toEqual(["50.01", "250"]);
    expect(terms("section 4.2.")).toEqual(["section", "4.2"]);
    expect(terms("within 4.")).toEqual(["within", "4"]);
  });

  it("does not glue a number to the word before it", () => {
    expect(terms("Employees receive 12 days")).toEqual(["employe", "receiv", "12", "day"]);
  });

  it("cuts Chinese into bigrams, splitting at function characters", () => {
    expect(terms("那二线城市呢？")).toEqual(["二线", "线城", "城市"]);
    expect(terms("销售的住宿费")).toEqual(["销售", "住宿", "宿费"]);
  });

  it("stems plural and verb forms to the same term", () => {
    expect(stem("cities")).toBe(stem("city"));
    expect(stem("visiting")).toBe(stem("visit"));
    expect(stem("limits")).toBe(stem("limit"));
    expect(stem("midwives")).toBe(stem("midwife"));
    expect(stem("wives")).toBe(stem("wife"));
    expect(stem("leaves")).toBe(stem("leave"));
    for (const [adverb, adjective] of [["anonymously", "anonymous"], ["carefully", "careful"], ["needlessly", "needless"]]) expect(stem(adverb)).toBe(stem(adjective));
    // Not every -ly is an adverb of a policy's adjective.
    expect(stem("family")).not.toBe(stem("famous"));
    // A final y that became i before -ed is a y again: "carried over" matches "carry over".
    for (const w of ["carried", "carries", "carrying"]) expect(stem(w)).toBe(stem("carry"));
    expect(stem("applied")).toBe(stem("applies"));
    expect(stem("played")).toBe(stem("play"));
    // A consonant doubled before -ing or -ed is one again ("swapping a shift" finds "swap").
    for (const [form, verb] of [["swapping", "swap"], ["swapped", "swap"], ["planned", "plan"], ["submitted", "submit"], ["stopped", "stop"]]) expect(stem(form)).toBe(stem(verb));
    for (const [form, verb] of [["calling", "call"], ["adding", "add"], ["passing", "pass"], ["staffing", "staff"]]) expect(stem(form)).toBe(stem(verb));
    // A short root that kept its "e" before the "d": "paged" is "page", "hired" "hire"; "aimed" is no "aime".
    for (const [form, root] of [["paged", "page"], ["hired", "hires"], ["typed", "type"], ["timed", "times"], ["noted", "notes"]]) expect(stem(form)).toBe(stem(root));
    expect(stem("aimed")).not.toBe("aime");
    // "caring" cut to "car" would be the car: a root of "-ar" keeps its "e", as "cared" does; "starring" is "star".
    expect(stem("caring")).toBe(stem("care"));
    expect(stem("caring")).not.toBe(stem("car"));
    expect(stem("starring")).toBe(stem("star"));
  });

  it("stems irregular past forms to their verb, but not those with a meaning of their own", () => {
    for (const [past, verb] of [["taken", "take"], ["took", "take"], ["written", "write"], ["kept", "keep"], ["met", "meet"], ["stolen", "steal"], ["lost", "lose"]]) expect(stem(past)).toBe(stem(verb));
    expect(stem("left")).not.toBe(stem("leave"));
    expect(stem("paid")).not.toBe(stem("pay"));
  });

  it("stems the plural of a noun in -i (\"taxis\") but leaves -is words whole (\"basis\", \"axis\")", () => {
    expect(stem("taxis")).toBe(stem("taxi"));
    expect(stem("skis")).toBe(stem("ski"));
    expect(stem("basis")).toBe("basis");
    expect(stem("axis")).toBe("axis");
  });

  it("treats every word as a word, even one that names a property of plain objects", () => {
    expect(terms("the constructor was paid")).toEqual(["constructor", "paid"]);
    expect(stem("constructor")).toBe("constructor");
  });

  it("stems \"application\" and \"applicant\" to \"apply\"", () => {
    for (const w of ["application", "applications", "applicant", "applicants", "applying", "applied"]) expect(stem(w)).toBe(stem("apply"));
    expect(stem("implication")).toBe(stem("imply"));
    // Only "-lication" and "-licant" after a consonant: "location" and "vacation" stay themselves.
    expect(stem("location")).toBe("location");
    expect(stem("vacation")).toBe("vacation");
  });

  it("stems a verb in -ify and its -ification noun to one term", () => {
    for (const w of ["classified", "classifies", "classification", "classifications"]) expect(stem(w)).toBe(stem("classify"));
    expect(stem("notification")).toBe(stem("notified"));
    // Not every "-if" word is one of them.
    expect(stem("specific")).not.toBe(stem("specify"));
    expect(stem("unify")).toBe("unify");
  });

  it("reads monthly, weekly, daily as the time word itself", () => {
    expect(stem("monthly")).toBe(stem("month"));
    expect(stem("daily")).toBe(stem("days"));
    expect(stem("quarterly")).toBe(stem("quarter"));
    expect(stem("family")).toBe("family");
  });

  it("stems short past forms of verbs that end in e", () => {
    expect(stem("used")).toBe(stem("use"));
    expect(stem("moved")).toBe(stem("move"));
    expect(stem("based")).toBe(stem("bases"));
    expect(stem("need")).toBe("need");
  });

  it("meets a doubled final l with the single one: cancelled is cancel, installs is install", () => {
    for (const [form, root] of [["cancelled", "cancel"], ["cancelling", "cancels"], ["travelled", "travel"], ["labelled", "label"], ["enrolled", "enroll"], ["fulfilled", "fulfil"], ["installed", "install"], ["recalled", "recall"]]) expect(stem(form)).toBe(stem(root));
    // A word of one syllable keeps its "ll": "call" is no "cal".
    for (const w of ["call", "fall", "fill", "tell", "still", "skill", "small"]) expect(stem(w)).toBe(w);
  });

  it("drops chat filler: \"how much tho\" asks how much", () => {
    expect(terms("how much tho")).toEqual([]);
  });
});

describe("terms of what happens again and again", () => {
  it("drops \"keep\" before a verb in -ing, and keeps it before a thing", () => {
    expect(terms("she keeps making jokes")).toEqual(["mak", "joke"]);
    expect(terms("I kept on getting calls")).not.toContain("keep");
    expect(terms("can I keep the laptop?")).toContain("keep");
    expect(terms("keep it private")).toContain("keep");
    expect(terms("how long do we keep training records?")).toContain("keep");
  });
});

describe("the cash till", () => {
  it("keeps \"till\" as a thing, and drops it where it means until", () => {
    expect(terms("my till was £12 short")).toContain("till");
    expect(terms("We never deduct till shortages from pay")).toContain("till");
    expect(terms("bar tills")).toContain("till");
    for (const until of ["covering the bar till 3am", "stay till the end", "won't be out till late", "there till like 5", "till when?", "I work till my shift ends", "closed till further notice"]) expect(terms(until)).not.toContain("till");
  });
});

describe("sentences", () => {
  it("splits English and Chinese sentences with offsets into the original", () => {
    const text = "Lodging is 650. Tier-2 is 450.\n一线城市不超过500元。二线城市不超过350元。";
    const list = sentences(text);
    expect(list.map((s) => s.text)).toEqual(["Lodging is 650.", "Tier-2 is 450.", "一线城市不超过500元。", "二线城市不超过350元。"]);
    for (const s of list) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it("does not end a sentence at an initial or a title before a capital", () => {
    const text = "You must be a U.S. Citizen and 18 years old. Ask Dr. Lee at St. Mary's. Then apply.";
    expect(sentences(text).map((s) => s.text)).toEqual(["You must be a U.S. Citizen and 18 years old.", "Ask Dr. Lee at St. Mary's.", "Then apply."]);
  });

  it("does not end a sentence at an abbreviation before a number or a lower-case word", () => {
    const text = "Call the IT Service Desk on ext. 4000 within 1 hour. Bring receipts, e.g. for taxis. Then claim.";
    expect(sentences(text).map((s) => s.text)).toEqual(["Call the IT Service Desk on ext. 4000 within 1 hour.", "Bring receipts, e.g. for taxis.", "Then claim."]);
  });

  it("does not end a sentence at a.m. or p.m. before a time zone, but does before a new sentence", () => {
    const text = "Rotations run from Monday 10:00 a.m. US Central to the next Monday. The office shuts at 7:00 p.m. SGT on weekdays. Doors open at 8:00 a.m. Bring your badge.";
    expect(sentences(text).map((s) => s.text)).toEqual([
      "Rotations run from Monday 10:00 a.m. US Central to the next Monday.",
      "The office shuts at 7:00 p.m. SGT on weekdays.",
      "Doors open at 8:00 a.m.",
      "Bring your badge.",
    ]);
  });

  it("keeps a list number with its item", () => {
    const text = "1. Wash the wound. Rinse well.\n2. Tell the nurse in charge.\nSee version 2. Then report.";
    expect(sentences(text).map((s) => s.text)).toEqual(["1. Wash the wound.", "Rinse well.", "2. Tell the nurse in charge.", "See version 2.", "Then report."]);
  });
});

it("measures how Chinese a text is", () => {
  expect(cjkRatio("那二线城市呢？")).toBe(1);
  expect(cjkRatio("What about tier-2?")).toBe(0);
});
