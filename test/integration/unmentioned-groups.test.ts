/** A group the question names that the answering policy never mentions, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const sample = conversations("unmentioned-groups");

describe("a group the answering policy never names", () => {
  it("says the overtime policy does not mention interns, rather than pass its general rule as theirs", async () => {
    const reply = await sample()("do interns get paid overtime?");
    expect(cited(reply)).toEqual(["policy_019"]);
    expect(reply.text).toContain("does not mention “interns”");
  });

  it("says nothing of the kind when the policy names them", async () => {
    const reply = await sample()("do interns get a corporate card?");
    expect(reply.text).toContain("Interns and contractors are not eligible");
    expect(reply.text).not.toContain("does not mention");
  });
});
