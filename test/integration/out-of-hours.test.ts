/** "its 11pm now tho": the out-of-hours line answers, through the real pipeline on LanceDB. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runtimeOn } from "../helpers/runtime.js";

let rt: Awaited<ReturnType<typeof runtimeOn>>;
beforeAll(async () => {
  rt = await runtimeOn({
    "fuel.md":
      "---\nid: fc_01\ntitle: Fuel Cards\n---\n# Fuel Cards\n\n## Lost or stolen cards\n\n" +
        "Never write the PIN on the card. If a fuel card is lost, stolen or damaged, phone the Fuel Card Helpdesk on ext. 3120 immediately, and in any case within 24 hours, so the card can be stopped. " +
        "Out of hours, use the 24-hour Transport Line on 0800 555 0199. A replacement card is sent to your depot within 3 working days.\n\n" +
        "## Receipts\n\nKeep every fuel receipt and upload it within 7 days.\n",
    "leave.md":
      "---\nid: lv_02\ntitle: Annual Leave\n---\n# Annual Leave\n\n## Booking\n\nBook leave in the app two weeks ahead.\n",
  });
});
afterAll(() => rt.close());

describe("a follow-up saying it is now outside working hours", () => {
  it("is answered with the policy's out-of-hours line, though the first answer already gave it", async () => {
    const ask = (text: string) => rt.bot.ask({ conversationId: "console:hours1", userId: "U1", text });
    expect((await ask("I've lost my fuel card, what do I do?")).text).toContain("3120");
    const late = await ask("its 11pm now tho");
    expect(late.citations[0]?.policyId).toBe("fc_01");
    expect(late.text.split("\n")[0]).toContain("0800 555 0199");
  });
});
