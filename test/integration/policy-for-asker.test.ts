/** A question two policies for different readers could answer, when the message says who is asking (university knowledge base in test/eval). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const university = conversations("asker-options", { knowledgeDir: path.join(REPO, "test/eval/university/knowledge") });

describe("a question the staff and the student policies could both answer", () => {
  it("is answered from the policy whose title names who is asking, in their words or the policy's", async () => {
    for (const question of ["im a lecturer going to a conference in tokyo, the hotel is 200 usd a night, is that covered", "what's the hotel limit for a conference abroad, im academic staff"]) {
      const out = await university()(question);
      expect(out.kind, question).toBe("answer");
      expect(cited(out), question).toEqual(["kb_007"]);
      expect(out.text, question).toContain("up to 180 USD per night abroad");
    }
  });

  it("still asks which applies when the message does not say who is asking", async () => {
    const out = await university()("the hotel is 200 usd a night at the conference in tokyo, is that covered?");
    expect(out.kind).toBe("clarify");
    expect(out.text).toContain("kb_007");
    expect(out.text).toContain("kb_008");
  });
});
