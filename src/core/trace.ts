/** Per-turn timing and trace building. */
import { randomUUID } from "node:crypto";
import type { Citation, SearchResult, StageTiming, TurnTrace } from "./types.js";

export class StageTimer {
  readonly timings: StageTiming[] = [];
  private last = performance.now();

  /** Records the time since the previous mark under `stage`. */
  mark(stage: string): void {
    const now = performance.now();
    this.timings.push({ stage, ms: Math.round((now - this.last) * 100) / 100 });
    this.last = now;
  }
}

export function newTurnId(): string {
  return randomUUID();
}

export function startTrace(turnId: string, conversationId: string, userId: string, text: string, at: number): TurnTrace {
  return { turnId, conversationId, userId, at, original: text, retrieved: [], policies: [], decision: "error", citations: [], timings: [] };
}

/** Where each citation's passage sits in its source. */
export function citedChunks(citations: Citation[], result: SearchResult): NonNullable<TurnTrace["citedChunks"]> {
  const chunks = result.policies.flatMap((p) => p.chunks);
  return citations.flatMap((c) => {
    const chunk = chunks.find((ch) => ch.chunkId === c.chunkId) ?? chunks.find((ch) => ch.policyId === c.policyId);
    return chunk ? [{ policyId: chunk.policyId, chunkId: chunk.chunkId, section: chunk.section, start: chunk.start, end: chunk.end }] : [];
  });
}

export function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
