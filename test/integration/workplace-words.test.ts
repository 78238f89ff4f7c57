/**
 * Everyday workplace words on three dev knowledge bases (the software company's, the haulier's, the hotel group's):
 * American "gas", a new laptop, a wedding, days "all together", a bus lane ticket, points on a licence, bank hols,
 * a long week's hours, a thing found, and the employer's "they".
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const kb = (name: string) => conversations(name, { knowledgeDir: path.join(REPO, `test/eval/${name}/knowledge`) });
const software = kb("software");
const logistics = kb("logistics");
const hotel = kb("hospitality");

describe("everyday words for what policies say formally", () => {
  it("reads claiming gas for a drive to a customer as mileage", async () => {
    const reply = await software()("can i claim gas for driving to a customer?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["sw_006"]);
    expect(reply.text).toContain("$0.70 per mile");
  });

  it("reads a new laptop as a refresh, and \"backend\" as a word, not a typo of \"backed\"", async () => {
    const reply = await software()("im a backend eng, when do i get a new laptop");
    expect(reply.rewrittenQuery).not.toContain("backed");
    expect(cited(reply)).toEqual(["sw_004"]);
    expect(reply.text).toContain("Laptops are refreshed every 3 years for engineers");
  });

  it("reads getting married as the life event that reopens benefit elections", async () => {
    const reply = await software()("just got married last week! can i add my husband to my health insurance now or do i have to wait");
    expect(cited(reply)).toEqual(["sw_010"]);
    expect(reply.text).toContain("qualifying life event (such as marriage");
  });

  it("reads days \"all together\" as consecutive", async () => {
    const ask = software();
    await ask("my dad passed away last week. how much time can i take off?");
    const reply = await ask("do the days have to be all together?");
    expect(reply.kind).toBe("answer");
    expect(reply.text).toContain("Days do not have to be consecutive");
  });

  it("reads a bus lane ticket as a fine, and points on a licence as penalty points", async () => {
    const ticket = await logistics()("got a bus lane ticket in manchester last month, is that on me or the company?");
    expect(cited(ticket)).toEqual(["lg_005"]);
    expect(ticket.text).toContain("Drivers are personally responsible for fines");
    const points = await logistics()("have a couple of points on my licence from a speeding thing last week, do i need to tell anyone");
    expect(cited(points)).toEqual(["lg_010"]);
    expect(points.text).toContain("within 2 working days if you receive penalty points");
  });
});

describe("bank hols", () => {
  it("reads \"does that include bank hols\" as bank holidays, and quotes the line that says so", async () => {
    const ask = hotel();
    await ask("how many days holiday do i get, i'm full time");
    const reply = await ask("does that include bank hols");
    expect(cited(reply)).toEqual(["hs_002"]);
    expect(reply.text).toContain("28 days a year, which includes the 8 bank holidays");
  });
});

describe("a long week's hours", () => {
  it("reads 52 hours worked last week as overtime, not as a question of which policy", async () => {
    const reply = await hotel()("did 52 hrs last week, will i get paid extra?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_001"]);
    expect(reply.text).toContain("Hours over 45 in a week are paid at time and a half");
  });
});

describe("a thing found, told at length", () => {
  it("reads \"found a really nice watch under the bed\" as lost property", async () => {
    const reply = await hotel()("found a really nice watch under the bed in 214 when i was cleaning, what do i do with it");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_010"]);
    expect(reply.text).toContain("Hand in anything you find to reception");
  });
});

describe("the employer's \"they\"", () => {
  it("does not ask who \"they\" are in \"they cancelled my shift\"", async () => {
    const reply = await hotel()("they cancelled my shift this morning, it was meant to start at 5pm today. do i get anything?");
    expect(reply.text).not.toContain('"they"');
    expect(reply.options?.map((o) => o.policyId) ?? cited(reply)).toContain("hs_001");
  });
});
