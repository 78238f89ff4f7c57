/** A local OpenAI-compatible server for the real `openai` SDK: chat completions and embeddings. */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}

export interface FakeOpenAI {
  baseURL: string;
  requests: { path: string; body: unknown; auth?: string }[];
  /** Decides each chat reply; throw or return a number to answer with that HTTP status. */
  chat: (req: ChatRequest) => string | number;
  embed: (input: string[]) => number[][];
  close(): Promise<void>;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const fake: FakeOpenAI = {
    baseURL: "",
    requests: [],
    chat: () => "ok",
    embed: (input) => input.map((t) => [t.length % 7, 1, (t.charCodeAt(0) || 0) % 5, 0.5]),
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : {};
      fake.requests.push({ path: req.url ?? "", body, auth: req.headers.authorization });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(payload));
      };
      if (req.url?.endsWith("/chat/completions")) {
        const out = fake.chat(body as ChatRequest);
        if (typeof out === "number") return send(out, { error: { message: "fake failure", type: "server_error" } });
        return send(200, {
          id: "chatcmpl-fake", object: "chat.completion", created: 0, model: body.model,
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: out } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        });
      }
      if (req.url?.endsWith("/embeddings")) {
        const input: string[] = Array.isArray(body.input) ? body.input : [body.input];
        return send(200, {
          object: "list", model: body.model,
          data: fake.embed(input).map((embedding, index) => ({ object: "embedding", index, embedding })),
          usage: { prompt_tokens: 1, total_tokens: 1 },
        });
      }
      send(404, { error: { message: `no route ${req.url}` } });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); });
  return fake;
}
