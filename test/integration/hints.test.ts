/**
 * The bot's own hints (empty message, greeting, nothing found) name the knowledge base's policies:
 * on a hospital's policies it must not suggest the sample's "hotel limit".
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, testRuntime } from "../helpers/runtime.js";

const HOSPITAL = path.join(REPO, "test/eval/hospital/knowledge");
type Rt = Awaited<ReturnType<typeof testRuntime>>;

describe("hints drawn from the knowledge base", () => {
  let rt: Rt;
  let seq = 0;
  const ask = (text: string) => rt.bot.ask({ conversationId: `console:hint-${++seq}`, userId: "U1", text });
  beforeAll(async () => {
    rt = await testRuntime({ knowledgeDir: HOSPITAL });
  }, 60_000);
  afterAll(async () => rt?.close());

  it("answers an empty message with examples from this knowledge base", async () => {
    const reply = await ask("   ");
    expect(reply.kind).toBe("chitchat");
    expect(reply.text).toContain("“Shift Swaps and Overtime”");
    expect(reply.text).not.toMatch(/hotel/i);
  });

  it("says what it does cover when nothing fits, nearest topics first", async () => {
    const reply = await ask("Can I bring my dog to the office on Fridays?");
    expect(reply.kind).toBe("not_found");
    expect(reply.citations).toEqual([]);
    const named = [...reply.text.matchAll(/“([^”]+)”/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    const titles = rt.kb.policies?.().map((p) => p.title) ?? [];
    for (const name of named) expect(titles).toContain(name);
    expect(reply.text).not.toMatch(/hotel/i);
  });

  it("shows one of this knowledge base's ids in the help text", async () => {
    const reply = await ask("help");
    expect(reply.text).toContain("[kb_001]");
  });

  it("greets in Chinese with the same titles", async () => {
    const reply = await ask("你好");
    expect(reply.kind).toBe("chitchat");
    expect(reply.text).toMatch(/例如“[^”]+”/);
    expect(reply.text).not.toContain("差旅");
  });
});
