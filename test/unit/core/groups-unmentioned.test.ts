import { describe, expect, it } from "vitest";
import { groupsCarried, groupsUnmentioned } from "../../../src/core/groups-unmentioned.js";
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

  it("names the reader's own role, one person though it is", () => {
    expect(groupsUnmentioned("I'm an intern, do I get paid overtime?", "overtime", kb)).toEqual(["intern"]);
    expect(groupsUnmentioned("as an intern, can I claim a hotel?", "interns", kb)).toEqual([]);
  });

  it("names a Chinese word for people by its English equivalent", () => {
    expect(groupsUnmentioned("实习生有加班费吗？", "overtime", kb)).toEqual(["实习生"]);
    expect(groupsUnmentioned("实习生住酒店有标准吗？", "interns", kb)).toEqual([]);
  });
});

describe("groupsCarried", () => {
  it("keeps a group an earlier question named while the follow-up still carries it", () => {
    expect(groupsCarried(["do interns get a hotel?"], ["intern", "hotel"], "overtime", kb)).toEqual(["interns"]);
    expect(groupsCarried(["实习生住酒店有标准吗？"], ["intern"], "overtime", kb)).toEqual(["实习生"]);
  });

  it("drops it once the follow-up no longer carries it", () => {
    expect(groupsCarried(["do interns get a hotel?"], ["hotel"], "overtime", kb)).toEqual([]);
  });
});
