/** A question whose best-ranked policy has too little evidence, beside one close behind that has enough, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("weak-best");

describe("a weak best policy beside a strong one close behind", () => {
  // "annual leave" side by side ranks the leave policy first; the sick-leave policy's caring rule fits the question.
  it("answers a parent caring for a sick child from the caring rule, not \"nothing covers that\"", async () => {
    const reply = await conversation()("so my kid is off school sick tomorrow and I need to stay home with her, does that come out of my sick days or annual leave?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_008"]);
    expect(reply.text).toContain("to care for a sick child");
  });
});
