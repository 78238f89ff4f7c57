import { describe, expect, it } from "vitest";
import { askingReaders, readerFactor, readersLine, readerTerms, saysOnlyWho, subjectTerms } from "../../../src/core/readers.js";
import { uniqueTerms } from "../../../src/core/text.js";

const POLICY = [
  "Nurses, midwives and HCAs request leave in HealthRoster at least 4 weeks before the first day of leave.",
  "Doctors must give at least 6 weeks' notice of annual leave using form MS-3.",
  "Academic staff on permanent contracts may apply after 6 years.",
  "Professional staff are not eligible for sabbatical leave.",
  "Leave requested at shorter notice is only approved if the rota remains safe.",
  "Staff who live further away can book an on-call room.",
];
const readers = readerTerms(POLICY);

describe("readers", () => {
  it("reads the heads of a sentence's subject, a group word with its modifier", () => {
    expect(subjectTerms(POLICY[0])).toEqual(["nurs", "midwif", "hca"]);
    expect(subjectTerms(POLICY[2])).toEqual(["academic"]);
    // "Staff who live further away" is everyone: its clause is not who.
    expect(subjectTerms(POLICY[5])).toEqual([]);
  });

  it("takes who is asking from the newest message that names a reader", () => {
    expect(askingReaders(["for annual leave", "I'm a nurse, how much notice?"], readers)).toEqual(["nurs"]);
    expect(askingReaders(["can professional staff apply too?", "I'm a nurse"], readers)).toEqual(["professional"]);
    expect(askingReaders(["how much notice do I need to give?"], readers)).toEqual([]);
  });

  it("takes a reader word as who is asking only where it names people", () => {
    const shifts = readerTerms(["Night shift staff receive £1.50 an hour.", "Casual staff receive a split shift allowance of £6.00."]);
    expect(shifts.has("shift")).toBe(true);
    expect(askingReaders(["what's the split shift allowance?"], shifts)).toEqual([]);
    expect(askingReaders(["I'm casual, do I get it?"], shifts)).toEqual(["casual"]);
    expect(askingReaders(["do night shift staff get it?"], shifts)).toEqual(["night", "shift"]);
    // A subject that is a thing, not people, is for no reader.
    expect(subjectTerms("A split shift is a working day in two parts.")).toEqual([]);
  });

  it("reads who a list entry is for from its label, and the asker by who they say they are, in everyday words too", () => {
    const tronc = readerTerms(["- Restaurant servers and bartenders: 10 points per hour.", "- Chefs and kitchen porters in hotel kitchens: 8 points per hour."]);
    expect(subjectTerms("- Chefs and kitchen porters in hotel kitchens: 8 points per hour.")).toEqual(["chef", "porter"]);
    // "KP" is a kitchen porter; the waiters named after it are others, not the asker.
    expect(askingReaders(["I'm a KP, do I get any of the service charge or is that just the waiters?"], tronc)).toEqual(["porter"]);
    // "the waiters" are the servers the policy names.
    expect(askingReaders(["and the waiters get what?", "I'm a KP, do I get any?"], tronc)).toEqual(["server"]);
  });

  it("weighs a line for the reader asking up, one for other readers down, others not at all", () => {
    const nurse = ["nurs"];
    expect(readerFactor(POLICY[0], nurse, readers)).toBeGreaterThan(1);
    expect(readerFactor(POLICY[1], nurse, readers)).toBeLessThan(1);
    expect(readerFactor(POLICY[4], nurse, readers)).toBe(1);
    expect(readerFactor(POLICY[1], [], readers)).toBe(1);
  });

  it("puts the asker's line in place of another group's, or beside it when no one is known", () => {
    const any = () => true;
    expect(readersLine(POLICY, [1], ["nurs"], readers, any)).toEqual([0]);
    expect(readersLine(POLICY, [1], [], readers, any)).toEqual([1, 0]);
    expect(readersLine(POLICY, [0], ["nurs"], readers, any)).toBeUndefined();
    // A line for no group in particular stays as it is; so does one whose alternative lacks what is asked.
    expect(readersLine(POLICY, [4], [], readers, any)).toBeUndefined();
    expect(readersLine(POLICY, [1], [], readers, (line) => line.includes("CNY"))).toBeUndefined();
  });

  it("tells a message that only says who is asking from one that says more", () => {
    expect(saysOnlyWho("I'm academic staff", readers)).toBe(true);
    // "HCA" is a reader word because a line of the policy is for HCAs.
    expect(saysOnlyWho("we're HCAs", readers)).toBe(true);
    expect(saysOnlyWho("we're HCAs", new Set())).toBe(false);
    expect(saysOnlyWho("I'm a nurse.", readers)).toBe(true);
    expect(saysOnlyWho("我是博士生", readers)).toBe(true);
    expect(saysOnlyWho("我是说年假", readers)).toBe(false);
    // After a clarifying question: a place, then who ("Night workers must…" makes "night" a reader word).
    const nights = readerTerms(["Night workers must not average more than 8 hours' work in 24 hours."]);
    expect(saysOnlyWho("warehouse, I'm on the 8 hour nights", nights)).toBe(true);
    expect(saysOnlyWho("I'm on the train", nights)).toBe(false);
    expect(saysOnlyWho("I'm off sick tomorrow", readers)).toBe(false);
    expect(saysOnlyWho("I'm a nurse, how much notice?", readers)).toBe(false);
    expect(saysOnlyWho("it's my work mobile", readers)).toBe(false);
  });

  it("reads a list entry's label as who it is for, though a verb comes later", () => {
    expect(subjectTerms("- warehouse operatives and drivers: up to 10 working days at full basic pay")).toEqual(uniqueTerms("operatives drivers"));
  });
});
