import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answerCache.js';

describe('AnswerCache', () => {
  it('computes once per key and interval, concurrent callers included, and retries a failure', async () => {
    let time = 0;
    const cache = new AnswerCache<string>(10_000, () => time);
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
    computed = 3;

    await expect(cache.get('cata', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect(await cache.get('cata', compute)).toBe('answer 4');
  });
});
