import { HIGHLIGHT_MS } from '@raid/domain/rules/interfaceConstants';

export type HighlightKind = 'raid' | 'record';

/**
 * Ids that arrived by a live update, each highlighted until 10 seconds after its arrival (SPEC section 9).
 * Components subscribe and ask `has`; the store wakes them when the earliest highlight ends.
 */
export class HighlightStore {
  private readonly until = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly now: () => number;

  constructor(now: () => number = () => Date.now()) {
    this.now = now;
  }

  mark(kind: HighlightKind, ids: Iterable<number>): void {
    const until = this.now() + HIGHLIGHT_MS;
    let changed = false;
    for (const id of ids) {
      this.until.set(`${kind}:${id}`, until);
      changed = true;
    }
    if (!changed) return;
    this.schedule();
    this.emit();
  }

  has(kind: HighlightKind, id: number): boolean {
    return (this.until.get(`${kind}:${id}`) ?? 0) > this.now();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private schedule(): void {
    clearTimeout(this.timer);
    if (this.until.size === 0) return;
    const next = Math.min(...this.until.values());
    this.timer = setTimeout(() => this.expire(), Math.max(0, next - this.now()));
  }

  private expire(): void {
    const now = this.now();
    for (const [key, until] of this.until) if (until <= now) this.until.delete(key);
    this.schedule();
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const highlights = new HighlightStore();
