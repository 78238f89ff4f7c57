/** Who approves: "from whom?" after an approval rule, and "sign off" as approving, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("approval");

describe("who approves", () => {
  // "From whom?" asks who of the rule just quoted, as "until when?" asks when: the unpaid side-projects
  // line shares more of the carried words but names no one.
  it("answers \"from whom?\" with the approval rule's approvers", async () => {
    const ask = conversation();
    await ask("can I do freelance work on the side?");
    await ask("do I need approval?");
    const reply = await ask("from whom?");
    expect(cited(reply)).toEqual(["policy_023"]);
    expect(reply.text).toContain("written approval from the department head and HR");
    expect(reply.text).not.toContain("Unpaid side projects");
  });

  // "sign off" is approving: "sign" alone found the data policy's "signed non-disclosure agreement".
  it("reads \"who has to sign off on my trip?\" as who approves it", async () => {
    const reply = await conversation()("who has to sign off on my trip?");
    expect(cited(reply)).not.toContain("policy_014");
    expect(reply.text).not.toContain("non-disclosure");
    expect(reply.kind === "clarify" ? reply.options?.map((o) => o.policyId) : cited(reply)).toContain("policy_001");
  });
});
