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
