/** "Can I…?" gets a yes or a no first when the quoted line plainly allows or forbids it (sample knowledge base). */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("yesno");

describe("a permission question", () => {
  it("opens with No when the policy forbids it", async () => {
    const laptop = await conversation()("Can I use my personal laptop for work?");
    expect(cited(laptop)).toEqual(["policy_012"]);
    expect(laptop.text).toMatch(/^No\. Personal laptops may not be used/);
    const sick = await conversation()("can I carry over unused sick leave?");
    expect(cited(sick)).toEqual(["policy_008"]);
    expect(sick.text).toMatch(/^No\. .*does not carry over/);
  });

  it("opens with Yes, in the asker's language, when the policy allows it", async () => {
    const parking = await conversation()("可以报销停车费吗？");
    expect(cited(parking)).toEqual(["policy_001"]);
    expect(parking.text).toMatch(/^可以。/);
    expect(parking.text).toContain("parking and tolls are reimbursed with receipts");
  });

  it("gives no verdict when the answer depends on a condition", async () => {
    const carry = await conversation()("can I carry over annual leave?");
    expect(cited(carry)).toEqual(["policy_007"]);
    expect(carry.text).toContain("up to 5 unused annual leave days");
    expect(carry.text).not.toMatch(/^(?:Yes|No)\b/);
  });

  it("gives none to a question that is not asking leave", async () => {
    const days = await conversation()("how many sick days do I get?");
    expect(days.text).toMatch(/^Employees receive 12 working days/);
  });
});
