/** Follow-ups that name another reader or point back with a pronoun, through the real pipeline on LanceDB and the sample knowledge base. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Reply } from "../../src/core/types.js";
import { testRuntime } from "../helpers/runtime.js";

let rt: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  rt = await testRuntime();
});
afterAll(() => rt.close());

const conversation = (id: string) => (text: string): Promise<Reply> => rt.bot.ask({ conversationId: `console:${id}`, userId: "U1", text });
const ask = conversation("swap");

describe("a follow-up that names another reader", () => {
  it("answers for sales staff after the interns' answer, not for interns again", async () => {
    // A regular employee is one of everyone else, whom the general policy covers.
    const general = await ask("I'm a regular employee. What's the hotel limit in Shanghai?");
    expect(general.citations.map((c) => c.policyId)).toEqual(["policy_001"]);
    const interns = await ask("what about interns?");
    expect(interns.citations.map((c) => c.policyId)).toEqual(["policy_003"]);
    const sales = await ask("and sales staff?");
    expect(sales.citations.map((c) => c.policyId)).toEqual(["policy_002"]);
    expect(sales.rewrittenQuery).not.toMatch(/intern/i);
  });
});

describe("a follow-up that names another of the policy's family by a word many policies use", () => {
  it("answers for sales after the interns' hotel limit, though \"sales\" appears in several policies", async () => {
    const say = conversation("swap-sales");
    expect((await say("what's the hotel limit for interns?")).citations.map((c) => c.policyId)).toEqual(["policy_003"]);
    const sales = await say("what about sales?");
    expect(sales.citations.map((c) => c.policyId)).toEqual(["policy_002"]);
    expect(sales.text).toContain("650 CNY per night");
  });
});

describe("a pronoun with nothing before it that it can stand for", () => {
  it("keeps \"it\" rather than read it as \"Fridays\"", async () => {
    const say = conversation("fridays");
    expect((await say("Can I work from home on Fridays?")).citations.map((c) => c.policyId)).toEqual(["policy_010"]);
    const how = await say("how do I ask for it?");
    expect(how.rewrittenQuery).not.toMatch(/ask for fridays/i);
  });
});
