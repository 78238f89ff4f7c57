/** Questions that ask an amount of money without naming it ("how much would I get?", 奖金多少？), through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("money");

describe("an amount of money asked for", () => {
  // The how-to section shares the most words ("refer", "candidate"), but no line of it says an amount.
  it("answers \"how much would I get?\" with the amounts, not how to refer", async () => {
    const reply = await conversation()("I want to refer a friend for a backend role, how much would I get?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_021"]);
    expect(reply.text).toContain("Standard roles: 8,000 CNY");
    expect(reply.text).toContain("15,000 CNY");
    expect(reply.text).not.toContain("Referrals page");
  });

  // 奖金 is money: the rehiring rule's "12 months" is no answer to 多少, nor is the interns' amount alone.
  it("answers 奖金多少？ with the amounts", async () => {
    const reply = await conversation()("我想推荐朋友来面试，奖金多少？");
    expect(cited(reply)).toEqual(["policy_021"]);
    expect(reply.text).toContain("Standard roles: 8,000 CNY");
    expect(reply.text).not.toContain("cannot receive");
  });

  it("still answers a count of days with days", async () => {
    const reply = await conversation()("how many days of annual leave do I get?");
    expect(cited(reply)).toEqual(["policy_007"]);
    expect(reply.text).toMatch(/\d+ (?:working )?days/);
  });
});
