import { describe, expect, it } from "vitest";
import { groupsUnmentioned } from "../../../src/core/groups-unmentioned.js";
import { terms } from "../../../src/core/text.js";

// Two policies: overtime names managers only; the intern policy names interns.
const texts: Record<string, string> = {
  overtime: "Unapproved overtime is not paid. Managers are not eligible for overtime pay.",
  interns: "Interns may claim a hotel of at most 200 CNY. Children of interns are welcome at the open day.",
};
const kb = {
  knows: (t: string) => Object.values(texts).some((x) => terms(x).includes(t)),
  mentions: (id: string, t: string) => terms(texts[id] ?? "").includes(t),
};

describe("groupsUnmentioned", () => {
  it("names a group the question asks about that the answering policy never mentions, though another does", () => {
    expect(groupsUnmentioned("do interns get paid overtime?", "overtime", kb)).toEqual(["interns"]);
    expect(groupsUnmentioned("do interns get a hotel?", "interns", kb)).toEqual([]);
  });

  it("leaves out everyone at work, one person, one's own people and groups no policy names", () => {
    expect(groupsUnmentioned("do employees get paid overtime?", "overtime", kb)).toEqual([]);
    expect(groupsUnmentioned("does an intern get paid overtime?", "overtime", kb)).toEqual([]);
    expect(groupsUnmentioned("can my kids come along to overtime?", "overtime", kb)).toEqual([]);
    expect(groupsUnmentioned("do astronauts get paid overtime?", "overtime", kb)).toEqual([]);
  });
});
