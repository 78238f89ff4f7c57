/** Someone brought along is a visitor: "can I bring my partner to the lab?" (the university's knowledge base). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("visitors", { knowledgeDir: path.join(REPO, "test/eval/university/knowledge") });

describe("bringing someone along", () => {
  // "partner" had matched "a contract with a funder or partner" in the research data policy.
  it("asks what the visitor rules say, not what a policy says of partners", async () => {
    const reply = await conversation()("can I bring my partner to the lab?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["kb_005"]);
    expect(reply.text).not.toContain("funder or partner");
  });

  it("finds the rules for visiting children when the children are one's kids", async () => {
    const reply = await conversation()("can I bring my kids to campus?");
    expect(cited(reply)).toEqual(["kb_005"]);
    expect(reply.text).toContain("Visitors under 16 must be accompanied by an adult");
  });
});
