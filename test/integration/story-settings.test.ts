/**
 * Where and when a story happens ("under a sofa in the lounge", "this morning") sets the scene; it does not make the
 * question about something no policy covers. Beside it, a weight lifted on my own, which the policies put as kg lifted
 * by one person.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const hotel = conversations("hospitality", { knowledgeDir: path.join(REPO, "test/eval/hospitality/knowledge") });
const software = conversations("software", { knowledgeDir: path.join(REPO, "test/eval/software/knowledge") });

describe("a question told with where and when it happened", () => {
  it("answers a find in a place the policies never name from the lost-property rules", async () => {
    const reply = await hotel()("Found a laptop behind a sofa in the lounge after the christening last night, what do I do with it?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_010"]);
    expect(reply.text).toContain("kept in the safe");
  });

  it("reads leaving a phone somewhere this morning as losing it", async () => {
    const reply = await software()("left my phone on the ferry this morning, what now");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["sw_004"]);
    expect(reply.text).toContain("within 24 hours");
  });
});

describe("everyday words for a weight limit", () => {
  const logistics = conversations("logistics", { knowledgeDir: path.join(REPO, "test/eval/logistics/knowledge") });

  it("reads a weight lifted on my own as the policy's kg lifted by one person", async () => {
    const reply = await logistics()("is there a weight limit for lifting boxes on my own?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["lg_007"]);
    expect(reply.text).toContain("25 kg");
  });
});

describe("a story typed in lower case, its question after a full stop", () => {
  const hospital = conversations("hospital-story", { knowledgeDir: path.join(REPO, "test/eval/hospital/knowledge") });

  // "…at the desk. what am I supposed to do": the question starts a sentence of its own, so the story's
  // words the policies never use ("son", "cup") set the scene instead of counting as the subject.
  it("answers from the incident-reporting policy instead of saying nothing covers it", async () => {
    const reply = await hospital()("a patient's son just kicked off at me at the nurses station and chucked a cup at the desk. what am I supposed to do");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["kb_010"]);
  });

  it("answers unpaid after-shift work from the hours-worked rules", async () => {
    const reply = await software()('yo so im on the support team (hourly) and my manager keeps pinging me on slack like an hour after my shift ends asking me to "just quickly check" tickets. is that legit?? do i get paid for that');
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["sw_012"]);
    expect(reply.text).toContain("hours worked");
  });
});
