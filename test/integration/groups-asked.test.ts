/** A question that names several groups ("drivers and office staff") gets each group's line of the list. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const logistics = conversations("groups-asked", { knowledgeDir: path.join(REPO, "test/eval/logistics/knowledge") });

describe("groups a question names", () => {
  it("quotes the line for each group named", async () => {
    const out = await logistics()("whats the difference between sick pay for drivers and office staff");
    expect(cited(out)).toEqual(["lg_003"]);
    expect(out.text).toContain("warehouse operatives and drivers: up to 10 working days");
    expect(out.text).toContain("office staff: up to 20 working days");
  });

  it("quotes only the asker's own line when they say who they are", async () => {
    const out = await logistics()("im office staff, how much sick pay do i get");
    expect(out.text).toContain("office staff: up to 20 working days");
    expect(out.text).not.toContain("drivers: up to 10");
  });
});
