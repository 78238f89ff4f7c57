/** Questions on travel insurance and safety in everyday words, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("travel-safety");

describe("being insured", () => {
  // "Insurance Coverage" names "insured" and "covered" though the stemmer leaves "coverag": a section
  // whose heading says more of the question comes before a shorter one that happens to rank first.
  it("quotes the automatic cover, not the family-members exclusion", async () => {
    const reply = await conversation()("am I insured when I travel for work?");
    expect(cited(reply)).toEqual(["policy_024"]);
    expect(reply.text).toContain("automatically covered");
    expect(reply.text).not.toContain("Family members");
  });

  it("does so in Chinese too", async () => {
    const reply = await conversation()("我下周去泰国出差，需要买保险吗？");
    expect(cited(reply)).toEqual(["policy_024"]);
    expect(reply.text).toContain("automatically covered");
  });
});

describe("someone else on the trip", () => {
  // "Family members travelling with an employee": the participle says which family members; the line is
  // for them, and the line for "all employees and interns" is for other readers.
  it("quotes the family-members exclusion for a husband, not the employees' cover", async () => {
    const reply = await conversation()("is my husband insured on my business trip?");
    expect(cited(reply)).toEqual(["policy_024"]);
    expect(reply.text).toContain("Family members");
    expect(reply.text).not.toContain("automatically covered");
  });

  it("and for \"is he insured?\" after asking whether he may come", async () => {
    const ask = conversation();
    await ask("can my husband come on my business trip?");
    const he = await ask("is he insured?");
    expect(cited(he)).toEqual(["policy_024"]);
    expect(he.text).toContain("Family members");
  });
});

describe("supposing more of the trip", () => {
  it("reads \"and if I add vacation days?\" as more of the trip, though vacation names the annual-leave policy", async () => {
    const ask = conversation();
    await ask("Am I covered by insurance when I travel abroad for work?");
    await ask("What about my wife if she comes along?");
    const more = await ask("And if I add a few vacation days after the conference?");
    expect(more.kind).toBe("answer");
    expect(cited(more)).toEqual(["policy_024"]);
    expect(more.text).toContain("up to 5 personal days");
  });

  it("still moves to the annual-leave policy on a question of its own", async () => {
    const ask = conversation();
    await ask("Am I covered by insurance when I travel abroad for work?");
    const leave = await ask("how many vacation days do I get?");
    expect(cited(leave)).toEqual(["policy_007"]);
  });
});

describe("how far ahead", () => {
  it("after the emergency steps, 要提前多久申请？ quotes the lead time before departure, not the emergency line again", async () => {
    const ask = conversation();
    await ask("who do I call in an emergency abroad?");
    const lead = await ask("要提前多久申请？");
    expect(cited(lead)).toEqual(["policy_024"]);
    expect(lead.text).toContain("at least 3 working days before departure");
  });
});
