import { timeUnitsOf } from "../../../src/core/time-units.js";
import { describe, expect, it } from "vitest";
import { answerTypeOf, askedThing, figuresOf, holdsAnswer } from "../../../src/core/answer-type.js";
import { sameAnswer } from "../../../src/core/same-answer.js";
import { extractAnswer } from "../../../src/core/compose.js";
import { asksForNumber, extractionWeights } from "../../../src/core/question-shape.js";
import { terms } from "../../../src/core/text.js";
import type { PolicyHit } from "../../../src/core/types.js";

const text =
  "Employees may carry over up to 5 unused annual leave days into the next calendar year. " +
  "Carried-over days must be used by 31 March; unused carried-over days then expire.";
const policy: PolicyHit = {
  policyId: "leave",
  title: "Annual Leave",
  confidence: 0.8,
  score: 1,
  chunks: [{ chunkId: "leave#3", policyId: "leave", title: "Annual Leave", section: "Carry-Over", text, score: 1, start: 0, end: text.length }],
};
/** A policy of one passage. */
const onePassage = (policyId: string, section: string, text: string): PolicyHit => ({
  policyId,
  title: policyId,
  confidence: 0.8,
  score: 1,
  chunks: [{ chunkId: `${policyId}#0`, policyId, title: policyId, section, text, score: 1, start: 0, end: text.length }],
});
/** A policy of several passages: [section, text, retrieval score], best first; chunk ids count from 0. */
const passages = (policyId: string, title: string, sections: [string, string, number][]): PolicyHit => ({
  policyId,
  title,
  confidence: 0.6,
  score: 1,
  chunks: sections.map(([section, text, score], i) => ({ chunkId: `${policyId}#${i}`, policyId, title, section, text, score, start: 0, end: text.length })),
});
/** The quote for a new question (no conversation before it), every term weighing alike. */
const answerTo = (p: PolicyHit, q: string) => extractAnswer(p, extractionWeights(terms(q), [], false), () => 1, "en", { wantsNumber: asksForNumber(q), type: answerTypeOf(q) });
// "By when do I have to use them?" after "Can I carry unused days over into next year?"
const weights = extractionWeights(terms("By when do I have to use them?"), terms("carry unused annual leave days next calendar year"), true);
const first = "Employees may carry over up to 5 unused annual leave days into the next calendar year.";

describe("extractAnswer in a follow-up", () => {
  it("without a previous answer, quotes the sentence with the most of the conversation's words", () => {
    expect(extractAnswer(policy, weights, () => 1, "en").text).toContain("carry over up to 5");
  });

  it("does not repeat the sentence it just gave, for a question that asks something new", () => {
    const out = extractAnswer(policy, weights, () => 1, "en", { said: `${first} [leave]` });
    expect(out.text).toContain("31 March");
    expect(out.text).not.toContain("up to 5");
  });

  it("knows the sentence again when the earlier reply worded or laid it out differently", () => {
    const reworded = "You may carry over up to 5 of your unused annual leave days into the next calendar year [leave]";
    const out = extractAnswer(policy, weights, () => 1, "en", { said: reworded });
    expect(out.text).toContain("31 March");
  });

  it("quotes a line with the message's own word over one that only the conversation's words reach", () => {
    const rules = onePassage(
      "exams",
      "Late Submission",
      "The module leader may grant an extension of up to 7 days. Extensions are requested through the online form. " +
        "Coursework submitted late loses 5 percentage points for each day late. " +
        "Work handed in more than 5 days late receives a mark of zero, and the marks lost are not restored.",
    );
    const said = "Coursework submitted late loses 5 percentage points for each day late. [exams]";
    const w = extractionWeights(terms("can I get an extension instead?"), terms("how many marks do I lose if I hand in my essay 2 days late"), true);
    const out = extractAnswer(rules, w, () => 1, "en", { said }).text;
    expect(out).toContain("up to 7 days");
    expect(out).not.toContain("mark of zero");
  });

  it("repeats it when that sentence holds the new question's own words", () => {
    const own = extractionWeights(terms("And how many unused days can I carry over?"), terms("annual leave next year"), true);
    expect(extractAnswer(policy, own, () => 1, "en", { said: `${first} [leave]` }).text).toContain("up to 5");
  });
});

