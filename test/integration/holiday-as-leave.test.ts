/** "How much holiday", "take holiday": holiday as a mass noun is time off, not the public holidays a policy lists. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const sample = conversations("holiday-leave-");
const logistics = conversations("holiday-leave-lg-", { knowledgeDir: path.join(REPO, "test/eval/logistics/knowledge") });

describe("holiday as time off", () => {
  it("answers how much with the annual leave entitlement, not the public holidays line", async () => {
    const out = await sample()("how much holiday do i get");
    expect(cited(out)).toEqual(["policy_007"]);
    expect(out.text).toContain("12 working days of paid annual leave");
    expect(out.text).not.toContain("Statutory public holidays");
  });

  it("answers taking it during probation from the line on probation", async () => {
    const out = await sample()("can I take holiday during probation?");
    expect(cited(out)).toEqual(["policy_007"]);
    expect(out.text).toContain("Employees may take annual leave during probation");
    expect(out.text).not.toContain("Statutory public holidays");
  });

  it("still reads public holidays as the days themselves", async () => {
    const out = await sample()("are public holidays deducted from my annual leave?");
    expect(cited(out)).toEqual(["policy_007"]);
    expect(out.text).toContain("not deducted from annual leave");
  });

  it("does so where the policy itself calls leave holiday", async () => {
    const out = await logistics()("how much holiday do i get");
    expect(cited(out)).toEqual(["lg_002"]);
    expect(out.text).toContain("25 days' annual leave");
  });
});
