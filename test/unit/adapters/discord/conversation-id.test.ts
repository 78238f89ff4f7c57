import { describe, expect, it } from "vitest";
import { decodeConversationId, encodeConversationId, isDiscordConversationId } from "../../../../adapters/discord/conversation-id.js";
import { isPolicybotError } from "../../../../src/core/errors.js";

describe("discord conversation ids", () => {
  it("encodes guild threads and DMs, and decodes them back", () => {
    const guild = encodeConversationId({ guildId: "111", channelId: "222" });
    expect(guild).toBe("discord:111:222");
    expect(decodeConversationId(guild)).toEqual({ guildId: "111", channelId: "222" });
    const dm = encodeConversationId({ guildId: null, channelId: "333" });
    expect(dm).toBe("discord:dm:333");
    expect(decodeConversationId(dm)).toEqual({ guildId: null, channelId: "333" });
  });

  it.each(["", "discord", "discord:1", "discord:1:2:3", "slack:T1:C1:1.2", "discord:x:2", "discord:1:y", "discord::2", "discord:DM:2", "discord:1:2 "])(
    "rejects %j with CONVERSATION_ID_INVALID",
    (bad) => {
      let caught: unknown;
      try {
        decodeConversationId(bad);
      } catch (err) {
        caught = err;
      }
      expect(isPolicybotError(caught, "CONVERSATION_ID_INVALID")).toBe(true);
      expect(isDiscordConversationId(bad)).toBe(false);
    },
  );

  it("refuses to encode ids that are not snowflakes", () => {
    expect(() => encodeConversationId({ guildId: "g", channelId: "1" })).toThrowError(expect.objectContaining({ code: "CONVERSATION_ID_INVALID" }));
    expect(() => encodeConversationId({ guildId: null, channelId: "" })).toThrowError(expect.objectContaining({ code: "CONVERSATION_ID_INVALID" }));
  });
});