describe("extractAnswer for a question that asks for an amount", () => {
  const scope = "The Intern Travel Policy applies to all interns, including summer interns. Interns travel only when their project needs it.";
  const lodging = "Interns may claim hotel costs of at most 200 CNY per night, regardless of city.";
  // A chunk "intern#1" belongs to policy "intern"; a policy's score is its best chunk's.
  const chunk = (id: string, section: string, body: string, score: number) => ({ chunkId: id, policyId: id.split("#")[0], title: id.split("#")[0], section, text: body, score, start: 0, end: body.length });
  const policy = (title: string, confidence: number, chunks: ReturnType<typeof chunk>[]): PolicyHit => ({ policyId: chunks[0].policyId, title, confidence, score: chunks[0].score, chunks });
  const intern = policy("Intern Travel", 0.6, [chunk("intern#0", "Scope", scope, 0.7), chunk("intern#1", "Lodging", lodging, 0.55)]);
  const asked = (q: string) => extractionWeights(terms(q), [], false);

  it("answers from the section with figures when the best one has none", () => {
    const q = "I'm a summer intern on a project. How much can I spend on the hotel?";
    const out = extractAnswer(intern, asked(q), () => 1, "en", { wantsNumber: asksForNumber(q) });
    expect(out.chunk.section).toBe("Lodging");
    expect(out.text).toContain("200 CNY");
  });

  it("quotes the section taken for the kind of answer asked, though a line of the better-ranked one shares more words", () => {
    const scope = "This policy applies to research students who present at conferences. Undergraduate students are not eligible for conference grants.";
    const apply = "Applications are submitted to the Graduate School at least 4 weeks before the conference starts. The application must include the acceptance letter.";
    const grants = policy("Conference Grants", 0.4, [chunk("grants#0", "Scope", scope, 0.7), chunk("grants#3", "How to Apply", apply, 0.6)]);
    const q = "How far in advance do I need to apply for a student conference grant?";
    // "grant" and "student" are rarer words than "apply" in the knowledge base.
    const idf = (t: string) => ({ grant: 2, student: 1.5 })[t] ?? 1;
    const out = extractAnswer(grants, asked(q), idf, "en", { type: answerTypeOf(q) });
    expect(out.chunk.section).toBe("How to Apply");
    expect(out.text).toContain("4 weeks before");
  });

  it("answers the question still standing when the reply only says who is asking", () => {
    const text =
      "Each member of academic staff has a conference allowance of 12,000 CNY per financial year. " +
      "Accommodation of up to 800 CNY per night in mainland China and up to 180 USD per night abroad is covered.";
    const conference = onePassage("conference", "What the Allowance Covers", text);
    // "what's the max hotel rate per night in China?" was asked; the words carried from it count half.
    const weights = extractionWeights(terms("I'm academic staff"), terms("night china rate"), true);
    const reply = (asksNothing: boolean) => extractAnswer(conference, weights, () => 1, "en", { wantsNumber: true, askers: ["I'm academic staff"], asksNothing }).text;
    expect(reply(true)).toContain("800 CNY per night");
    expect(reply(true)).not.toContain("12,000");
    // The same words asked as a question of their own are about the staff's allowance.
    expect(reply(false)).toContain("12,000");
  });

  it("answers a Chinese question from the policy's Chinese summary when one was found beside the English sections", () => {
    const english = "Company sick pay is paid to employees with 6 months' service. Casual and zero-hours staff receive SSP only.";
    const summary = "满6个月的正式员工享有公司病假工资；临时员工只有SSP。";
    const sick = policy("Sick Pay", 0.5, [chunk("sick#2", "Sick pay", english, 0.8), chunk("sick#5", "中文摘要", summary, 0.5)]);
    const q = "我是临时工，请病假有工资吗？";
    const out = extractAnswer(sick, asked(q), () => 1, "zh", {});
    expect(out.text).toContain("临时员工只有SSP");
    expect(out.chunk.section).toBe("中文摘要");
  });

  it("keeps the best section for a question that asks no amount", () => {
    const q = "Does the intern travel policy apply to summer interns?";
    expect(extractAnswer(intern, asked(q), () => 1, "en", { wantsNumber: asksForNumber(q) }).chunk.section).toBe("Scope");
  });
});

