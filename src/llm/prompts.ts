/** Prompts for the LLM stages. Outputs are parsed defensively: the offline stage is always the fallback. */
import type { ChatMessage } from "../core/ports.js";
import type { Message, PolicyHit } from "../core/types.js";

export function rewritePrompt(summary: string, history: Message[], question: string): ChatMessage[] {
  const lines = history.slice(-8).map((m) => `${m.role === "user" ? "User" : "Assistant"}: ${m.text.slice(0, 500)}`);
  return [
    {
      role: "system",
      content:
        "Rewrite the user's last message into one standalone search query about company policy. Keep every detail from the conversation that the question depends on (role, department, place, dates, amounts) and replace what the new message changes. Answer with the query only, in the user's language.",
    },
    { role: "user", content: `${summary ? `Summary of earlier conversation:\n${summary}\n\n` : ""}Conversation:\n${lines.join("\n")}\n\nLast message: ${question}\n\nStandalone query:` },
  ];
}

export function answerPrompt(question: string, policies: PolicyHit[], lang: "en" | "zh"): ChatMessage[] {
  const sources = policies
    .flatMap((p) => p.chunks.slice(0, 2).map((c) => `[${p.policyId}] ${p.title} — ${c.section}\n${c.text}`))
    .join("\n\n");
  return [
    {
      role: "system",
      content:
        `Answer the employee's question using only the policy excerpts. Be brief (at most 4 sentences). Cite every policy you use as [policy_id] exactly as given. If the excerpts do not answer the question, reply exactly NOT_FOUND. Reply in ${lang === "zh" ? "Chinese" : "English"}.`,
    },
    { role: "user", content: `Policy excerpts:\n${sources}\n\nQuestion: ${question}` },
  ];
}

export function summaryPrompt(previous: string, folded: Message[]): ChatMessage[] {
  const lines = folded.map((m) => `${m.role === "user" ? "User" : "Assistant"}: ${m.text.slice(0, 600)}`);
  return [
    {
      role: "system",
      content:
        "Update the running summary of a conversation about company policies. Keep facts later questions depend on: who the user is (role, department), places, dates, amounts, and which policy ids were cited. At most 6 short lines.",
    },
    { role: "user", content: `Current summary:\n${previous || "(empty)"}\n\nNew messages:\n${lines.join("\n")}\n\nUpdated summary:` },
  ];
}

/** Policy ids the model cited, in order, without repeats. */
export function citedIds(text: string): string[] {
  return [...new Set([...text.matchAll(/\[([\p{L}\p{N}_.-]+)\]/gu)].map((m) => m[1]))];
}
