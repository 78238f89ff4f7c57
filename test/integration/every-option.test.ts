/**
 * "both", "all of them", 都要: a reply to a clarifying question that takes every option offered gets an
 * answer from each, with each policy's citation; through the real pipeline on the sample and a dev knowledge base.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const sample = conversations("every-option");
const software = conversations("every-option-software", { knowledgeDir: path.join(REPO, "test/eval/software/knowledge") });

describe("taking every option offered", () => {
  it("answers \"all of them\" from each lodging policy offered", async () => {
    const ask = sample();
    const which = await ask("what's the hotel limit per night?");
    expect(which.kind).toBe("clarify");
    const all = await ask("all of them");
    expect(all.kind).toBe("answer");
    expect(new Set(cited(all))).toEqual(new Set(["policy_001", "policy_002", "policy_003"]));
    for (const figure of ["500 CNY", "200 CNY", "650 CNY"]) expect(all.text).toContain(figure);
  });

  it("does so in Chinese (都要)", async () => {
    const ask = sample();
    expect((await ask("酒店每晚上限是多少？")).kind).toBe("clarify");
    const all = await ask("都要");
    expect(cited(all)).toHaveLength(3);
  });

  it("still answers one option when the reply picks one", async () => {
    const ask = sample();
    await ask("what's the hotel limit per night?");
    const one = await ask("the second one");
    expect(cited(one)).toEqual(["policy_003"]);
  });

  // The words after "both" say what the question is of: the stolen laptop and the stolen card.
  it("reads what follows \"both\" into the question", async () => {
    const ask = software();
    expect((await ask("my bag got stolen at the airport with my work stuff in it. what do I need to do??")).kind).toBe("clarify");
    const both = await ask("both actually, my laptop and my ramp card were in it");
    expect(new Set(cited(both))).toEqual(new Set(["sw_004", "sw_006"]));
    expect(both.text).toContain("lost or stolen card");
    expect(both.text).toContain("lost or stolen laptop");
    const police = await ask("do I need a police report?");
    expect(cited(police)).toEqual(["sw_004"]);
    expect(police.text).toContain("72 hours");
  });
});
