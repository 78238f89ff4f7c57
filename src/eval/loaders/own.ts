/** The project's own multi-turn suite: YAML (or JSON) conversations on the sample knowledge base. */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";

export const OWN_DECISIONS = ["answer", "clarify", "not_found", "reset", "chitchat"] as const;
export type OwnDecision = (typeof OWN_DECISIONS)[number];

export interface OwnTurn {
  user: string;
  /** Acceptable decisions (usually one). */
  expect: OwnDecision[];
  /** answer: every id must be cited and the first citation must be one of them; clarify: every id must be offered. */
  cite: string[];
  /** answer: at least one of these must be cited, and the first citation must come from `cite` or here (either policy answers it). */
  citeAny: string[];
  /** Policies the reply must not cite (e.g. context that a reset should have dropped). */
  avoid: string[];
  /** Substrings the reply text must contain (used sparingly, for key figures). */
  says: string[];
}

export interface OwnConversation {
  id: string;
  lang: "en" | "zh";
  covers: string[];
  file: string;
  turns: OwnTurn[];
}

/** Reads every .yaml/.yml/.json file of `dir`; throws one error listing every problem found. */
export function loadOwnSuite(dir: string): OwnConversation[] {
  const files = readdirSync(dir).filter((f) => /\.(ya?ml|json)$/i.test(f)).sort();
  const problems: string[] = [];
  const out: OwnConversation[] = [];
  for (const file of files) {
    const raw = parseYaml(readFileSync(path.join(dir, file), "utf8")) as { conversations?: unknown[] } | null;
    out.push(...parseOwnConversations(raw?.conversations ?? [], file, problems));
  }
  const ids = new Set<string>();
  for (const c of out) {
    if (ids.has(c.id)) problems.push(`${c.file}: conversation id ${c.id} is used twice`);
    ids.add(c.id);
  }
  if (problems.length) throw new Error(`own suite has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  return out;
}

export function parseOwnConversations(list: unknown[], file: string, problems: string[]): OwnConversation[] {
  const out: OwnConversation[] = [];
  list.forEach((item, ci) => {
    const c = item as Record<string, unknown>;
    const id = typeof c.id === "string" ? c.id : `#${ci + 1}`;
    const where = `${file} ${id}`;
    if (typeof c.id !== "string") problems.push(`${where}: needs an id`);
    const lang = c.lang === "zh" ? "zh" : "en";
    const turns: OwnTurn[] = [];
    if (!Array.isArray(c.turns) || !c.turns.length) problems.push(`${where}: needs a non-empty turns list`);
    (Array.isArray(c.turns) ? c.turns : []).forEach((t: Record<string, unknown>, ti) => {
      const at = `${where} turn ${ti + 1}`;
      const expect = (Array.isArray(t.expect) ? t.expect : [t.expect]).map(String);
      for (const e of expect) if (!(OWN_DECISIONS as readonly string[]).includes(e)) problems.push(`${at}: expect ${e} is not one of ${OWN_DECISIONS.join(", ")}`);
      if (typeof t.user !== "string" || !t.user.trim()) problems.push(`${at}: needs the user's text`);
      const cite = strings(t.cite);
      const citeAny = strings(t.citeAny);
      if (expect.includes("answer") && expect.length === 1 && !cite.length && !citeAny.length) problems.push(`${at}: an answer turn needs cite or citeAny`);
      turns.push({ user: String(t.user ?? ""), expect: expect as OwnDecision[], cite, citeAny, avoid: strings(t.avoid), says: strings(t.says) });
    });
    out.push({ id, lang, covers: strings(c.covers), file, turns });
  });
  return out;
}

function strings(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  return (Array.isArray(v) ? v : [v]).map(String);
}
