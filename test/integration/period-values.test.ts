/** "and in a week?" after a daily limit: the period is a value of the question, swapped like "tier-2" for "tier-1" (the haulier's dev knowledge base). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("logistics", { knowledgeDir: path.join(REPO, "test/eval/logistics/knowledge") });

describe("a period put in place of the last one", () => {
  it("asks the daily driving limit again of a week, then of a fortnight", async () => {
    const ask = conversation();
    expect(cited(await ask("how many hours can i drive in a day"))).toEqual(["lg_004"]);
    const week = await ask("and in a week?");
    expect(week.rewrittenQuery).toBe("how many hours can i drive in a week");
    expect(cited(week)).toEqual(["lg_004"]);
    expect(week.text).toContain("Weekly driving: a maximum of 56 hours");
    const fortnight = await ask("what about a fortnight");
    expect(fortnight.rewrittenQuery).toBe("how many hours can i drive in a fortnight");
    expect(fortnight.text).toContain("a maximum of 90 hours in any two consecutive weeks");
  });
});
