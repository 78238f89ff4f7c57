/** Per-turn timing and trace building. */
import { randomUUID } from "node:crypto";
import type { StageTiming, TurnTrace } from "./types.js";

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
