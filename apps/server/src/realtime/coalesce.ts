/**
 * Runs one task per key at a time. A request that arrives while its key's task runs makes the task run once
 * more afterwards, however many arrive: a burst of roster changes costs two reads, and the last snapshot sent
 * is always read after the last change committed, so watchers never end on an older roster.
 */
export class KeyedCoalescer {
  private readonly running = new Map<string, { again: boolean; done: Promise<void> }>();

  isRunning(key: string): boolean {
    return this.running.has(key);
  }

  run(key: string, task: () => Promise<void>): Promise<void> {
    const current = this.running.get(key);
    if (current) {
      current.again = true;
      return current.done;
    }
    const state = { again: false, done: Promise.resolve() };
    this.running.set(key, state);
    state.done = (async () => {
      try {
        do {
          state.again = false;
          await task();
        } while (state.again);
      } finally {
        this.running.delete(key);
      }
    })();
    return state.done;
  }
}
