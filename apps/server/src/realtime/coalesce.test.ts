import { describe, expect, it } from 'vitest';
import { KeyedCoalescer } from './coalesce.js';

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('KeyedCoalescer', () => {
  it('runs a key once more after a burst of requests, and other keys alongside', async () => {
    const coalescer = new KeyedCoalescer();
    const first = gate();
    const runs: string[] = [];
    const task = (key: string, wait?: Promise<void>) => async () => {
      runs.push(key);
      await wait;
    };

    const a1 = coalescer.run('a', task('a', first.opened));
    const a2 = coalescer.run('a', task('a'));
    const a3 = coalescer.run('a', task('a'));
    await coalescer.run('b', task('b'));
    expect(runs).toEqual(['a', 'b']);

    first.open();
    await Promise.all([a1, a2, a3]);
    expect(runs).toEqual(['a', 'b', 'a']);

    await coalescer.run('a', task('a'));
    expect(runs).toEqual(['a', 'b', 'a', 'a']);
  });

  it('reports a failing task to every waiter and frees the key', async () => {
    const coalescer = new KeyedCoalescer();
    const failing = coalescer.run('a', async () => {
      throw new Error('database gone');
    });
    const waiting = coalescer.run('a', async () => undefined);
    await expect(failing).rejects.toThrow('database gone');
    await expect(waiting).rejects.toThrow('database gone');
    await expect(coalescer.run('a', async () => undefined)).resolves.toBeUndefined();
  });
});
