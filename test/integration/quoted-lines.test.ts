/** What a reply quotes from the passage it found (sample knowledge base). */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("quoted");

describe("the lines a reply quotes", () => {
  it("give the whole list when several of its items answer", async () => {
    const report = await conversation()("how do I report harassment?");
    expect(cited(report)).toEqual(["policy_017"]);
    for (const channel of ["their line manager", "HR Business Partner", "Ethics Hotline", "speakup@northwind.example"]) expect(report.text).toContain(channel);
  });
});
