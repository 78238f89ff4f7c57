import { describe, expect, it } from "vitest";
import {
  decodeSlackConversationId,
  encodeSlackConversationId,
  encodeSlackScope,
  isSlackConversationId,
  slackScopeOf,
} from "../../../../adapters/slack/conversation-id.js";

describe("slack conversation ids", () => {
  it("encodes team, channel and thread ts, and decodes them back", () => {
    const id = encodeSlackConversationId({ teamId: "T0FAKETEAM", channelId: "C0GENERAL1", threadTs: "1700000001.000100" });
    expect(id).toBe("slack:T0FAKETEAM:C0GENERAL1:1700000001.000100");
    expect(decodeSlackConversationId(id)).toEqual({ teamId: "T0FAKETEAM", channelId: "C0GENERAL1", threadTs: "1700000001.000100" });
  });

  it("includes the enterprise id when there is one, unambiguously", () => {
    const ref = { enterpriseId: "E0GRIDORG1", teamId: "T0FAKETEAM", channelId: "C0GENERAL1", threadTs: "1700000001.000100" };
    const id = encodeSlackConversationId(ref);
    expect(id).toBe("slack:E0GRIDORG1:T0FAKETEAM:C0GENERAL1:1700000001.000100");
    expect(decodeSlackConversationId(id)).toEqual(ref);
    expect(slackScopeOf(id)).toBe("slack:E0GRIDORG1:T0FAKETEAM:C0GENERAL1");
  });

  it("gives the channel scope /reset uses: the id without its last segment", () => {
    const id = "slack:T0FAKETEAM:D0ALICEDM1:1700000001.000100";
    expect(slackScopeOf(id)).toBe("slack:T0FAKETEAM:D0ALICEDM1");
    expect(encodeSlackScope({ teamId: "T0FAKETEAM", channelId: "D0ALICEDM1" })).toBe(slackScopeOf(id));
  });

  it.each([
    "",
    "slack",
    "slack:T0FAKETEAM:C0GENERAL1",
    "console:abc",
    "discord:G1:123",
    "slack:T0FAKETEAM:C0GENERAL1:yesterday",
    "slack:T0FAKETEAM:C0GENERAL1:1700000001.000100:x",
    "slack:C0GENERAL1:T0FAKETEAM:1700000001.000100",
    "slack:T0FAKETEAM:E0GRIDORG1:C0GENERAL1:1700000001.000100",
    "slack:t0faketeam:C0GENERAL1:1700000001.000100",
    "slack::C0GENERAL1:1700000001.000100",
  ])("rejects %j with CONVERSATION_ID_INVALID", (bad) => {
    expect(() => decodeSlackConversationId(bad)).toThrowError(expect.objectContaining({ code: "CONVERSATION_ID_INVALID" }));
    expect(isSlackConversationId(bad)).toBe(false);
  });

  it("refuses to encode malformed parts", () => {
    expect(() => encodeSlackConversationId({ teamId: "T0FAKETEAM", channelId: "C0GENERAL1", threadTs: "" })).toThrowError(
      expect.objectContaining({ code: "CONVERSATION_ID_INVALID" }),
    );
    expect(() => encodeSlackConversationId({ teamId: "T:1", channelId: "C0GENERAL1", threadTs: "1.2" })).toThrowError(
      expect.objectContaining({ code: "CONVERSATION_ID_INVALID" }),
    );
  });
});
