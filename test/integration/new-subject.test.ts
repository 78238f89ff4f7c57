/** A new question after an unrelated one, on knowledge bases the project did not write its rules for (logistics, university). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const logistics = conversations("new-subject-lg", { knowledgeDir: path.join(REPO, "test/eval/logistics/knowledge") });
const university = conversations("new-subject-u", { knowledgeDir: path.join(REPO, "test/eval/university/knowledge") });

describe("a new question that repeats none of the person's words", () => {
  // The overtime policy in focus shares "day" and "drive" with it and ranks first on the thread's prior,
  // but its evidence is too weak to answer; the drivers' hours policy clears the bar.
  it("answers from the policy that fits instead of saying nothing covers it", async () => {
    const ask = logistics();
    expect(cited(await ask("what's the overtime rate for warehouse staff?"))).toEqual(["lg_001"]);
    const hours = await ask("how long can i drive in a day in the artic");
    expect(hours.kind).toBe("answer");
    expect(cited(hours)).toEqual(["lg_004"]);
    expect(hours.text).toContain("9 hours");
  });

  it("does so on another knowledge base too", async () => {
    const ask = university();
    await ask("I'm graduating in June, what happens to my student email?");
    const visit = await ask("we're hosting a school group of 35 kids next month, is there anything we need to do?");
    expect(visit.kind).toBe("answer");
    expect(visit.text).toContain("5 working days");
  });
});
