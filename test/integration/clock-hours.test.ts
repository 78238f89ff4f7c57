/**
 * A time of day said in passing ("food at 2am") is when the rules written for hours of the day apply
 * ("between 00:30 and 03:30"), though the two never share a word.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const hospital = conversations("hospital-clock", { knowledgeDir: path.join(REPO, "test/eval/hospital/knowledge") });

describe("a time of day inside the hours a rule states", () => {
  it("answers where to eat at 2am from the night-meal rules", async () => {
    const reply = await hospital()("first set of nights next week 😬 where do you even get food at 2am round here");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["kb_012"]);
    expect(reply.text).toContain("Night Kitchen");
  });
});
