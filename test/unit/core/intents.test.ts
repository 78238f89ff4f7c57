import { describe, expect, it } from "vitest";
import { classifyIntent } from "../../../src/core/intents.js";

describe("classifyIntent", () => {
  it.each([
    ["", "empty"],
    ["  ?! ", "empty"],
    ["hi", "greeting"],
    ["Hello there!", "greeting"],
    ["你好", "greeting"],
    ["您好！", "greeting"],
    ["thanks a lot", "thanks"],
    ["谢谢", "thanks"],
    ["谢谢你！", "thanks"],
    ["reset", "reset"],
    ["重新开始", "reset"],
    ["help", "help"],
  ])("%j is %s", (text, intent) => {
    expect(classifyIntent(text)).toBe(intent);
  });

  it.each(["history of the travel policy?", "hi, what's the hotel limit?", "你好，年假有几天？", "okay so how many days of leave do I get?"])("%j is a question", (text) => {
    expect(classifyIntent(text)).toBe("question");
  });
});
