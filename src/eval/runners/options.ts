/** Options every suite runner accepts. */
export interface RunOptions {
  /** The suite's dataset folder (or file). */
  dir: string;
  /** Only the first N items (quick runs). */
  limit?: number;
  /** Dialogues replayed in parallel. */
  concurrency?: number;
  progress?: (done: number, total: number) => void;
}
