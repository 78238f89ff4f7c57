import { describe, expect, it } from "vitest";
import { surfacePhrases } from "../../../src/core/surface.js";
import { uniqueTerms } from "../../../src/core/text.js";

const chosen = (...words: string[]) => new Set(words.flatMap((w) => uniqueTerms(w)));

describe("surfacePhrases", () => {
  it("keeps a Chinese thing named with a linking word as one phrase (王源的微信, 月亮与六便士)", () => {
    expect(surfacePhrases("有王源的微信吗", chosen("王源", "微信"))).toEqual(["王源的微信"]);
    expect(surfacePhrases("你知道月亮与六便士吗", chosen("月亮", "六便士"))).toEqual(["月亮与六便士"]);
  });

  it("keeps two Chinese words apart when something other than a linking word stands between them", () => {
    expect(surfacePhrases("住宿费在一线城市报销", chosen("住宿费", "一线城市"))).toEqual(["住宿费", "一线城市"]);
  });

  it("merges English words across one space, not across other words", () => {
    expect(surfacePhrases("where is the garage door opener kept", chosen("garage", "door", "opener"))).toEqual(["garage door opener"]);
    expect(surfacePhrases("the garage has a door", chosen("garage", "door"))).toEqual(["garage", "door"]);
  });
});
