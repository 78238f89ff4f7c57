/** Questions on gifts, hospitality, dating at work and receipts in everyday words, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("gifts");

describe("being invited", () => {
  it("reads \"invited me to dinner\" as the vendor invitations the hospitality rule allows, not a question no policy covers", async () => {
    const reply = await conversation()("a vendor invited me to dinner, can I go?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_022"]);
    expect(reply.text).toContain("business meals and event invitations from vendors");
  });
});

describe("logging a gift", () => {
  it("reads \"log it\" as recording it in the Gift Register, and \"by when?\" after it as that rule's deadline", async () => {
    const ask = conversation();
    await ask("a supplier sent me a bottle of wine worth about 300 CNY");
    const log = await ask("do I need to log it somewhere?");
    expect(cited(log)).toEqual(["policy_022"]);
    expect(log.text).toContain("recorded in the Gift Register");
    expect((await ask("by when?")).text).toContain("within 5 working days");
  });
});

describe("a fapiao in Chinese words", () => {
  it("reads 抬头 as the company name a fapiao must show", async () => {
    const reply = await conversation()("发票开错抬头了怎么办？");
    expect(cited(reply)).toEqual(["policy_005"]);
    expect(reply.text).toContain("full company name and tax ID");
  });
});

describe("what is never acceptable", () => {
  it("quotes the list with its heading and says no, in English and in Chinese", async () => {
    const envelope = await conversation()("can I accept a red envelope from a supplier at Chinese new year?");
    expect(cited(envelope)).toEqual(["policy_022"]);
    expect(envelope.text).toMatch(/^No\. Never Acceptable:\n• Cash, red envelopes/);
    const card = await conversation()("客户送的购物卡可以收吗？");
    expect(card.text.startsWith("不可以。")).toBe(true);
  });
});

describe("dating at work", () => {
  it("reads \"date someone\" as the romantic partner the conflicts rules name, not a calendar date", async () => {
    const reply = await conversation()("is it ok to date someone on my team?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_023"]);
    expect(reply.text).toContain("romantic partner");
  });
});

describe("a gift received, not given", () => {
  // The sales policy's "Gifts to Clients" is about giving; what a client gives the one asking is accepting.
  it.each([
    ["a client offered me concert tickets, can I go?", "policy_022"],
    ["我能收客户送的月饼吗？", "policy_022"],
  ])("answers %s from the rules on accepting gifts", async (question, policy) => {
    const reply = await conversation()(question);
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual([policy]);
  });

  it("still answers a gift given to a client from the sales policy", async () => {
    const reply = await conversation()("can I give a client a gift?");
    expect(cited(reply)).toEqual(["policy_002"]);
  });
});

describe("an expensive gift or meal", () => {
  // "expensive" is what a thing is worth: after the vendor-meal rule, "what if it's really expensive?" had quoted the procurement staff's yearly meal count.
  it("answers \"what if it's really expensive?\" with the value rule, not the yearly meal count", async () => {
    const ask = conversation();
    await ask("is it ok to accept a dinner invitation from a supplier?");
    const reply = await ask("what if it's really expensive?");
    expect(cited(reply)).toEqual(["policy_022"]);
    expect(reply.text).toContain("500 CNY");
    expect(reply.text).not.toContain("4 vendor meals");
  });
});
