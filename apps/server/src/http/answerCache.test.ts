import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answerCache.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AnswerCache', () => {
  it('computes once per key and interval, concurrent callers included, and retries a failure', async () => {
    let time = 0;
    const cache = new AnswerCache<string>(10_000, { now: () => time });
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    const [a, b] = await Promise.all([cache.get('wotlk', compute), cache.get('wotlk', compute)]);
    expect([a, b]).toEqual(['answer 1', 'answer 1']);
    expect(await cache.get('mop', compute)).toBe('answer 2');
    time = 9_999;
    expect(await cache.get('wotlk', compute)).toBe('answer 1');
    time = 10_000;
    expect(await cache.get('wotlk', compute)).toBe('answer 3');
    cache.forget('wot');
    expect(await cache.get('wotlk', compute)).toBe('answer 4');

    await expect(cache.get('cata', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect(await cache.get('cata', compute)).toBe('answer 5');
  });

  it('serves an expired answer while the fresh one is computed, within the stale time only', async () => {
    let time = 0;
    const cache = new AnswerCache<string>(1_000, { staleMs: 5_000, now: () => time });
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    expect(await cache.get('users', compute)).toBe('answer 1');
    time = 1_500;
    // Both callers get the expired answer at once; one rewrite starts.
    const served = [cache.get('users', compute), cache.get('users', compute)];
    expect(await Promise.all(served)).toEqual(['answer 1', 'answer 1']);
    await settle();
    expect(computed).toBe(2);
    expect(await cache.get('users', compute)).toBe('answer 2');
    time = 20_000;
    expect(await cache.get('users', compute)).toBe('answer 3');
  });

  it('keeps an answer whose version did not move, and rewrites it when it moved or grew too old', async () => {
    let time = 0;
    let version = 1;
    let versionReads = 0;
    const cache = new AnswerCache<string>(1_000, {
      staleMs: 60_000,
      maxAgeMs: 10_000,
      version: async () => {
        versionReads += 1;
        return version;
      },
      now: () => time,
    });
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    expect(await cache.get('users', compute)).toBe('answer 1');
    for (time = 1_500; time < 9_000; time += 1_500) {
      expect(await cache.get('users', compute)).toBe('answer 1');
      await settle();
    }
    expect(computed).toBe(1);
    expect(versionReads).toBeGreaterThan(3);

    version = 2;
    time += 1_500;
    expect(await cache.get('users', compute)).toBe('answer 1');
    await settle();
    expect(await cache.get('users', compute)).toBe('answer 2');

    time += 11_000;
    expect(await cache.get('users', compute)).toBe('answer 2');
    await settle();
    expect(await cache.get('users', compute)).toBe('answer 3');
  });
});
