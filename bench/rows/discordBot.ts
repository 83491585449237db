import { setTimeout as sleep } from 'node:timers/promises';
import { demoGuilds } from '@raid/stand-ins/demoWorld';
import {
  startDiscordStandIn,
  type DiscordStandIn,
  type RecordedRequest,
} from '@raid/stand-ins/discordStandIn';
import pg from 'pg';
import type { RunningProduct } from '../apps/product.js';
import { signUpBurst, type SignUpRequest } from '../load/signUpBurst.js';
import { ms, seconds } from '../report/format.js';
import type { Row } from '../report/table.js';
import { log } from '../util/log.js';
import { hotRaidCount, hotRaidId, playerCharId, sessionToken, type WorldLayout } from '../world/layout.js';

const BURST_SECONDS = 10;
const TEMPLATE_RAIDS = 200;
/** How long a row waits for the bot to finish before it reports what it has. */
const SETTLE_MS = 120_000;

type Launch = (logName: string, env: Record<string, string>) => Promise<RunningProduct>;

interface DiscordRowsInput {
  layout: WorldLayout;
  /** The world's database address once the first process runs. */
  liveUrl: () => Promise<string>;
  /** Starts a product process on the world with these variables on top. */
  launch: Launch;
  /** Scale for a quick check: BENCH_DISCORD_SIGNUPS, BENCH_DISCORD_RAIDS. */
  signUps?: number;
  raids?: number;
}

const textChannels = demoGuilds.flatMap((guild) =>
  guild.channels
    .filter((channel) => channel.type === 0)
    .map((channel) => ({ guild: guild.id, channel: channel.id })),
);

/**
 * Raids copied from the first hot raid (its leader, realm and faction, so the bench players may sign up), a
 * week apart after every hot raid so none is "similar" to another, spread over the demo world's text channels
 * (the ones the Discord stand-in knows), each with its leader's record and its post queued in the outbox, as
 * the weekly templates' job leaves a raid it has made. All in one transaction: they are due at one moment.
 */
