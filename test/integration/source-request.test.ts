/** "Can you send me the link?" after an answer: the policy it cited and its link, and the conversation goes on where it was. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const logistics = conversations("source-logistics", { knowledgeDir: path.join(REPO, "test/eval/logistics/knowledge") });
const sample = conversations("source-own");

describe("asking where an answer came from", () => {
  it("gives the cited policy's link, and the next follow-up still follows the question before", async () => {
    const ask = logistics();
    await ask("how many days can i carry over");
    const link = await ask("can you send me the link to the policy?");
    expect(link.kind).toBe("answer");
    expect(cited(link)).toEqual(["lg_002"]);
    expect(link.text).toContain("https://intranet.harbourline.example/policies/annual-leave");
    const which = await ask("which policy is that from");
    expect(which.text).toContain("Annual Leave and Bank Holidays");
    const next = await ask("ok and by when do i have to use them?");
    expect(cited(next)).toEqual(["lg_002"]);
    expect(next.text).toContain("31 March");
  });

  it("answers in Chinese", async () => {
    const ask = sample();
    await ask("年假可以结转吗？");
    const out = await ask("原文在哪里？");
    expect(cited(out)).toEqual(["policy_007"]);
    expect(out.text).toContain("https://intranet.northwind.example/policies/annual-leave");
  });

  it("says so when the policy has no link", async () => {
    const ask = sample();
    const first = await ask("what is the wellbeing allowance?");
    expect(cited(first)).toEqual(["wellbeing-allowance"]);
    const out = await ask("link?");
    expect(cited(out)).toEqual(["wellbeing-allowance"]);
    expect(out.text).toContain("no link on record");
  });

  it("is an ordinary question when nothing was answered before", async () => {
    const out = await logistics()("which policy is that from");
    expect(out.text).not.toContain("That's from");
  });
});
