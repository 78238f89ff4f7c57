/** A thing left on a bus or in a café is lost, on two knowledge bases (the sample's and the hospital's dev set). */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const sample = conversations("sample");
const hospital = conversations("hospital", { knowledgeDir: path.join(REPO, "test/eval/hospital/knowledge") });

describe("a thing left behind", () => {
  it("reads a laptop left in a café as lost, not as one left unattended", async () => {
    const reply = await sample()("i left a company laptop in a cafe yesterday, what do i do");
    expect(cited(reply)).toEqual(["policy_012"]);
    expect(reply.text).toContain("Lost or stolen laptops and phones must be reported to the IT service desk within 24 hours");
  });

  it("reads a pager left on the bus as lost, and finds the rule for lost devices", async () => {
    const reply = await hospital()("think i left the pager on the bus, what now");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["kb_011"]);
    expect(reply.text).toContain("is lost or stolen, report it to the IT Service Desk");
  });
});
