/** doc2dial (validation split, reading-comprehension CSV inside a ZIP): documents and replayable user turns. */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { parseCsvObjects } from "../csv.js";
import type { DialogueTurn } from "../types.js";
import { readZipFileMember } from "../zip.js";

export interface Doc2DialDoc {
  /** The document id (`title` column), e.g. "Top 5 DMV Mistakes and How to Avoid Them#3_0". */
  id: string;
  domain: string;
  /** The full document text; answer offsets point into it. */
  text: string;
}

export interface Doc2DialTurn {
  id: string;
  /** Earlier turns, oldest first (the dataset truncates very long histories). */
  history: DialogueTurn[];
  question: string;
  docId: string;
  /** Offset of the gold answer span in the document text. */
  answerStart: number;
  /** 1 for the first user turn, 2 for the next, ... (counted in the possibly truncated history). */
  depth: number;
}

export interface Doc2DialData {
  docs: Doc2DialDoc[];
  turns: Doc2DialTurn[];
}

export function findDoc2DialZip(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  const zip = readdirSync(dir).find((f) => f.endsWith(".zip"));
  return zip ? path.join(dir, zip) : undefined;
}

export function loadDoc2Dial(dir: string): Doc2DialData {
  const zip = findDoc2DialZip(dir);
  if (!zip) throw new Error(`no doc2dial .zip in ${dir}`);
  return parseDoc2DialCsv(readZipFileMember(zip).toString("utf8"));
}

export function parseDoc2DialCsv(csv: string): Doc2DialData {
  const docs = new Map<string, Doc2DialDoc>();
  const turns: Doc2DialTurn[] = [];
  for (const row of parseCsvObjects(csv)) {
    const docId = row.title;
    if (!docs.has(docId)) docs.set(docId, { id: docId, domain: row.domain, text: row.context });
    const all = parseHistory(row.question);
    const current = all.pop();
    if (!current || current.role !== "user") continue;
    const match = /'answer_start':\s*\[\s*(\d+)/.exec(row.answers);
    turns.push({
      id: row.id,
      history: all,
      question: current.text,
      docId,
      answerStart: match ? Number(match[1]) : -1,
      depth: all.filter((t) => t.role === "user").length + 1,
    });
  }
  return { docs: [...docs.values()], turns };
}

/** `question` holds the dialogue newest first, TAB-separated, each turn prefixed `user:` or `agent:`. Returns oldest first. */
export function parseHistory(question: string): DialogueTurn[] {
  const out: DialogueTurn[] = [];
  for (const seg of question.split("\t")) {
    const s = seg.trim();
    if (!s) continue;
    const m = /^(user|agent):\s*/i.exec(s);
    if (!m) {
      // A piece without a prefix continues the turn after it (older text cut by truncation): keep it with that turn.
      if (out.length) out[out.length - 1].text += ` ${s}`;
      continue;
    }
    out.push({ role: m[1].toLowerCase() === "user" ? "user" : "agent", text: s.slice(m[0].length).trim() });
  }
  return out.reverse();
}

/** The human-readable title part of a doc2dial id ("Title#3_0" → "Title"). */
export function doc2dialTitle(docId: string): string {
  return docId.replace(/#[^#]*$/, "");
}
