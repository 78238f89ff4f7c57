/** "How much is it?" asks the amount of what the conversation is about, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("how-much-is-it");

describe("how much is it?", () => {
  it("after the wellbeing allowance's claim rule, quotes the allowance's amount, not the 60-day claim window", async () => {
    const ask = conversation();
    await ask("can I use the wellbeing allowance for a massage?");
    const amount = await ask("how much is it?");
    expect(cited(amount)).toEqual(["wellbeing-allowance"]);
    expect(amount.text).toContain("300 CNY per month");
  });

  it("after a leave rule, still quotes the days", async () => {
    const ask = conversation();
    await ask("how much annual leave can I carry over?");
    const days = await ask("how much is that?");
    expect(cited(days)).toEqual(["policy_007"]);
    expect(days.text).toContain("up to 5 unused annual leave days");
  });
});
