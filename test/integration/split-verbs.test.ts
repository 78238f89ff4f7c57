/** "can I roll them over?": a verb and particle split by a pronoun find the word a policy writes as one (a dev knowledge base: the software company's). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("split", { knowledgeDir: path.join(REPO, "test/eval/software/knowledge") });

describe("a verb and its particle with a pronoun between them", () => {
  it("find the section the policy heads with the one word ('Rollover and payout')", async () => {
    const ask = conversation();
    await ask("how many PTO days do I get?");
    const roll = await ask("can I roll them over?");
    expect(cited(roll)).toEqual(["sw_001"]);
    expect(roll.text).toContain("carries over into the next calendar year");
  });

  // "some" for the PTO just discussed: the message had read as a new question and the learning budget's "does not roll over" answered.
  it("find it with a quantity between them ('roll some over'), which also points back at the days discussed", async () => {
    const ask = conversation();
    expect(cited(await ask("how much PTO do i get, ive been here 4 yrs"))).toEqual(["sw_001"]);
    const roll = await ask("can i roll some over to next year");
    expect(cited(roll)).toEqual(["sw_001"]);
    expect(roll.text).toContain("carries over into the next calendar year");
  });
});
