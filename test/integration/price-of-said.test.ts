/** "How much does it cost?" after a line that states the price asks that price, not for another line that says "costs". */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const university = conversations("price-of-said-", { knowledgeDir: path.join(REPO, "test/eval/university/knowledge") });

describe("the price of what was just said", () => {
  it("keeps to the colour page price", async () => {
    const ask = university();
    await ask("can I print in colour?");
    const out = await ask("how much does it cost?");
    expect(cited(out)).toEqual(["kb_012"]);
    expect(out.text).toContain("0.5 CNY per colour page");
    expect(out.text).not.toContain("A0 poster");
  });

  it("still moves to a thing the follow-up names", async () => {
    const ask = university();
    await ask("can I print in colour?");
    const out = await ask("what does a poster cost?");
    expect(out.text).toContain("A0 poster costs 80 CNY");
  });
});
