/** "That didn't answer my question" gets an apology and a request to ask again, and the conversation keeps its place. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const logistics = conversations("complaint", { knowledgeDir: path.join(REPO, "test/eval/logistics/knowledge") });

describe("a reply that missed", () => {
  it("asks to be asked again instead of quoting the same line, and the next follow-up still follows", async () => {
    const ask = logistics();
    await ask("how many days can i carry over");
    const sorry = await ask("that didn't answer my question");
    expect(sorry.kind).toBe("chitchat");
    expect(sorry.citations).toEqual([]);
    expect(sorry.text).toContain("ask again");
    const next = await ask("ok, by when must i use them?");
    expect(cited(next)).toEqual(["lg_002"]);
    expect(next.text).toContain("31 March");
  });
});
