/** Questions typed in a hurry ("hw many days wfh per wk?", "pto carryover?"), through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("shorthand");

describe("a question typed in a hurry", () => {
  // "hw many" is "how many": a count asked, answered by the line with it, not the line that happens to say "home".
  it("reads \"hw many\" as \"how many\"", async () => {
    const reply = await conversation()("hw many days wfh per wk?");
    expect(cited(reply)).toEqual(["policy_010"]);
    expect(reply.text).toContain("up to 2 days per week");
  });

  // The policy says "carry over", two words; "carryover" is read as them.
  it("reads \"carryover\" as the policy's \"carry over\"", async () => {
    const reply = await conversation()("pto carryover?");
    expect(cited(reply)).toEqual(["policy_007"]);
    expect(reply.text).toContain("carry over up to 5 unused annual leave days");
  });
});

describe("chat shorthand for a workplace word", () => {
  it("reads \"perf\" as performance", async () => {
    const reply = await conversation()("when are perf reviews");
    expect(cited(reply)).toEqual(["policy_026"]);
    expect(reply.text).toContain("The mid-year review takes place in July");
  });
});
