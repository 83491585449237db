/**
 * At most one run per key per interval, leading and trailing: the first call runs at once (or, with
 * `{ leading: false }`, when the interval ends), calls during the interval run once when it ends. A burst of
 * 500 sign-ups then costs each open list one reload a second at most instead of 500, and the last change is
 * always told.
 */
export class KeyedThrottle {
  private readonly windows = new Map<string, { timer: NodeJS.Timeout; pending: boolean }>();

  constructor(private readonly intervalMs: number) {}

  run(key: string, task: () => void, options: { leading?: boolean } = {}): void {
    const window = this.windows.get(key);
    if (window) {
      window.pending = true;
      return;
    }
    const leading = options.leading ?? true;
    if (leading) task();
    this.open(key, task, !leading);
  }

  private open(key: string, task: () => void, pending: boolean): void {
    const window = {
      pending,
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
