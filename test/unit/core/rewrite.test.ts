import { describe, expect, it } from "vitest";
import { asksToCheck, conflicts, followUpSignal, newTopicCue, refersBack, refersToThing, unresolvedReference } from "../../../src/core/follow-up.js";
import { uniqueTerms } from "../../../src/core/text.js";
import { emptyState } from "../../../src/core/memory.js";
import { rewriteOffline } from "../../../src/core/rewrite.js";
import { standaloneText } from "../../../src/core/standalone.js";
import type { Message, Query } from "../../../src/core/types.js";

const msg = (role: Message["role"], text: string): Message => ({ role, text, at: 0 });

function query(text: string, history: Message[] = [], lastQuery?: string, topic: string[] = []): Query {
  return { text, history, summary: "", state: { ...emptyState(), lastQuery, topicTerms: topic } };
}

describe("pronouns and acronyms", () => {
  it("does not read \"IT\" as the pronoun \"it\"", () => {
    expect(unresolvedReference("who do I call in IT if I'm locked out?", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("Can I expense it?", [], uniqueTerms)).toBe("it");
    expect(refersBack("Is the IT desk open?")).toBe(false);
    expect(refersBack("Is it open?")).toBe(true);
  });

  it("does not ask what \"it\" is in \"how long does it take to…\"", () => {
    expect(unresolvedReference("how long does it take to get reimbursed?", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("it takes ages for my claims to go through, why?", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("how long does it last?", [], uniqueTerms)).toBe("it");
  });

  it("reads \"this tax year\" as the calendar and \"are those covered\" as a state, where the message names what \"those\" are", () => {
    expect(unresolvedReference("i drove 4000 miles this tax year, what's the mileage rate", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("my visa costs for the conference, are those covered", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("are those covered?", [], uniqueTerms)).toBe("those");
    expect(unresolvedReference("can I claim this burger?", [], uniqueTerms)).toBe("this burger");
  });

  it("reads \"their\" right after a noun the message names (\"my report\") as that noun, and asks who \"them\" is when nothing stands before it", () => {
    expect(unresolvedReference("can I tell my report their draft rating?", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("can I tell them their draft rating?", [], uniqueTerms)).toBe("them");
  });

  it("reads \"her\" after a person the message names as that person, and asks who only when none is named", () => {
    expect(unresolvedReference("a guest wants her money back, can I refund it?", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("my manager says his team can't swap shifts", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("can I give her a refund?", [], uniqueTerms)).toBe("her");
  });

  it("reads a \"they\" who act as the readers, not as the thing just quoted", () => {
    expect(refersToThing("can they fly business class?")).toBe(false);
    expect(refersToThing("do they get a corporate card?")).toBe(false);
    expect(refersToThing("how long can I keep it?")).toBe(true);
    expect(refersToThing("when do I have to use them?")).toBe(true);
    const history: Message[] = [
      { role: "user", text: "what's the hotel limit for interns?", at: 1 },
      { role: "user", text: "can they fly business class?", at: 2 },
    ];
    const asked = query("do they get a corporate card?", history, "can they fly business class?");
    // "they" who get a card are people: "class" is searched beside the question, not put in their place.
    expect(standaloneText(asked, ["class"], [], ["class"], () => true).text).toBe("do they get a corporate card? (class)");
  });

  it("reads a \"they\" who do something to the asker (\"can they pay me back\") as the employer, not the people just discussed", () => {
    const history: Message[] = [{ role: "user", text: "i'm an intern, what's the hotel limit in beijing?", at: 1 }];
    const asked = query("can they pay me back if i book it myself?", history, "i'm an intern, what's the hotel limit in beijing?");
    const text = standaloneText(asked, ["intern", "hotel"], [], ["intern", "hotel"], () => true).text;
    expect(text).toMatch(/^can they pay me back/);
    expect(unresolvedReference("can they just pay me for it instead?", [], uniqueTerms)).toBe("it");
  });

  it("reads \"they\" who did something to the asker's things (\"they cancelled my shift\") as the employer, with nothing to ask", () => {
    expect(unresolvedReference("they cancelled my shift this morning, do i get anything?", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("my manager said ok but now they docked my pay, is that allowed?", [], uniqueTerms)).toBeUndefined();
    // "they" of a thing named before still points back.
    expect(unresolvedReference("are they allowed in the office?", [], uniqueTerms)).toBe("they");
  });

  it("puts no verb in -ing, nor a word of \"in front of everyone\", in the place of \"it\"", () => {
    const told = "my manager keeps giving me all the worst shifts and shouts at me in front of everyone. what can i do";
    const shouted = query("how long have i got to put it in writing", [msg("user", told)], told);
    const words = uniqueTerms("giving front everyone");
    expect(standaloneText(shouted, words, [], words, () => true).text).toMatch(/^how long have i got to put it in writing/);
    const trip = "going to a wedding in march, taking like 8 days off. how far ahead do i need to put that in?";
    const higher = query("does it need to go higher up", [msg("user", trip)], trip);
    const taking = uniqueTerms("taking");
    expect(standaloneText(higher, taking, [], taking, () => true).text).toMatch(/^does it need to go higher up/);
  });

  it("reads \"do it\" as the act asked about before, not a thing to put in its place; \"does it\" still asks of one", () => {
    const history: Message[] = [{ role: "user", text: "someone keeps commenting on my appearance, how do i report it", at: 1 }];
    const asked = query("can i do it without my name on it", history, "someone keeps commenting on my appearance, how do i report it");
    expect(standaloneText(asked, ["appearanc"], [], ["appearanc"], () => true).text).toBe("can i do it without my name on it (appearance)");
    const shut = query("what time does it shut?", [{ role: "user", text: "is there a discount at the cafe?", at: 1 }], "is there a discount at the cafe?");
    expect(standaloneText(shut, ["cafe"], [], ["cafe"], () => true).text).toBe("what time does cafe shut?");
  });

  it("asks what a bare \"this\" or \"that\" is when nothing was said before, but not one before a noun or clause", () => {
    expect(unresolvedReference("can I expense this?", [], uniqueTerms)).toBe("this");
    expect(unresolvedReference("is that allowed?", [], uniqueTerms)).toBe("that");
    expect(unresolvedReference("who do I talk to about this?", [], uniqueTerms)).toBe("this");
    expect(unresolvedReference("is it true that interns fly economy?", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("is it true the company will pay for our HGV licence?", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("is it correct we get double time?", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("is it true?", [], uniqueTerms)).toBe("it");
    expect(unresolvedReference("can I claim taxi fares to the airport like this?", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("can I expense this?", ["I bought a monitor for my home office"], uniqueTerms)).toBeUndefined();
  });

  it("reads \"this Saturday\", \"this March\", \"this arvo\" as dates, not as things to ask about", () => {
    expect(unresolvedReference("A new starter is on the floor this Saturday. Can she serve wine?", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("I hurt my back this arvo, what do I fill in?", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("Can I take leave this March?", [], uniqueTerms)).toBeUndefined();
    expect(unresolvedReference("Is this burger covered?", [], uniqueTerms)).toBe("this burger");
  });
});

describe("rewriteOffline", () => {
  // A remark that asks nothing adds to the question just answered; a request or a clause that asks is a question of its own.
  it("reads a remark after an answer as more of that question, its own words still weighing most", () => {
    const first = "what temperature should the fridges be?";
    const answered = [msg("user", first), msg("assistant", "Fridges: 1–5°C. [hs_006]")];
    const remark = rewriteOffline(query("our walk-in fridge is reading 9 degrees this morning", answered, first));
    expect(remark.isFollowUp).toBe(true);
    expect(remark.ownShare).toBe(0.8);
    for (const q of ["I need to book leave for the first week of march please", "just stabbed myself with a used needle taking bloods, what do I do", "whats the speed limit for forklifts out in the yard"]) {
      expect(rewriteOffline(query(q, answered, first)).isFollowUp, q).toBe(false);
    }
    const missed = [msg("user", "do we get a pension?"), { ...msg("assistant", "I couldn't find a policy that covers that."), citations: [] }];
    expect(rewriteOffline(query("our walk-in fridge is reading 9 degrees this morning", missed, "do we get a pension?")).isFollowUp).toBe(false);
  });

  it("returns the question unchanged when there is no history", () => {
    const r = rewriteOffline(query("What about tier-2 cities?"));
    expect(r).toMatchObject({ text: "What about tier-2 cities?", isFollowUp: false, carriedTerms: [], method: "none" });
  });

  it("substitutes the slot the follow-up changes and keeps the rest", () => {
    const last = "Sales visiting a client in a tier-1 city: max hotel per night?";
    const r = rewriteOffline(query("What about tier-2 cities?", [msg("user", last), msg("assistant", "650 [policy_002]")], last, ["sale", "visit", "client", "tier1", "city", "max", "hotel", "night"]));
    expect(r.isFollowUp).toBe(true);
    expect(r.text).toBe("Sales visiting a client in a tier-2 city: max hotel per night?");
    expect(r.replacedTerms).toEqual(["tier1"]);
    expect(r.carriedTerms).toContain("sale");
    expect(r.weights.has("tier1")).toBe(false);
  });

  it("carries what the first question is about, not how it was asked", () => {
    const first = "I'd like to learn about the travel insurance policy.";
    const r = rewriteOffline(query("What are the exclusions?", [msg("user", first)], first));
    expect(r.carriedTerms).toEqual(expect.arrayContaining(uniqueTerms("travel insurance")));
    expect(r.carriedTerms).not.toContain("learn");
    const facts = "Can you give me some information on parental leave?";
    expect(rewriteOffline(query("Who qualifies?", [msg("user", facts)], facts)).carriedTerms).not.toContain("information");
  });

  it("leaves \"they\" alone when nothing before it is people or several things", () => {
    const last = "am I allowed to pick up an extra shift?";
    const reply = "An extra shift can be picked up through the Staff Bank. [kb_001]";
    const r = rewriteOffline(query("can i be the second signature when they check CDs?", [msg("user", last), msg("assistant", reply)], last, ["pick", "extra", "shift"]));
    expect(r.text).toMatch(/^can i be the second signature when they check CDs\?/);
  });

  it("does not put the last question back when the value swapped was only in the bot's reply", () => {
    const last = "Can I bring my smartwatch into the exam?";
    const reply = "Candidates should arrive at the exam hall at least 15 minutes before the start. [exams]";
    const r = rewriteOffline(query("what if I'm 20 mins late", [msg("user", last), msg("assistant", reply)], last, ["bring", "smartwatch", "exam"]));
    expect(r.text).toMatch(/^what if I'm 20 mins late/);
    expect(r.text).not.toContain("smartwatch into");
  });

  it("carries the policy's words from a reply, not the bot's note on its language", () => {
    const history = [msg("user", "年假有多少天？"), msg("assistant", "该制度的英文原文如下：\nFull-time employees receive 12 working days of paid annual leave. [policy_007]")];
    const r = rewriteOffline(query("可以结转吗？", history, "年假有多少天？"));
    expect(r.carriedTerms).toContain("annual");
    expect(r.carriedTerms).not.toContain("原文");
  });

  it("does the same for Chinese", () => {
    const last = "销售去一线城市拜访客户，住宿费最多多少？";
    const r = rewriteOffline(query("那二线城市呢？", [msg("user", last)], last, ["销售", "一线", "线城", "城市", "拜访", "客户", "住宿", "宿费"]));
    expect(r.text).toBe("销售去二线城市拜访客户，住宿费最多多少？");
  });

  it("changes a number only for one of the same unit, and never puts a number in a pronoun's place", () => {
    const last = "我们新招了一个17岁的服务员，她可以给客人上酒吗？";
    const history = [msg("user", last), msg("assistant", "Under-18s may not serve alcohol. [hs_009]")];
    // "17" is the rarest word carried, so it would come first.
    const vocab = { idf: (t: string) => (t === "17" ? 5 : 1), knows: () => true };
    const shift = rewriteOffline(query("她上6个小时的班，中间有休息吗？", history, last, ["17", "服务", "务员"]), vocab);
    expect(shift.text).not.toContain("6岁");
    expect(shift.text).not.toMatch(/^17/);
    const en = "Can a 17 year old serve wine?";
    const age = rewriteOffline(query("and a 16 year old?", [msg("user", en)], en, ["17", "year", "old", "serve", "wine"]));
    expect(age.text).toBe("Can a 16 year old serve wine?");
    const hours = rewriteOffline(query("and on a 6 hour shift?", [msg("user", en)], en, ["17", "year", "old", "serve", "wine"]));
    expect(hours.text).not.toContain("6 year");
  });

  it("weighs the thing a question asks for above the words around it", () => {
    const vocab = { idf: () => 1, knows: () => true };
    const r = rewriteOffline(query("I'm a new PhD student starting in the lab next week, what training do I need?"), vocab);
    expect(r.weights.get("train")).toBeCloseTo(2 * (r.weights.get("student") ?? 0));
    expect(r.weights.get("lab")).toBeCloseTo(r.weights.get("student") ?? 0);
    // With no preamble, every word is the question's own: "sales" says whose hotel limit.
    const plain = rewriteOffline(query("What is the hotel limit for sales?"), vocab);
    expect(plain.weights.get("hotel")).toBeCloseTo(plain.weights.get("sale") ?? 0);
  });

  // A rare "rules" in a knowledge base had outweighed what they are for, and found the sick-pay rules for "under 18 staff".
  it("weighs what rules, a policy or a process are for above the word \"rules\" itself", () => {
    const vocab = { idf: () => 1, knows: () => true };
    const rules = rewriteOffline(query("what are the rules for our under 18 staff?"), vocab);
    expect(rules.weights.get("rule")).toBeCloseTo(0.3 * (rules.weights.get("staff") ?? 0));
    const process = rewriteOffline(query("what's the process for claiming mileage?"), vocab);
    expect(process.weights.get("process")).toBeLessThan(process.weights.get("mileag") ?? 0);
    // Asked alone, the rules are the subject.
    const bare = rewriteOffline(query("where can I read the rules?"), vocab);
    expect(bare.weights.get("rule")).toBeCloseTo(bare.weights.get("read") ?? 0);
  });

  it("does not read a reply that only says who is asking as a question about something else", () => {
    const vocab = { idf: (t: string) => (t === "f1" ? 6 : 1), knows: (t: string) => t !== "f1" };
    const last = "how far ahead do I have to book annual leave?";
    const history = [msg("user", last), msg("assistant", "Nurses must give 4 weeks' notice of annual leave. [kb_002]")];
    const r = rewriteOffline(query("I'm a doctor, F1", history, last, ["book", "annual", "leav"]), vocab);
    expect(r.isFollowUp).toBe(true);
    expect(r.unknownShare).toBe(0);
    // A question with the same unknown word still counts it.
    expect(rewriteOffline(query("What is F1?", history, last, ["book", "annual", "leav"]), vocab).unknownShare).toBeGreaterThan(0.5);
  });

  it("weighs the new message's own words above carried context", () => {
    const last = "Sales visiting a client in a tier-1 city: max hotel per night?";
    const r = rewriteOffline(query("And for interns?", [msg("user", last)], last, ["sale", "visit", "client", "tier1", "city", "hotel"]));
    const own = r.weights.get("intern") ?? 0;
    const carried = Math.max(...r.carriedTerms.map((t) => r.weights.get(t) ?? 0));
    expect(own).toBeGreaterThan(carried);
    expect(r.text).toMatch(/^And for interns\? \(.*sales.*\)$/);
  });

  it("keeps a standalone question's text and only lightly weighs context", () => {
    const r = rewriteOffline(query("How many days of sick leave do I get per year?", [msg("user", "hotel limit for sales?")], "hotel limit for sales?", ["hotel", "limit", "sale"]));
    expect(r.isFollowUp).toBe(false);
    expect(r.text).toBe("How many days of sick leave do I get per year?");
    expect(r.ownShare).toBeGreaterThanOrEqual(0.8);
  });

  it("reads a brief question after a miss as the next question, unless it points back", () => {
    const first = "Do employees get stock options?";
    const miss = { ...msg("assistant", "I couldn't find a policy that covers that."), citations: [] };
    // The policies know the company and its employees, not pensions.
    const known = new Set(["employe", "compani", "match", "intern", "stock", "option"]);
    const vocab = { idf: (t: string) => (known.has(t) ? 1 : 3), knows: (t: string) => known.has(t) };
    const next = rewriteOffline(query("Does the company match pension contributions?", [msg("user", first), miss]), vocab);
    expect(next.isFollowUp).toBe(false);
    expect(next.text).toBe("Does the company match pension contributions?");
    const back = rewriteOffline(query("And do interns get them?", [msg("user", first), miss]), vocab);
    expect(back.isFollowUp).toBe(true);
    expect(back.text).toContain("stock options");
  });

  it("searches a new question after a miss on its own words, even after \"ok.\"", () => {
    const first = "how much maternity leave do we get and is it paid?";
    const miss = { ...msg("assistant", "I couldn't find anything on “maternity leave”."), citations: [] };
    const r = rewriteOffline(query("ok. can my mum visit me on the maternity ward?", [msg("user", first), miss]));
    expect(r.isFollowUp).toBe(false);
    expect(r.weights.has("leav")).toBe(false);
    expect(r.weights.has("paid")).toBe(false);
    // After an answer, the same message still leans on the conversation.
    const answered = rewriteOffline(query("ok. can my mum visit me on the maternity ward?", [msg("user", first), { ...msg("assistant", "Maternity leave is 26 weeks. [kb_002]"), citations: ["kb_002"] }]));
    expect(answered.weights.has("leav")).toBe(true);
  });
});

describe("follow-up signals", () => {
  it("recognises cue words, pronouns and ellipsis in both languages", () => {
    expect(followUpSignal("What about tier-2 cities?", 2)).toBe("cue");
    expect(followUpSignal("Does it apply to contractors too?", 2)).toBe("cue");
    expect(followUpSignal("那二线城市呢？", 3)).toBe("cue");
    expect(followUpSignal("Interns?", 1)).toBe("short");
    expect(followUpSignal("How many days of sick leave do I get per year?", 4)).toBe("none");
  });

  // "that" right after an auxiliary is a pronoun for what was just said; elsewhere it may be the relative.
  it("reads \"does that …\" and \"is that …\" as pointing back", () => {
    expect(followUpSignal("does that need to be signed off before i go?", 4)).toBe("cue");
    expect(followUpSignal("is that the limit for every city in the country?", 4)).toBe("cue");
    expect(followUpSignal("how many days of leave does a trip that lasts a week need?", 4)).toBe("none");
    // After a clause of its own, "is that allowed?" asks of the message's own words.
    expect(followUpSignal("I'm thinking of picking up a second job at a pub on my days off, is that allowed?", 5)).toBe("none");
  });

  // "some" stands for the days just discussed; "any" before a noun or inside "anyone" does not.
  it("reads a quantity standing for the thing just discussed as a pointer back", () => {
    expect(followUpSignal("can i roll some over to next year", 4)).toBe("cue");
    expect(followUpSignal("do i lose any?", 3)).toBe("cue");
    // A thanks before "and …" still goes on; "too" and "as well" at the end ask the same again.
    expect(followUpSignal("thanks. and my uncles funeral is next month, will i get that off too?", 4)).toBe("cue");
    expect(followUpSignal("can contractors join the pension scheme as well?", 4)).toBe("cue");
    expect(followUpSignal("thanks, how do I book a meeting room for tomorrow?", 4)).toBe("none");
    expect(followUpSignal("Do I get any extra pay for working on public holidays?", 5)).toBe("none");
    expect(followUpSignal("Should I tell anyone about the incident report?", 3)).toBe("none");
  });

  it("reads \"this year\" as a date, not as a pointer at the last answer", () => {
    expect(followUpSignal("When is the company holiday party this year?", 4)).toBe("none");
    expect(followUpSignal("Are these days paid at the normal rate?", 3)).toBe("cue");
    expect(followUpSignal("Does this rule apply to contractors?", 3)).toBe("cue");
  });

  it("reads the \"they\" of \"the laptop they gave me\" as the employer, not as people said before", () => {
    expect(followUpSignal("how long do I have to send back the laptop they gave me?", 4)).toBe("none");
    expect(refersBack("how long do I have to send back the laptop they gave me?")).toBe(false);
    expect(followUpSignal("how long do they have to send it back?", 4)).toBe("cue");
  });

  it("tells a request to check what was said from a question of its own", () => {
    for (const t of ["is that right?", "Can you confirm?", "could you please check that?", "帮忙查一下", "对吗？", "是真的吗"]) expect(asksToCheck(t)).toBe(true);
    for (const t of ["is that right for interns?", "can you check the hotel limit?", "帮忙查一下出差标准", "Is it safe to invest?"]) expect(asksToCheck(t)).toBe(false);
  });

  it("sees a new value for the same slot as a conflict", () => {
    expect(conflicts("tier2", "tier1")).toBe(true);
    expect(conflicts("二线", "一线")).toBe(true);
    expect(conflicts("2026", "2025")).toBe(true);
    expect(conflicts("tier2", "level1")).toBe(false);
    expect(conflicts("销售", "实习")).toBe(false);
  });
});

describe("words the knowledge base has never seen", () => {
  // A tiny vocabulary: the corporate-card policy's words.
  const known = new Set(["corporat", "card", "monthly", "spend", "limit", "paid", "personal", "expens", "phone"]);
  const vocab = { idf: (t: string) => (known.has(t) ? 1 : 3), knows: (t: string) => known.has(t) };
  const history = [msg("user", "How do I get a corporate card?"), msg("assistant", "Ask your manager. [policy_006]")];

  it("do not make a message that refers back with a pronoun about something else", () => {
    const r = rewriteOffline(query("I accidentally paid for my groceries with it. What should I do?", history, "How do I get a corporate card?", ["corporat", "card"]), vocab);
    expect(r.isFollowUp).toBe(true);
    expect(r.unknownShare).toBe(0);
  });

  it("do not make a pronoun question new when all its own words are unknown", () => {
    const r = rewriteOffline(query("How long can I keep it?", history, "How do I get a corporate card?", ["corporat", "card"]), vocab);
    expect(r.isFollowUp).toBe(true);
    expect(r.text).toBe("How long can I keep corporate card?");
  });

  it("do not make a short Chinese question new: it leaves its subject out as a matter of course", () => {
    const zhKnown = new Set(["图书", "书馆", "研究", "究生", "借阅", "期限"]);
    const zh = { idf: (t: string) => (zhKnown.has(t) ? 1 : 3), knows: (t: string) => zhKnown.has(t) };
    const r = rewriteOffline(query("能借多久？", [msg("user", "图书馆研究生能借多少本书？"), msg("assistant", "研究生最多可借40册。[lib]")], "图书馆研究生能借多少本书？"), zh);
    expect(r.isFollowUp).toBe(true);
    expect(r.unknownShare).toBe(0);
    expect(r.text).toMatch(/研究生|图书/);
    // Up to ten characters: "要在多长时间内报告？" (how soon must it be reported?) names no subject either.
    const longer = rewriteOffline(query("要在多长时间内报告？", [msg("user", "图书馆研究生能借多少本书？"), msg("assistant", "研究生最多可借40册。[lib]")], "图书馆研究生能借多少本书？"), zh);
    expect(longer.isFollowUp).toBe(true);
    expect(longer.unknownShare).toBe(0);
  });

  it("do not make \"deadline?\" new: it names only the kind of answer asked of what was just said", () => {
    const r = rewriteOffline(query("deadline?", history, "How do I get a corporate card?", ["corporat", "card"]), vocab);
    expect(r.isFollowUp).toBe(true);
    expect(r.text).toMatch(/corporate|card/);
    // A subject the knowledge base has never seen is still new.
    expect(rewriteOffline(query("bicycles?", history, "How do I get a corporate card?", ["corporat", "card"]), vocab).isFollowUp).toBe(false);
  });

  it("still count when the new words replace the subject", () => {
    const r = rewriteOffline(query("And for bicycles?", history, "How do I get a corporate card?", ["corporat", "card"]), vocab);
    expect(r.unknownShare).toBeGreaterThan(0.5);
  });
});

describe("the words shown in a rewrite", () => {
  it("leave out talk around the subject, and how the asking was put from the search too", () => {
    const idf: Record<string, number> = { learn: 1.5, gmo: 6, food: 3.5, label: 5 };
    const vocab = { idf: (t: string) => idf[t] ?? 4, knows: () => true };
    const r = rewriteOffline(query("What are the pros and cons?", [msg("user", "I want to learn about GMO food labeling")]), vocab);
    expect(r.text).toMatch(/GMO food label/i);
    expect(r.text).not.toMatch(/learn/);
    // "I want to learn about" is how it was asked, not what about: not searched either.
    expect(r.weights.has("learn")).toBe(false);
    expect(r.weights.has("gmo")).toBe(true);
  });
});

describe("a word that names another policy", () => {
  // "use" is a title word of the AI policy; "phone" names the phone stipend; the leave policy talks of neither.
  // "find" is a title word of the ID-proof policy, but ten policies use it.
  const titles: Record<string, string[]> = { use: ["ai_tools"], phon: ["phone_stipend"], annual: ["leave"], leav: ["leave"], find: ["id_proof"] };
  const vocab = {
    idf: () => 1,
    knows: () => true,
    policiesNamedBy: (t: string) => titles[t] ?? [],
    mentions: (id: string, t: string) => id === "leave" && ["annual", "leav", "day", "carry", "unused"].includes(t),
    policiesUsing: (t: string) => (t === "find" ? 10 : 1),
  };
  const history = [msg("user", "Can I carry unused annual leave days over?"), msg("assistant", "Up to 5 days. [leave]")];
  const ask = (text: string) => {
    const q = query(text, history, "Can I carry unused annual leave days over?", ["carry", "unused", "annual", "leav", "day"]);
    q.state.policies = ["leave"];
    return rewriteOffline(q, vocab);
  };

  it("switches the subject", () => {
    expect(ask("And for a phone?").focusPolicies).toEqual([]);
  });

  it("does not switch it for a word used all over the knowledge base", () => {
    expect(ask("Where do I find the form?").focusPolicies).toEqual(["leave"]);
  });

  it("does not switch it when a pronoun says the subject stays", () => {
    const r = ask("By when do I have to use them?");
    expect(r.focusPolicies).toEqual(["leave"]);
    expect(r.carriedTerms).toContain("annual");
  });
});

describe("a pronoun after an earlier pronoun", () => {
  const history = [
    msg("user", "How do I get a corporate card?"),
    msg("assistant", "Ask your manager. [policy_006]"),
    msg("user", "What's the monthly spending limit on it?"),
    msg("assistant", "The monthly spending limit is 20,000 CNY. [policy_006]"),
  ];
  const topic = ["monthly", "spend", "limit", "corporat", "card"];
  const ask = (referent?: string) =>
    rewriteOffline({ text: "I paid for groceries with it. What should I do?", history, summary: "", state: { ...emptyState(), lastQuery: "What's the monthly spending limit on corporate card?", topicTerms: topic, referent } });

  it("means what the last one meant while the conversation still carries it", () => {
    const r = ask("corporate card");
    expect(r.text).toMatch(/^I paid for groceries with corporate card\./);
    expect(r.referent).toBe("corporate card");
  });

  it("records what each pronoun was read as, for the next one", () => {
    const r = ask();
    expect(r.referent).toBeTruthy();
    expect(r.text).toContain(`with ${r.referent}.`);
  });

  it("puts a thing said after a determiner in the pronoun's place, not a bare verb", () => {
    const last = "Can students borrow a laptop?";
    const vocab = { idf: (t: string) => ({ borrow: 3, laptop: 2.5, student: 1 })[t] ?? 2, knows: () => true };
    const r = rewriteOffline(query("How long can I keep it?", [msg("user", last), msg("assistant", "Students may borrow equipment.")], last), vocab);
    expect(r.text).toMatch(/^How long can I keep laptop\?/);
  });

  it("reads 'til when?' as a follow-up on the last question, not as a new word", () => {
    const last = "can i carry over annual leave i dont use?";
    // The policies never say "til": a word they lack would make the message a new question.
    const vocab = { idf: () => 2, knows: (t: string) => t !== "til" };
    const r = rewriteOffline(query("til when?", [msg("user", last), msg("assistant", "Up to 5 days may be carried over.")], last), vocab);
    expect(r.isFollowUp).toBe(true);
    expect(r.carriedTerms).toContain("carry");
  });

  it("leaves alone the 'it' of the clock and the calendar", () => {
    const last = "I lost my fuel card, what do I do?";
    const history = [msg("user", last), msg("assistant", "Phone the Fuel Card Helpdesk on ext. 3120.")];
    for (const text of ["it's 8pm, is anyone there?", "its 11pm now tho", "it is the weekend, who do I call?"]) {
      const r = rewriteOffline(query(text, history, last));
      expect(r.isFollowUp).toBe(true);
      expect(r.text.startsWith(text)).toBe(true);
    }
    expect(rewriteOffline(query("it's broken, is anyone there?", history, last)).text).toMatch(/^fuel card is broken/);
  });

  it("leaves 'it' alone when the message names a thing of its own before it ('my hand … it')", () => {
    const last = "Does the hotel pay for taxis?";
    const history = [msg("user", last), msg("assistant", "Taxis are paid when you cover another site.")];
    const text = "I sliced my hand on the mandoline and it probably needs looking at";
    expect(rewriteOffline(query(text, history, last)).text.startsWith(text)).toBe(true);
    // Not a person, nor a time: "my manager says it's fine" and "this morning it broke" still point back.
    expect(rewriteOffline(query("my manager says it is too expensive", history, last)).text).not.toMatch(/says it is/);
  });

  it("does not take a sentence's opening verb ('left my laptop …') for what 'it' stands for", () => {
    // "left" is the rarer word, so it leads the conversation's words; still, it is a verb.
    const vocab = { idf: (t: string) => (t === "left" ? 6 : t === "laptop" ? 3 : 2), knows: () => true };
    const first = "left my work laptop on the light rail this morning, what do i do";
    const history = [msg("user", first), msg("assistant", "Which policy do you mean?")];
    expect(rewriteOffline(query("will I have to pay for it?", history, first), vocab).text).toMatch(/^will I have to pay for (?:work )?laptop\?/);
    // Nor a bracket of carried words after the last question ("(left morning)") for a phrase people said.
    const more = [...history, msg("user", "will I have to pay for it?"), msg("assistant", "Which policy do you mean?")];
    const text = rewriteOffline(query("what if it was actually stolen and not lost", more, "will I have to pay for laptop? (left morning)"), vocab).text;
    expect(text).toMatch(/^what if (?:work )?laptop was actually stolen/);
  });

  it("leaves 'it' alone when the message specifies the thing itself ('the laptop I borrowed … it')", () => {
    const last = "Does the hotel pay for taxis?";
    const history = [msg("user", last), msg("assistant", "Taxis are paid when you cover another site.")];
    for (const text of ["is the language that came from Brittonic still spoken, or has it died out?", "the laptop I borrowed from IT, can I keep it over the weekend?"]) {
      expect(rewriteOffline(query(text, history, last)).text.startsWith(text)).toBe(true);
    }
    // A bare "the" does not specify: "the hotel" may be the conversation's own thing.
    expect(rewriteOffline(query("is it paid by the hotel?", history, last)).text).not.toMatch(/^is it paid/);
  });

  it("does not swap a number into the last question when the message asks a question of its own", () => {
    const last = "it'd be saturday evening, about 8";
    const history = [
      msg("user", "can I bring my family to the restaurant on my day off?"),
      msg("assistant", "Staff get 50% off food in our restaurants."),
      msg("user", last),
      msg("assistant", "The discount does not apply on Saturday after 18:00."),
    ];
    const text = "and I only started 6 weeks ago on a casual contract, does that change anything?";
    expect(rewriteOffline(query(text, history, last)).text.startsWith(text)).toBe(true);
    expect(rewriteOffline(query("and about 6?", history, last)).text).toMatch(/about 6\b/);
  });

  it("writes out the contraction of an 'it' that the subject replaces", () => {
    const last = "I lost my fuel card, what do I do?";
    const history = [msg("user", last), msg("assistant", "Phone the Fuel Card Helpdesk on ext. 3120.")];
    expect(rewriteOffline(query("it'll be back tomorrow, can I drive till then?", history, last)).text).toMatch(/^fuel card will be back tomorrow/);
    expect(rewriteOffline(query("it's been found, do I tell anyone?", history, last)).text).toMatch(/^fuel card has been found/);
  });

  it("leaves a pronoun alone when the message itself brings in what it stands for", () => {
    const history = [msg("user", "How much is a staff parking permit?"), msg("assistant", "A standard permit costs 600 CNY per year.")];
    const r = rewriteOffline({ text: "I have a guest coming tomorrow, where can they park?", history, summary: "", state: emptyState() });
    expect(r.isFollowUp).toBe(true);
    expect(r.text).toMatch(/^I have a guest coming tomorrow, where can they park\? \(.*permit.*\)$/);
    const said = rewriteOffline({ text: "it's a camera I borrowed from the media centre", history, summary: "", state: emptyState() });
    expect(said.text).toMatch(/^it's a camera I borrowed from the media centre/);
    // ...even with a figure between "a" and the thing.
    const tip = rewriteOffline({ text: "he left a £20 tip on the desk, do I have to hand it in?", history, summary: "", state: emptyState() });
    expect(tip.text).toMatch(/^he left a £20 tip on the desk, do I have to hand it in\?/);
  });
});

describe("a person announcing a new topic", () => {
  it("is recognised in English and Chinese, and only at the start", () => {
    expect(newTopicCue("Different question: how many days of annual leave do I get?")).toBe("Different question: ");
    expect(newTopicCue("On another note, who approves overtime?")).toBe("On another note, ");
    expect(newTopicCue("Changing the subject - is there a gym allowance?")).toBe("Changing the subject - ");
    expect(newTopicCue("换个问题：实习生住宿标准是多少？")).toBe("换个问题：");
    // ...after a word of acknowledgement.
    expect(newTopicCue("ok, different thing - how much conference funding can a PhD student get?")).toBe("ok, different thing - ");
    expect(newTopicCue("Thanks! Another question: who approves overtime?")).toBe("Thanks! Another question: ");
    expect(newTopicCue("ok, what about the other thing?")).toBeUndefined();
    expect(newTopicCue("Do different rules apply to interns?")).toBeUndefined();
    expect(newTopicCue("What about the other topic we discussed?")).toBeUndefined();
    // Everyday ways of turning to something else.
    expect(newTopicCue("ok diff thing, the walk-in fridge was reading 9 degrees")).toBe("ok diff thing, ");
    expect(newTopicCue("ok, while I'm here - how does holiday work on zero hours?")).toBe("ok, while I'm here - ");
    expect(newTopicCue("unrelated but can i claim parking in town?")).toBe("unrelated but ");
    expect(newTopicCue("Is the parking charge unrelated to the permit?")).toBeUndefined();
  });

  it("leans on the policy of a weak last answer only when the question goes on from it", () => {
    const history = [msg("user", "Where can we vape on the yard?"), msg("assistant", "Photography in yards needs permission. [photo]")];
    const ask = (text: string, lastConfidence: number) => {
      const q = query(text, history, "Where can we vape on the yard?", ["vape", "yard"]);
      Object.assign(q.state, { policies: ["photo"], lastConfidence });
      return rewriteOffline(q).focusPolicies;
    };
    // A new question after an answer that barely fitted owes that policy nothing...
    expect(ask("What is the speed limit for forklifts in the warehouse?", 0.33)).toEqual([]);
    // ...but after a firm answer, or when it goes on from the weak one, the conversation's policy still leads.
    expect(ask("What is the speed limit for forklifts in the warehouse?", 0.7)).toEqual(["photo"]);
    expect(ask("And what about filming?", 0.33)).toEqual(["photo"]);
  });

  it("carries nothing over and drops the policy in focus", () => {
    const history = [msg("user", "What's the lodging limit for interns?"), msg("assistant", "200 CNY per night [policy_003]")];
    const q: Query = { ...query("Different question: how many days of annual leave do I get?", history, "What's the lodging limit for interns?", ["lodg", "limit", "intern"]) };
    q.state.policies = ["policy_003"];
    const r = rewriteOffline(q);
    expect(r).toMatchObject({ isFollowUp: false, carriedTerms: [], focusPolicies: [] });
    expect(r.ownTerms).not.toContain("different");
    expect([...r.weights.keys()].some((t) => t.startsWith("lodg") || t.startsWith("intern"))).toBe(false);
  });
});

describe("unresolved references", () => {
  it("returns the words that point at something never named", async () => {
    const { unresolvedReference } = await import("../../../src/core/follow-up.js");
    const { uniqueTerms: terms } = await import("../../../src/core/text.js");
    expect(unresolvedReference("Is this burger popular?", [], terms)).toBe("this burger");
    expect(unresolvedReference("Is this burger popular?", ["Tell me about the burger menu"], terms)).toBeUndefined();
    expect(unresolvedReference("Does it apply to interns?", [], terms)).toBe("it");
    // An "it" that stands for what follows points at nothing earlier.
    expect(unresolvedReference("Is it possible to transfer leftover credit to another car?", [], terms)).toBeUndefined();
    expect(unresolvedReference("Is it OK if I book my own hotel?", [], terms)).toBeUndefined();
    // ...but "to" before a name or a determiner is a preposition, and "it" a thing never named.
    expect(unresolvedReference("Was it sent to HR?", [], terms)).toBe("it");
    // The verb before "it" says what is done to it, not what it is; a noun before does.
    expect(unresolvedReference("Who approves it?", [], terms)).toBe("it");
    expect(unresolvedReference("Who pays for it?", [], terms)).toBe("it");
    expect(unresolvedReference("How long can I keep it?", [], terms)).toBe("it");
    expect(unresolvedReference("A vendor sent me wine. Can I keep it?", [], terms)).toBeUndefined();
    expect(unresolvedReference("My laptop broke, who pays for it?", [], terms)).toBeUndefined();
    expect(unresolvedReference("Is it close to the office?", [], terms)).toBe("it");
    expect(unresolvedReference("Is it covered for interns?", [], terms)).toBe("it");
    expect(unresolvedReference("Does it apply to interns?", ["Remote work rules?"], terms)).toBeUndefined();
    expect(unresolvedReference("How much is my budget this year?", [], terms)).toBeUndefined();
    expect(unresolvedReference("Is a trip that lasts 7 days allowed?", [], terms)).toBeUndefined();
    expect(unresolvedReference("这个能报销吗？", [], terms)).toBe("这个");
    expect(unresolvedReference("Does this apply to contractors?", [], terms)).toBe("this");
    expect(unresolvedReference("Does this apply to contractors?", ["Remote work rules?"], terms)).toBeUndefined();
    // A verb after "this" is known by what follows it, not by a list.
    expect(unresolvedReference("Does this make my trip a business trip?", ["Remote work rules?"], terms)).toBeUndefined();
    expect(unresolvedReference("Can this process run in an office?", ["Remote work rules?"], terms)).toBe("this process");
  });

  it("finds a definite noun the conversation never named, if the word is specific to some passages", async () => {
    const { unnamedThing } = await import("../../../src/core/follow-up.js");
    const { uniqueTerms: terms } = await import("../../../src/core/text.js");
    const knows = (t: string) => !["zeppelin", "policy"].includes(t);
    expect(unnamedThing("What awards has the actor received?", ["Tell me about film awards"], terms, knows)).toBe("the actor");
    expect(unnamedThing("What awards has the actor received?", ["Who was the lead actor in Heat?"], terms, knows)).toBeUndefined();
    // Fixed by what follows, or a name: not a loose reference.
    expect(unnamedThing("What is the origin of the breed?", [], terms, knows)).toBe("the breed");
    expect(unnamedThing("how long do I have to send back the laptop they gave me?", [], terms, knows)).toBeUndefined();
    expect(unnamedThing("how long do I have to send back the laptop?", [], terms, knows)).toBe("the laptop");
    expect(unnamedThing("Is the USA part of it?", [], terms, knows)).toBeUndefined();
    expect(unnamedThing("Is the Superior Court open?", [], terms, knows)).toBeUndefined();
    // A name before a common noun still leaves the noun unnamed: which series?
    expect(unnamedThing("When did the TV series end?", [], terms, knows)).toBe("the TV series");
    expect(unnamedThing("Can I fly on the zeppelin?", [], terms, knows)).toBeUndefined();
    // The first unnamed noun is one the knowledge base never uses: that is why nothing fits.
    expect(unnamedThing("Can the zeppelin land at the airport?", [], terms, knows, knows)).toBeUndefined();
    expect(unnamedThing("What does the policy say about the dress?", [], terms, knows)).toBe("the dress");
    expect(unnamedThing("I bought a hat. Is the hat covered?", [], terms, knows)).toBeUndefined();
    // Where the asker is ("im on the support team") is no thing to ask about; the thing asked after it still is.
    expect(unnamedThing("im on the support team and my manager pings me after my shift, do i get paid?", [], terms, knows)).toBeUndefined();
    expect(unnamedThing("I work at the depot. Is the actor covered?", [], terms, knows)).toBe("the actor");
    // A measure of the thing ("the hotel limit") asks no "which hotel?"; a thing of the story told ("got the train") is the teller's.
    expect(unnamedThing("what's the hotel limit in NYC?", [], terms, knows)).toBeUndefined();
    expect(unnamedThing("I got the train down and had dinner. Can I claim it?", [], terms, knows)).toBeUndefined();
    expect(unnamedThing("Is the train covered?", [], terms, knows)).toBe("the train");
    // ...and so is one after an irregular past ("paid", "went to").
    expect(unnamedThing("I paid the hospital myself on a trip, how do I get it back?", [], terms, knows)).toBeUndefined();
    expect(unnamedThing("I went to the hospital during a trip, who pays?", [], terms, knows)).toBeUndefined();
    // An event that says when ("after the conference") is the teller's too.
    expect(unnamedThing("And if I add a few vacation days after the conference?", [], terms, knows)).toBeUndefined();
    expect(unnamedThing("Is the conference covered?", [], terms, knows)).toBe("the conference");
    // A word that measures or ranks what follows names no thing: no "what do you mean by the minimum?".
    expect(unnamedThing("what is the minimum password length", [], terms, knows)).toBeUndefined();
    expect(unnamedThing("what's the current mileage rate?", [], terms, knows)).toBeUndefined();
    // A word that describes what follows is not the thing: "the new sales guy" names a guy.
    expect(unnamedThing("can I take the new sales guy along to the dinner?", [], terms, knows)).toBe("the new sales guy");
    expect(unnamedThing("is the new laptop covered?", [], terms, knows)).toBe("the new laptop");
    expect(unnamedThing("can I take the new hire along?", ["the new hire starts monday"], terms, knows)).toBeUndefined();
    // What everyone at work shares needs no naming: no "what do you mean by the office?".
    expect(unnamedThing("can my kids come to the office?", [], terms, knows)).toBeUndefined();
    expect(unnamedThing("is the office open on christmas?", [], terms, knows)).toBeUndefined();
    expect(unnamedThing("can my kids come to the lab?", [], terms, knows)).toBe("the lab");
  });

  it("lets the message itself name what it points at, earlier on", async () => {
    const { unresolvedReference } = await import("../../../src/core/follow-up.js");
    const { uniqueTerms: terms } = await import("../../../src/core/text.js");
    expect(unresolvedReference("A vendor sent me a bottle of wine. Can I keep it?", [], terms)).toBeUndefined();
    expect(unresolvedReference("I bought a burger at the airport; is this burger covered?", [], terms)).toBeUndefined();
    expect(unresolvedReference("客户送了我一瓶酒，我能收下它吗？", [], terms)).toBeUndefined();
  });
});

describe("a Chinese subject phrase", () => {
  // Every pair counts as a word here, so only the dictionary's word edges can tell 知道|简爱 apart.
  const vocab = { idf: () => 2, knows: () => true, cohesion: () => 0.5 };

  it("does not take a character of the word beside it", () => {
    const r = rewriteOffline(query("它的作者是谁", [msg("user", "你知道简爱吗"), msg("assistant", "知道")]), vocab);
    expect(r.text).toBe("简爱的作者是谁");
    const s = rewriteOffline(query("她有什么歌", [msg("user", "我最喜欢李荣浩的单曲"), msg("assistant", "好听")]), vocab);
    expect(s.text).toMatch(/^李荣浩有什么歌/);
  });

  it("keeps a name the dictionary does not know whole", () => {
    const r = rewriteOffline(query("她唱过什么", [msg("user", "你认识徐佳莹吗"), msg("assistant", "认识")]), vocab);
    expect(r.text).toMatch(/^徐佳莹唱过什么/);
  });
});

describe("a Chinese message without a pronoun or a cue word", () => {
  const history = [msg("user", "最近看过傲慢与偏见"), msg("assistant", "我也看过")];

  it("leans on the conversation when none of its words is rarer than the subject's", () => {
    const vocab = { idf: () => 2, knows: () => true, cohesion: () => 0.5 };
    const r = rewriteOffline(query("感觉好无聊的一本书", history), vocab);
    expect(r.isFollowUp).toBe(true);
    expect(r.carriedTerms).toEqual(expect.arrayContaining(["傲慢", "偏见"]));
  });

  it("is a new question when it names something clearly rarer", () => {
    const vocab = { idf: (t: string) => (t === "红楼" || t === "楼梦" ? 5 : 2), knows: () => true, cohesion: () => 0.5 };
    const r = rewriteOffline(query("感觉红楼梦更好看一些", history), vocab);
    expect(r.isFollowUp).toBe(false);
  });
});

describe("a Chinese demonstrative with a measure word", () => {
  // 读过 ("have read") is in every other message; the title's pairs are rare.
  const vocab = { idf: (t: string) => (t === "读过" ? 0.5 : 2), knows: () => true, cohesion: () => 0.5 };

  it("is replaced by the subject, like 它", () => {
    const r = rewriteOffline(query("这本书的作者是谁", [msg("user", "你读过骆驼祥子吗"), msg("assistant", "读过")]), vocab);
    expect(r.text).toMatch(/^骆驼祥子的作者是谁/);
  });
});

describe("a preface before the question", () => {
  it("names nothing: 'last one, …' and 'quick q:' add no words to search", () => {
    for (const text of ["last one, how many vacation days do new people get?", "quick q: how many vacation days do new people get?", "one more thing - how many vacation days do new people get?"]) {
      const r = rewriteOffline(query(text));
      expect(r.ownTerms).not.toContain("last");
      expect(r.ownTerms).not.toContain("quick");
      expect(r.ownTerms).not.toContain("thing");
      expect(r.ownTerms).toContain("vacation");
    }
  });

  it("names nothing when it greets: 'morning, …' is not the morning asked about, but 'morning shifts' is", () => {
    for (const text of ["morning, the van's indicator is out, can I still drive it?", "Good morning all! the van's indicator is out, can I still drive it?"]) {
      const r = rewriteOffline(query(text));
      expect(r.ownTerms).not.toContain("morn");
      expect(r.ownTerms).not.toContain("good");
      expect(r.ownTerms).toContain("indicator");
    }
    expect(rewriteOffline(query("morning shifts start when?")).ownTerms).toContain("morn");
  });
});

describe("the order of the steps asked", () => {
  it("is no word of the question: \"what should I do first?\" searches no \"first\"", () => {
    const r = rewriteOffline(query("I'm pregnant, what should I do first?"));
    expect([...r.weights.keys()]).not.toContain("first");
    expect([...r.weights.keys()]).toContain("pregnant");
    // "the first year" is still a first.
    expect([...rewriteOffline(query("how much leave do I get in my first year?")).weights.keys()]).toContain("first");
  });
});
