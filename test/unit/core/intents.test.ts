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
    ["cool thx", "thanks"],
    ["ok great, thanks!", "thanks"],
    ["perfect, cheers mate 👍", "thanks"],
    ["好的谢谢", "thanks"],
    ["got it, makes sense", "thanks"],
    ["reset", "reset"],
    ["重新开始", "reset"],
    ["help", "help"],
    ["what policies do you have?", "catalogue"],
    ["list all the policies", "catalogue"],
    ["which topics can you help with?", "catalogue"],
    ["你有哪些制度？", "catalogue"],
    ["that didn't answer my question", "complaint"],
    ["no, that's not what I asked", "complaint"],
    ["that's wrong 🙁", "complaint"],
    ["答非所问", "complaint"],
  ])("%j is %s", (text, intent) => {
    expect(classifyIntent(text)).toBe(intent);
  });

  it.each(["history of the travel policy?", "hi, what's the hotel limit?", "你好，年假有几天？", "okay so how many days of leave do I get?", "cool, and for interns?", "thanks, what about tier-2 cities?", "ok 那实习生呢？", "what policies cover working abroad?", "which policy says I can work from home?", "that's wrong, the limit is 500", "no, I meant tier 2"])("%j is a question", (text) => {
    expect(classifyIntent(text)).toBe("question");
  });
});
