/**
 * Lets at most `width` tasks of one key run at a time in this process; the others wait in line here, holding
 * nothing. Sign-ups to one raid take its row lock one after another anyway: without the line, a burst parks
 * every pooled connection on that lock, and the requests' other reads and the after-commit broadcasts wait for
 * a connection until they time out. A width of 2 keeps the next transaction queued on the lock, so it starts
 * the moment the one before commits.
 */
export class KeyedLine<K> {
  private readonly lines = new Map<K, { running: number; waiting: Array<() => void> }>();

  constructor(private readonly width: number) {}

  async run<T>(key: K, task: () => Promise<T>): Promise<T> {
    let line = this.lines.get(key);
    if (!line) {
      line = { running: 0, waiting: [] };
      this.lines.set(key, line);
    }
    if (line.running < this.width) line.running++;
    else {
      const queue = line.waiting;
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    try {
      return await task();
    } finally {
      // The place passes to the next in line, if any.
      const next = line.waiting.shift();
      if (next) next();
      else if (--line.running === 0) this.lines.delete(key);
    }
  }
}