describe("extractAnswer from a section with a figure", () => {
  const stipend = passages("stipend", "Home Office Stipend", [
    ["Eligibility", "Permanent employees who work remotely are eligible for the home office stipend.", 1],
    ["How to Claim", "Home office stipend claims are due within 60 days of purchase. Employees leaving within a year repay 50% of the amount claimed.", 0.95],
    ["Setup Stipend", "Employees may claim a one-time home office setup stipend of up to 3,000 CNY.", 0.8],
  ]);

  it("takes the figure from a line about what was asked, not any figure of the right kind", () => {
    const q = "How much is the home office stipend?";
    const out = answerTo(stipend, q);
    expect(out.text).toContain("3,000 CNY");
  });
});

describe("extractAnswer in a follow-up whose own words another section has", () => {
  const meds = passages("meds", "Medicines", [
    ["Fridges", "Medicine fridges must stay between 2°C and 8°C. If a fridge is out of range, phone Pharmacy on ext. 4300.", 1],
    ["Controlled Drugs", "The stock is counted by two staff every morning at handover.", 0.85],
  ]);
  const weights = extractionWeights(terms("it was reading 11 when I checked this morning"), terms("fridge temperature"), true);

  it("moves to the section with the message's own words when nothing points back", () => {
    expect(extractAnswer(meds, weights, () => 1, "en").chunk.section).toBe("Controlled Drugs");
  });

  it("keeps the section when a pronoun says the subject stays", () => {
    expect(extractAnswer(meds, weights, () => 1, "en", { pointsBack: true }).text).toContain("4300");
  });
});

describe("extractAnswer when a section's heading names the question's word", () => {
  const coursework = passages("cw", "Coursework", [
    ["Late Submission", "Work handed in late without an approved extension loses 5 marks a day.", 1],
    ["Extensions", "Students may request an extension of up to 7 days through the portal.", 0.8],
  ]);

  it("answers from the section about it rather than one that mentions it", () => {
    const weights = extractionWeights(terms("Can I get an extension on my coursework?"), [], false);
    expect(extractAnswer(coursework, weights, () => 1, "en").text).toContain("7 days");
  });
});

describe("extractAnswer when several sections' headings name words of the question", () => {
  const sickness = passages("sick", "Sickness Absence", [
    ["Reporting that you are sick", "Phone your manager at least 1 hour before your shift. Call each day until you send in a note.", 1],
    ["Self-certification and notes", "For absences of up to 7 days you self-certify on form SA-1; after 7 days you need a note from your doctor.", 0.75],
    ["Company sick pay", "Company sick pay covers up to 10 working days a year.", 0.7],
  ]);

  it("answers from the section whose heading alone names a word, not one whose heading word others share", () => {
    const weights = extractionWeights(terms("do I need a sick note for 3 days?"), [], false);
    expect(extractAnswer(sickness, weights, () => 1, "en").text).toContain("SA-1");
  });

  it("keeps the section for a reply that only fills in the last question", () => {
    const weights = extractionWeights(terms("for a sick note"), terms("phone manager before shift"), true);
    expect(extractAnswer(sickness, weights, () => 1, "en", { asksNothing: true }).text).toContain("Phone your manager");
  });
});

