/** Days taken off in everyday words ("take the friday off", "book two weeks off"), through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("time-off");

describe("a day or a week taken off", () => {
  // "off" alone names nothing, and "book" finds the travel booking rules: a time taken off is annual leave.
  it("reads \"take the friday off\" as annual leave and quotes how far ahead to ask", async () => {
    const reply = await conversation()("I want to take the friday off, how far ahead do I need to ask?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_007"]);
    expect(reply.text).toContain("at least 3 working days in advance");
  });

  it.each(["can I take a week off in december?", "can I book two weeks off in august?"])("answers %s from the annual-leave policy", async (question) => {
    const reply = await conversation()(question);
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_007"]);
    expect(reply.text).toContain("4 weeks in advance");
  });

  it("leaves \"off\" that is no time alone: a day off sick is still sick leave", async () => {
    const reply = await conversation()("I took two days off sick, do I need a doctor's note?");
    expect(cited(reply)).toEqual(["policy_008"]);
  });
});

describe("a day off in lieu", () => {
  // "a day off in lieu" is time back for overtime, not annual leave: it had quoted how to request annual leave.
  it("answers \"can I get a day off in lieu?\" after weekend work from the time-off-in-lieu rules", async () => {
    const reply = await conversation()("I worked all weekend on the release, can I get a day off in lieu?");
    expect(reply.kind).toBe("answer");
    expect(["policy_018", "policy_019"]).toContain(cited(reply)[0]);
    expect(reply.text).toMatch(/time off in lieu|compensated with time off/);
  });
});
