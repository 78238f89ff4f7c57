/** The line for the reader asking, through the real pipeline on the hospital knowledge base in test/eval. */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, testRuntime } from "../helpers/runtime.js";

let rt: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  rt = await testRuntime({ knowledgeDir: path.join(REPO, "test/eval/hospital/knowledge") });
});
afterAll(() => rt.close());

describe("who the line is for", () => {
  it("quotes the nurses' notice period to a nurse, not the doctors'", async () => {
    const conversationId = "console:readers1";
    const ask = (text: string) => rt.bot.ask({ conversationId, userId: "U1", text });
    await ask("how much notice do I need to give?");
    const reply = await ask("I'm a nurse, it's for annual leave");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["kb_002"]);
    expect(reply.text).toContain("4 weeks");
    expect(reply.text).not.toContain("Doctors must give");
  });

  it("quotes the nurses' line to a nurse even when the doctors' line has more of the question's words", async () => {
    const reply = await rt.bot.ask({ conversationId: "console:readers3", userId: "U1", text: "I'm a staff nurse, how much notice do I need to give for annual leave?" });
    expect(reply.text).toContain("4 weeks");
    expect(reply.text).not.toContain("Doctors must give");
  });

  it("quotes each group's line when nobody has said who is asking", async () => {
    const reply = await rt.bot.ask({ conversationId: "console:readers4", userId: "U1", text: "how much notice do I need to give?" });
    expect(reply.text).toContain("Nurses, midwives and HCAs request leave in HealthRoster at least 4 weeks");
    expect(reply.text).toContain("Doctors must give at least 6 weeks' notice");
  });

  it("reads who is asking from the question itself", async () => {
    const reply = await rt.bot.ask({ conversationId: "console:readers2", userId: "U1", text: "how much notice do I need to give for annual leave? I'm a midwife" });
    expect(reply.text).toContain("4 weeks");
    expect(reply.text).not.toContain("Doctors must give");
  });

  it("quotes the line for the one asking from another section when it says all that is asked", async () => {
    // Under "Scope", not "Swapping a Shift": the band rule is for staff who may swap.
    const reply = await rt.bot.ask({ conversationId: "console:readers4", userId: "U1", text: "im a student nurse, can i swap shifts" });
    expect(reply.citations.map((c) => c.policyId)).toEqual(["kb_001"]);
    expect(reply.text).toContain("Student nurses and midwives on placement may not swap shifts");
    // A staff nurse may swap: the band rule still answers them.
    const staff = await rt.bot.ask({ conversationId: "console:readers5", userId: "U1", text: "im a staff nurse, can i swap shifts" });
    expect(staff.text).toContain("same band");
  });
});
