/** A group the question names that the answering policy never mentions, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const sample = conversations("unmentioned-groups");

describe("a group the answering policy never names", () => {
  it("says the overtime policy does not mention interns, rather than pass its general rule as theirs", async () => {
    const reply = await sample()("do interns get paid overtime?");
    expect(cited(reply)).toEqual(["policy_019"]);
    expect(reply.text).toContain("does not mention “interns”");
  });

  it("says nothing of the kind when the policy names them", async () => {
    const reply = await sample()("do interns get a corporate card?");
    expect(reply.text).toContain("Interns and contractors are not eligible");
    expect(reply.text).not.toContain("does not mention");
  });

  it("says so of the reader's own role", async () => {
    const reply = await sample()("I'm an intern, do I get paid overtime?");
    expect(cited(reply)).toEqual(["policy_019"]);
    expect(reply.text).toContain("does not mention “intern”");
  });

  it("keeps saying so on a follow-up that still asks for them, and not once another group is asked about", async () => {
    const ask = sample();
    await ask("do interns get annual leave?");
    const sick = await ask("what about sick leave?");
    expect(cited(sick)).toEqual(["policy_008"]);
    expect(sick.text).toContain("does not mention “interns”");

    const other = sample();
    await other("do interns get annual leave?");
    const contractors = await other("what about contractors?");
    expect(contractors.text).toContain("does not mention “contractors”");
    expect(contractors.text).not.toContain("interns");
  });

  it("says so in Chinese, on the question and on its follow-up", async () => {
    const ask = sample();
    const leave = await ask("实习生有年假吗？");
    expect(cited(leave)).toEqual(["policy_007"]);
    expect(leave.text).toContain("没有提到实习生");
    const sick = await ask("那病假呢？");
    expect(cited(sick)).toEqual(["policy_008"]);
    expect(sick.text).toContain("没有提到实习生");
  });
});
