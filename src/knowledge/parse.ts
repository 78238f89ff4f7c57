/** Turns one policy file (Markdown with optional YAML front matter, or plain text) into a SourceDoc. */
import { createHash } from "node:crypto";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { PolicybotError } from "../core/errors.js";
import type { SourceDoc } from "./types.js";

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const ID_PATTERN = /^[\p{L}\p{N}_.-]{1,128}$/u;

export const POLICY_EXTENSIONS = [".md", ".markdown", ".txt"];

function fail(relPath: string, problem: string, cause?: unknown): never {
  throw new PolicybotError("KB_PARSE_FAILED", `${relPath}: ${problem}`, { cause });
}

function optionalString(meta: Record<string, unknown>, key: string, relPath: string): string | undefined {
  const v = meta[key];
  if (v === undefined || v === null) return undefined;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === "string" || typeof v === "number") return String(v).trim() || undefined;
  fail(relPath, `front matter field "${key}" must be a string`);
}

export function parsePolicyFile(relPath: string, content: string): SourceDoc {
  const hash = createHash("sha256").update(content).digest("hex").slice(0, 16);
  if (content.includes("\u0000")) fail(relPath, "looks like a binary file, not text");
  let meta: Record<string, unknown> = {};
  let body = content.replace(/^\uFEFF/, "");
  const fm = FRONT_MATTER.exec(content);
  if (fm) {
    let parsed: unknown;
    try {
      parsed = parseYaml(fm[1]);
    } catch (err) {
      fail(relPath, `front matter is not valid YAML (${(err as Error).message.split("\n")[0]})`, err);
    }
    if (parsed !== null && parsed !== undefined && (typeof parsed !== "object" || Array.isArray(parsed))) {
      fail(relPath, "front matter must be a YAML mapping of fields (id, title, tags, ...)");
    }
    meta = (parsed ?? {}) as Record<string, unknown>;
    body = content.slice(fm[0].length);
  } else if (/^\uFEFF?---[ \t]*\r?\n/.test(content)) {
    fail(relPath, "front matter starts with --- but is never closed by a second --- line");
  }
  const fileId = path.basename(relPath).replace(/\.[^.]+$/, "");
  const policyId = optionalString(meta, "id", relPath) ?? fileId;
  if (!ID_PATTERN.test(policyId)) fail(relPath, `id ${JSON.stringify(policyId)} may only contain letters, digits, _ . -`);
  if (!body.trim()) fail(relPath, "has no text after the front matter");
  const heading = /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
  const firstLine = body.trim().split(/\r?\n/)[0].trim().slice(0, 120);
  const title = optionalString(meta, "title", relPath) ?? heading ?? (firstLine || fileId);
  const tagsRaw = meta.tags;
  let tags: string[] = [];
  if (Array.isArray(tagsRaw)) tags = tagsRaw.map(String);
  else if (typeof tagsRaw === "string") tags = tagsRaw.split(",").map((t) => t.trim()).filter(Boolean);
  else if (tagsRaw !== undefined && tagsRaw !== null) fail(relPath, 'front matter field "tags" must be a list');
  const url = optionalString(meta, "url", relPath);
  if (url && !/^https?:\/\//.test(url)) fail(relPath, `url ${JSON.stringify(url)} must start with http:// or https://`);
  return {
    policyId,
    title,
    body,
    source: relPath,
    tags,
    visibility: optionalString(meta, "visibility", relPath),
    effective: optionalString(meta, "effective", relPath),
    url,
    hash,
  };
}
