import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startReference } from '../apps/references.js';
import { signUpBurst, type BurstResult, type SignUpRequest } from '../load/signUpBurst.js';
import { ms, times } from '../report/format.js';
import { signUpProfile } from '../report/signUpProfile.js';
import type { Row } from '../report/table.js';
import { log } from '../util/log.js';
import { median } from '../util/stats.js';
import { hotRaidId, playerCharId, referenceRaidId, sessionToken, warmUpRaidId } from '../world/layout.js';
import type { BenchContext } from './context.js';

const BURST_SECONDS = 10;
/** Sign-ups each side makes to the warm-up raid first (different players on each side). */
const WARM_UP = 20;
/** Issue 31: the product's p99 at most this many times the bare reference's, in the same run. */
const GOAL_TIMES_BARE = 2;

interface Round {
  burst: BurstResult;
  lost: number;
}

/** Acknowledged sign-ups whose record is not in the database afterwards. */
async function countLost(
  databaseUrl: string,
  raid: number,
  chars: number[],
  burst: BurstResult,
): Promise<number> {
  const acknowledged = chars.filter((_, index) => burst.acknowledged[index]);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM records WHERE raid_id = $1 AND char_id = ANY($2::int[])',
      [raid, acknowledged],
    );
    return acknowledged.length - Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** The round's per-request timeline, in the log directory: where its slowest sign-ups fell in the burst. */
async function writeTimeline(logDir: string, name: string, burst: BurstResult): Promise<void> {
  await writeFile(
    path.join(logDir, `${name}.json`),
    JSON.stringify(burst.timeline.map(([at, ms]) => [Math.round(at), Number(ms.toFixed(1))])),
  );
}

const acceptedResults = new Set(['success', 'buyer']);

/**
 * 500 players, each with a session and an eligible character, sign up to one raid, their requests spread
 * evenly over 10 s (`POST /api/refreshRecords {raid, chars: [char]}`); then the bare Fastify + pg reference
 * does the same lock + insert for the same 500 characters on a raid of its own. `rounds` alternating rounds,
 * a fresh hot raid per round, after 20 warm-up sign-ups on each side. The hot raids ask for no logs and no item level, so the Warcraft Logs stand-in's
 * "unknown character" answer (the bench characters are not in its world) lets every sign-up in, after the
 * product has asked it, as a real sign-up does.
 */
export async function signUpRows(context: BenchContext, restartTimed: () => Promise<void>): Promise<Row[]> {
  const { layout } = context;
  const databaseUrl = await context.target.liveUrl();
  const chars = Array.from({ length: layout.players }, (_, player) => playerCharId(layout, player));
  const reference = await startReference('bareSignUp', {
    logDir: context.logDir,
    env: { DATABASE_URL: databaseUrl },
  });
  const productRequest = (raid: number, char: number, player: number): SignUpRequest => ({
    url: `${context.product.baseUrl}/api/refreshRecords`,
    headers: { cookie: `sid=${sessionToken(player)}` },
    body: { raid, chars: [char] },
    acknowledged: (answer) =>
      acceptedResults.has((answer as { results?: Array<{ result: string }> }).results?.[0]?.result ?? ''),
  });
  const bareRequest = (raid: number, char: number): SignUpRequest => ({
    url: `${reference.baseUrl}/signup`,
    headers: {},
    body: { raid, char },
    acknowledged: (answer) => (answer as { ok?: boolean }).ok === true,
  });
  const productRounds: Round[] = [];
  const referenceRounds: Round[] = [];
  try {
    // Both sides warm up (connections, JIT, the stand-ins' tokens) on a raid of their own first.
    const warmUp = warmUpRaidId(layout);
    await signUpBurst(
      chars.slice(0, WARM_UP).map((char, player) => productRequest(warmUp, char, player)),
      { seconds: 2 },
    );
    await signUpBurst(
      chars.slice(WARM_UP, 2 * WARM_UP).map((char) => bareRequest(warmUp, char)),
      { seconds: 2 },
    );
    for (let round = 0; round < context.config.rounds; round++) {
      const raid = hotRaidId(layout, round);
      const requests = chars.map((char, player) => productRequest(raid, char, player));
      const burst = await signUpBurst(requests, { seconds: BURST_SECONDS });
      productRounds.push({ burst, lost: await countLost(databaseUrl, raid, chars, burst) });
      await writeTimeline(context.logDir, `signup-product-${round + 1}`, burst);
      log(`  round ${round + 1} product: p99 ${ms(burst.p99Ms)}, ${burst.errors} errors`);
      await sleep(2_000);

      const referenceRaid = referenceRaidId(layout, round);
      const bareBurst = await signUpBurst(
        chars.map((char) => bareRequest(referenceRaid, char)),
        { seconds: BURST_SECONDS },
      );
      await writeTimeline(context.logDir, `signup-bare-${round + 1}`, bareBurst);
      referenceRounds.push({
        burst: bareBurst,
        lost: await countLost(databaseUrl, referenceRaid, chars, bareBurst),
      });
      log(`  round ${round + 1} bare: p99 ${ms(bareBurst.p99Ms)}, ${bareBurst.errors} errors`);
      await sleep(2_000);
    }
  } finally {
    await reference.stop();
  }
  // The profile's burst is its own, on a product answering Server-Timing: the measured rounds above ran without
  // the timing's hooks. The warm-up raid has room: its first sign-ups were both sides' warm-up.
  await restartTimed();
  const profiled = chars.slice(2 * WARM_UP);
  const timed = await signUpBurst(
    profiled.map((char, index) => productRequest(warmUpRaidId(layout), char, 2 * WARM_UP + index)),
    { seconds: (BURST_SECONDS * profiled.length) / chars.length },
  );
  const profile = signUpProfile(
    timed.timeline.flatMap(([, latencyMs], index) => {
      const serverTiming = timed.serverTimings[index];
      return serverTiming ? [{ latencyMs, serverTiming }] : [];
    }),
  );
  log(`  ${profile}`);
  const p99 = median(productRounds.map((round) => round.burst.p99Ms));
  const bareP99 = median(referenceRounds.map((round) => round.burst.p99Ms));
  const errors = productRounds.reduce((total, round) => total + round.burst.errors, 0);
  const lost = productRounds.reduce((total, round) => total + round.lost, 0);
  const bareErrors = referenceRounds.reduce((total, round) => total + round.burst.errors + round.lost, 0);
  const sent = productRounds.reduce((total, round) => total + round.burst.sent, 0);
  return [
    {
      what: `${layout.players} players sign up to one raid in ${BURST_SECONDS} s`,
      measured:
        `p99 ${ms(p99)} (p50 ${ms(median(productRounds.map((r) => r.burst.p50Ms)))}), ${errors} errors, ` +
        `${lost} lost (${sent.toLocaleString('en-US')} sign-ups in ${productRounds.length} rounds)`,
      reference:
        `bare Fastify + pg, same lock + insert: p99 ${ms(bareP99)}` +
        (bareErrors ? `, ${bareErrors} errors` : ''),
      ratio: times(p99 / bareP99),
      goal: `p99 ≤ ${GOAL_TIMES_BARE} × bare Fastify + pg, 0 errors, 0 lost`,
      met: p99 <= GOAL_TIMES_BARE * bareP99 && errors === 0 && lost === 0,
      profile,
    },
  ];
}
