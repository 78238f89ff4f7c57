import { describe, expect, it } from "vitest";
import { emptyState } from "../../../src/core/memory.js";
import { rewriteOffline } from "../../../src/core/rewrite.js";
import { askingPart, asksAboutStory, circumstanceTerms, recentTerms, settingTerms, storyTerms, whenTerms } from "../../../src/core/story.js";

describe("the story around a question", () => {
  it("includes a clause after the question on when or why it arises, not one that opens the message", () => {
    const after = circumstanceTerms("can i claim parking when im dropping in town centres");
    expect([...after]).toEqual(expect.arrayContaining(["drop", "town"]));
    expect(after.has("park")).toBe(false);
    expect(circumstanceTerms("when I'm on nights, what's the break?").size).toBe(0);
  });

  it("is the words of the sentences that ask nothing, when another sentence asks", () => {
    const story = storyTerms("Bit shaken honestly. I gave a patient the old insulin dose this morning. What paperwork do I need to do now?");
    expect([...story]).toEqual(expect.arrayContaining(["shaken", "honestly", "insulin", "dose"]));
    expect(story.has("paperwork")).toBe(false);
  });

  it("is nothing in a message that is all question, or all story", () => {
    expect(storyTerms("What is the hotel limit?").size).toBe(0);
    expect(storyTerms("How long is sick leave? Is a certificate needed?").size).toBe(0);
    expect(storyTerms("My laptop was stolen. The train was late.").size).toBe(0);
  });

  it("is what the question points back at only when the question says so", () => {
    expect(asksAboutStory("I did 52 hours at head office last week. Do I get overtime for that?")).toBe(true);
    expect(asksAboutStory("I've been called for jury duty next week. Could you give me the court's phone number?")).toBe(false);
    expect(asksAboutStory("我上周加班了52个小时。这个有加班费吗？")).toBe(true);
  });

  it("counts little when the knowledge base has never seen its words, and fully when it has", () => {
    const vocab = { idf: () => 3, knows: (t: string) => !["shaken", "honestly"].includes(t) };
    const r = rewriteOffline({ text: "Bit shaken honestly. I gave the wrong insulin dose. What do I report?", history: [], summary: "", state: emptyState() }, vocab);
    expect(r.weights.get("shaken")).toBeLessThan(r.weights.get("report") ?? 0);
    expect(r.weights.get("insulin")).toBe(r.weights.get("report"));
  });

  it("takes a month or weekday that says when the story happens for scene, and one said as a limit for subject", () => {
    expect([...whenTerms("we're having a baby in March, how much leave do I get?")]).toEqual(["march"]);
    expect([...whenTerms("I'm flying out on Tuesday and back Friday")]).toEqual(["tuesday", "friday"]);
    expect(whenTerms("must carried-over days be used by 31 March?").size).toBe(0);
    expect(whenTerms("is the form due before Friday?").size).toBe(0);
  });

  it("weighs a month of the story below the thing asked for", () => {
    const vocab = { idf: () => 3, knows: () => true };
    const r = rewriteOffline({ text: "We're having a baby in March, how much leave do I get?", history: [], summary: "", state: emptyState() }, vocab);
    expect(r.weights.get("march")).toBeLessThan(r.weights.get("babi") ?? r.weights.get("baby") ?? 0);
  });
});

describe("where and when the story happens", () => {
  it("is the words after a place or time preposition and a determiner, one phrase at a time", () => {
    const setting = settingTerms("Found a laptop under a sofa in the lounge after the wedding, what do I do with it?");
    expect([...setting]).toEqual(expect.arrayContaining(["sofa", "loung", "wed"]));
    expect(setting.has("laptop")).toBe(false);
    expect(settingTerms("what is the hotel limit for sales staff?").size).toBe(0);
  });

  it("is the time of day said as this morning or last night, but not this week, which may be the limit asked", () => {
    expect([...recentTerms("left my laptop on the train this morning")]).toEqual(["morn"]);
    expect([...recentTerms("hurt my back lifting boxes this arvo")]).toEqual(["arvo"]);
    expect([...recentTerms("can I work from Portugal this summer?")]).toEqual(["summer"]);
    expect([...recentTerms("I worked late last night and tonight")]).toEqual(expect.arrayContaining(["night", "tonight"]));
    expect(recentTerms("how many hours can I work this week?").size).toBe(0);
  });

  it("is how long ago something happened: \"started 4 months ago\" says when, not what is asked", () => {
    expect([...recentTerms("how many vacation days do i get? started 4 months ago")]).toEqual(["4", "month", "ago"]);
    expect([...recentTerms("had a baby a couple of weeks ago")]).toEqual(expect.arrayContaining(["week", "ago"]));
    expect(recentTerms("can I claim expenses from 3 months back?").size).toBe(0);
  });

  it("counts little when the knowledge base has never seen the place", () => {
    const vocab = { idf: () => 3, knows: (t: string) => !["sofa", "loung"].includes(t) };
    const r = rewriteOffline({ text: "Found a laptop under a sofa in the lounge, what do I do with it?", history: [], summary: "", state: emptyState() }, vocab);
    expect(r.weights.get("sofa")).toBeLessThan(r.weights.get("laptop") ?? 0);
    expect(r.weights.get("loung")).toBeLessThan(r.weights.get("laptop") ?? 0);
  });
});

describe("a country named in the story", () => {
  const vocab = { idf: () => 3, knows: (t: string) => t !== "spain" };
  const weightOfAbroad = (text: string) => rewriteOffline({ text, history: [], summary: "", state: emptyState() }, vocab).weights.get("abroad") ?? 0;

  it("says where the story happens, so its equivalent counts less than when the question asks about it", () => {
    const story = weightOfAbroad("I'm in Spain on holiday and have been ill for 3 days. Can I get those days back as leave?");
    const asked = weightOfAbroad("Can I get sick days back as leave when I'm ill in Spain?");
    expect(story).toBeGreaterThan(0);
    expect(story).toBeLessThan(asked);
  });

  it("is the sentences that ask, apart from the ones that tell", () => {
    expect(askingPart("I'm in Spain on holiday. Can I get those days back?")).toBe("Can I get those days back?");
    expect(askingPart("Can I get those days back?")).toBeUndefined();
  });
});
