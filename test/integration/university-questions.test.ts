/** Questions on a dev knowledge base (the university's) found by a blind probe: clipped plurals. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("university", { knowledgeDir: path.join(REPO, "test/eval/university/knowledge") });

describe("a clipped word in the plural", () => {
  it("reads 'postgrads' as the policy's postgraduates, so 'what about for postgrads?' goes on", async () => {
    const ask = conversation();
    expect(cited(await ask("how many books can undergrads borrow"))).toEqual(["kb_003"]);
    const postgrads = await ask("what about for postgrads?");
    expect(postgrads.kind).toBe("answer");
    expect(cited(postgrads)).toEqual(["kb_003"]);
    expect(postgrads.text).toContain("Postgraduate students (master's and PhD) may borrow up to 40 items for 60 days");
  });
});