describe("options that give the same answer", () => {
  const claims = (policyId: string, days: string) => onePassage(policyId, "Claims", `Expense claims must be submitted within ${days} days of returning (see policy_005).`);

  it("are one answer when every option states the same figure, names of other policies aside", () => {
    expect(sameAnswer("How long do I have to submit a claim?", [claims("general", "30"), claims("sales", "30")], extractionWeights(terms("submit claim"), [], false), () => 1, "en")).toBe(true);
    expect(sameAnswer("How long do I have to submit a claim?", [claims("general", "30"), claims("interns", "60")], extractionWeights(terms("submit claim"), [], false), () => 1, "en")).toBe(false);
    // The best option names the exception too ("or 60 for stipend claims"): it already says what the others say.
    const general = onePassage("general", "Deadline", "Expense claims must be submitted within 30 days, unless a specific policy sets another deadline (stipend claims within 60 days).");
    const lodging = onePassage("lodging", "Lodging", "Hotels are booked through the travel portal.");
    const ask = (options: PolicyHit[]) => sameAnswer("How long do I have to submit a claim?", options, extractionWeights(terms("submit claim"), [], false), () => 1, "en");
    expect(ask([general, claims("sales", "30"), lodging])).toBe(true);
    expect(ask([general, claims("sales", "45")])).toBe(false);
    expect(ask([claims("sales", "30"), general])).toBe(false);
    // An option with no deadline at all is no other answer, but neither is it the same one.
    expect(ask([general, lodging])).toBe(false);
    // "by the 5th" and "by the 10th" are different deadlines.
    expect(figuresOf("Claims approved by the 5th are paid that month; none after 3 months (policy_012).")).toEqual(["5", "3"]);
  });
});

describe("extractAnswer for a question that asks how to do something", () => {
  const grievance = passages("gr", "Grievance", [
    [
      "Raising a formal grievance",
      "If the problem is not resolved informally, put your grievance in writing on form GR-1 and send it to HR. " +
        "Where a grievance is raised during a disciplinary process, the two may be dealt with together.",
      1,
    ],
  ]);
  const ask = (q: string) => extractAnswer(grievance, extractionWeights(terms(q), [], false), () => 1, "en", { type: answerTypeOf(q) });

  it("quotes the form or channel to use, not a line that only repeats the verb", () => {
    expect(ask("how do I raise a formal grievance about my manager").text).toContain("GR-1");
  });

  it("reads which form and how-do-I as asking for a procedure", () => {
    expect(answerTypeOf("which form is it")).toBe("procedure");
    expect(answerTypeOf("how do i claim")).toBe("procedure");
    expect(answerTypeOf("用什么表格报销？")).toBe("procedure");
    expect(answerTypeOf("how do I know if it's serious?")).toBeUndefined();
    expect(holdsAnswer("Send the form EX-2 to Payroll.", "procedure")).toBe(true);
    expect(holdsAnswer("Phone the Fuel Card Helpdesk on ext. 3120.", "procedure")).toBe(true);
    expect(holdsAnswer("Where a grievance is raised during a disciplinary process, the two may be dealt with together.", "procedure")).toBe(false);
  });
});

