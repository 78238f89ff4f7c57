/**
 * Cuts a document along headings, then paragraphs, into chunks small enough that a citation
 * points at the right section. Offsets always refer to SourceDoc.body.
 */
import { sentences } from "../core/text.js";
import type { Chunk, SourceDoc } from "./types.js";

export interface ChunkOptions {
  /** Chunks grow paragraph by paragraph up to this many characters. */
  targetChars: number;
  /** A single paragraph longer than this is split at sentence boundaries. */
  maxChars: number;
}

export const DEFAULT_CHUNKING: ChunkOptions = { targetChars: 700, maxChars: 1200 };

interface Span {
  start: number;
  end: number;
}

interface Section {
  path: string;
  spans: Span[];
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

function sectionsOf(body: string, title: string): Section[] {
  const sections: Section[] = [];
  const stack: { level: number; text: string }[] = [];
  let current: Section = { path: "", spans: [] };
  let para: Span | null = null;
  let offset = 0;
  const closePara = () => {
    if (para) current.spans.push(para);
    para = null;
  };
  for (const line of body.split("\n")) {
    const lineStart = offset;
    offset += line.length + 1;
    const h = HEADING.exec(line.trim());
    if (h) {
      closePara();
      if (current.spans.length) sections.push(current);
      const level = h[1].length;
      while (stack.length && stack[stack.length - 1].level >= level) stack.pop();
      stack.push({ level, text: h[2] });
      // The document's own H1 title adds nothing to a section path.
      const path = stack.filter((s) => !(s.level === 1 && s.text === title)).map((s) => s.text).join(" > ");
      current = { path, spans: [] };
      continue;
    }
    if (!line.trim()) {
      closePara();
      continue;
    }
    const end = lineStart + line.replace(/\s+$/, "").length;
    if (para) para.end = end;
    else para = { start: lineStart + (line.length - line.trimStart().length), end };
  }
  closePara();
  if (current.spans.length) sections.push(current);
  return sections;
}

/** Splits an over-long paragraph at sentence ends, or hard-wraps text with none. */
function splitLong(body: string, span: Span, maxChars: number): Span[] {
  if (span.end - span.start <= maxChars) return [span];
  const out: Span[] = [];
  let cur: Span | null = null;
  for (const s of sentences(body.slice(span.start, span.end))) {
    const abs = { start: span.start + s.start, end: span.start + s.end };
    if (cur && abs.end - cur.start > maxChars) {
      out.push(cur);
      cur = null;
    }
    if (!cur) cur = { ...abs };
    else cur.end = abs.end;
    while (cur.end - cur.start > maxChars) {
      out.push({ start: cur.start, end: cur.start + maxChars });
      cur = { start: cur.start + maxChars, end: cur.end };
    }
  }
  if (cur) out.push(cur);
  return out;
}

export function chunkDocument(doc: SourceDoc, options: ChunkOptions = DEFAULT_CHUNKING): Chunk[] {
  const chunks: Chunk[] = [];
  for (const section of sectionsOf(doc.body, doc.title)) {
    let cur: Span | null = null;
    const flush = () => {
      if (!cur) return;
      const text = doc.body.slice(cur.start, cur.end);
      chunks.push({
        chunkId: `${doc.policyId}#${chunks.length}`,
        policyId: doc.policyId,
        title: doc.title,
        section: section.path,
        text,
        start: cur.start,
        end: cur.end,
        source: doc.source,
        hash: doc.hash,
        visibility: doc.visibility,
        url: doc.url,
        tags: doc.tags,
      });
      cur = null;
    };
    for (const para of section.spans.flatMap((s) => splitLong(doc.body, s, options.maxChars))) {
      if (cur && para.end - cur.start > options.targetChars) flush();
      if (!cur) cur = { ...para };
      else cur.end = para.end;
    }
    flush();
  }
  return chunks;
}
