/**
 * At most one run per key per interval, leading and trailing: the first call runs at once, calls during the
 * interval run once when it ends. A burst of 500 sign-ups then costs each open list two reloads a second at
 * most instead of 500, and the last change is always told.
 */
export class KeyedThrottle {
  private readonly windows = new Map<string, { timer: NodeJS.Timeout; pending: boolean }>();

  constructor(private readonly intervalMs: number) {}

  run(key: string, task: () => void): void {
    const window = this.windows.get(key);
    if (window) {
      window.pending = true;
      return;
    }
    task();
    this.open(key, task);
  }

  private open(key: string, task: () => void): void {
    const window = {
      pending: false,
      timer: setTimeout(() => {
        this.windows.delete(key);
        if (window.pending) this.run(key, task);
      }, this.intervalMs),
    };
    window.timer.unref();
    this.windows.set(key, window);
  }

  /** Drops what is waiting (shutdown). */
  close(): void {
    for (const window of this.windows.values()) clearTimeout(window.timer);
    this.windows.clear();
  }
}
