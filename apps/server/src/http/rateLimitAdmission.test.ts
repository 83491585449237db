import { describe, expect, it } from 'vitest';
import { rateLimitAdmission, type Counted } from './rateLimitAdmission.js';

const WINDOW_MS = 60_000;

/** A hit whose count the test gives later, as a shared store answers in any order. */
function deferredHit() {
  let answer!: (current: number) => void;
  const hit = new Promise<Counted>((resolve) => {
    answer = (current) => resolve({ current, resetAt: resetAt });
  });
  return { hit, answer };
}
const resetAt = Date.now() + WINDOW_MS;
const noLateError = (error: unknown) => {
  throw error;
};

describe('rateLimitAdmission', () => {
  it('lets no more than the limit through when early admissions are counted after the waiting requests', async () => {
    const max = 8;
    const admit = rateLimitAdmission(max, { waitAlways: false });
    const first = deferredHit();
    const firstAdmission = admit('user', first.hit, noLateError);
    first.answer(1);
    expect(await firstAdmission).toBeNull();

    // Far below the limit: admitted without waiting, until the estimate reaches half the limit.
    const early = [deferredHit(), deferredHit(), deferredHit()];
    const earlyAdmissions = early.map(({ hit }) => admit('user', hit, noLateError));
    expect(await Promise.all(earlyAdmissions)).toEqual([null, null, null]);

    const waiting = Array.from({ length: 6 }, () => deferredHit());
    const waitingAdmissions = waiting.map(({ hit }) => admit('user', hit, noLateError));
    // The waiting requests' hits reach the store first (counts 2…7), the early ones' last (8, 9, 10).
    waiting.forEach(({ answer }, index) => answer(2 + index));
    early.forEach(({ answer }, index) => answer(8 + index > max ? Number.POSITIVE_INFINITY : 8 + index));
    const outcomes = await Promise.all(waitingAdmissions);

    const admitted = 1 + early.length + outcomes.filter((outcome) => outcome === null).length;
    expect(admitted).toBe(max);
    expect(outcomes.slice(4)).toEqual([
      { retryAfter: expect.any(Number) },
      { retryAfter: expect.any(Number) },
    ]);
  });

  it('admits every waiting request under the limit when the early admissions were counted before them', async () => {
    const max = 8;
    const admit = rateLimitAdmission(max, { waitAlways: false });
    const first = deferredHit();
    const firstAdmission = admit('user', first.hit, noLateError);
    first.answer(1);
    await firstAdmission;
    const early = [deferredHit(), deferredHit(), deferredHit()];
    await Promise.all(early.map(({ hit }) => admit('user', hit, noLateError)));
    early.forEach(({ answer }, index) => answer(2 + index));

    const waiting = Array.from({ length: 6 }, () => deferredHit());
    const waitingAdmissions = waiting.map(({ hit }) => admit('user', hit, noLateError));
    waiting.forEach(({ answer }, index) => answer(5 + index > max ? Number.POSITIVE_INFINITY : 5 + index));
    const outcomes = await Promise.all(waitingAdmissions);

    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(max - 4);
  });

  it('makes every request wait for its own count when told to', async () => {
    const admit = rateLimitAdmission(2, { waitAlways: true });
    const answers = [1, 2, Number.POSITIVE_INFINITY];
    const outcomes = await Promise.all(
      answers.map((current) => admit('address', Promise.resolve({ current, resetAt }), noLateError)),
    );
    expect(outcomes).toEqual([null, null, { retryAfter: expect.any(Number) }]);
  });

  it('keeps each key to itself', async () => {
    const admit = rateLimitAdmission(1, { waitAlways: false });
    const past = { current: Number.POSITIVE_INFINITY, resetAt };
    expect(await admit('a', Promise.resolve(past), noLateError)).not.toBeNull();
    expect(await admit('b', Promise.resolve({ current: 1, resetAt }), noLateError)).toBeNull();
  });
});
