/** A question followed by when it arises ("…when im dropping in town centres"), and what to do after something happened, bringing a union rep, through the real pipeline (a dev knowledge base: the logistics company's). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("circumstance", { knowledgeDir: path.join(REPO, "test/eval/logistics/knowledge") });

describe("a clause on when the question arises", () => {
  it("neither hides the question's subject nor makes it ask \"when?\"", async () => {
    const reply = await conversation()("unrelated but can i claim parking when im dropping in town centres");
    expect(cited(reply)).toEqual(["lg_006"]);
    expect(reply.text).toContain("£15 per day");
  });
});

describe("what to do after something happened", () => {
  it("quotes the first numbered steps under the heading that names it, with the line that introduces them", async () => {
    const reply = await conversation()("had an accident in the van, what do I do?");
    expect(cited(reply)).toEqual(["lg_005"]);
    expect(reply.text).toContain("If you are involved in a road traffic accident");
    expect(reply.text).toContain("Stop, switch off the engine");
    expect(reply.text).not.toContain("telematics");
  });
});

describe("bringing someone along", () => {
  it("reads a union rep coming along as being accompanied by a trade union representative, with no other word of the grievance policy said", async () => {
    const reply = await conversation()("can my union rep come with me?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["lg_012"]);
    expect(reply.text).toContain("trade union representative");
  });
});
