/** Everyday names for what policies call otherwise: a relocation package, feeling awful, a sketchy email, a platform by name (sample, software and hospitality knowledge bases). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const sample = conversations("everyday-names");
const software = conversations("everyday-names-sw", { knowledgeDir: path.join(REPO, "test/eval/software/knowledge") });
const hospitality = conversations("everyday-names-hs", { knowledgeDir: path.join(REPO, "test/eval/hospitality/knowledge") });

describe("a package", () => {
  it("is what the relocation policy gives, not a thing no policy has", async () => {
    const ask = sample();
    const first = await ask("what's the relocation package if i move from chengdu to shanghai with my family?");
    expect(first.kind).toBe("answer");
    expect(cited(first)).toEqual(["policy_025"]);
    expect(first.text).toContain("25,000 CNY");
    const back = await ask("if i quit after 18 months do i have to pay it back");
    expect(cited(back)).toEqual(["policy_025"]);
    expect(back.text).toContain("repay 50%");
  });
});

describe("feeling awful", () => {
  it("is being unwell, which the sick leave policy covers", async () => {
    const out = await sample()("feeling awful today 🤒 who do i tell and by when");
    expect(out.kind).toBe("answer");
    expect(cited(out)).toEqual(["policy_008"]);
  });
});

describe("a sketchy email", () => {
  it("is a suspicious one, and the thread goes on about it", async () => {
    const ask = software();
    const first = await ask("oops i clicked a link in a sketchy email pretending to be from HR");
    expect(first.kind).toBe("answer");
    expect(cited(first)).toEqual(["sw_007"]);
    expect(first.text).toContain("change your Okta password");
    expect((await ask("am i going to get in trouble?")).text).toContain("Nobody is disciplined for an honest mistake");
  });
});

describe("a platform named by its brand", () => {
  it("is social media", async () => {
    const out = await hospitality()("can i post a tiktok of the kitchen during service");
    expect(out.kind).toBe("answer");
    expect(cited(out)).toEqual(["hs_011"]);
    expect(out.text).toContain("Do not post photos or videos of guests, back of house areas or kitchens");
  });
});