async function queueRaids(
  client: pg.Client,
  layout: WorldLayout,
  count: number,
  weeksAfter: number,
): Promise<number[]> {
  const hot = hotRaidId(layout, 0);
  await client.query('BEGIN');
  try {
    // The world holds the first demo guild only; the raids' channels are in every demo guild.
    for (const guild of demoGuilds)
      await client.query('INSERT INTO guilds (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
        guild.id,
        guild.name,
      ]);
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const where = textChannels[i % textChannels.length];
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO raids (expansion, user_id, char_id, date, server, faction, zone, size, difficulty, loot_system,
           discord_server, discord_channel)
         SELECT expansion, user_id, char_id, date + make_interval(days => 7 * $2), server, faction, zone, size,
           difficulty, loot_system, $3, $4
         FROM raids WHERE id = $1 RETURNING id`,
        [hot, weeksAfter + i, where?.guild, where?.channel],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error(`hot raid ${hot} is missing`);
      await client.query(
        `INSERT INTO records (raid_id, raid_size, char_id, user_id, slot, spec_id, role, leader)
         SELECT $2, raid_size, char_id, user_id, slot, spec_id, role, leader FROM records
         WHERE raid_id = $1 AND leader`,
        [hot, id],
      );
      ids.push(id);
    }
    await client.query(
      `INSERT INTO discord_outbox (kind, raid_id, not_before) SELECT 'raidMessage', unnest($1::int[]), now()`,
      [ids],
    );
    await client.query('COMMIT');
    return ids;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

async function posted(client: pg.Client, ids: number[]): Promise<Map<number, string>> {
  const { rows } = await client.query<{ id: number; discord_message: string }>(
    'SELECT id, discord_message FROM raids WHERE id = ANY($1::int[]) AND discord_message IS NOT NULL',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.discord_message]));
}

/** Waits until every raid has its post; answers when the last one was seen (or null past the limit). */
async function allPosted(client: pg.Client, ids: number[]): Promise<number | null> {
  const deadline = Date.now() + SETTLE_MS;
  while (Date.now() < deadline) {
    if ((await posted(client, ids)).size === ids.length) return Date.now();
    await sleep(20);
  }
  return null;
}

const rateLimited = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.status === 429).length;

/**
 * The sign-ups an edit's embed shows: its roster line, "F/S in the roster, N signed up" (or the Russian
 * "F/S в составе, записалось: N", by the guild's language), N being the last number of the line.
 */
function signedUpIn(request: RecordedRequest): number | null {
  const fields = (request.body as { embeds?: Array<{ fields?: Array<{ value: string }> }> }).embeds?.[0]
    ?.fields;
  for (const field of fields ?? []) {
    const line = field.value.split('\n')[0] ?? '';
    if (!/^\d+\/\d+ /.test(line)) continue;
    const last = /(\d+)\D*$/.exec(line);
    if (last) return Number(last[1]);
  }
  return null;
}

async function recordCount(client: pg.Client, raid: number): Promise<number> {
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM records WHERE raid_id = $1', [
    raid,
  ]);
  return Number(rows[0]?.n ?? 0);
}

/**
 * 500 sign-ups in 10 s to one posted raid, spread over two product processes: how many edits of its post the
 * bot made, and how long after the last sign-up's answer the post showed the final count.
 */
async function signUpEdits(
  standIn: DiscordStandIn,
  client: pg.Client,
  products: RunningProduct[],
  input: DiscordRowsInput,
): Promise<Row> {
  const { layout } = input;
  const players = Math.min(input.signUps ?? layout.players, layout.players);
  const [raid] = await queueRaids(client, layout, 1, hotRaidCount(layout) + 1);
  if (raid === undefined || (await allPosted(client, [raid])) === null)
    throw new Error('the raid was not posted');
  const messageId = (await posted(client, [raid])).get(raid);
  standIn.clearRequests();
  const requests: SignUpRequest[] = Array.from({ length: players }, (_, player) => ({
    url: `${products[player % products.length]?.baseUrl}/api/refreshRecords`,
    headers: { cookie: `sid=${sessionToken(player)}` },
    body: { raid, chars: [playerCharId(layout, player)] },
    acknowledged: (answer) =>
      ['success', 'buyer'].includes(
        (answer as { results?: Array<{ result: string }> }).results?.[0]?.result ?? '',
      ),
  }));
  const started = Date.now();
  const burst = await signUpBurst(requests, { seconds: (BURST_SECONDS * players) / layout.players });
  const lastSignUp = started + Math.max(...burst.timeline.map(([at, latency]) => at + latency));
  const final = await recordCount(client, raid);
  const edits = () =>
    standIn
      .requests()
      .filter((request) => request.method === 'PATCH' && request.path.endsWith(`/messages/${messageId}`));
  const deadline = Date.now() + SETTLE_MS;
  while (Date.now() < deadline && signedUpIn(edits().at(-1) ?? ({ body: {} } as RecordedRequest)) !== final)
    await sleep(20);
  // Coalesced edits still queued might follow: give the bot its coalescing second and a poll to show them.
  await sleep(2_500);
  const all = edits();
  const last = all.at(-1);
  const shown = last ? signedUpIn(last) : null;
  const settled = await recordCount(client, raid);
  const correct = shown === settled;
  const lastAfter = last ? Date.parse(last.time) - lastSignUp : NaN;
  const limited = rateLimited(standIn.requests());
  log(
    `  ${players} sign-ups (${burst.errors} errors): ${all.length} edits showing ${all.map(signedUpIn).join(', ')} ` +
      `signed up (${final} after the burst, ${settled} now), the last ${ms(lastAfter)} after, ${limited} × 429`,
  );
  return {
    what: `the bot: ${players} sign-ups in ${BURST_SECONDS} s to one raid, 2 processes`,
    measured:
      `${all.length} edits of its post; the last (showing ${shown ?? '?'} signed up of ${settled}${correct ? '' : ': WRONG'}) ` +
      `${ms(lastAfter)} after the last sign-up; ${limited} × 429; ${burst.errors} sign-up errors`,
    reference: '—',
    ratio: '—',
    goal: 'coalesced (≤ 1 edit a second), correct ≤ 2 s after the last change, 0 × 429',
    met: correct && lastAfter <= 2_000 && limited === 0 && all.length <= BURST_SECONDS + 3,
  };
}

/** 200 raids due for posting at one moment (a minute of weekly templates), two processes posting them. */
async function templatePosts(
  standIn: DiscordStandIn,
  client: pg.Client,
  input: DiscordRowsInput,
): Promise<Row> {
  const count = input.raids ?? TEMPLATE_RAIDS;
  standIn.clearRequests();
  const started = Date.now();
  const ids = await queueRaids(client, input.layout, count, hotRaidCount(input.layout) + 3);
  const done = await allPosted(client, ids);
  const requests = standIn.requests();
  const posts = requests.filter((request) => request.method === 'POST' && request.status === 200).length;
  const limited = rateLimited(requests);
  const elapsed = done === null ? NaN : done - started;
  log(`  ${count} raids: every post after ${seconds(elapsed)}, ${posts} posts, ${limited} × 429`);
  return {
    what: `the bot: ${count} raids due in the same minute (weekly templates), 2 processes`,
    measured:
      `every post after ${seconds(elapsed)} (${posts} posts, ${(posts / (elapsed / 1000)).toFixed(1)} a second); ` +
      `${limited} × 429`,
    reference: `Discord's global limit: 50 requests/s per bot (the bot allows itself 45)`,
    ratio: '—',
    goal: 'every post, 0 × 429',
    met: done !== null && limited === 0,
  };
}

/**
 * The bot inside Discord's limits (issue 31): two product processes on the world's database, both with the
 * same bot pointed at one Discord stand-in in this process (Discord's global 50 a second, a per-route window,
 * 429s), so the stand-in sees the two processes' requests together as Discord would.
 */
export async function discordRows(input: DiscordRowsInput): Promise<Row[]> {
  const standIn = await startDiscordStandIn();
  const env = {
    DISCORD_CLIENT_ID: standIn.clientId,
    DISCORD_CLIENT_SECRET: standIn.clientSecret,
    DISCORD_BOT_TOKEN: standIn.botToken,
    DISCORD_API_URL: `${standIn.url}/api`,
    DISCORD_AUTHORIZE_URL: standIn.url,
  };
  const products: RunningProduct[] = [];
  let client: pg.Client | null = null;
  try {
    // The first process starts the world's database (an embedded cluster belongs to one process); the second
    // joins it by its address.
    products.push(await input.launch('discord-a', env));
    products.push(await input.launch('discord-b', { ...env, DATABASE_URL: await input.liveUrl() }));
    client = new pg.Client({ connectionString: await input.liveUrl() });
    await client.connect();
    return [await signUpEdits(standIn, client, products, input), await templatePosts(standIn, client, input)];
  } finally {
    await client?.end();
    // The second first: the first one's embedded cluster serves both.
    for (const product of products.reverse()) await product.stop();
    await standIn.close();
  }
}
