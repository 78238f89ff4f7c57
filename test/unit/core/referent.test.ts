import { describe, expect, it } from "vitest";
import { emptyState } from "../../../src/core/memory.js";
import { antecedent, pronounKind, readerRoles } from "../../../src/core/referent.js";
import { rewriteOffline } from "../../../src/core/rewrite.js";
import type { Message } from "../../../src/core/types.js";

const msg = (role: Message["role"], text: string): Message => ({ role, text, at: 0 });
const all = () => true;

describe("what a pronoun stands for", () => {
  it("is the thing the last question asked about", () => {
    const said = "I'm a new PhD student starting in the chem lab next week, what training do I need before I can get in?";
    expect(antecedent(said, new Set(["phd", "student", "chem", "lab", "train", "week"]), "thing", all)).toBe("training");
  });

  it("agrees with the pronoun: 'them' takes the books, 'they' takes a person, 'it' neither", () => {
    const books = "How many books can an undergrad borrow from the library?";
    const terms = new Set(["book", "undergrad", "borrow", "library"]);
    expect(antecedent(books, terms, pronounKind("them"), all)).toBe("books");
    const guest = "I have a guest coming tomorrow, where can they park?";
    expect(antecedent(guest, new Set(["guest", "park"]), pronounKind("them"), all)).toBe("guest");
    expect(antecedent(guest, new Set(["guest", "park"]), pronounKind("it"), all)).toBeUndefined();
  });

  it("is not the time a thing happened ('an accident this morning ... it was on the road')", () => {
    const said = "had an accident at work this morning, nothing serious thank god. how long have I got to report it?";
    expect(antecedent(said, new Set(["accident", "work", "morn", "noth", "serious", "report"]), "thing", all)).toBe("accident");
  });

  it("is not \"one\", which stands for a thing named elsewhere ('my laptop … can I get a new one?')", () => {
    const said = "my laptop is really slow, can I get a new one?";
    expect(antecedent(said, new Set(["laptop", "slow", "new", "one"]), "thing", all)).toBe("laptop");
  });

  it("is no one's guess when a message names two things and asks about neither", () => {
    const said = "I just spilled a litre of acetone on the floor of the lab, what should I do?";
    expect(antecedent(said, new Set(["floor", "lab", "spill"]), "thing", all)).toBeUndefined();
  });

  it("is the thing a message is about, not where it happened ('my laptop got stolen from my car')", () => {
    const said = "my laptop got stolen from my car";
    expect(antecedent(said, new Set(["laptop", "steal", "car"]), "thing", all)).toBe("laptop");
    // Two things named in the same way are still no one's guess.
    expect(antecedent("my laptop and my phone got stolen", new Set(["laptop", "phon", "steal"]), "thing", all)).toBeUndefined();
  });

  it("is never a participle that said what the thing was ('is chatgpt allowed …', then 'into it')", () => {
    const history = [msg("user", "is chatgpt allowed for work?"), msg("assistant", "Public information may be used with any approved AI tool. [policy_015]")];
    // The knowledge base says "AI tool", never "chatgpt".
    const vocab = { idf: (t: string) => (t === "work" ? 0.5 : 2), knows: (t: string) => t !== "chatgpt" };
    const out = rewriteOffline({ text: "can I paste customer data into it?", history, summary: "", state: emptyState() }, vocab);
    expect(out.text).toMatch(/^can I paste customer data into it\?/);
  });

  it("is not a thing the message names after a preposition when the thing it names outright is one the knowledge base has no word for", () => {
    const history = [msg("user", "can I accept a bottle of wine from a supplier at christmas?"), msg("assistant", "Employees may accept modest gifts from suppliers. [policy_022]")];
    const vocab = { idf: () => 2, knows: (t: string) => !["bottl", "bottle", "wine"].includes(t) };
    const out = rewriteOffline({ text: "what if it's worth 500 CNY?", history, summary: "", state: emptyState() }, vocab);
    expect(out.text).not.toMatch(/supplier (?:is|'s) worth/i);
    expect(out.text).toMatch(/^what if it's worth 500 CNY\?/);
  });

  it("is not the part the knowledge base knows of a thing it does not ('the tuition fee' without tuition)", () => {
    const said = "What's the tuition fee for a master's degree?";
    const knows = (w: string) => w !== "tuition";
    expect(antecedent(said, new Set(["fee", "master", "degree"]), "thing", knows)).toBeUndefined();
  });

  it("is a thing, not the reader's role, a verb's subject or a run of words after it", () => {
    expect(antecedent("I'm a radiographer and I've just joined the rota, what do we get?", new Set(["radiographer", "join", "rota"]), "thing", all)).toBe("rota");
    expect(antecedent("Which is better: the runtime chart or the throughput chart?", new Set(["better", "runtime", "throughput", "chart"]), "thing", all)).toBeUndefined();
    expect(antecedent("where did the pilgrims come from?", new Set(["pilgrim", "come"]), "plural", all)).toBe("pilgrims");
  });

  it("is not looked for when 'it' stands for what follows, or for everything", () => {
    const history = [msg("user", "What is a stock option?"), msg("assistant", "An option is a contract on an underlying stock.")];
    const safe = rewriteOffline({ text: "Is it safe to invest in options?", history, summary: "", state: emptyState() });
    expect(safe.text).toMatch(/^Is it safe to invest in options\?/);
    const all = rewriteOffline({ text: "deadline to claim it all?", history, summary: "", state: emptyState() });
    expect(all.text).toMatch(/^deadline to claim it all\?/);
  });

  it("is searched as part of the question, and shown in the pronoun's place", () => {
    const history = [
      msg("user", "How many books can an undergrad borrow from the library?"),
      msg("assistant", "Undergraduates may borrow up to 20 items at a time from the main collection. [kb_003]"),
    ];
    const vocab = { idf: (t: string) => ({ book: 2, undergrad: 2.5, borrow: 1.5, library: 1, item: 1.2, collection: 2.2, main: 1.8 })[t] ?? 2, knows: () => true };
    const r = rewriteOffline({ text: "how long can I keep them?", history, summary: "", state: emptyState() }, vocab);
    expect(r.text).toMatch(/^how long can I keep books\?/);
    const carried = Math.max(...r.carriedTerms.filter((t) => t !== "book").map((t) => (r.weights.get(t) ?? 0) * vocab.idf(t)));
    expect((r.weights.get("book") ?? 0) * vocab.idf("book")).toBeGreaterThan(carried);
  });

  it("is one of two things the last question named, not a bare word that may be its verb", () => {
    const history = [
      msg("user", "how far ahead can I book a projector for an event?"),
      msg("assistant", "Equipment can be booked through the Equipment Loans portal up to 14 days in advance. [kb_006]"),
    ];
    // "book" is the heaviest carried word (said by both), yet it is the verb here.
    const vocab = { idf: (t: string) => ({ book: 3, projector: 2.5, event: 2 })[t] ?? 1, knows: () => true };
    const r = rewriteOffline({ text: "how long can I have it for?", history, summary: "", state: emptyState() }, vocab);
    expect(r.text).toMatch(/^how long can I have projector for\?/);
  });

  it("is not a word the people used as a verb or to date something", () => {
    const history = [
      msg("user", "what if it's more than that? I live way out past Ripon"),
      msg("assistant", "A longer journey over £35 must be approved by the duty manager. [hs_001]"),
    ];
    const vocab = { idf: (t: string) => ({ live: 4, ripon: 1, journey: 2 })[t] ?? 1, knows: () => true };
    const r = rewriteOffline({ text: "how long have I got to put it in?", history, summary: "", state: emptyState() }, vocab);
    expect(r.text).not.toContain("put live in");
    const week = [msg("user", "I did 52 hours last week, do I get overtime?"), msg("assistant", "Overtime is paid at time and a half. [hs_001]")];
    const used = rewriteOffline({ text: "how long have I got to use it?", history: week, summary: "", state: emptyState() }, { idf: (t: string) => (t === "last" ? 5 : 1), knows: () => true });
    expect(used.text).not.toMatch(/use (?:last|week)\b/);
    // ...with an adverb between: "can I still go out?" uses "go" as a verb.
    const out = [msg("user", "the indicator's out, can I still go out?"), msg("assistant", "Call the workshop before you go. [lg_004]")];
    const sorted = rewriteOffline({ text: "ok the workshop sorted it. anything else?", history: out, summary: "", state: emptyState() }, { idf: (t: string) => (t === "go" ? 5 : 1), knows: () => true });
    expect(sorted.text).not.toContain("sorted go");
  });

  it("is not a word that says how long or how much", () => {
    const history = [
      msg("user", "what about food, kitchen's long shut by the time I'm in"),
      msg("assistant", "Casual and zero-hours staff build up paid holiday at 12.07% of the hours they work. [hs_002]"),
    ];
    const vocab = { idf: (t: string) => ({ long: 5, extra: 4, food: 1 })[t] ?? 1, knows: () => true };
    const adverb = rewriteOffline({ text: "how do I book it?", history, summary: "", state: emptyState() }, vocab);
    expect(adverb.text).not.toContain("book long");
  });
});

describe("who is asking", () => {
  it("is the role after I'm a / I'm the", () => {
    expect(readerRoles("I'm a radiographer")).toEqual(["radiographer"]);
    expect(readerRoles("I'm the father")).toEqual(["father"]);
    expect(readerRoles("what's the hotel limit?")).toEqual([]);
  });

  it("makes a reply of an unknown role alone go on with the conversation", () => {
    const history = [msg("user", "we're having a baby, how much leave do I get?"), msg("assistant", "Birthing parents receive 158 calendar days of paid maternity leave.")];
    const r = rewriteOffline({ text: "I'm the father", history, summary: "", state: emptyState() }, { idf: () => 3, knows: (t) => t !== "father" });
    expect(r.isFollowUp).toBe(true);
  });
});
