/** A reply that only says who is asking ("I'm the father") goes on with the question before it (sample knowledge base). */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("who");

describe("saying who asks, after a question", () => {
  it("answers the question before for that reader, from the section that names them", async () => {
    const ask = conversation();
    const baby = await ask("we're having a baby, how much leave do I get?");
    expect(cited(baby)).toEqual(["policy_009"]);
    const father = await ask("I'm the father");
    expect(father.kind).toBe("answer");
    expect(cited(father)).toEqual(["policy_009"]);
    expect(father.text).toContain("20 working days of fully paid paternity or partner leave");
  });

  it("reads everyday words for the reader the same way", async () => {
    const ask = conversation();
    await ask("how much parental leave do I get?");
    const dad = await ask("I'm the dad");
    expect(dad.text).toContain("20 working days");
    expect(dad.text).not.toContain("158 calendar days");
  });

  it("quotes that reader's own line of the answer, though the question before named only a thing: \"I'm fully remote\" after the chair's stipend", async () => {
    const ask = conversation();
    await ask("can I expense a new chair for my home office?");
    expect((await ask("how much?")).text).toContain("3,000 CNY");
    const remote = await ask("I'm fully remote");
    expect(cited(remote)).toEqual(["policy_011"]);
    expect(remote.text).toContain("Fully remote employees may claim up to 5,000 CNY");
    expect(remote.text).not.toContain("ergonomic chair");
  });
});
