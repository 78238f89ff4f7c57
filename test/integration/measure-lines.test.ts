/** Lines that answer a measure or a time, an elliptical follow-up, a question on a group's allowance, one on the paperwork and one on shoes, through the real pipeline on the hospitality knowledge base in test/eval. */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Reply } from "../../src/core/types.js";
import { REPO, testRuntime } from "../helpers/runtime.js";

let rt: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  rt = await testRuntime({ knowledgeDir: path.join(REPO, "test/eval/hospitality/knowledge") });
});
afterAll(() => rt.close());

let n = 0;
function conversation() {
  const conversationId = `console:measure${++n}`;
  return (text: string): Promise<Reply> => rt.bot.ask({ conversationId, userId: "U1", text });
}

describe("a question that asks for a measure", () => {
  it("quotes the figure for the thing measured, and a bare follow-up asks the same of the next thing", async () => {
    const ask = conversation();
    expect((await ask("what temperature should the kitchen fridges be at?")).text).toContain("1–5°C");
    expect((await ask("freezers?")).text).toContain("-18°C");
  });

  it("reads \"how long must X be\" as a length of X, which need not be in time", async () => {
    const reply = await conversation()("how long does my laptop password have to be?");
    expect(reply.text).toContain("12 characters");
    expect(reply.text).not.toContain("24 hours");
  });
});

describe("a question on an allowance", () => {
  it("quotes the amount, not the definition, though a group of staff is named after the same word", async () => {
    const reply = await conversation()("what's the split shift allowance?");
    expect(reply.text).toContain("£6.00");
  });

  it("reads \"keep\" and \"kept\" as one verb", async () => {
    const reply = await conversation()("how long do we keep lost property for?");
    expect(reply.text).toContain("3 months");
  });
});

describe("a question after a story", () => {
  it("searches on what is asked, not on the story around it", async () => {
    const reply = await conversation()("I work in finance at head office and did 52 hours last week on the year-end close. Do I get overtime for that?");
    expect(reply.citations.map((c) => c.policyId)).toContain("hs_001");
    expect(reply.text).toContain("48");
  });
});

describe("a follow-up that asks for the paperwork", () => {
  it("reads \"fill anything in\" as the form the policy names, though it never says \"fill\"", async () => {
    const ask = conversation();
    await ask("Does the hotel pay for taxis?");
    await ask("I sliced my hand on the mandoline and it probably needs looking at in A&E");
    const form = await ask("do I need to fill anything in?");
    expect(form.kind).toBe("answer");
    expect(form.text).toContain("form IN-2");
  });
});

describe("a chat question on shoes", () => {
  it("reads trainers as the shoes the uniform rule names", async () => {
    const reply = await conversation()("yo can i wear my trainers on the pass or nah");
    expect(reply.kind).toBe("answer");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["hs_007"]);
    expect(reply.text).toContain("shoes");
  });
});

describe("how late", () => {
  it("asks for a time, which the under-18 rostering rule gives, not for a line with the word \"late\"", async () => {
    const reply = await conversation()("how late can under 18s be rostered?");
    expect(reply.text).toContain("must not be rostered between 22:00 and 06:00");
  });
});
