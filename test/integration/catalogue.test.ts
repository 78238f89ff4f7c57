/** "What policies do you have?" lists the policies the reader may see, instead of searching for "policies". */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, testRuntime } from "../helpers/runtime.js";

let rt: Awaited<ReturnType<typeof testRuntime>>;
let software: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  rt = await testRuntime();
  software = await testRuntime({ knowledgeDir: path.join(REPO, "test/eval/software/knowledge") });
});
afterAll(async () => {
  await rt.close();
  await software.close();
});

describe("the list of policies", () => {
  it("lists every policy by title and id, citing none", async () => {
    for (const text of ["what policies do you have?", "list all the policies", "what topics can you help with"]) {
      const reply = await software.bot.ask({ conversationId: `console:catalogue-${text}`, userId: "U1", text });
      expect(reply.kind, text).toBe("chitchat");
      expect(reply.citations).toEqual([]);
      expect(reply.text).toContain("Paid Time Off and Holidays (sw_001)");
      expect(reply.text).toContain("Overtime and Timekeeping for Non-Exempt Employees (sw_012)");
    }
  });

  it("lists only what the reader may see, in Chinese titles for a Chinese question", async () => {
    const reply = await rt.bot.ask({ conversationId: "console:catalogue-zh", userId: "U1", text: "你有哪些制度？", visibility: ["public"] });
    expect(reply.text).toContain("实习生差旅制度 (policy_003)");
    expect(reply.text).not.toContain("policy_025");
  });

  it("still searches a question that names what it is about", async () => {
    const reply = await software.bot.ask({ conversationId: "console:catalogue-q", userId: "U1", text: "what policies cover working abroad?" });
    expect(reply.kind).not.toBe("chitchat");
  });
});
