/** LLM mode through the real openai SDK against a local fake endpoint, including a dead endpoint. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createLanguageModel } from "../../src/llm/create-llm.js";
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from "../fakes/openai-server.js";
import { testRuntime } from "../helpers/runtime.js";

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());

const system = (req: ChatRequest) => req.messages[0].content;

async function llmRuntime(baseURL: string, env: Record<string, string> = {}) {
  const llm = createLanguageModel(loadConfig({ OPENAI_BASE_URL: baseURL, OPENAI_API_KEY: "sk-test-secret", OPENAI_MODEL: "fake-model", OPENAI_TIMEOUT_MS: "2000" }));
  return testRuntime({ llm: llm ?? null, env });
}

describe("LLM mode", () => {
  it("uses the model to rewrite follow-ups and to answer, keeping only citations that retrieval returned", async () => {
    fake.chat = (req) => {
      if (system(req).startsWith("Rewrite")) return "Sales client visit hotel limit per night in a tier-2 city";
      if (system(req).startsWith("Answer")) return "Sales staff may spend up to 450 CNY a night in tier-2 cities [policy_002]. See also [policy_999].";
      return "summary";
    };
    const rt = await llmRuntime(fake.baseURL);
    try {
      const ask = (text: string) => rt.bot.ask({ conversationId: "console:llm1", userId: "U1", text });
      await ask("Sales visiting a client in a tier-1 city: max hotel per night?");
      const r = await ask("What about tier-2 cities?");
      expect(r.kind).toBe("answer");
      expect(r.rewrittenQuery).toBe("Sales client visit hotel limit per night in a tier-2 city");
      expect(r.text).toContain("450");
      // policy_999 was never retrieved, so it is not a citation.
      expect(r.citations.map((c) => c.policyId)).toEqual(["policy_002"]);
      expect(r.text).not.toContain("policy_999");
      const auth = fake.requests.find((q) => q.path.endsWith("/chat/completions"))?.auth;
      expect(auth).toBe("Bearer sk-test-secret");
    } finally {
      await rt.close();
    }
  });

  it("falls back to the offline answer when the endpoint fails", async () => {
    fake.chat = () => 500;
    const rt = await llmRuntime(fake.baseURL);
    try {
      const r = await rt.bot.ask({ conversationId: "console:llm2", userId: "U1", text: "Sales visiting a client in a tier-1 city: max hotel per night?" });
      expect(r.kind).toBe("answer");
      expect(r.text).toContain("650");
      expect(r.citations.map((c) => c.policyId)).toEqual(["policy_002"]);
    } finally {
      await rt.close();
    }
  });

  it("still answers when the endpoint is dead (connection refused)", async () => {
    const dead = await startFakeOpenAI();
    const url = dead.baseURL;
    await dead.close();
    const rt = await llmRuntime(url);
    try {
      const ask = (text: string) => rt.bot.ask({ conversationId: "console:llm3", userId: "U1", text });
      await ask("销售去一线城市拜访客户，住宿费最多多少？");
      const r = await ask("那二线城市呢？");
      expect(r.kind).toBe("answer");
      expect(r.text).toContain("450");
    } finally {
      await rt.close();
    }
  });

  it("ignores a model answer that cites nothing it retrieved", async () => {
    fake.chat = (req) => (system(req).startsWith("Answer") ? "The limit is 9999 [policy_777]." : "x");
    const rt = await llmRuntime(fake.baseURL);
    try {
      const r = await rt.bot.ask({ conversationId: "console:llm4", userId: "U1", text: "Interns: hotel limit per night?" });
      expect(r.text).not.toContain("9999");
      expect(r.citations.map((c) => c.policyId)).toEqual(["policy_003"]);
    } finally {
      await rt.close();
    }
  });

  it("lets the model write the rolling summary when old turns are folded", async () => {
    fake.chat = (req) => (system(req).startsWith("Update the running summary") ? "User is in sales; asked about tier-1 hotel limits (policy_002)." : "x");
    const rt = await llmRuntime(fake.baseURL, { POLICYBOT_HISTORY_BUDGET_CHARS: "300" });
    try {
      const ask = (text: string) => rt.bot.ask({ conversationId: "console:llm5", userId: "U1", text });
      for (const q of ["Sales visiting a client in a tier-1 city: max hotel per night?", "What about tier-2 cities?", "And the client meal limit?", "Who approves client-visit trips?"]) await ask(q);
      const record = await rt.store.load("console:llm5");
      expect(record!.summary).toBe("User is in sales; asked about tier-1 hotel limits (policy_002).");
    } finally {
      await rt.close();
    }
  });
});
