/** Which line a follow-up quotes, through the real pipeline on LanceDB and the university knowledge base in test/eval (and the sample, last). */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Reply } from "../../src/core/types.js";
import { conversations } from "../helpers/conversation.js";
import { REPO, testRuntime } from "../helpers/runtime.js";

let rt: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  rt = await testRuntime({ knowledgeDir: path.join(REPO, "test/eval/university/knowledge") });
});
afterAll(() => rt.close());

let n = 0;
function conversation() {
  const conversationId = `console:lines${++n}`;
  return (text: string): Promise<Reply> => rt.bot.ask({ conversationId, userId: "U1", text });
}

describe("the line a follow-up quotes", () => {
  it("comes from the section whose heading names a word the section just quoted never uses (\"Visitor Parking\" for a guest)", async () => {
    const ask = conversation();
    await ask("How much is a staff parking permit?");
    const guest = await ask("I have a guest coming tomorrow, where can they park?");
    expect(guest.citations.map((c) => c.policyId)).toEqual(["kb_004"]);
    expect(guest.text).toContain("P3 visitor car park");
  });

  it("answers the person's question, not the words of the passage it quoted two turns back", async () => {
    const ask = conversation();
    expect((await ask("How many items can master's students borrow?")).text).toContain("40 items");
    await ask("What's the tuition fee for a master's degree?");
    await ask("And can I pay it in instalments?");
    const back = await ask("ok back to the library - how long can I keep the books?");
    expect(back.citations.map((c) => c.policyId)).toEqual(["kb_003"]);
    expect(back.text).toContain("60 days");
  });

  it("reads \"break it\" as damage, though the knowledge base's \"break\" is a career break", async () => {
    const ask = conversation();
    await ask("Can students borrow a laptop from the uni?");
    expect((await ask("how long can I keep it?")).text).toContain("7 days");
    const broken = await ask("What if I break it?");
    expect(broken.text).toContain("1,000 CNY");
    // The damage line said, the next question's own words pick the next line.
    expect((await ask("where do i pick it up")).text).toContain("Building C");
  });

  it("answers \"how long can I have it for?\" after the booking rules from the section headed with loan periods", async () => {
    const ask = conversation();
    expect((await ask("how far ahead can I book a projector for an event?")).text).toContain("14 days in advance");
    const period = await ask("how long can I have it for?");
    expect(period.citations.map((c) => c.policyId)).toEqual(["kb_006"]);
    expect(period.text).toContain("Portable projectors and VR headsets: 1 day");
  });

  it("reads \"redone\" as the renewal the policy speaks of", async () => {
    const ask = conversation();
    await ask("I'm a new PhD student starting in the chem lab next week, what training do I need before I can get in?");
    expect((await ask("how often does it need to be redone?")).text).toContain("renewed every 2 years");
  });
});

describe("\"how long does it have to be?\"", () => {
  // It asks a length: the question's rewrite after it had hidden the "be?" that says so, and the yearly password change answered.
  it("quotes the password's length after the reset line, not how often it must be changed", async () => {
    const ask = conversation();
    await ask("I forgot my password, how do I reset it?");
    const length = await ask("how long does it have to be?");
    expect(length.citations.map((c) => c.policyId)).toEqual(["kb_001"]);
    expect(length.text).toContain("at least 14 characters");
    expect(length.text).not.toContain("every 365 days");
  });
});

describe("\"will they let me in?\" late for an exam", () => {
  // To be let in is to be admitted: "arrive … at least 15 minutes before the start" had answered, as if 20 minutes late fitted it.
  it("quotes the line on who may enter after the start", async () => {
    const late = await conversation()("got to my exam 20 mins late, will they let me in?");
    expect(late.citations.map((c) => c.policyId)).toEqual(["kb_009"]);
    expect(late.text).toContain("up to 30 minutes after the start may enter");
    expect(late.text).not.toContain("at least 15 minutes before");
  });
});

describe("being sick, where the policy says illness", () => {
  // The university's rules never say "sick": the question found the late-coursework penalty.
  it("answers \"I'm sick on the day of my exam\" with the extenuating circumstances claim", async () => {
    const reply = await conversation()("I'm sick on the day of my exam, what should I do?");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["kb_009"]);
    expect(reply.text).toContain("extenuating circumstances claim within 5 working days");
  });
});

describe("another kind of the thing asked", () => {
  it("says it has nothing on maternity leave rather than quote sabbatical leave", async () => {
    const ask = conversation();
    const reply = await ask("How many weeks of maternity leave do I get?");
    expect(reply.kind).toBe("not_found");
    expect(reply.citations).toEqual([]);
    expect(reply.text).toContain("“maternity leave”");
    // Sabbatical leave itself is still answered.
    expect((await ask("When am I eligible for a sabbatical?")).kind).toBe("answer");
  });

  it("is not an everyday word for what the policy names: a conference \"budget\" is the conference allowance", async () => {
    const reply = await conversation()("I'm academic staff, what's my annual conference budget?");
    expect(reply.kind).toBe("answer");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["kb_007"]);
    expect(reply.text).toContain("12,000 CNY");
  });
});

describe("another of the policy's family, named by the readers the policy hands over to it", () => {
  it("answers \"what about students?\" after the staff conference allowance from the student grants, though the staff policy says \"students\" to send them there", async () => {
    const ask = conversation();
    expect((await ask("I'm academic staff, what's my annual conference budget?")).text).toContain("12,000 CNY");
    const students = await ask("what about students?");
    expect(students.kind).toBe("answer");
    expect(students.citations.map((c) => c.policyId)).toEqual(["kb_008"]);
    expect(students.text).toContain("6,000 CNY");
  });

  it("reads a lecturer as academic staff, so the staff policy answers without asking which applies", async () => {
    const reply = await conversation()("I'm a lecturer, what's my annual conference budget?");
    expect(reply.kind).toBe("answer");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["kb_007"]);
    expect(reply.text).toContain("12,000 CNY");
  });
});

