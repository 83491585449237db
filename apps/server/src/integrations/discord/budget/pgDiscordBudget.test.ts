/**
 * The shared budget's store on PostgreSQL, as two processes use it: two stores on one database take from the
 * same buckets and book slots on the same global schedule.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../testing/testDatabase.js';
import type { BucketHeaders, DiscordBudgetStore } from './discordBudget.js';
import { pgDiscordBudget } from './pgDiscordBudget.js';

const database = useTestDatabase();
let a: DiscordBudgetStore;
let b: DiscordBudgetStore;

beforeAll(() => {
  a = pgDiscordBudget(database.db);
  b = pgDiscordBudget(database.db);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const window = (key: string, headers: Partial<BucketHeaders> = {}) =>
  a.learnBucket(key, {
    bucket: 'abcd1234',
    limit: 3,
    remaining: 2,
    resetAfterMs: 1_000,
    reset: Date.now() / 1000 + 1,
    ...headers,
  });

describe('the shared Discord budget in PostgreSQL', () => {
  it('grants a route it has not heard of, then what its headers leave, to either process', async () => {
    const key = 'POST /channels/330000000000000001/messages';
    expect(await b.takeFromBucket(key)).toBe(0);
    await window(key);
    expect(await a.takeFromBucket(key)).toBe(0);
    expect(await b.takeFromBucket(key)).toBe(0);
    const wait = await a.takeFromBucket(key);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1_000);
    expect(await b.takeFromBucket(key)).toBeGreaterThan(0);
    // Another channel is another bucket.
    expect(await b.takeFromBucket('POST /channels/330000000000000002/messages')).toBe(0);
  });

  it('starts a new window once the old one has reset, and a late answer from the old one does not spend it', async () => {
    const key = 'PATCH /channels/330000000000000003/messages/:id';
    const oldReset = Date.now() / 1000 + 0.2;
    await window(key, { remaining: 0, resetAfterMs: 200, reset: oldReset, limit: 2 });
    const wait = await a.takeFromBucket(key);
    expect(wait).toBeGreaterThan(0);
    await sleep(wait + 20);
    expect(await b.takeFromBucket(key)).toBe(0);
    // The old window's last answer arrives now: it tells of a window already left.
    await window(key, { remaining: 0, resetAfterMs: 5, reset: oldReset, limit: 2 });
    expect(await a.takeFromBucket(key)).toBe(0);
    expect(await b.takeFromBucket(key)).toBeGreaterThan(0);
  });

  it('takes the lesser of what Discord counted and what the processes took', async () => {
    const key = 'GET /guilds/310000000000000001';
    await window(key, { limit: 5, remaining: 4 });
    const reset = Date.now() / 1000 + 1;
    // Another client of the same bot spent the bucket: Discord's count says 0 left.
    await window(key, { limit: 5, remaining: 0, reset });
    expect(await b.takeFromBucket(key)).toBeGreaterThan(0);
  });

  it('spaces the global slots of both processes by the interval, and holds them after a global 429', async () => {
    const bot = 'bot-spacing';
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) waits.push(await (i % 2 === 0 ? a : b).bookGlobalSlot(bot, 100));
    // Each slot is 100 ms after the one before, whoever booked it (less the time the bookings took).
    for (let i = 1; i < waits.length; i++) {
      expect(waits[i]).toBeGreaterThan((waits[i - 1] ?? 0) + 50);
      expect(waits[i]).toBeLessThanOrEqual((waits[i - 1] ?? 0) + 100);
    }
    await a.holdGlobal('bot-held', 2_000);
    expect(await b.bookGlobalSlot('bot-held', 20)).toBeGreaterThan(1_900);
  });
});
