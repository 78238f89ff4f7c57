/** "When…?" questions answered by a time an event sets, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("when-questions");

describe("when something is paid", () => {
  // The eligibility list shares "refer" and "bonus" and has "12 months"; the line whose time is an
  // event ("after … has completed probation") answers.
  it("quotes when the referral bonus is paid for \"when do I get the bonus?\"", async () => {
    const reply = await conversation()("I referred a friend who got hired, when do I get the bonus?");
    expect(cited(reply)).toEqual(["policy_021"]);
    expect(reply.text).toContain("paid with the monthly salary after the referred employee has completed probation");
    expect(reply.text).not.toContain("cannot receive a referral bonus");
  });
});
