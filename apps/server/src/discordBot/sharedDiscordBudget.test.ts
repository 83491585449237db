/**
 * Two bot workers (each with its own Discord client, as two server processes have) on one database, posting
 * against one Discord stand-in whose limits are tight: together they stay inside the route buckets and the
 * global limit, because they share the budget in PostgreSQL; a 429 that comes anyway (a route's or the global
 * one) is waited out by both and the post still goes out.
 */
import { startDiscordStandIn, type DiscordStandIn } from '@raid/stand-ins/discordStandIn';
import { demoGuilds } from '@raid/stand-ins/demoWorld';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { pgDiscordBudget } from '../integrations/discord/budget/pgDiscordBudget.js';
import { DiscordClient } from '../integrations/discord/discordClient.js';
import { createCharacter, createRaid, createUser } from '../testing/factories.js';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js';
import { DiscordWorker } from './discordWorker.js';
import { requestRaidSync } from './outboxRepository.js';

/** The stand-in's limits: two posts a second per channel, ten requests a second for the bot. */
const ROUTE_LIMIT = 2;
const GLOBAL_PER_SECOND = 10;

const textChannels = demoGuilds.flatMap((guild) =>
  guild.channels
    .filter((channel) => channel.type === 0)
    .map((channel) => ({ guild: guild.id, channel: channel.id })),
);

let database: TestDatabase;
let standIn: DiscordStandIn;
const config = readConfig({ PORT: '0', BASE_URL: 'http://localhost:3000', SESSION_SECRET: 'test-secret' });

beforeAll(async () => {
  [database, standIn] = await Promise.all([
    createTestDatabase(),
    startDiscordStandIn({
      rateLimits: { routeLimit: ROUTE_LIMIT, routeWindowMs: 1_000, globalPerSecond: GLOBAL_PER_SECOND },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([standIn?.close(), database?.drop()]);
});
beforeEach(() => {
  standIn.clearRequests();
  standIn.clearFaults();
});

/** One server process's bot: its own client (its own @discordjs/rest queues) and worker. */
function botProcess(shared: boolean): DiscordWorker {
  const discord = new DiscordClient({
    apiUrl: `${standIn.url}/api`,
    authorizeBaseUrl: standIn.url,
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    botToken: standIn.botToken,
    ...(shared && { budget: pgDiscordBudget(database.db), budgetPerSecond: GLOBAL_PER_SECOND - 1 }),
  });
  return new DiscordWorker(
    { db: database.db, discord, config, now: () => new Date() },
    { pollMs: 0, retryBaseMs: 1, maxRetryMs: 1, maxAttempts: 20, leaseMs: 60_000, log: () => undefined },
  );
}

/** Raids spread over the demo world's text channels, each waiting for its post. */
async function raidsToPost(count: number): Promise<number[]> {
  const leader = await createUser(database.db);
  const character = await createCharacter(database.db, leader.id);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const where = textChannels[i % textChannels.length];
    const raid = await createRaid(
      database.db,
      { userId: leader.id, charId: character.id },
      { discord_server: where?.guild, discord_channel: where?.channel },
    );
    ids.push(raid.id);
  }
  await requestRaidSync(database.db, ids, ['raidMessage'], new Date());
  return ids;
}

/** Both processes work until the outbox is empty. */
async function runBoth(workers: DiscordWorker[]): Promise<void> {
  for (;;) {
    await Promise.all(workers.map((worker) => worker.runDue()));
    const left = await database.db
      .selectFrom('discord_outbox')
      .select(database.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(left.n) === 0) return;
  }
}

const posts = () =>
  standIn
    .requests()
    .filter((request) => request.method === 'POST' && /\/channels\/\d+\/messages$/.test(request.path));
const statuses = () => standIn.requests().map((request) => request.status);

/** Every raid has its post id, and the stand-in received one accepted post linking to it. */
async function expectEveryPost(ids: number[]): Promise<void> {
  const rows = await database.db
    .selectFrom('raids')
    .select(['id', 'discord_message'])
    .where('id', 'in', ids)
    .execute();
  expect(rows.filter((row) => row.discord_message === null)).toEqual([]);
  expect(new Set(rows.map((row) => row.discord_message)).size).toBe(ids.length);
  const linked = posts()
    .filter((post) => post.status === 200)
    .map((post) => {
      const url = (post.body as { embeds?: Array<{ url?: string }> }).embeds?.[0]?.url ?? '';
      return Number(/\/raids\/(\d+)(\?|$)/.exec(url)?.[1]);
    });
  expect(linked.sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
}

describe('the bot budget shared by two processes', () => {
  it('posts 24 raids from two processes without one 429, every post present', async () => {
    const ids = await raidsToPost(24);
    const started = Date.now();
    await runBoth([botProcess(true), botProcess(true)]);
    expect(statuses().filter((status) => status !== 200)).toEqual([]);
    await expectEveryPost(ids);
    // 24 posts in 4 channels at two a second per channel: the buckets were kept, not merely lucky.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
  });

  it('meets 429s when each process keeps its own count (the setting above is tight enough to tell)', async () => {
    const ids = await raidsToPost(24);
    await runBoth([botProcess(false), botProcess(false)]);
    expect(statuses().filter((status) => status === 429).length).toBeGreaterThan(0);
    await expectEveryPost(ids);
  });

  it("waits out a route's 429 and its retry_after, then posts", async () => {
    const [id] = await raidsToPost(1);
    standIn.addFault({ method: 'POST', path: '/messages$', status: 429, retryAfter: 1, count: 1 });
    await runBoth([botProcess(true), botProcess(true)]);
    const [limited, posted] = posts();
    expect([limited?.status, posted?.status]).toEqual([429, 200]);
    expect(Date.parse(posted?.time ?? '') - Date.parse(limited?.time ?? '')).toBeGreaterThanOrEqual(990);
    await expectEveryPost([id as number]);
  });

  it('holds both processes after a global 429, whatever their routes, until its retry_after has passed', async () => {
    const ids = await raidsToPost(8);
    standIn.addFault({ path: '/messages$', status: 429, retryAfter: 1.5, count: 1, global: true });
    await runBoth([botProcess(true), botProcess(true)]);
    const requests = standIn.requests();
    const limitedAt = requests.findIndex((request) => request.status === 429);
    expect(requests.filter((request) => request.status === 429)).toHaveLength(1);
    const heldFrom = Date.parse(requests[limitedAt]?.time ?? '');
    // Requests already on their way when the 429 came may arrive just after it; none is sent later before the end.
    const sentAfter = requests.slice(limitedAt + 1).map((request) => Date.parse(request.time) - heldFrom);
    const early = sentAfter.filter((ms) => ms > 100 && ms < 1_450);
    expect(early).toEqual([]);
    await expectEveryPost(ids);
  });
});
