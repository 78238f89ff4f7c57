/**
 * Follow-ups whose words no policy uses: "What if…?" supposes something of the situation just discussed, "what do I need to attach?"
 * asks what to include (a dev knowledge base: the university's); "what if it was stolen?" is answered by the line on that condition (the software company's).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("suppose", { knowledgeDir: path.join(REPO, "test/eval/university/knowledge") });
const software = conversations("suppose-software", { knowledgeDir: path.join(REPO, "test/eval/software/knowledge") });

describe("a 'what if' follow-up", () => {
  it("goes on from the answer before though its words are ones no policy uses", async () => {
    const ask = conversation();
    await ask("how many pages can I print?");
    // "run out": neither word is in any policy; the quota just discussed is what runs out.
    const out = await ask("what if I run out?");
    expect(out.kind).toBe("answer");
    expect(cited(out)).toEqual(["kb_012"]);
    expect(out.text).toContain("print credit");
  });

  it("is still a new question when it opens the conversation", async () => {
    const out = await conversation()("what if I run out?");
    expect(out.kind).toBe("not_found");
  });
});

describe("a follow-up in words no policy uses", () => {
  it("reads \"what do I need to attach?\" as what the application must include", async () => {
    const ask = conversation();
    await ask("How far in advance do I need to apply for a student conference grant?");
    const attach = await ask("What do I need to attach?");
    expect(cited(attach)).toEqual(["kb_008"]);
    expect(attach.text).toContain("must include the acceptance letter");
  });
});

describe("a 'what if' follow-up of a condition the policy states", () => {
  it("quotes the line that opens on that condition, not the section's first line again", async () => {
    const ask = software();
    await ask("my phone got nicked on the train, what now");
    const stolen = await ask("what if it was stolen and not just lost");
    expect(cited(stolen)).toEqual(["sw_004"]);
    expect(stolen.text).toContain("If the device was stolen, file a police report within 72 hours");
  });
});
