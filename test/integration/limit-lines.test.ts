/** A question of the maximum ("最多多少钱？", "what's the max…") answered by the line that sets it, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("limit-lines");

describe("the line that sets the limit asked", () => {
  // "那实习生呢？" picks the interns' policy for the pending question; the team-hotel line shares more of its
  // words ("travel", "hotel", "night") but only "at most 200 CNY per night" is the maximum.
  it("answers the maximum asked in Chinese, after picking the interns' policy, with \"at most 200 CNY\"", async () => {
    const ask = conversation();
    const first = await ask("出差住酒店一晚最多多少钱？");
    expect(first.kind).toBe("clarify");
    const reply = await ask("那实习生呢？");
    expect(cited(reply)).toEqual(["policy_003"]);
    expect(reply.text).toMatch(/^[^\n]*\n?Interns may claim hotel and lodging costs of at most 200 CNY per night/);
  });

  // "more" compares the figure just said; the line after it says what happens above it.
  it("answers \"what if we need more?\" after a limit with the line on going above it", async () => {
    const ask = conversation();
    await ask("how much can the team spend on AI tools?");
    const reply = await ask("what if we need more?");
    expect(cited(reply)).toEqual(["policy_015"]);
    expect(reply.text).toContain("above that amount require approval from the department head");
  });
});
