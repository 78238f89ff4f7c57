/** A follow-up whose best lines tie: one not yet said answers, found by a blind probe on the hospital knowledge base. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("hospital", { knowledgeDir: path.join(REPO, "test/eval/hospital/knowledge") });

describe("a follow-up after part of a section was quoted", () => {
  it("answers 'how many swaps a month' with the swap limit, not the month's overtime claims", async () => {
    const ask = conversation();
    const first = await ask("can i swap shifts with someone");
    expect(cited(first)).toEqual(["kb_001"]);
    expect(first.text).not.toContain("no more than 4 swaps");
    const reply = await ask("how many swaps a month");
    expect(cited(reply)).toEqual(["kb_001"]);
    expect(reply.text).toContain("no more than 4 swaps in each 4-week roster period");
    expect(reply.text).not.toContain("Claims approved");
  });
});
