/** "Can I serve wine to tables?" asks leave to serve: a line about guests drinking wine is about another act. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const hospitality = conversations("asked-act", { knowledgeDir: path.join(REPO, "test/eval/hospitality/knowledge") });

describe("the act a may-I question asks about", () => {
  it("quotes the line on serving, not the one that shares the wine", async () => {
    const out = await hospitality()("can i serve wine to tables?");
    expect(cited(out)).toEqual(["hs_009"]);
    expect(out.text).toContain("Staff aged 16 and 17 may take drinks orders and serve drinks");
    expect(out.text).not.toContain("Guests aged 16 or 17 may drink");
  });

  it("does so after the asker has said their age", async () => {
    const ask = hospitality();
    await ask("im 17");
    const out = await ask("can i serve wine to tables?");
    expect(out.text).toContain("Staff aged 16 and 17");
  });
});