describe("extractAnswer for a question that says what kind of answer it wants", () => {
  const loans = passages("loans", "Equipment Loans", [
    ["What Can Be Borrowed", "The university lends laptops, cameras and projectors. Students and staff may borrow equipment.", 0.8],
    ["Loan Periods", "Laptops are lent to students and staff for 7 days. A loan can be extended once.", 0.62],
    ["Collection", "Laptops are collected from room C104 in Building C.", 0.6],
  ]);
  const ask = (q: string) => extractAnswer(loans, extractionWeights(terms(q), terms("laptops"), true), () => 1, "en", { wantsNumber: asksForNumber(q), type: answerTypeOf(q) });

  it("quotes a duration for \"how long\" and a place for \"where\"", () => {
    expect(ask("How long can I keep it?").text).toContain("7 days");
    expect(ask("Where do I pick it up?").text).toContain("Building C");
  });

  it("quotes the section's line with the kind of answer asked beside a better-matching line without one", () => {
    const sabbatical = onePassage(
      "leave",
      "Who may apply",
      "One semester of sabbatical leave may be taken after 6 years of continuous service. " +
        "A full academic year may be taken instead after 12 years without one. " +
        "Time on unpaid leave does not count towards continuous service. " +
        "Time spent on secondment elsewhere is not eligible for sabbatical leave purposes.",
    );
    const out = answerTo(sabbatical, "When am I eligible for a sabbatical?");
    expect(out.text).toContain("after 6 years");
    expect(out.text).toContain("not eligible");
  });

  it("reads the kind from the question words, in English and Chinese", () => {
    expect(answerTypeOf("How long can I keep it?")).toBe("duration");
    expect(answerTypeOf("By when must I claim?")).toBe("time");
    expect(answerTypeOf("How much does a permit cost?")).toBe("money");
    expect(answerTypeOf("How many books can I borrow?")).toBe("count");
    expect(answerTypeOf("How many weeks of maternity leave do I get?")).toBe("duration");
    expect(answerTypeOf("Who approves it?")).toBe("person");
    expect(answerTypeOf("能借多久？")).toBe("duration");
    expect(answerTypeOf("停车证多少钱？")).toBe("money");
    expect(answerTypeOf("Can interns borrow laptops?")).toBeUndefined();
    expect(answerTypeOf("How much conference funding can a PhD student get?")).toBe("money");
    expect(holdsAnswer("Students follow the student grants policy (kb_008).", "count")).toBe(false);
    expect(holdsAnswer("Laptops: 7 days for students.", "duration")).toBe(true);
    expect(holdsAnswer("A standard permit costs 600 CNY per year.", "money")).toBe(true);
    expect(holdsAnswer("Students may borrow equipment.", "duration")).toBe(false);
    // Words may say which days before the unit, but a unit is a word of its own.
    expect(holdsAnswer("Employees may carry over up to 5 unused annual leave days.", "duration")).toBe(true);
    expect(holdsAnswer("There are 8 bank holidays a year.", "duration")).toBe(false);
    expect(holdsAnswer("Pick one of the days.", "duration")).toBe(false);
    expect(answerTypeOf("How often does the induction need to be redone?")).toBe("frequency");
    expect(answerTypeOf("if they call me in at 3am how does that get paid")).toBe("money");
    expect(answerTypeOf("Is overtime paid?")).toBeUndefined();
    expect(holdsAnswer("The induction must be renewed every 2 years.", "frequency")).toBe(true);
    expect(holdsAnswer("Every lab user completes the induction (about 90 minutes).", "frequency")).toBe(false);
  });

  it("counts figures in Chinese text, not numerals inside words", () => {
    expect(holdsAnswer("实习生住宿费每天不超过200元。", "count")).toBe(true);
    expect(holdsAnswer("交通一律乘坐经济舱或高铁二等座。", "count")).toBe(false);
    expect(holdsAnswer("一线城市的标准更高", "count")).toBe(false);
    expect(holdsAnswer("一线城市每晚最多报销三百元", "count")).toBe(true);
    expect(holdsAnswer("每年可以带薪休假十五天", "count")).toBe(true);
  });

  it("reads money asked for as getting some, and pence and pay rates in words as amounts", () => {
    expect(answerTypeOf("do we get money for safety boots?")).toBe("money");
    expect(answerTypeOf("Is there any money for courses?")).toBe("money");
    expect(answerTypeOf("do we get safety boots?")).toBeUndefined();
    expect(holdsAnswer("Mileage for call-ins is paid at 28p per mile.", "money")).toBe(true);
    expect(holdsAnswer("Call-ins are paid at time and a half, or double time on Sundays.", "money")).toBe(true);
    expect(holdsAnswer("The shuttle leaves at 3pm and 5 p.m.", "money")).toBe(false);
  });

  it("reads \"may\" as a month only beside a day", () => {
    expect(holdsAnswer("A student may apply only when presenting at the conference.", "time")).toBe(false);
    expect(holdsAnswer("Requests for summer leave are due by 31 May.", "time")).toBe(true);
    expect(holdsAnswer("The rota for May 3 is published early.", "time")).toBe(true);
  });
});

