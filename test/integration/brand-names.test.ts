/** Things named by brand ("airpods", "yubikey"), read as what policies call them, through the real pipeline. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const sample = conversations("brand-names");
const logistics = conversations("brand-names-logistics", { knowledgeDir: path.join(REPO, "test/eval/logistics/knowledge") });

describe("things named by brand", () => {
  // Both had found nothing, or offered lost receipts, cards and laptops to choose from.
  it("reads a yubikey as the hardware security key whose loss is reported within 24 hours", async () => {
    const reply = await sample()("lost my yubikey on the metro");
    expect(cited(reply)).toEqual(["policy_013"]);
    expect(reply.text).toContain("A lost security key must be reported to IT within 24 hours");
  });

  it("reads airpods as the earbuds a warehouse floor forbids", async () => {
    const reply = await logistics()("can i wear my airpods while im picking? music helps me get through it");
    expect(cited(reply)).toEqual(["lg_011"]);
    expect(reply.text).toContain("headphones or earbuds must not be worn");
  });
});
