/** An abbreviation the policies never use, read as the name they spell out, through the real pipeline on LanceDB. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runtimeOn } from "../helpers/runtime.js";

let rt: Awaited<ReturnType<typeof runtimeOn>>;
beforeAll(async () => {
  rt = await runtimeOn({
    "travel.md":
      "---\nid: tr_01\ntitle: Business Travel\n---\n# Business Travel\n\n## Hotel caps\n\nThe nightly hotel cap depends on the city:\n\n" +
        "| City | Cap per night |\n|---|---|\n| San Francisco | $325 |\n| New York City | $350 |\n| Other cities | $200 |\n\n## Booking\n\nBook hotels through the Travel Booking Hub.\n",
    "leave.md":
      "---\nid: lv_02\ntitle: Time Off\n---\n# Time Off\n\n## Allowance\n\nFull-time staff get 15 days of leave a year.\n\n## Booking\n\nBook leave in Workday two weeks ahead.\n",
  });
});
afterAll(() => rt.close());

describe("an abbreviation of a name the policies spell out", () => {
  it("answers 'and in NYC?' from the line for New York City", async () => {
    const ask = (text: string) => rt.bot.ask({ conversationId: "console:abbr1", userId: "U1", text });
    expect((await ask("What's the hotel cap when I visit a customer in San Francisco?")).text).toContain("$325");
    const reply = await ask("and in NYC?");
    expect(reply.kind).toBe("answer");
    expect(reply.text).toContain("$350");
    expect(reply.citations[0]?.policyId).toBe("tr_01");
  });

  it("leaves chat shorthand alone ('tbh'), even when a name's initials match it", async () => {
    expect(rt.kb.expand?.("tbh")).toBeUndefined();
    expect(rt.kb.expand?.("NYC")).toBe("New York City");
    // A word the policies use themselves is theirs, not an abbreviation.
    expect(rt.kb.expand?.("cap")).toBeUndefined();
    // Two lower-case letters are chat shorthand ("pw" for password), whatever name starts with them ("Travel Booking"…).
    expect(rt.kb.expand?.("tb")).toBeUndefined();
    expect(rt.kb.expand?.("TBH")).toBe("Travel Booking Hub");
  });
});
