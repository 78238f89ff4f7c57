import { describe, expect, it } from "vitest";
import { isResetCommand, mentionedUsers, mentionsUser, toPlainText } from "../../../../adapters/slack/text.js";

describe("slack text", () => {
  it("strips the bot mention and decodes Slack formatting", () => {
    expect(toPlainText("<@U0FAKEBOT> what's the hotel limit?", "U0FAKEBOT")).toBe("what's the hotel limit?");
    expect(toPlainText("<@U0FAKEBOT|policybot>, reset", "U0FAKEBOT")).toBe("reset");
    expect(toPlainText("ask <@U0BOB00001> about <https://x.example/a|this> &amp; <#C0GENERAL1|general>", "U0FAKEBOT")).toBe(
      "ask @U0BOB00001 about this & #general",
    );
    expect(toPlainText("<@U0FAKEBOT>", "U0FAKEBOT")).toBe("");
  });

  it("finds mentions", () => {
    expect(mentionsUser("hi <@U0FAKEBOT>", "U0FAKEBOT")).toBe(true);
    expect(mentionsUser("hi <@U0FAKEBOTX>", "U0FAKEBOT")).toBe(false);
    expect(mentionedUsers("<@U1AA> and <@W2BB|bob> and <@U1AA>")).toEqual(["U1AA", "W2BB"]);
  });

  it("recognises reset wording and nothing else", () => {
    for (const s of ["reset", "Reset!", "reset this conversation", "start over", "/reset"]) expect(isResetCommand(s)).toBe(true);
    for (const s of ["reset my password", "how do I reset my laptop?", ""]) expect(isResetCommand(s)).toBe(false);
  });
});
