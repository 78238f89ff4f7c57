/** The parts of a reply around its text: citations checked against retrieval, and the clarifying question. */
import { phrases, type Lang } from "./phrases.js";
import type { Citation, ClarifyOption, PolicyHit, RetrievedChunk } from "./types.js";

export function citationFor(chunk: RetrievedChunk): Citation {
  return { policyId: chunk.policyId, title: chunk.title, section: chunk.section, url: chunk.url, chunkId: chunk.chunkId };
}

/** Keeps only citations whose policy was actually retrieved this turn: the bot never invents a source. */
export function verifyCitations(citations: Citation[], retrieved: RetrievedChunk[]): Citation[] {
  const ids = new Set(retrieved.map((c) => c.policyId));
  const seen = new Set<string>();
  return citations.filter((c) => ids.has(c.policyId) && !seen.has(c.policyId) && seen.add(c.policyId));
}

export function answerText(extract: string, citations: Citation[]): string {
  return `${extract} ${citations.map((c) => `[${c.policyId}]`).join(" ")}`.trim();
}

/** The clarifying question: which policy applies, or (given `reference`) what the question points at. */
export function clarifyReply(candidates: PolicyHit[], lang: Lang, reference?: string): { text: string; options: ClarifyOption[] } {
  const say = phrases(lang);
  const intro = reference ? say.whichThing(reference, candidates.length > 0) : say.clarify;
  const options = candidates.map((p) => ({
    label: `${p.policyId} · ${p.title}`.slice(0, 75),
    value: `[${p.policyId}] ${p.title}`,
    policyId: p.policyId,
  }));
  const list = candidates.map((p) => `• [${p.policyId}] ${p.title}${p.chunks[0]?.section ? ` — ${p.chunks[0].section}` : ""}`).join("\n");
  return { text: list ? `${intro}\n${list}` : intro, options };
}
