/** "What can I do?" after something that happened to the person, and what happens again and again, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("report-steps");

describe("what to do about harassment", () => {
  // The managers' duty shares "manager" and "harassment"; a "How to…" heading's list is what one can do.
  it("quotes the reporting channels for \"what can I do?\"", async () => {
    const reply = await conversation()("my manager makes jokes about my accent, what can I do?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_017"]);
    expect(reply.text).toContain("Ethics Hotline");
    expect(reply.text).not.toContain("must inform HR within 1 working day");
  });

  it.each(["被同事骚扰了怎么办？", "I'm being harassed by a teammate, what should I do?"])("quotes the channels for %s", async (question) => {
    const reply = await conversation()(question);
    expect(cited(reply)).toEqual(["policy_017"]);
    expect(reply.text).toContain("speakup@northwind.example");
  });

  // "keeps" says it happens again and again; it is no word of "even if the person … asks the manager to keep it private".
  it("reads \"keeps making jokes\" without \"keep\" when asked who to report it to", async () => {
    const ask = conversation();
    await ask("someone keeps making jokes about my religion");
    const reply = await ask("who can I report it to?");
    expect(cited(reply)).toEqual(["policy_017"]);
    expect(reply.text).toContain("HR Business Partner");
    expect(reply.text).not.toContain("keep it private");
  });
});
