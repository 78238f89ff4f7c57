/**
 * Words warehouse staff, drivers, hotel staff and engineers type, found by an eighth blind probe on three dev
 * knowledge bases (logistics, hospitality, software): kilos, a near miss, a van reversed into, a night in the cab,
 * a drowsy forklift driver, a shift they cancelled, prod db access, moving for good, "deadline?".
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const depot = conversations("depot", { knowledgeDir: path.join(REPO, "test/eval/logistics/knowledge") });
const hotel = conversations("hotel", { knowledgeDir: path.join(REPO, "test/eval/hospitality/knowledge") });
const desk = conversations("desk", { knowledgeDir: path.join(REPO, "test/eval/software/knowledge") });

describe("the warehouse and the road", () => {
  it("reads 30 kilos as a weight in kg", async () => {
    const reply = await depot()("theres a box thats about 30 kilos can i lift it on my own");
    expect(cited(reply)).toEqual(["lg_007"]);
    expect(reply.text).toContain("Loads over 25 kg");
  });

  it("reads a forklift that nearly clipped someone as a near miss", async () => {
    const reply = await depot()("a forklift nearly clipped me in aisle 4, nobody got hurt tho");
    expect(cited(reply)).toEqual(["lg_007"]);
    expect(reply.text).toContain("Near misses");
  });

  it("reads a van someone reversed into as a road traffic accident", async () => {
    const reply = await depot()("some idiot reversed into my van at a drop, what do i do");
    expect(cited(reply)).toEqual(["lg_005"]);
    expect(reply.text).toContain("road traffic accident");
  });

  it("reads sleeping in the cab as a night out", async () => {
    const reply = await depot()("doing a 2 nighter up to scotland next week sleeping in the cab, what do i get");
    expect(cited(reply)).toEqual(["lg_004"]);
    expect(reply.text).toContain("£35.00 per night");
  });

  it("reads codeine as medication, dozy as drowsy and an flt as a forklift", async () => {
    const reply = await depot()("doc's put me on codeine, it makes me a bit dozy. i drive the flt, anything i need to do");
    expect(cited(reply)).toEqual(["lg_003"]);
    expect(reply.text).toContain("Forklift and other MHE operators");
  });

  it("reads going down with something on holiday as falling ill on leave", async () => {
    const reply = await depot()("went down with food poisoning on my holiday in spain, do i lose those days");
    expect(cited(reply)).toEqual(["lg_002"]);
    expect(reply.text).toContain("If you fall ill while on annual leave");
  });

  it("reads a keyed car as damage to a private vehicle", async () => {
    const reply = await depot()("someone keyed my car in the car park, will the company cover it");
    expect(cited(reply)).toEqual(["lg_008"]);
    expect(reply.text).toContain("not responsible for loss of or damage to private vehicles");
  });
});

describe("the hotel", () => {
  it("finds a shift \"they cancelled\" in the rule that says \"cancel a shift\"", async () => {
    const reply = await hotel()("they just cancelled my sat shift and its tomorrow, do i get anything for that");
    expect(cited(reply)).toEqual(["hs_001"]);
    expect(reply.text).toContain("we pay 4 hours");
  });
});

describe("the desk", () => {
  it("reads prod db access as access to production data", async () => {
    const reply = await desk()("need prod db access to debug something");
    expect(cited(reply)).toEqual(["sw_007"]);
    expect(reply.text).toContain("Access to production data requires a SEC-ACCESS ticket");
  });

  it("reads moving somewhere for good as moving permanently", async () => {
    const reply = await desk()("thinking about moving to colorado for good, anything i need to do");
    expect(cited(reply)).toEqual(["sw_003"]);
    expect(reply.text).toContain("If you plan to move permanently");
  });

  it("reads a company credit card as the corporate card", async () => {
    const reply = await desk()("how do i get a company credit card");
    expect(cited(reply)).toEqual(["sw_006"]);
    expect(reply.text).toContain("Ramp corporate card");
  });

  it("asks vacation days of the leave policy, not of the rehire rule, when the asker started \"4 months ago\"", async () => {
    const ask = desk();
    const first = await ask("how many vacation days do i get? started 4 months ago");
    expect(cited(first)).toEqual(["sw_001"]);
    const later = await ask("and once i hit 3 yrs?");
    expect(cited(later)).toEqual(["sw_001"]);
    expect(later.text).toContain("20 days");
  });

  it("answers \"deadline?\" about what was just said, not with \"nothing covers it\"", async () => {
    const ask = desk();
    await ask("site is completely down for all customers what sev is that");
    const postmortem = await ask("do we need a postmortem after");
    expect(cited(postmortem)).toEqual(["sw_005"]);
    const reply = await ask("deadline?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["sw_005"]);
    expect(reply.text).toContain("within 5 business days");
  });
});
