/** The Chinese utterance-rewrite corpus (Su et al., 2019): two context turns, the current turn, its human rewrite. */
import { existsSync, readFileSync } from "node:fs";

export interface ZhDialogue {
  line: number;
  /** Speaker A, then speaker B (the assistant). */
  context: [string, string];
  current: string;
  rewrite: string;
}

/** Every `every`-th line starting at line 1, at most `max` dialogues: a fixed, deterministic sample. */
export function loadZh(file: string, opts: { every?: number; max?: number } = {}): ZhDialogue[] {
  if (!existsSync(file)) throw new Error(`missing ${file}`);
  return sampleZh(parseZhCorpus(readFileSync(file, "utf8")), opts);
}

export function parseZhCorpus(text: string): ZhDialogue[] {
  const out: ZhDialogue[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const parts = line.split("\t").map((s) => s.trim()).filter((s) => s.length > 0);
    if (parts.length !== 4) return;
    out.push({ line: i + 1, context: [parts[0], parts[1]], current: parts[2], rewrite: parts[3] });
  });
  return out;
}

export function sampleZh(all: ZhDialogue[], opts: { every?: number; max?: number } = {}): ZhDialogue[] {
  const every = opts.every ?? 10;
  const max = opts.max ?? 2000;
  return all.filter((_, i) => i % every === 0).slice(0, max);
}
