/** Questions of parents coming back to work, in everyday words, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("parents");

describe("coming back after maternity leave", () => {
  it("reads breastfeeding breaks as the nursing time returning parents get", async () => {
    const ask = conversation();
    await ask("how long is maternity leave?");
    const nursing = await ask("what about breastfeeding breaks when I'm back?");
    expect(cited(nursing)).toEqual(["policy_009"]);
    expect(nursing.text).toContain("1 hour of paid nursing time per working day");
  });

  it("reads working part time on coming back as the reduced schedule returning parents may work", async () => {
    const reply = await conversation()("can I work part time when I come back from maternity leave?");
    expect(cited(reply)).toEqual(["policy_009"]);
    expect(reply.text).toContain("reduced schedule of 80% hours at 90% pay");
  });
});

describe("a partner having a baby", () => {
  // The one asking is the other parent: the policy's paternity or partner leave answers, not the
  // maternity section that says "baby" and "birth".
  it.each([
    "my wife is having a baby, how much leave do I get?",
    "my partner's pregnant, what leave can I take?",
    "my wife just gave birth, how many days off do I get?",
    "老婆要生孩子了，我有几天假？",
    "我太太怀孕了，我能休什么假？",
  ])("%s quotes the partner leave", async (question) => {
    const reply = await conversation()(question);
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_009"]);
    expect(reply.text).toContain("20 working days of fully paid paternity or partner leave");
  });

  it("still quotes maternity leave to the one who is pregnant", async () => {
    const reply = await conversation()("I'm pregnant, how much leave do I get?");
    expect(reply.text).toContain("158 calendar days of paid maternity leave");
  });
});

describe("telling the manager of a pregnancy", () => {
  // "tell my manager" is how one notifies: the policy's "Notifying HR" section, not the entitlement.
  it("answers \"what should I tell my manager and when?\" with the notice to give", async () => {
    const reply = await conversation()("I'm pregnant, what should I tell my manager and when?");
    expect(cited(reply)).toEqual(["policy_009"]);
    expect(reply.text).toContain("at least 8 weeks before the intended start of leave");
  });
});
