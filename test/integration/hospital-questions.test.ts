/** Questions on a dev knowledge base (the hospital's) that one runtime serves: a time-only follow-up, a verb's doubled consonant, a word for a kind of things, what to do, getting home, what time, being paged, the part of a policy a tag names. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("hospital", { knowledgeDir: path.join(REPO, "test/eval/hospital/knowledge") });

describe("a follow-up that names only another time", () => {
  it("goes on from the question before though no policy says that time", async () => {
    const ask = conversation();
    const nights = await ask("I'm on nights this week, do I get a free meal?");
    expect(cited(nights)).toEqual(["kb_012"]);
    // No policy says "weekend": the night meal rule still answers.
    const weekends = await ask("what about on weekends?");
    expect(weekends.kind).toBe("answer");
    expect(cited(weekends)).toEqual(["kb_012"]);
    expect(weekends.text).toContain("night meal allowance");
  });
});

describe("a verb whose consonant doubles before -ing", () => {
  it("finds the section headed with that form ('Swapping a Shift'), not the policy's scope", async () => {
    const swap = await conversation()("can I swap a shift with a colleague?");
    expect(cited(swap)).toEqual(["kb_001"]);
    expect(swap.text).toContain("at least 72 hours before");
    expect(swap.text).not.toContain("This policy applies to");
  });
});

describe("a word for a kind of things the policy lists one by one", () => {
  it("reads jewellery as the rings, bracelets and watches the uniform rule names", async () => {
    const reply = await conversation()("whats the rule on jewelery on the ward, is my wedding ring ok");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["kb_003"]);
    expect(reply.text).toContain("one plain band ring is allowed");
  });
});

describe("a question on what to do", () => {
  it("quotes the first steps of the section headed with what happened", async () => {
    const reply = await conversation()("what do I do if I get a needlestick injury?");
    expect(cited(reply)).toEqual(["kb_010"]);
    expect(reply.text).toContain("Encourage the wound to bleed");
    expect(reply.text).toContain("ext. 4410");
  });

  it("follows a line that hands the steps over to another policy, to the section that line names", async () => {
    const ask = conversation();
    const reply = await ask("just stabbed myself with a used needle taking bloods, what do I do");
    expect(cited(reply)[0]).toBe("kb_010");
    expect(reply.text).toContain("follow the first-aid and reporting steps in kb_010");
    expect(reply.text).toContain("ext. 4410");
  });
});

describe("chat words for an aggressive visitor", () => {
  it("reads kicking off as being aggressive, and \"what am I supposed to do\" as asking, not a subject", async () => {
    const reply = await conversation()("a visitor kicked off at me on the ward, what am I supposed to do?");
    expect(cited(reply)).toEqual(["kb_009"]);
    expect(reply.text).toContain("Security on ext. 4999");
    const relative = await conversation()("a relative started kicking off at reception, who do I call?");
    expect(relative.kind).toBe("answer");
    expect(relative.text).toContain("4999");
  });
});

describe("getting home after a late finish", () => {
  it("reads how to get home as the policies' taxi home", async () => {
    const reply = await conversation()("kept back on the ward by an emergency till 1am, how do I get home?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["kb_012"]);
    expect(reply.text).toContain("taxi home");
  });
});

describe("a question of what time", () => {
  it("quotes the timetable, though the conversation so far was about parking permits", async () => {
    const ask = conversation();
    await ask("starting as a band 6 physio here next month, how much is a staff parking permit?");
    await ask("which car park would i get");
    await ask("my wife is a band 3 HCA here too, is it any cheaper if we come in together in one car?");
    const shuttle = await ask("and what time does the first shuttle from the park and ride go in the morning?");
    expect(cited(shuttle)).toEqual(["kb_007"]);
    expect(shuttle.text).toContain("from 05:45 to 23:15");
  });
});

describe("a watch on the ward", () => {
  // A watch is what the uniform rules call a wristwatch: the follow-up had quoted the over-sleeves line.
  it("answers \"what about a watch?\" after the ring question with the wristwatch rule", async () => {
    const ask = conversation();
    await ask("can I wear my wedding ring on shift?");
    const reply = await ask("what about a watch?");
    expect(cited(reply)).toEqual(["kb_003"]);
    expect(reply.text).toContain("no wristwatches");
  });
});

describe("a yes or no from a list item of several clauses", () => {
  // "one plain band ring is allowed" in the same item had made it "Yes." to a watch.
  it("says no to a watch on the ward and yes to a wedding ring", async () => {
    const watch = await conversation()("can I wear my apple watch on the ward?");
    expect(watch.text.startsWith("No.")).toBe(true);
    const ring = await conversation()("can I wear my wedding ring on shift?");
    expect(ring.text.startsWith("Yes.")).toBe(true);
  });
});

describe("being paged", () => {
  // "paged" had read as the web page of "the Datix page on the intranet", which sent it to incident reporting.
  it("reads \"if I get paged\" as the on-call pager, not a web page", async () => {
    const reply = await conversation()("I'm on call tonight, what happens if I get paged?");
    expect(cited(reply)).toEqual(["kb_006"]);
    expect(reply.text).toContain("hospital-issued pager");
  });
});

describe("a part of a policy that a tag names", () => {
  // "night shift" is a tag of the parking policy, so the question had read as about the whole policy and
  // the opening permit charges answered; the "Night Shifts and On-Call" section is where it says where to park.
  it("answers \"where can I park for a night shift?\" from the night-shift parking line", async () => {
    const reply = await conversation()("where can I park for a night shift?");
    expect(cited(reply)).toEqual(["kb_007"]);
    expect(reply.text).toContain("levels 2 and 3 of Car Park A");
    expect(reply.text).not.toContain("£12 per month");
  });
});

describe("years of service asked in Chinese", () => {
  // 满5年 was no limit, so the notice line answered; it is "at least 5 years", which 6 years fits.
  it("answers 工作6年了 年假多少天 with the entitlement by years", async () => {
    const reply = await conversation()("我是护士 工作6年了 年假多少天");
    expect(cited(reply)).toEqual(["kb_002"]);
    expect(reply.text).toContain("工作满5年为29天");
  });
});

describe("an amount the question states", () => {
  it("finds the section whose limit it meets, not one that only shares a rarer word", async () => {
    const out = await conversation()("can i be rostered for a 14 hour shift");
    expect(cited(out)).toEqual(["kb_001"]);
    expect(out.text).toContain("No one may work a shift longer than 13 hours");
    expect(out.text).not.toContain("4 swaps");
  });
});

describe("who to tell", () => {
  it("finds the section that names whom to report to, written with capitals", async () => {
    const out = await conversation()("lost my work iphone on the bus this morning, who do i tell");
    expect(cited(out)).toEqual(["kb_011"]);
    expect(out.text).toContain("report it to the IT Service Desk on ext. 4000 within 1 hour");
  });
});

describe("an amount outside a range", () => {
  it("quotes what to do when out of range after the range it misses", async () => {
    const out = await conversation()("the drug fridge is reading 10 degrees what do i do");
    expect(cited(out)).toEqual(["kb_004"]);
    expect(out.text).toContain("between 2°C and 8°C");
    expect(out.text).toContain("If the fridge has been out of range, quarantine the contents");
  });
});

describe("a follow-up after a first answer from the wrong policy", () => {
  // "money" put the first answer in the leave policy ("never paid out in money"); "cpd" names the training policy.
  it("goes to the far stronger policy that has the thread's subject", async () => {
    const ask = conversation();
    await ask("how much cpd money can i get");
    const hca = await ask("im an hca");
    expect(cited(hca)).toEqual(["kb_008"]);
    expect(hca.text).toContain("£300 per year");
  });
});

describe("a follow-up that only says who is asking, or another day", () => {
  it("quotes the line that leaves the asker's group out, though it has no amount", async () => {
    const ask = conversation();
    await ask("do we get food money on nights");
    const agency = await ask("im agency");
    expect(cited(agency)).toEqual(["kb_012"]);
    expect(agency.text).toContain("Agency staff and students on placement are not eligible");
  });

  it("reads weekdays as Monday to Friday", async () => {
    const ask = conversation();
    await ask("what time does the shuttle stop on sundays");
    const weekdays = await ask("and weekdays?");
    expect(cited(weekdays)).toEqual(["kb_007"]);
    expect(weekdays.text).toContain("Monday to Friday from 05:45 to 23:15");
  });
});
