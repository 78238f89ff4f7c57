/** A line that hands the question over to another policy, through the real pipeline on LanceDB. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runtimeOn } from "../helpers/runtime.js";

let rt: Awaited<ReturnType<typeof runtimeOn>>;
beforeAll(async () => {
  rt = await runtimeOn({
    "vehicles.md":
      "---\nid: veh_01\ntitle: Company Vehicles and Mileage\n---\n# Company Vehicles and Mileage\n\n## Mileage for site visits\n\n" +
        "Engineers who drive their own car between client sites claim mileage at 45 cents per kilometre on form V-1.\n\n" +
        "## Other journeys\n\nMileage for other journeys, such as workshops, trade fairs or seminars, is paid at a different rate under the Business Trips policy (trip_02).\n\n" +
        "## Mileage claims\n\nMileage claims for seminars go on form V-1 within one month.\n",
    "trips.md":
      "---\nid: trip_02\ntitle: Business Trips\n---\n# Business Trips\n\n## Own car\n\n" +
        "When the train is not practical you may drive your own car to a workshop, a trade fair or a seminar and claim 30 cents per kilometre on form T-2.\n\n" +
        "## Parking\n\nParking charges at an exhibition venue are refunded up to 20 euros per day.\n\n## Hotels\n\nHotels are booked by the travel desk. Sales visits are covered by the Company Vehicles and Mileage policy (veh_01).\n",
    "fleet.md":
      "---\nid: fleet_03\ntitle: Fleet Vans\n---\n# Fleet Vans\n\n## Keys\n\nVan keys are kept at the depot office.\n\n" +
        "## Parking charges\n\nParking charges for vans parked at an exhibition venue are refunded under the Business Trips policy.\n",
  });
});
afterAll(() => rt.close());

describe("a line that hands the question over to another policy", () => {
  it("follows it to that policy's figure, which it cites first", async () => {
    const reply = await rt.bot.ask({ conversationId: "console:handover1", userId: "U1", text: "What is the mileage rate for driving to a seminar?" });
    expect(reply.kind).toBe("answer");
    expect(reply.text).toContain("30 cents per kilometre");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["trip_02", "veh_01"]);
  });

  it("stays on the policy handed to for the follow-up", async () => {
    const ask = (text: string) => rt.bot.ask({ conversationId: "console:handover4", userId: "U1", text });
    expect((await ask("What is the mileage rate for driving to a seminar?")).citations[0]?.policyId).toBe("trip_02");
    // The conversation is now on the policy handed to, not the one that pointed at it.
    const state = (await rt.store.load("console:handover4"))?.state;
    expect(state?.policies).toEqual(["trip_02"]);
    expect(state?.lastChunks?.every((id) => id.startsWith("trip_02"))).toBe(true);
    const form = await ask("which form?");
    expect(form.text).toContain("T-2");
    expect(form.citations[0]?.policyId).toBe("trip_02");
  });

  it("follows a hand-over by name, and answers with the figure though the policy handing over states none", async () => {
    const reply = await rt.bot.ask({ conversationId: "console:handover3", userId: "U1", text: "How much is refunded for van parking charges at an exhibition venue?" });
    expect(reply.kind).toBe("answer");
    expect(reply.text).toContain("20 euros");
    expect(reply.citations[0]?.policyId).toBe("trip_02");
  });

  it("stays with a line that answers on its own", async () => {
    const reply = await rt.bot.ask({ conversationId: "console:handover2", userId: "U1", text: "What is the mileage rate between client sites?" });
    expect(reply.text).toContain("45 cents");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["veh_01"]);
  });
});
