import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeyedThrottle } from './keyedThrottle.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('KeyedThrottle', () => {
  it('runs the first call at once, a burst once more when the interval ends, and keys apart', () => {
    vi.useFakeTimers();
    const throttle = new KeyedThrottle(1000);
    const runs: string[] = [];
    for (let i = 0; i < 50; i++) throttle.run('wotlk', () => runs.push('wotlk'));
    throttle.run('mop', () => runs.push('mop'));
    expect(runs).toEqual(['wotlk', 'mop']);
    vi.advanceTimersByTime(1000);
    expect(runs).toEqual(['wotlk', 'mop', 'wotlk']);
    vi.advanceTimersByTime(5000);
    expect(runs).toEqual(['wotlk', 'mop', 'wotlk']);
    throttle.run('wotlk', () => runs.push('wotlk'));
    expect(runs).toHaveLength(4);
    throttle.close();
  });

  it('can hold even the first call to the end of the interval', () => {
    vi.useFakeTimers();
    const throttle = new KeyedThrottle(1000);
    const runs: string[] = [];
    throttle.run('wotlk', () => runs.push('counts'), { leading: false });
    throttle.run('wotlk', () => runs.push('counts'), { leading: false });
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(runs).toEqual(['counts']);
    vi.advanceTimersByTime(5000);
    expect(runs).toEqual(['counts']);
    throttle.close();
  });
});
