/** A first message that only says who is asking ("I'm a student nurse") gets a prompt, and the next question is answered for them. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const on = (suite: string) => conversations(`intro-${suite}`, { knowledgeDir: path.join(REPO, `test/eval/${suite}/knowledge`) });
const hospital = on("hospital");
const hospitality = on("hospitality");
const university = on("university");
const sample = conversations("intro-own");

describe("a first message that only says who is asking", () => {
  it("asks what they want to know instead of quoting a line, then answers for them", async () => {
    const ask = hospital();
    const intro = await ask("I'm a student nurse");
    expect(intro.kind).toBe("chitchat");
    expect(intro.citations).toEqual([]);
    expect(intro.text).toContain("What would you like to know?");
    const out = await ask("can i swap shifts");
    expect(cited(out)).toEqual(["kb_001"]);
    expect(out.text).toContain("Student nurses and midwives on placement may not swap shifts");
  });

  it("keeps what the introduction says of which reader: a staff nurse gets the swap rules, not the students' line", async () => {
    const ask = hospital();
    await ask("I'm a staff nurse");
    const out = await ask("can i swap shifts");
    expect(cited(out)).toEqual(["kb_001"]);
    expect(out.text).not.toContain("Student nurses");
    expect(out.text).toContain("72 hours");
  });

  it("does not read an age said alone as a clock time", async () => {
    const out = await hospitality()("im 17");
    expect(out.kind).toBe("chitchat");
    expect(out.text).not.toContain("17:30");
  });

  it("answers in Chinese, and the next question is asked for that reader", async () => {
    const ask = sample();
    const intro = await ask("我是实习生");
    expect(intro.kind).toBe("chitchat");
    expect(intro.text).toContain("请问您想了解什么");
    const out = await ask("出差住酒店每晚最多多少钱？");
    expect(cited(out)[0]).toBe("policy_003");
  });

  it("still answers a statement that brings a question with it", async () => {
    const out = await hospital()("I'm sick");
    expect(out.kind).toBe("answer");
    expect(cited(out)).toEqual(["kb_002"]);
  });

  it("answers a question that says who is asking after it (\"…, i'm a band 5 nurse\") instead of taking it for an introduction", async () => {
    const out = await hospital()("can i swap a shift, i'm a band 5 nurse");
    expect(out.kind).toBe("answer");
    expect(cited(out)).toEqual(["kb_001"]);
    expect(out.text).toContain("same band");
    const greeted = await hospital()("hi all, i'm a band 5 nurse");
    expect(greeted.kind).toBe("chitchat");
  });

  it("answers an introduction of two words (\"a masters student\") from the line for its reader", async () => {
    const ask = university();
    await ask("im a masters student");
    const out = await ask("can i get a parking permit");
    expect(cited(out)).toEqual(["kb_004"]);
    expect(out.text).toContain("Students are not normally eligible for a parking permit");
  });

  it("still reads an introduction after a question as the reply to it", async () => {
    const ask = sample();
    await ask("max hotel per night in shanghai?");
    const out = await ask("I'm an intern");
    expect(out.kind).toBe("answer");
    expect(cited(out)).toEqual(["policy_003"]);
  });
});
