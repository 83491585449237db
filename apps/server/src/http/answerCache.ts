/**
 * Keeps computed answers for a short time, one computation at a time per key. For public tables that many
 * visitors load and that change only when raids are created or moved between communities: a few seconds of
 * staleness there costs nobody anything, and the answer is computed once per interval instead of per visitor.
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 1_000,
  ) {}

  /** Forgets the answers whose key starts with the prefix (a change made here is seen at once). */
  forget(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const time = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > time) return entry.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = compute();
    this.entries.set(key, { value, expires: time + this.ttlMs });
    // A failed computation is not kept: the next request tries again.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