describe("extractAnswer for a question that names the thing it asks for", () => {
  const parking = onePassage(
    "parking",
    "Enforcement",
    "Visitors parking on campus without a permit pay 5 CNY per hour at the meters. " +
      "Meters take cards and coins. " +
      "The fine for parking without a valid permit is 100 CNY.",
  );
  const ask = (q: string) => extractAnswer(parking, extractionWeights(terms(q), [], false, terms(askedThing(q).join(" "))), () => 1, "en", { wantsNumber: asksForNumber(q), type: answerTypeOf(q) });

  it("quotes the line with the thing asked for over one that repeats the rest of the question", () => {
    const fine = ask("What's the fine for parking on campus without a permit?").text;
    expect(fine).toContain("100 CNY");
    expect(fine).not.toContain("5 CNY");
    expect(ask("What do visitors pay for parking on campus without a permit?").text).toMatch(/^Visitors parking/);
  });

  it("reads the thing asked for from the question words", () => {
    expect(askedThing("What's the fine for parking?")).toEqual(["fine"]);
    expect(askedThing("whats the rule on jewellery")).toEqual(["rule"]);
    expect(askedThing("Which calculators are allowed?")).toEqual(["calculators"]);
    expect(askedThing("How many pages can I print?")).toEqual(["pages"]);
    // A unit says what kind of answer, not what it is about.
    expect(askedThing("How many weeks of maternity leave do I get?")).toEqual([]);
    expect(askedThing("What kind of laptop do I get?")).toEqual(["laptop"]);
    expect(askedThing("What do I need to attach?")).toEqual([]);
    expect(askedThing("What about tier-2 cities?")).toEqual([]);
    expect(askedThing("Can I bring my smartwatch into the exam?")).toEqual(["smartwatch"]);
    expect(askedThing("May I use ChatGPT for work?")).toEqual(["ChatGPT"]);
    expect(askedThing("Can I expense it?")).toEqual([]);
  });

  it("quotes the line on the thing a may-I question names, not one with its verb and setting", () => {
    const exam = onePassage(
      "exams",
      "Conduct in Examinations",
      "Candidates should arrive at the exam hall at least 15 minutes before the start and must bring their campus card. " +
        "Latecomers may enter up to 30 minutes after the start. " +
        "Mobile phones, smartwatches and other smart devices must be switched off and left in bags at the front of the hall.",
    );
    const q = "Can I bring my smartwatch into the exam?";
    // The rarer word alone does not outweigh two commoner ones.
    const idf = (t: string) => (t === "smartwatch" ? 2 : 1.5);
    expect(extractAnswer(exam, extractionWeights(terms(q), [], false, terms(askedThing(q).join(" "))), idf, "en").text).toMatch(/^Mobile phones, smartwatches/);
  });
});

describe("extractAnswer with the lines around the one picked", () => {
  // [passage, question, what the quote must hold]
  it.each([
    [
      "Agency staff cannot get a monthly permit. They can buy a daily permit for 3 GBP per day. Agency staff must not park in Car Park B at any time.",
      "What about agency staff?",
      "daily permit for 3 GBP",
    ],
    [
      "You must bring to the office the following original documents:\nProof of identity, such as a valid licence or passport.\nProof of address, such as a utility bill.",
      "What documents should I bring to the office?",
      "Proof of identity",
    ],
  ])("quotes the line between two quoted ones, or after one that ends in a colon (list item or not): %#", (text, q, holds) => {
    expect(answerTo(onePassage("p", "Rules", text), q).text).toContain(holds);
  });
});

describe("extractAnswer with a list", () => {
  it("quotes the list an introduction announces, an item a line", () => {
    const body = "Each student receives a free quota at the start of every semester, counted in pages:\n\n- Undergraduate students: 300 pages.\n- Master's students: 400 pages.\n- PhD students: 500 pages.";
    const quota = onePassage("print", "Free Quota", body);
    const q = "How many free pages do undergraduate students get per semester?";
    const out = answerTo(quota, q);
    expect(out.text).toBe("Each student receives a free quota at the start of every semester, counted in pages:\n• Undergraduate students: 300 pages.\n• Master's students: 400 pages.\n• PhD students: 500 pages.");
  });
});

