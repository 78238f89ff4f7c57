/** TREC CAsT 2020/2021 topics: raw, human (manual) and organisers' automatic rewrites, and 2021 answer passages. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface CastTurn {
  id: string;
  raw: string;
  manual: string;
  automatic: string;
  /** 2021: the passage shown as the system's answer to this turn. */
  passage?: string;
}

export interface CastTopic {
  id: string;
  turns: CastTurn[];
}

export function castFile(dir: string, year: number): string {
  return path.join(dir, String(year), `${year}_manual_evaluation_topics_v1.0.json`);
}

export function loadCast(dir: string, year: number): CastTopic[] {
  const file = castFile(dir, year);
  if (!existsSync(file)) throw new Error(`missing ${file}`);
  return parseCastTopics(JSON.parse(readFileSync(file, "utf8")));
}

interface RawTopic {
  number: number | string;
  turn: {
    number: number | string;
    raw_utterance: string;
    manual_rewritten_utterance?: string;
    automatic_rewritten_utterance?: string;
    passage?: string;
  }[];
}

export function parseCastTopics(raw: unknown): CastTopic[] {
  if (!Array.isArray(raw)) throw new Error("CAsT topics file is not a JSON array");
  return (raw as RawTopic[]).map((t) => ({
    id: String(t.number),
    turns: t.turn.map((u) => ({
      id: `${t.number}_${u.number}`,
      raw: u.raw_utterance,
      manual: u.manual_rewritten_utterance ?? u.raw_utterance,
      automatic: u.automatic_rewritten_utterance ?? u.raw_utterance,
      passage: u.passage?.trim() ? u.passage : undefined,
    })),
  }));
}
