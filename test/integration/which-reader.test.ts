/** Saying which policy applies by saying who one is not, or a role no option names (the sample knowledge base's travel family), and options a question's own words decide (the software company's). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const sample = conversations("which-reader");
const software = conversations("which-reader-sw", { knowledgeDir: path.join(REPO, "test/eval/software/knowledge") });

describe("a reply to 'which one applies to you?' that rules an option out", () => {
  it("takes the general policy when it rules out a reader's policy and names no other", async () => {
    for (const reply of ["general staff, not sales", "i'm not in sales", "我不是销售"]) {
      const ask = sample();
      expect((await ask("hotel limit in shanghai?")).kind).toBe("clarify");
      const out = await ask(reply);
      expect(out.kind, reply).toBe("answer");
      expect(cited(out), reply).toEqual(["policy_001"]);
      expect(out.text, reply).toMatch(/500/);
    }
  });

  it("takes the policy the reply names after ruling another out", async () => {
    const ask = sample();
    await ask("hotel limit in shanghai?");
    const out = await ask("not an intern, im in sales");
    expect(cited(out)).toEqual(["policy_002"]);
    expect(out.text).toContain("650 CNY");
  });
});

describe("a reply to 'which one applies to you?' that only says who is asking", () => {
  it("takes the policy for everyone else when no option is for that role", async () => {
    for (const reply of ["regular employee, engineering", "engineering", "just a developer", "regular staff"]) {
      const ask = sample();
      expect((await ask("hotel cap for beijing?")).kind).toBe("clarify");
      const out = await ask(reply);
      expect(out.kind, reply).toBe("answer");
      expect(cited(out), reply).toEqual(["policy_001"]);
      expect(out.text, reply).toContain("500 CNY per night in tier-1 cities");
    }
  });
});

describe("a question that says the asker's role, which no option's title names", () => {
  it("is answered from the policy for everyone else", async () => {
    for (const question of ["hey, im in engineering and flying to beijing next week for a workshop, whats the max i can spend on hotel per night?", "im an engineer, what's the hotel limit in beijing"]) {
      const out = await sample()(question);
      expect(out.kind, question).toBe("answer");
      expect(cited(out), question).toEqual(["policy_001"]);
      expect(out.text, question).toContain("500 CNY per night in tier-1 cities");
    }
  });

  it("keeps to that policy for the rest of the thread, and reads \"does that…\" as pointing back", async () => {
    const ask = sample();
    await ask("hey, im in engineering and flying to beijing next week for a workshop, whats the max i can spend on hotel per night?");
    await ask("and if the only hotel near the venue is like 620?");
    const approval = await ask("does that need to be signed off before i go or can i sort it out after?");
    expect(cited(approval)).toEqual(["policy_001"]);
    expect(approval.text).toContain("approves an exception in writing before the trip");
  });

  it("still asks which applies when the message says where, not who", async () => {
    const out = await sample()("im going to beijing, what's the hotel limit");
    expect(out.kind).toBe("clarify");
  });
});

describe("options the question's own words already decide", () => {
  it("reads 'my first year' as when, not as which year is meant", async () => {
    const ask = software();
    const first = await ask("how much PTO do i get in my first year?");
    expect(first.kind).toBe("answer");
    expect(cited(first)).toEqual(["sw_001"]);
    expect(first.text).toContain("15 days");
    expect((await ask("and once i hit 4 years?")).text).toContain("20 days");
  });

  it("answers from the one option whose title holds a word of the question", async () => {
    const out = await software()("i'm hourly and worked 44 hours this week, do i get overtime?");
    expect(out.kind).toBe("answer");
    expect(cited(out)).toEqual(["sw_012"]);
    expect(out.text).toContain("1.5 times your regular rate");
  });
});