describe("extractAnswer with a table", () => {
  it("reads out the table an introduction announces, each value under its column's heading", () => {
    const text =
      "Consultants receive an on-call supplement as a percentage of salary, set by the frequency of their rota:\n\n" +
      "| Frequency | Category A | Category B |\n|---|---|---|\n| 1 in 1 to 1 in 4 | 8% | 3% |\n| 1 in 5 to 1 in 8 | 5% | 2% |\n";
    const q = "What on-call supplement do consultants get?";
    const out = answerTo(onePassage("oncall", "Doctors", text), q);
    expect(out.text).toContain("rota:\n• 1 in 1 to 1 in 4 — Category A: 8%; Category B: 3%\n• 1 in 5 to 1 in 8 — Category A: 5%; Category B: 2%");
    expect(out.text).not.toContain("|");
  });

  it("reads a row under its column headings when picking it: '| Seattle | $275 |' is the cap per night", () => {
    const text =
      "Nightly hotel caps, before taxes and fees:\n\n| Location | Cap per night |\n|---|---|\n| New York City | $350 |\n| Seattle | $275 |\n| Boston | $275 |\n\n" +
      "- If no reasonable hotel is available under the cap, you may exceed it by up to 20% with your manager's approval.";
    const out = answerTo(onePassage("travel", "Hotels", text), "what's the hotel cap in Seattle?");
    expect(out.text).toBe("Seattle — Cap per night: $275");
  });
});

describe("extractAnswer from a page of questions and answers", () => {
  it("quotes the answer under a question of the text, not the question", () => {
    const body = "Can I carry unused leave over?\nYes: up to 5 days carry over into the next year and must be used by 31 March.\n\nWho approves leave?\nYour line manager approves leave in the HR system.";
    const faq = onePassage("faq", "Questions", body);
    const q = "Can I carry over unused leave?";
    const out = answerTo(faq, q);
    expect(out.text.startsWith("Yes: up to 5 days carry over")).toBe(true);
  });

  it("does not answer with a bare \"Yes.\": the sentence after it comes too", () => {
    const body = "Is a licence from another country valid here?\nYes.\nFor up to 12 months after you arrive.";
    const faq = onePassage("faq", "Visitors", body);
    const q = "Is my licence from another country valid?";
    const out = answerTo(faq, q);
    expect(out.text).toBe("Yes. For up to 12 months after you arrive.");
  });
});

describe("extractAnswer within a section", () => {
  const section = (name: string, body: string): PolicyHit => ({
    policyId: "p",
    title: "P",
    confidence: 0.8,
    score: 1,
    chunks: [{ chunkId: "p#1", policyId: "p", title: "P", section: name, text: body, score: 1, start: 0, end: body.length }],
  });
  const ask = (q: string) => extractionWeights(terms(q), [], false);

  it("picks the line that holds the question's other words, not a side remark that repeats the heading", () => {
    const amounts = section(
      "Referral Bonus Amounts",
      "- Standard roles: 8,000 CNY.\n- Senior engineering roles: 15,000 CNY.\n- Interns: 1,000 CNY.\n\nIf two employees refer the same candidate, the first valid referral receives the bonus.",
    );
    const q = "What's the referral bonus for an engineer?";
    const out = extractAnswer(amounts, ask(q), () => 1, "en", { wantsNumber: asksForNumber(q) });
    // The list opens its section, so its heading introduces the item.
    expect(out.text).toBe("Referral Bonus Amounts:\n• Senior engineering roles: 15,000 CNY.");
  });

  it("quotes the list a chosen sentence introduces", () => {
    const how = section("How to Report", "Anyone can report harassment through any of these channels:\n\n- their line manager;\n- HR;\n- the Ethics Hotline.");
    const out = extractAnswer(how, ask("How do I report harassment?"), () => 1, "en");
    expect(out.text).toBe("Anyone can report harassment through any of these channels:\n• their line manager;\n• HR;\n• the Ethics Hotline.");
  });
});

