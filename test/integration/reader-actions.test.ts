/** "can they…?" after a question about some readers asks what those readers may do (sample knowledge base). */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("actors");

describe("a follow-up on what the readers just discussed may do", () => {
  it("quotes the section on the new act, not the one just quoted", async () => {
    const ask = conversation();
    const hotel = await ask("what's the hotel limit for interns?");
    expect(cited(hotel)).toEqual(["policy_003"]);
    const fly = await ask("can they fly business class?");
    expect(cited(fly)).toEqual(["policy_003"]);
    expect(fly.text).toContain("Interns always travel economy");
    expect(fly.text).not.toContain("200 CNY per night");
  });
});