const sample = conversations("lines-sample");

describe("\"it\" after a section was quoted", () => {
  it("is what was just quoted: \"can we split it?\" after partner leave finds its two blocks, not the maternity section", async () => {
    const ask = sample();
    await ask("how long is maternity leave?");
    await ask("and for the dad?");
    const split = await ask("can we split it?");
    expect(split.citations.map((c) => c.policyId)).toEqual(["policy_009"]);
    expect(split.text).toContain("up to two blocks");
  });
});

describe("a question of what one gets", () => {
  it("is answered from the section headed with the entitlement, not the one on requesting leave", async () => {
    const reply = await sample()("how many annual leave days do I get?");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["policy_007"]);
    expect(reply.text).toContain("12 working days of paid annual leave");
    expect(reply.text).not.toContain("Managers should respond");
  });
});

describe("a question on the policy's subject as a whole", () => {
  it("is not answered by an opening section that never says the subject: overtime hours are not the standard working week", async () => {
    const reply = await sample()("how many hours of overtime can I do in a month?");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["policy_019"]);
    expect(reply.text).toContain("36 hours per month");
    expect(reply.text).not.toContain("standard working week");
  });

  it("still opens on the first section that says it, in whatever unit the answer comes", async () => {
    const reply = await sample()("how many weeks of parental leave?");
    expect(reply.text).toContain("158 calendar days");
  });
});

describe("\"it\" that names a thing rather than what was quoted", () => {
  it("finds the section with the message's own words: keeping the laptop on leaving is about returning equipment, not the refresh", async () => {
    const ask = sample();
    await ask("my laptop is really slow, can I get a new one?");
    const leave = await ask("can I keep it when I leave?");
    expect(leave.citations.map((c) => c.policyId)).toEqual(["policy_012"]);
    expect(leave.text).toContain("must return their laptop");
  });

  it("stays with what was quoted when the other section lacks the kind of answer asked: missing the claim deadline is not a missing receipt", async () => {
    const ask = sample();
    await ask("what's the deadline for expense claims?");
    const late = await ask("what if I miss it?");
    expect(late.citations.map((c) => c.policyId)).toEqual(["policy_005"]);
    expect(late.text).toContain("between 31 and 90 days late");
    expect(late.text).not.toContain("Missing Receipt Declaration");
  });
});

describe("a Chinese question that says a policy's tag in the glossary's English", () => {
  it("is about the policy as a whole, as the English one is: 在家办公 opens on the hybrid-working rule, not the home-office equipment line", async () => {
    const reply = await sample()("我可以在家办公吗？");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["policy_010"]);
    expect(reply.text).toContain("Employees may work remotely on up to 2 days per week");
  });

  it("and so is an everyday abbreviation of it: \"wfh policy?\" opens on the hybrid-working rule too", async () => {
    const reply = await sample()("wfh policy?");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["policy_010"]);
    expect(reply.text).toContain("Employees may work remotely on up to 2 days per week");
  });
});

describe("\"what should I do first?\"", () => {
  it("asks no \"first\": being pregnant is not answered by the nursing time in the child's first 12 months", async () => {
    const reply = await sample()("I'm pregnant, what should I do first?");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["policy_009"]);
    expect(reply.text).not.toContain("nursing time");
  });
});

describe("the thing a may-I question asks about", () => {
  it("names the section that answers: a laptop bought with the home office stipend is in what the stipend does not cover, not in how to claim it", async () => {
    const reply = await sample()("can I buy a laptop with the home office money?");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["policy_011"]);
    expect(reply.text).toContain("does not cover laptops");
    expect(reply.text).not.toContain("within 60 days of purchase");
  });
});

describe("a short past form", () => {
  it("is its verb: being paged at midnight and working on the incident is answered by the incident-time rule, not the allowance paid whether or not one is paged", async () => {
    const reply = await sample()("I got paged at midnight and worked 3 hours on the incident, how is that paid?");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["policy_018"]);
    expect(reply.text).toContain("Incident time");
    expect(reply.text).not.toContain("regardless of whether they are paged");
  });
});

describe("a question about a limit", () => {
  it("is answered by the line that states the limit's figure: picking the general policy for a Shanghai hotel quotes 500 CNY, not only what happens above the limit", async () => {
    const ask = sample();
    expect((await ask("What's the hotel limit in Shanghai?")).kind).toBe("clarify");
    const general = await ask("policy_001");
    expect(general.citations.map((c) => c.policyId)).toEqual(["policy_001"]);
    expect(general.text).toContain("at most 500 CNY per night in tier-1 cities");
  });
});

describe("a follow-up naming a thing the policy sorts into groups", () => {
  it("answers with the line that puts it in its group and that group's figure: Chengdu is a tier-2 city, at most 350 CNY", async () => {
    const ask = sample();
    await ask("What's the hotel limit in Shanghai?");
    expect((await ask("the general one")).text).toContain("500 CNY");
    const chengdu = await ask("and in Chengdu?");
    expect(chengdu.citations.map((c) => c.policyId)).toEqual(["policy_001"]);
    expect(chengdu.text).toContain("Tier-2 cities: Chengdu");
    expect(chengdu.text).toContain("at most 350 CNY per night in tier-2 cities");
  });
});
