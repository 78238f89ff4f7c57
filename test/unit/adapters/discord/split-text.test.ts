import { describe, expect, it } from "vitest";
import { splitText, threadName, truncate } from "../../../../adapters/discord/split-text.js";

describe("splitText", () => {
  it("keeps short text whole", () => {
    expect(splitText("  hello  ", 10)).toEqual(["hello"]);
  });

  it("prefers paragraph, then line, then sentence, then word breaks", () => {
    const text = `${"a".repeat(60)}\n\n${"b".repeat(60)}`;
    expect(splitText(text, 100)).toEqual(["a".repeat(60), "b".repeat(60)]);
    expect(splitText("one two three four five", 10)).toEqual(["one two", "three four", "five"]);
  });

  it("hard-cuts text without breaks, never past the limit, losing nothing", () => {
    const text = "x".repeat(4500);
    const pieces = splitText(text, 2000);
    expect(pieces.map((p) => p.length)).toEqual([2000, 2000, 500]);
    expect(pieces.join("")).toBe(text);
  });

  it("does not split a surrogate pair", () => {
    const text = `${"x".repeat(9)}😀${"y".repeat(5)}`;
    const pieces = splitText(text, 10);
    expect(pieces[0]).toBe("x".repeat(9));
    expect(pieces.join("")).toBe(text);
  });
});

describe("truncate and threadName", () => {
  it("truncates with an ellipsis", () => {
    expect(truncate("abcdef", 4)).toBe("abc…");
    expect(truncate("abc", 4)).toBe("abc");
  });
  it("makes a 1-100 character thread name", () => {
    expect(threadName("  What   is\nthe limit? ")).toBe("What is the limit?");
    expect(threadName("q".repeat(150))).toHaveLength(100);
    expect(threadName("   ")).toBe("policybot");
  });
});
