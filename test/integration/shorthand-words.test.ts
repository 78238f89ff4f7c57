/** Chat shorthand and everyday words read as the policies write them: "7 hr", "hol", "AL", "biz", "in a row", "freezer", "speeding ticket", "give paracetamol", "emailed to the wrong GP", "coffee", "ebike". */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const on = (suite: string) => conversations(`shorthand-${suite}`, { knowledgeDir: path.join(REPO, `test/eval/${suite}/knowledge`) });
const logistics = on("logistics");
const hospitality = on("hospitality");
const hospital = on("hospital");
const university = on("university");
const sample = conversations("shorthand-own");

describe("shorthand and everyday words", () => {
  it("reads a number of hr as hours, not HR", async () => {
    const out = await hospitality()("whats the break on a 7 hr shift");
    expect(cited(out)).toEqual(["hs_001"]);
    expect(out.text).toContain("30-minute unpaid break");
  });

  it("reads hol as holiday, not as the initials of a job title", async () => {
    const out = await logistics()("how many hol days do i get");
    expect(out.kind).toBe("answer");
    expect(cited(out)).toEqual(["lg_002"]);
    expect(out.text).not.toContain("Head of Legal");
  });

  it("reads biz as business", async () => {
    const out = await sample()("do i need receipts for meals on a biz trip");
    expect(cited(out)).toEqual(["policy_004"]);
    expect(out.text).toContain("do not need to submit meal receipts");
  });

  it("reads nights in a row as consecutive nights", async () => {
    const out = await hospital()("how many hours off after 4 nights in a row");
    expect(cited(out)).toEqual(["kb_001"]);
    expect(out.text).toContain("46 hours off");
  });

  it("reads the freezer as the cold store", async () => {
    const out = await logistics()("how long can i stay in the freezer");
    expect(cited(out)).toEqual(["lg_007"]);
    expect(out.text).toContain("45 minutes");
  });

  it("reads a speeding or parking ticket as a fine or penalty", async () => {
    const speeding = await logistics()("got a speeding ticket in the company lorry, who pays");
    expect(cited(speeding)).toEqual(["lg_005"]);
    expect(speeding.text).toContain("personally responsible for fines");
    const parking = await university()("got a parking ticket yesterday, can i fight it");
    expect(cited(parking)).toEqual(["kb_004"]);
    expect(parking.text).toContain("penalty");
  });

  it("reads AL as annual leave", async () => {
    const out = await hospital()("how many days AL do i get, been here 6 yrs");
    expect(out.kind).toBe("answer");
    expect(cited(out)).toEqual(["kb_002"]);
    expect(out.text).toContain("27 days of annual leave");
  });

  it("reads giving paracetamol as administering medicines", async () => {
    const out = await hospital()("hca here, can i give paracetamol");
    expect(cited(out)).toEqual(["kb_004"]);
    expect(out.text).toContain("HCAs may not administer medicines");
  });

  it("reads something emailed to the wrong person as information sent to the wrong person", async () => {
    const ask = hospital();
    const first = await ask("accidentally emailed a discharge letter to the wrong gp");
    expect(cited(first)).toEqual(["kb_005"]);
    expect(first.text).toContain("sent to the wrong person");
    const next = await ask("how fast do i need to report it");
    expect(cited(next)).toEqual(["kb_005"]);
    expect(next.text).toContain("within 12 hours");
  });

  it("reads a coffee as drinking and an ebike as an e-bike", async () => {
    const coffee = await university()("can i drink coffee in the lab");
    expect(cited(coffee)).toEqual(["kb_002"]);
    expect(coffee.text).toContain("Eating, drinking");
    const bike = await university()("can i charge my ebike in the office");
    expect(cited(bike)).toEqual(["kb_004"]);
    expect(bike.text).toContain("e-bike batteries must never be brought into or charged");
  });
});
