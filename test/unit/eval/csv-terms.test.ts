import { describe, expect, it } from "vitest";
import { parseCsv, parseCsvObjects } from "../../../src/eval/csv.js";
import { addedTerms, contentTerms, stemPlural } from "../../../src/eval/terms.js";

describe("csv", () => {
  it("handles quotes, escaped quotes, commas and newlines inside fields", () => {
    const text = 'a,b,c\r\n1,"x, ""y""\nz",3\n4,,\n';
    expect(parseCsv(text)).toEqual([["a", "b", "c"], ["1", 'x, "y"\nz', "3"], ["4", "", ""]]);
    expect(parseCsvObjects(text)[0]).toEqual({ a: "1", b: 'x, "y"\nz', c: "3" });
  });

  it("accepts a file without a final newline and strips a BOM", () => {
    expect(parseCsvObjects("\uFEFFk,v\n1,2")).toEqual([{ k: "1", v: "2" }]);
  });
});

describe("content terms", () => {
  it("drops stopwords, lowercases and strips simple plurals", () => {
    expect(contentTerms("What are the Policies for the cars and classes?")).toEqual(["policy", "car", "class"]);
    expect(stemPlural("bus")).toBe("bus");
    expect(stemPlural("analysis")).toBe("analysis");
    expect(stemPlural("boxes")).toBe("box");
  });

  it("turns CJK runs into character bigrams and keeps Latin words", () => {
    expect(contentTerms("西安天气 iphone")).toEqual(["西安", "安天", "天气", "iphone"]);
    expect(contentTerms("雨")).toEqual(["雨"]);
  });

  it("measures what a rewrite added", () => {
    expect([...addedTerms("How much does it cost?", "How much does a garage door opener cost?")]).toEqual(["garage", "door", "opener"]);
    expect([...addedTerms("明天有雨吗", "西安明天有雨吗")]).toEqual(["西安", "安明"]);
  });
});
