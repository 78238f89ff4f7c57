/** "How many holiday days" asks for a number of days: a word naming which days does not make "holiday" the thing counted. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const on = (suite: string) => conversations(`days-asked-${suite}`, { knowledgeDir: path.join(REPO, `test/eval/${suite}/knowledge`) });
const logistics = on("logistics");
const hospitality = on("hospitality");

describe("how many of a kind of day", () => {
  it("quotes the leave entitlement, not the count of bank holidays", async () => {
    const ask = logistics();
    const out = await ask("how many holiday days do i get");
    expect(cited(out)).toEqual(["lg_002"]);
    expect(out.text).toContain("25 days' annual leave");
    expect(out.text).not.toContain("There are 8 bank holidays a year");
    // Years of service said next pick the step of the entitlement they reach.
    const next = await ask("been here 11 yrs");
    expect(cited(next)).toEqual(["lg_002"]);
    expect(next.text).toContain("after 10 years' service: 28 days");
  });

  it("does so on another knowledge base", async () => {
    const out = await hospitality()("how many holiday days do i get");
    expect(cited(out)).toEqual(["hs_002"]);
    expect(out.text).toContain("28 days a year");
  });
});
