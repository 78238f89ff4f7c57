/** A new question after an unrelated one, on knowledge bases the project did not write its rules for. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const logistics = conversations("new-subject-lg", { knowledgeDir: path.join(REPO, "test/eval/logistics/knowledge") });
const university = conversations("new-subject-u", { knowledgeDir: path.join(REPO, "test/eval/university/knowledge") });
const hospital = conversations("new-subject-h", { knowledgeDir: path.join(REPO, "test/eval/hospital/knowledge") });
const hospitality = conversations("new-subject-hs", { knowledgeDir: path.join(REPO, "test/eval/hospitality/knowledge") });

describe("a new question that repeats none of the person's words", () => {
  // The overtime policy in focus shares "day" and "drive" with it and ranks first on the thread's prior,
  // but its evidence is too weak to answer; the drivers' hours policy clears the bar.
  it("answers from the policy that fits instead of saying nothing covers it", async () => {
    const ask = logistics();
    expect(cited(await ask("what's the overtime rate for warehouse staff?"))).toEqual(["lg_001"]);
    const hours = await ask("how long can i drive in a day in the artic");
    expect(hours.kind).toBe("answer");
    expect(cited(hours)).toEqual(["lg_004"]);
    expect(hours.text).toContain("9 hours");
  });

  it("does so on another knowledge base too", async () => {
    const ask = university();
    await ask("I'm graduating in June, what happens to my student email?");
    const visit = await ask("we're hosting a school group of 35 kids next month, is there anything we need to do?");
    expect(visit.kind).toBe("answer");
    expect(visit.text).toContain("5 working days");
  });

  // The drivers' hours policy has every known word of it but "long"; the leave policy in focus has only "day".
  it("leaves a long story about something else even when one of its words is nowhere", async () => {
    const ask = logistics();
    await ask("I'm in Spain on holiday and have been in bed for 3 days with food poisoning, proper ruined it. Can I get those days back as leave?");
    const hours = await ask("how long can i drive in a day in the artic");
    expect(cited(hours)).toEqual(["lg_004"]);
    expect(hours.text).toContain("9 hours");
  });

  // "till 3am" is a word the policies never write (they say 03:00), so it looked like the thread's most
  // specific subject, and the laptop question, rarer than every other word, still read as generic:
  // it was answered with the late-finish taxi. (It says no "found", which would name lost property itself.)
  it("is not held to the thread by a clock time the policies write another way", async () => {
    const ask = hospitality();
    expect(cited(await ask("Do we get anything extra for working late? I'm normally restaurant days but I'm covering the bar till 3am on Friday"))).toContain("hs_001");
    const laptop = await ask("Someone's laptop was under a sofa in the lounge after the wedding, what do I do with it?");
    expect(cited(laptop)).not.toContain("hs_001");
    expect(laptop.text).not.toContain("taxi");
    expect(laptop.text).toContain("hs_010");
  });
});

describe("a Chinese question after an English thread", () => {
  // Few of its words have English equivalents, so it looked brief and generic, and carried the thread's
  // subject: the fridge temperature was answered with the bank-holiday pay.
  it("names a subject of its own when another policy has its known words and the one in focus few", async () => {
    const ask = hospitality();
    expect(cited(await ask("when do we get time and a half?"))).toContain("hs_002");
    const fridge = await ask("厨房的冷藏冰箱应该保持在几度？");
    expect(fridge.kind).toBe("answer");
    expect(cited(fridge)).toEqual(["hs_006"]);
    expect(fridge.text).toContain("5°C");
  });

  // 提前 glosses to "advance", which the sickness policy does not use; the holiday policy in focus has only "sick" and "leave".
  it("names one though a word's English equivalent is not the policy's", async () => {
    const ask = hospitality();
    await ask("when do we get time and a half?");
    const sick = await ask("我在厨房上班，今天发烧了，要提前多久请病假？");
    expect(sick.kind).toBe("answer");
    expect(cited(sick)).toEqual(["hs_003"]);
  });

  // The mileage words carried at a fifth of the weight are words the needlestick rules rightly lack:
  // they are no reason to say nothing covers it.
  it("answers from the rules that fit, though they share nothing with the answer before", async () => {
    const ask = hospital();
    expect(cited(await ask("what's the mileage rate?"))).toEqual(["kb_006"]);
    const needle = await ask("just stabbed myself with a used needle taking bloods, what do I do");
    expect(needle.kind).toBe("answer");
    expect(needle.text).toContain("4410");
  });

  // Read as its own subject, it must not lean on the policy in focus either: the on-call policy's prior
  // would answer a needlestick injury with the on-call allowance.
  it("leaves the policy in focus", async () => {
    const ask = hospital();
    expect(cited(await ask("what's the mileage rate?"))).toEqual(["kb_006"]);
    const needle = await ask("刚刚抽血被用过的针扎到手了，怎么办？");
    expect(needle.kind).toBe("answer");
    expect(cited(needle)).not.toContain("kb_006");
  });
});
