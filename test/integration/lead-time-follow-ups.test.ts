/** "how early do I need to ask?" after a question: a lead time of what was just discussed, though no policy says "early" (two dev knowledge bases). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const kb = (name: string) => conversations(name, { knowledgeDir: path.join(REPO, `test/eval/${name}/knowledge`) });
const hospital = kb("hospital");
const software = kb("software");

describe("how early, as a follow-up", () => {
  it("asks how far ahead a shift swap is requested, instead of finding no policy for \"early\"", async () => {
    const ask = hospital();
    await ask("can i swap a shift with a colleague");
    const reply = await ask("how early do i need to ask");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["kb_001"]);
    expect(reply.text).toContain("at least 72 hours before the earlier of the two shifts");
  });

  it("quotes the section that states the lead time, not the budget just quoted", async () => {
    const ask = software();
    await ask("is there a budget for going to conferences");
    const reply = await ask("how early do i need to ask");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["sw_009"]);
    expect(reply.text).toContain("at least 30 days before the purchase or event");
  });
});
