/** Questions on a dev knowledge base (the university's) found by a blind probe: clipped plurals, everyday words for its rules, how long of the line just quoted. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("university", { knowledgeDir: path.join(REPO, "test/eval/university/knowledge") });

describe("a clipped word in the plural", () => {
  it("reads 'postgrads' as the policy's postgraduates, so 'what about for postgrads?' goes on", async () => {
    const ask = conversation();
    expect(cited(await ask("how many books can undergrads borrow"))).toEqual(["kb_003"]);
    const postgrads = await ask("what about for postgrads?");
    expect(postgrads.kind).toBe("answer");
    expect(cited(postgrads)).toEqual(["kb_003"]);
    expect(postgrads.text).toContain("Postgraduate students (master's and PhD) may borrow up to 40 items for 60 days");
  });
});

describe("everyday words for what the university's rules say", () => {
  it("reads a liquid knocked over as a spill, and 'report it' after it as the spill", async () => {
    const ask = conversation();
    const spill = await ask("just knocked over like a litre of acetone what do i do");
    expect(cited(spill)).toEqual(["kb_002"]);
    expect(spill.text).toContain("For a spill of more than 500 ml");
    const report = await ask("do i need to report it afterwards");
    expect(cited(report)).toEqual(["kb_002"]);
    expect(report.text).toContain("must be reported through the online incident form within 24 hours");
  });

  it("reads a retake as a resit and contesting a fine as appealing it", async () => {
    const resit = await conversation()("failed stats, can i retake it");
    expect(cited(resit)).toEqual(["kb_009"]);
    expect(resit.text).toContain("may resit it once");
    const appeal = await conversation()("got a parking fine yesterday, can i contest it");
    expect(cited(appeal)).toEqual(["kb_004"]);
    expect(appeal.text).toContain("Penalties can be appealed through the Estates portal within 14 days");
  });

  it("reads signing in a guest as registering a visitor, and a Saturday as a weekend", async () => {
    const guest = await conversation()("how do i sign in a guest for tomorrow");
    expect(cited(guest)).toEqual(["kb_005"]);
    expect(guest.text).toContain("The host registers each visitor in VisitorHub");
    const saturday = await conversation()("want to come in saturday to finish my experiment in the chem lab, is that ok");
    expect(cited(saturday)).toEqual(["kb_002"]);
    expect(saturday.text).toContain("including at weekends and on public holidays, needs written approval");
  });
});

describe("more everyday words for the university's rules", () => {
  it("reads more time on an essay as an extension, books from other libraries as interlibrary loans, and a tour as a visit", async () => {
    const extension = await conversation()("is there any way to get more time on my essay, i've been sick all week");
    expect(cited(extension)).toEqual(["kb_009"]);
    expect(extension.text).toContain("must request an extension through the online form");
    const loans = await conversation()("can undergrads order books from other libraries thru the uni");
    expect(cited(loans)).toEqual(["kb_003"]);
    expect(loans.text).toContain("Undergraduate students may use interlibrary loans only for their final-year project");
    const tour = await conversation()("bringing a group of about 30 year 10 kids for a campus tour next month, anything i need to sort out");
    expect(cited(tour)).toEqual(["kb_005"]);
    expect(tour.text).toContain("For groups of more than 20 visitors");
  });
});

describe("how long, of the line just quoted", () => {
  it("answers 'how long do i have' after the appeal rule with its 14 days, not the section's other lines", async () => {
    const ask = conversation();
    const appeal = await ask("got a parking fine yesterday, can i contest it");
    expect(appeal.text).toContain("within 14 days");
    const howLong = await ask("how long do i have");
    expect(cited(howLong)).toEqual(["kb_004"]);
    expect(howLong.text).toContain("Penalties can be appealed through the Estates portal within 14 days");
    expect(howLong.text).not.toContain("charged a penalty of 100 CNY");
  });

  it("still answers 'how long can I have it for?' with the loan period, not the booking line just quoted", async () => {
    const ask = conversation();
    await ask("can I book a projector for an event?");
    const keep = await ask("how long can I have it for?");
    expect(cited(keep)).toEqual(["kb_006"]);
    expect(keep.text).toContain("Portable projectors and VR headsets: 1 day");
  });
});

describe("chat shorthand for a visitor", () => {
  it("reads \"prof\" as a professor, a visiting scholar", async () => {
    const reply = await conversation()("we have a visiting prof staying for 3 months, do they need a day pass every day?");
    expect(cited(reply)).toEqual(["kb_005"]);
    expect(reply.text).toContain("staying for more than 30 days should not use day passes");
  });
});

describe("a follow-up that says who is asking", () => {
  it("stays with the policy discussed though other policies' titles name that reader", async () => {
    const ask = conversation();
    await ask("what are the resit rules if i fail a module");
    const masters = await ask("im a masters student, same thing?");
    expect(masters.kind).toBe("answer");
    expect(cited(masters)).toEqual(["kb_009"]);
    expect(masters.text).toContain("For postgraduate taught modules the pass mark is 50");
  });
});

describe("everyday words for lab work", () => {
  it("reads running experiments as the lab rules' work", async () => {
    const reply = await conversation()("can i run experiments in the lab on saturday");
    expect(cited(reply)).toEqual(["kb_002"]);
    expect(reply.text).toContain("including at weekends");
  });
});

describe("taking books out", () => {
  it("reads taking out as the library's borrowing, and stays there for the next reader", async () => {
    const ask = conversation();
    const profs = await ask("how many books can profs take out");
    expect(cited(profs)).toEqual(["kb_003"]);
    const admin = await ask("and admin staff?");
    expect(cited(admin)).toEqual(["kb_003"]);
    expect(admin.text).toContain("professional staff follow the postgraduate limits");
  });
});
