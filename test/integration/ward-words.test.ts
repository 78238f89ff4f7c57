/** Words hospital staff type, found by a blind probe on a dev knowledge base (the hospital's): a med fridge, a patient dying, a fall, a shop by name, a drip, visiting times, what one gets for something. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("hospital", { knowledgeDir: path.join(REPO, "test/eval/hospital/knowledge") });

describe("ward shorthand", () => {
  it("reads a 'med fridge' as a medicine fridge and answers what to do when it is out of range", async () => {
    const reply = await conversation()("the med fridge on our ward said 11 degrees this morning, what do we do");
    expect(cited(reply)).toEqual(["kb_004"]);
    expect(reply.text).toContain("quarantine the contents");
  });

  it("reads a patient who is dying as at the end of life", async () => {
    const reply = await conversation()("pt in side room is dying, his wife and 3 kids want to stay tonight, is that allowed");
    expect(cited(reply)).toEqual(["kb_009"]);
    expect(reply.text).toContain("Close family of a patient who is at the end of life can visit at any time");
  });

  it("reads a patient who slid out of a chair as a fall to report", async () => {
    const reply = await conversation()("patient slid out of the chair onto the floor, no injury at all, do i still need to datix it");
    expect(cited(reply)).toEqual(["kb_010"]);
    expect(reply.text).toContain("patient falls");
  });

  it("reads a shop by name as a shop, and IV as intravenous", async () => {
    const shop = await conversation()("can i pop into tesco on the way home in my uniform");
    expect(cited(shop)).toEqual(["kb_003"]);
    expect(shop.text).toContain("Never wear uniform or scrubs in shops");
    const iv = await conversation()("who's allowed to give iv antibiotics on the ward");
    expect(cited(iv)).toEqual(["kb_004"]);
    expect(iv.text).toContain("never intravenous medicines");
  });
});

describe("a second signature, a wrong dose and an engagement ring", () => {
  it("reads a second signature as a second signatory", async () => {
    const reply = await conversation()("2nd yr student nurse, can i be the second signature for oramorph");
    expect(cited(reply)).toEqual(["kb_004"]);
    expect(reply.text).toContain("A student nurse may act as the second signatory");
  });

  it("reads a wrong dose as a medication error, and getting in trouble for it as blame", async () => {
    const ask = conversation();
    const dose = await ask("gave the wrong dose of enoxaparin, patient is fine, do i need to do anything");
    expect(cited(dose)).toEqual(["kb_004"]);
    expect(dose.text).toContain("Any medication error or near miss");
    const trouble = await ask("am i going to get in trouble for this?");
    expect(cited(trouble)).toEqual(["kb_004"]);
    expect(trouble.text).toContain("supported, not blamed");
  });

  it("reads an engagement ring as a ring the uniform rules limit", async () => {
    const reply = await conversation()("what about my engagement ring, it's got a stone");
    expect(cited(reply)).toEqual(["kb_003"]);
    expect(reply.text).toContain("one plain band ring is allowed");
  });
});

describe("visiting times", () => {
  it("reads 'visiting times' as asking the hours, and 'and for maternity?' as the same of the next ward", async () => {
    const ask = conversation();
    const icu = await ask("visiting times on ICU?");
    expect(cited(icu)).toEqual(["kb_009"]);
    expect(icu.text).toContain("visiting 10:00 to 21:00");
    const maternity = await ask("and for maternity?");
    expect(cited(maternity)).toEqual(["kb_009"]);
    expect(maternity.text).toContain("other visitors 14:00 to 19:00");
  });
});

describe("what one gets for something", () => {
  it("reads 'do we get anything for food on nights' as asking the allowance, not only where food is sold", async () => {
    const reply = await conversation()("do we get anything for food on nights");
    expect(cited(reply)).toEqual(["kb_012"]);
    expect(reply.text).toContain("night meal allowance of £5.50");
  });
});