describe("extractAnswer for a yes/no question", () => {
  it("keeps the text's own \"Yes.\" before the line that says what", () => {
    const faq = onePassage(
      "va",
      "Online services",
      "Can I manage my benefits online? Yes. If you are signed up for the health care program, you can manage your benefits online and refill prescriptions.",
    );
    const r = answerTo(faq, "If I'm signed up, can I refill prescriptions online?");
    expect(r.text).toMatch(/^Yes\. If you are signed up/);
  });
});

describe("extractAnswer for a FAQ that restates the question", () => {
  it("quotes the answer after the line that only says the question again", () => {
    const faq = onePassage(
      "dmv",
      "Insurance letters",
      "I received a letter that states my license is suspended. The letter means your insurance company told the DMV that your coverage ended. Contact your insurance company.",
    );
    const r = answerTo(faq, "I received a letter that states my license is suspended. What can I do?");
    expect(r.text).toContain("The letter means your insurance company told the DMV");
  });
});

describe("extractAnswer for a page of headings and questions", () => {
  it("quotes from the text's own question after a heading, with the line that answers it", () => {
    const page = onePassage(
      "va",
      "Agent Orange",
      "Agent Orange exposure in Vietnam or Korea\nDid you serve in Vietnam during the war? You may have had contact with Agent Orange and can get disability benefits.",
    );
    const r = answerTo(page, "Agent Orange exposure in Vietnam or Korea");
    expect(r.text).toBe("Did you serve in Vietnam during the war? You may have had contact with Agent Orange and can get disability benefits.");
  });

  it("reads a restatement that repeats the question's date as no answer", () => {
    const page = onePassage("dmv", "REAL ID", "New York State DMV began issuing REAL ID cards on October 30, 2017. You can get a REAL ID at any time at a DMV office.");
    expect(answerTo(page, "Did New York State DMV begin issuing REAL ID cards on October 30, 2017?").text).toContain("You can get a REAL ID at any time");
  });
});

describe("extractAnswer walking through a text", () => {
  it("quotes the next line when the best one is what the bot just said", () => {
    const steps = onePassage(
      "gpo",
      "Estimate the spouse's benefit",
      "Find the estimated amount of the retirement benefit your spouse would be eligible to receive at full retirement age. Divide this amount in half and round down to the nearest dollar.",
    );
    const q = "No, I do not know how to find the estimated amount of the spouse benefit.";
    const said = "Find the estimated amount of the retirement benefit your spouse would be eligible to receive at full retirement age.";
    const r = extractAnswer(steps, extractionWeights(terms(q), [], false), () => 1, "en", { said });
    expect(r.text).toContain("Divide this amount in half");
  });
});

describe("a list item quoted on its own", () => {
  it("comes after the line that introduces its list", () => {
    const channels = onePassage(
      "harassment",
      "How to Report",
      "Anyone who experiences harassment can report it through any of these channels:\n- their line manager;\n- the HR Business Partner;\n- the anonymous Ethics Hotline, open day and night;\n- email to the Head of HR.\n\nReports are investigated within 10 days.",
    );
    const r = extractAnswer(channels, extractionWeights(terms("can I report it anonymously"), [], false), () => 1, "en");
    expect(r.text).toBe("Anyone who experiences harassment can report it through any of these channels:\n• the anonymous Ethics Hotline, open day and night;");
  });
});

describe("extractAnswer with a number of time", () => {
  const p = onePassage("leave", "Requests", "Requests need at least 4 weeks notice. Staff with 4 years of service get 2 extra days.");
  it("matches the number only where it counts the same unit", () => {
    const weights = new Map([["4", 1]]);
    expect(extractAnswer(p, weights, () => 1, "en", { timeUnits: timeUnitsOf("I've been here 4 years") }).text).toMatch(/^Staff with 4 years/);
    expect(extractAnswer(p, weights, () => 1, "en", { timeUnits: timeUnitsOf("can I give 4 weeks notice?") }).text).toMatch(/^Requests need at least 4 weeks/);
  });
});
