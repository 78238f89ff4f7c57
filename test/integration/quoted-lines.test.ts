/** What a reply quotes from the passage it found (sample knowledge base). */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("quoted");

describe("the lines a reply quotes", () => {
  it("give the whole list when several of its items answer", async () => {
    const report = await conversation()("how do I report harassment?");
    expect(cited(report)).toEqual(["policy_017"]);
    for (const channel of ["their line manager", "HR Business Partner", "Ethics Hotline", "speakup@northwind.example"]) expect(report.text).toContain(channel);
  });

  it("come from the \"How to Report Harassment\" section for \"how do I report sexual harassment?\", not from the list of what is not tolerated that says \"sexual\"", async () => {
    const report = await conversation()("how do I report sexual harassment?");
    expect(cited(report)).toEqual(["policy_017"]);
    expect(report.text).toContain("Ethics Hotline");
    expect(report.text).not.toContain("Prohibited behaviour");
  });

  it("give the whole list when one of its items is quoted beside another line", async () => {
    const oncall = await conversation()("do we get paid for being on call?");
    expect(cited(oncall)).toEqual(["policy_018"]);
    for (const rate of ["200 CNY", "400 CNY", "600 CNY"]) expect(oncall.text).toContain(rate);
    const weekend = await conversation()("how much is on-call pay on weekends?");
    expect(weekend.text).toContain("400 CNY");
    expect(weekend.text).not.toContain("600 CNY");
  });

  it("give a list's amounts for \"how much?\" when only the line introducing them says what they are", async () => {
    const pay = await conversation()("how much is on-call pay?");
    expect(cited(pay)).toEqual(["policy_018"]);
    for (const rate of ["200 CNY", "400 CNY", "600 CNY"]) expect(pay.text).toContain(rate);
    expect(pay.text).not.toContain("Informal availability");
  });

  it("do not match a number said of another unit of time", async () => {
    const ask = conversation();
    await ask("how many days of annual leave do I get?");
    const tenure = await ask("I've been here 4 years");
    expect(cited(tenure)).toEqual(["policy_007"]);
    expect(tenure.text).toContain("for each completed year of service");
    expect(tenure.text).not.toContain("4 weeks in advance");
  });

  it("answer 'until when?' from the passage just quoted", async () => {
    const ask = conversation();
    await ask("how many days of annual leave do I get?");
    const carry = await ask("can I carry them over?");
    expect(carry.text).toContain("carry over up to 5");
    const until = await ask("until when?");
    expect(cited(until)).toEqual(["policy_007"]);
    expect(until.text).toContain("must be used by 31 March");
  });

  it("find a count of days said with words between the number and its unit", async () => {
    const carry = await conversation()("How many days of annual leave can I carry over?");
    expect(cited(carry)).toEqual(["policy_007"]);
    expect(carry.text).toContain("carry over up to 5 unused annual leave days");
    expect(carry.text).not.toContain("maximum of 20 days");
  });

  it("answer a bare limit follow-up from the figure just quoted, not a line that says 'maximum'", async () => {
    for (const followUp of ["what's the max?", "how many days at most?", "最多几天？"]) {
      const ask = conversation();
      await ask("How much annual leave can I carry over?");
      const limit = await ask(followUp);
      expect(cited(limit), followUp).toEqual(["policy_007"]);
      expect(limit.text, followUp).toContain("up to 5 unused annual leave days");
      expect(limit.text, followUp).not.toContain("maximum of 20 days");
    }
  });

  it("look past the line just quoted for a limit when that line set none", async () => {
    const ask = conversation();
    await ask("I'm moving to Shanghai for a new role, what does the company cover?");
    // The eligibility line says "more than 100 km": a threshold, not a cap.
    const cap = await ask("is there a cap?");
    expect(cited(cap)).toEqual(["policy_025"]);
    expect(cap.text).toContain("total cap of 12,000 CNY");
  });

  it("answer 'until when?' with a date, not with the length just quoted", async () => {
    const ask = conversation();
    await ask("How much annual leave can I carry over?");
    const until = await ask("until when?");
    expect(until.text).toContain("must be used by 31 March");
  });

  it("answer a question that names the policy by its tag from the policy's opening rule", async () => {
    // "work from home" is a tag of the remote-work policy, whose text says "remotely", and "home" only of home offices.
    for (const question of ["can I work from home?", "how many days can I work from home?"]) {
      const wfh = await conversation()(question);
      expect(cited(wfh), question).toEqual(["policy_010"]);
      expect(wfh.text, question).toContain("work remotely on up to 2 days per week");
      expect(wfh.text, question).not.toMatch(/Equipment support|another city/);
    }
  });

  it("prefer the line that states the figure the person said, in the same unit", async () => {
    // "3 years old" gives the laptop's age: the refresh rule says "every 3 years", and "old" asks for no old laptop.
    const laptop = await conversation()("my laptop is 3 years old, can I get a new one?");
    expect(cited(laptop)).toEqual(["policy_012"]);
    expect(laptop.text).toContain("refreshed every 3 years");
  });

  it("answer 'how often?' with a rule that there is no schedule, rather than say the policy gives no frequency", async () => {
    const often = await conversation()("how often do I have to change my password?");
    expect(often.kind).toBe("answer");
    expect(cited(often)).toEqual(["policy_013"]);
    expect(often.text).toContain("do not expire on a schedule");
  });
});
