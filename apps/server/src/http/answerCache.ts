/**
 * Keeps computed answers for a short time, one computation at a time per key. For answers that are the same
 * for every visitor and that many load at once (the lists after a live event, the public tables). After
 * `ttlMs` an answer may still be served for `staleMs` while a fresh one is computed in the background, so no
 * visitor waits on the refresh of a popular answer; past that, the next visitor waits for a fresh one.
 */
export class AnswerCache<V> {
  private readonly entries = new Map<
    string,
    { value: Promise<V>; expires: number; ready: boolean; refreshing: boolean }
  >();

  constructor(
    private readonly ttlMs: number,
    private readonly options: { staleMs?: number; now?: () => number; maxEntries?: number } = {},
  ) {}

  /** Forgets the answers whose key starts with the prefix (a change made here is seen at once). */
  forget(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const time = (this.options.now ?? Date.now)();
    const entry = this.entries.get(key);
    if (entry && entry.expires > time) return entry.value;
    if (entry?.ready && entry.expires + (this.options.staleMs ?? 0) > time) {
      if (!entry.refreshing) {
        entry.refreshing = true;
        compute().then(
          (value) => {
            if (this.entries.get(key) === entry) this.store(key, Promise.resolve(value), true);
          },
          () => {
            entry.refreshing = false;
          },
        );
      }
      return entry.value;
    }
    return this.store(key, compute(), false);
  }

  private store(key: string, value: Promise<V>, ready: boolean): Promise<V> {
    if (this.entries.size >= (this.options.maxEntries ?? 1_000)) this.entries.clear();
    const entry = { value, expires: (this.options.now ?? Date.now)() + this.ttlMs, ready, refreshing: false };
    this.entries.set(key, entry);
    value.then(
      () => {
        entry.ready = true;
      },
      // A failed computation is not kept: the next request tries again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }
}
