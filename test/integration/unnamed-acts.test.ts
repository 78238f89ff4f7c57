/** "Can I appeal it?": a follow-up asking to do what no policy names, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("unnamed-acts");

describe("a may-I follow-up whose act no policy names", () => {
  it("says nothing covers it rather than quoting the rating rules again", async () => {
    const ask = conversation();
    await ask("how is my performance rating decided?");
    const appeal = await ask("can I appeal it?");
    expect(appeal.kind).toBe("not_found");
    expect(appeal.citations).toEqual([]);
  });

  it("says so for selling a laptop, and still answers keeping it, an act the policy names", async () => {
    const ask = conversation();
    await ask("can I get a new laptop every year?");
    expect((await ask("can I sell it?")).kind).toBe("not_found");
    const keep = await ask("can I keep it?");
    expect(cited(keep)).toEqual(["policy_012"]);
    expect(keep.text).toContain("must be returned");
  });
});
