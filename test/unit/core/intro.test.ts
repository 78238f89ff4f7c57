import { describe, expect, it } from "vitest";
import { introducesOnly } from "../../../src/core/intro.js";

describe("introducesOnly", () => {
  it("is true for a role, an age or being new, and nothing else", () => {
    for (const m of ["I'm a nurse", "hi, im new here", "im 17", "I am a band 5 nurse", "I’m an intern.", "我是实习生", "您好，我是护士", "hey all, im a phd student"]) expect(introducesOnly(m), m).toBe(true);
  });

  it("is false for a statement that brings a question, or a question", () => {
    for (const m of ["I'm sick", "im locked out", "I'm a nurse, can I swap shifts?", "I'm running late", "我是不是可以请假", "我是说年假", "im on nights this week", "hey how long can i keep library books, im a phd student", "ok so what do i do, im a nurse"]) expect(introducesOnly(m), m).toBe(false);
  });
});
