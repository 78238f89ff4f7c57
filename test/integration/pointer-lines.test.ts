/** A quote that only says where to look ("follow the steps in inc_02", "see taxi_04 for late-finish taxis") is followed there. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runtimeOn } from "../helpers/runtime.js";

let rt: Awaited<ReturnType<typeof runtimeOn>>;
beforeAll(async () => {
  rt = await runtimeOn({
    "infection.md":
      "---\nid: inf_01\ntitle: Infection Control\n---\n# Infection Control\n\n## Sharps\n\nIf you receive a needlestick injury, follow the first-aid and reporting steps in inc_02.\n\n" +
        "## Uniform\n\nUniforms are washed at 60 degrees and never worn outside the hospital.\n",
    "incidents.md":
      "---\nid: inc_02\ntitle: Incident Reporting\n---\n# Incident Reporting\n\n## Needlestick injuries\n\n" +
        "- Encourage the wound to bleed and wash it under running water with soap.\n- Cover the wound and tell the nurse in charge.\n- Phone Occupational Health on ext. 4410.\n\n" +
        "## Falls\n\nReport a patient fall on the incident system the same day.\n",
    "shuttle.md":
      "---\nid: tr_03\ntitle: Staff Shuttle Bus\n---\n# Staff Shuttle Bus\n\n## Times\n\nThe shuttle bus runs every 20 minutes from 06:00 to 23:00.\n\n" +
        "## Late finishes\n\nIf you are kept at work after the last shuttle, see taxi_04 for late-finish taxis.\n",
    "taxis.md":
      "---\nid: taxi_04\ntitle: Late Finish Taxis\n---\n# Late Finish Taxis\n\n## Claims\n\n" +
        "If you are kept at work after 23:00 because of an emergency and there is no public transport, you can take a taxi home and claim up to 30 pounds.\n",
  });
});
afterAll(() => rt.close());

const ask = (conversation: string) => (text: string) => rt.bot.ask({ conversationId: `console:pointer-${conversation}`, userId: "U1", text });

describe("a quote that only says where the answer is", () => {
  it("goes on to the steps of the policy it names", async () => {
    const reply = await ask("a")("just got a needlestick injury off a used needle");
    expect(reply.kind).toBe("answer");
    expect(reply.citations.map((c) => c.policyId)).toContain("inc_02");
    expect(reply.text).toContain("Encourage the wound to bleed");
  });

  it("follows \"see <policy> for …\" in the middle of a sentence", async () => {
    const talk = ask("b");
    await talk("when does the shuttle bus stop running?");
    const reply = await talk("i missed the last shuttle after an emergency, now what");
    expect(reply.citations.map((c) => c.policyId)).toContain("taxi_04");
    expect(reply.text).toContain("claim up to 30 pounds");
  });
});
