/**
 * Background work after Slack has been acknowledged: runs jobs one at a time per conversation (so a quick
 * follow-up sees the previous answer) and keeps track of them so shutdown can wait for replies in flight.
 */
export class WorkQueue {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly running = new Set<Promise<void>>();

  /** Runs `job` after earlier jobs with the same key; settles as the job does (a failure does not block the next job). */
  run<T>(key: string, job: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(job);
    const settled: Promise<void> = result.then(
      () => {},
      () => {},
    );
    this.tails.set(key, settled);
    this.running.add(settled);
    void settled.then(() => {
      this.running.delete(settled);
      if (this.tails.get(key) === settled) this.tails.delete(key);
    });
    return result;
  }

  /** Counts `work` as in flight until it settles (for `idle()`); returns it unchanged. */
  track<T>(work: Promise<T>): Promise<T> {
    const settled: Promise<void> = work.then(
      () => {},
      () => {},
    );
    this.running.add(settled);
    void settled.then(() => this.running.delete(settled));
    return work;
  }

  get size(): number {
    return this.running.size;
  }

  /** Resolves when every job started so far has finished, or after `timeoutMs`. */
  async idle(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.running.size && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
      await Promise.race([Promise.all([...this.running]), timeout]);
      clearTimeout(timer);
    }
  }
}
