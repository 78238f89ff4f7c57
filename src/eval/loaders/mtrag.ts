/** MTRAG-UN generation tasks: history, reference passages and an answerability label per task. */
import { existsSync, readFileSync } from "node:fs";
import type { DialogueTurn } from "../types.js";

export type Answerability = "ANSWERABLE" | "PARTIAL" | "UNANSWERABLE" | "UNDERSPECIFIED";

export interface MtragPassage {
  id: string;
  title?: string;
  text: string;
}

export interface MtragTask {
  id: string;
  collection: string;
  answerability: Answerability;
  history: DialogueTurn[];
  question: string;
  contexts: MtragPassage[];
}

export function loadMtrag(file: string): MtragTask[] {
  if (!existsSync(file)) throw new Error(`missing ${file}`);
  return parseMtrag(readFileSync(file, "utf8"));
}

interface RawTask {
  task_id: string;
  Collection?: string;
  collection?: string;
  answerability: string[] | string;
  input: { speaker: string; text: string }[];
  contexts?: { document_id: string; text: string; title?: string }[];
}

export function parseMtrag(jsonl: string): MtragTask[] {
  const tasks: MtragTask[] = [];
  for (const line of jsonl.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const raw = JSON.parse(line) as RawTask;
    const turns: DialogueTurn[] = raw.input.map((t) => ({ role: t.speaker === "user" ? "user" : "agent", text: t.text.trim() }));
    const current = turns.pop();
    if (!current || current.role !== "user") continue;
    const label = (Array.isArray(raw.answerability) ? raw.answerability[0] : raw.answerability).toUpperCase() as Answerability;
    tasks.push({
      id: raw.task_id,
      collection: raw.Collection ?? raw.collection ?? "unknown",
      answerability: label,
      history: turns,
      question: current.text,
      contexts: (raw.contexts ?? []).map((c) => ({ id: c.document_id, title: c.title, text: c.text })),
    });
  }
  return tasks;
}

/** Expected decision for an answerability label. */
export function expectedDecision(label: Answerability): "answer" | "not_found" | "clarify" {
  if (label === "UNANSWERABLE") return "not_found";
  if (label === "UNDERSPECIFIED") return "clarify";
  return "answer";
}

/** All distinct passages of one collection (first text wins for a repeated id). */
export function collectionPassages(tasks: MtragTask[], collection: string): MtragPassage[] {
  const seen = new Map<string, MtragPassage>();
  for (const t of tasks) {
    if (t.collection !== collection) continue;
    for (const c of t.contexts) if (!seen.has(c.id)) seen.set(c.id, c);
  }
  return [...seen.values()];
}
