interface Entry<V> {
  value: Promise<V>;
  expires: number;
  ready: boolean;
  refreshing: boolean;
  /** What `version` answered just before the value was computed; undefined without a version. */
  version: unknown;
  written: number;
}

interface AnswerCacheOptions {
  /** How long an expired answer may still be served while a fresh one is computed in the background. */
  staleMs?: number;
  /**
   * A cheap read of a number that changes whenever the answers may have: at expiry an answer whose version is
   * unchanged is kept for another interval instead of computed again, up to `maxAgeMs` since it was written.
   */
  version?: () => Promise<unknown>;
  maxAgeMs?: number;
  now?: () => number;
  maxEntries?: number;
}

/**
 * Keeps computed answers for a short time, one computation at a time per key. For answers that are the same
 * for every visitor and that many load at once (the lists after a live event, the public tables). After
 * `ttlMs` an answer may still be served for `staleMs` while a fresh one is computed in the background, so no
 * visitor waits on the refresh of a popular answer; past that, the next visitor waits for a fresh one.
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly options: AnswerCacheOptions = {},
  ) {}

  /** Forgets the answers whose key starts with the prefix (a change made here is seen at once). */
  forget(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const time = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > time) return entry.value;
    if (entry?.ready && entry.expires + (this.options.staleMs ?? 0) > time) {
      if (!entry.refreshing) {
        entry.refreshing = true;
        this.refresh(key, entry, compute).catch(() => {
          entry.refreshing = false;
        });
      }
      return entry.value;
    }
    return this.store(key, this.computeVersioned(compute)).value;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private async refresh(key: string, entry: Entry<V>, compute: () => Promise<V>): Promise<void> {
    const version = await this.options.version?.();
    const young = this.now() - entry.written < (this.options.maxAgeMs ?? Number.POSITIVE_INFINITY);
    if (version !== undefined && version === entry.version && young) {
      entry.expires = this.now() + this.ttlMs;
      entry.refreshing = false;
      return;
    }
    const fresh = await this.computeVersioned(compute, version);
    if (this.entries.get(key) === entry) this.store(key, Promise.resolve(fresh), true);
  }

  /** The version is read before the answer, so a change that lands during the computation is seen next time. */
  private async computeVersioned(
    compute: () => Promise<V>,
    knownVersion?: unknown,
  ): Promise<{ value: V; version: unknown }> {
    const version = knownVersion ?? (await this.options.version?.());
    return { value: await compute(), version };
  }

  private store(key: string, computed: Promise<{ value: V; version: unknown }>, ready = false): Entry<V> {
    if (this.entries.size >= (this.options.maxEntries ?? 1_000)) this.entries.clear();
    const time = this.now();
    const entry: Entry<V> = {
      value: computed.then((result) => result.value),
      expires: time + this.ttlMs,
      ready,
      refreshing: false,
      version: undefined,
      written: time,
    };
    this.entries.set(key, entry);
    computed.then(
      (result) => {
        entry.ready = true;
        entry.version = result.version;
      },
      // A failed computation is not kept: the next request tries again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }
}
