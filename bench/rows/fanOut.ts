import pg from 'pg';
import { startReference } from '../apps/references.js';
import { SocketCrowd, type FanOutResult } from '../load/fanOut.js';
import { kb, ms, times } from '../report/format.js';
import {
  medianSpans,
  parseServerTiming,
  spanLabel,
  spanList,
  startOf,
  transactionSpans,
  type TimedSpan,
} from '../report/serverTiming.js';
import type { Row } from '../report/table.js';
import { log } from '../util/log.js';
import { median, percentile } from '../util/stats.js';
import { HOT_ROSTER, hotRaidId, leaderPerson, referenceRaidId, sessionToken } from '../world/layout.js';
import type { BenchContext } from './context.js';

const CHANGES_PER_ROUND = 20;

function crowdSizes(setting: string | undefined): number[] {
  if (!setting) return [1_000, 5_000];
  const sizes = setting.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error(`BENCH_FANOUT_SIZES: '${setting}' is not a list of socket counts (e.g. 1000,5000)`);
  return sizes;
}

/**
 * The crowds measured, one after another: the 1,000 sockets and 5,000; `BENCH_FANOUT_SIZES` (e.g. `1000`)
 * measures fewer while developing.
 */
const CROWD_SIZES = crowdSizes(process.env.BENCH_FANOUT_SIZES);
/** Sockets per client process and target (the product's and the reference's both connect to each process). */
const SOCKETS_PER_PROCESS = 1_000;
/** The goal: p99 within 1.15 × of bare Socket.IO after the least transaction a move makes. */
const GOAL_OF_LEAST = 1.15;

/** The hot raid's record in the roster's last filled slot: the leader moves it one slot on and back. */
async function movingRecord(databaseUrl: string, raid: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      'SELECT id FROM records WHERE raid_id = $1 AND slot = $2',
      [raid, HOT_ROSTER],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`raid ${raid} has no record in slot ${HOT_ROSTER}`);
    return id;
  } finally {
    await client.end();
  }
}

/** Answers the answer's Server-Timing header. */
async function post(url: string, headers: Record<string, string>, body?: unknown): Promise<string | null> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return response.headers.get('server-timing');
}

/** One request's way to its broadcast: when its transaction starts, how long it takes, then the broadcast. */
function phases(spans: TimedSpan[]) {
  const transaction = transactionSpans(spans);
  const first = transaction[0];
  const last = transaction.at(-1);
  const broadcast = spans.find((span) => span.name === 'broadcast');
  if (!first || !last || !broadcast) return null;
  return {
    transactionStart: startOf(first),
    transactionMs: last.end - startOf(first),
    toBroadcast: startOf(broadcast) - last.end,
    broadcastMs: broadcast.ms,
    broadcastEnd: broadcast.end,
  };
}

/**
 * Requests' way to their broadcast: the median of each phase over the requests (each phase measured within one
 * request, so the phases of one request add up), and each span's median for the list of statements.
 */
function timeline(headers: string[], keep: (span: TimedSpan) => boolean = () => true) {
  const each = headers.flatMap((header) => phases(parseServerTiming(header).filter(keep)) ?? []);
  const spans = medianSpans(headers, keep);
  const transaction = transactionSpans(spans);
  if (each.length === 0 || !transaction[0]) return null;
  const medianOf = (phase: keyof (typeof each)[number]) => median(each.map((request) => request[phase]));
  return {
    before: spans.slice(0, spans.indexOf(transaction[0])),
    transaction,
    transactionStart: medianOf('transactionStart'),
    transactionMs: medianOf('transactionMs'),
    toBroadcast: medianOf('toBroadcast'),
    broadcastMs: medianOf('broadcastMs'),
    broadcastEnd: medianOf('broadcastEnd'),
  };
}

/**
 * Where a move's time goes, from the Server-Timing headers of the product's moves (SERVER_TIMING=1) and of the
 * bare reference's lock-and-update transactions: what the product does beyond the least a move must do, and
 * where the product stands against the goal set on that least.
 */
function fanOutProfile(figures: {
  product: FanOutResult[];
  bare: FanOutResult[];
  withTransaction: FanOutResult[];
}): string {
  // The rate limit's count runs beside the move, not before it: its statements are not on the watchers' path.
  const onPath = (span: TimedSpan) => !span.description?.includes('rate_limit');
  const headers = figures.product.flatMap((round) => round.serverTimings);
  const ours = timeline(headers, onPath);
  const least = timeline(figures.withTransaction.flatMap((round) => round.serverTimings));
  if (!ours || !least) return 'No profile: the moves answered no Server-Timing.';
  const p50 = (rounds: FanOutResult[]) => median(rounds.map((r) => percentile(r.latencies, 50)));
  const p99 = (rounds: FanOutResult[]) => median(rounds.map((r) => percentile(r.latencies, 99)));
  const least50 = p50(figures.withTransaction);
  const least99 = p99(figures.withTransaction);
  const goal50 = GOAL_OF_LEAST * least50;
  const goal99 = GOAL_OF_LEAST * least99;
  const beyond = (taken: number, goal: number) =>
    taken <= goal ? `${ms(goal - taken)} within the goal` : `${ms(taken - goal)} past the goal`;
  const extra = p50(figures.product) - least50;
  const inServer = ours.broadcastEnd - least.broadcastEnd;
  const beyondLeast = [
    ...ours.before.filter((span) => span.ms > 0),
    ...ours.transaction.filter(
      (span) => !least.transaction.some((other) => spanLabel(other) === spanLabel(span)),
    ),
  ];
  return [
    `Where a move's time goes (medians of ${headers.length} moves' Server-Timing, from the request's first ` +
      `hook): ${spanList(ours.before)}; the transaction from ${ms(ours.transactionStart)} for ` +
      `${ms(ours.transactionMs)} (${spanList(ours.transaction)}); the broadcast ${ms(ours.toBroadcast)} after ` +
      `the commit, for ${ms(ours.broadcastMs)}, done at ${ms(ours.broadcastEnd)}.`,
    `Bare Socket.IO after the least a move does: the transaction from ${ms(least.transactionStart)} for ` +
      `${ms(least.transactionMs)} (${spanList(least.transaction)}); the broadcast ${ms(least.toBroadcast)} ` +
      `after the commit, for ${ms(least.broadcastMs)}, done at ${ms(least.broadcastEnd)}.`,
    `The goal is ${GOAL_OF_LEAST} × of that: p50 ≤ ${ms(goal50)} and p99 ≤ ${ms(goal99)}; the product takes ` +
      `p50 ${ms(p50(figures.product))} (${beyond(p50(figures.product), goal50)}) and p99 ` +
      `${ms(p99(figures.product))} (${beyond(p99(figures.product), goal99)}) here. ` +
      `The product's p50 is ${ms(extra)} beyond the least: ${ms(inServer)} inside the server until its ` +
      `broadcast is done (the statements the least transaction does not make: ${spanList(beyondLeast)}; ` +
      `Fastify's hooks and the payload's validation before the transaction; the code between the statements), ` +
      `${ms(extra - inServer)} outside it (the HTTP request's way in, the sockets' receipt, noise).`,
  ].join(' ');
}

interface Moves {
  raid: number;
  record: number;
  referenceRecord: number;
  leaderCookie: Record<string, string>;
}

/**
 * One crowd: `sockets` Socket.IO clients for each of the product and the bare reference, spread over client
 * processes of `SOCKETS_PER_PROCESS` each (one process cannot hold 5,000 and still read them in time); in each
 * round the changes alternate one by one: product, bare, bare after the least transaction.
 */
async function measureCrowd(
  context: BenchContext,
  reference: { baseUrl: string },
  sockets: number,
  moves: Moves,
): Promise<Row> {
  const { product } = context;
  const { raid, record, referenceRecord, leaderCookie } = moves;
  const cookies = Array.from({ length: sockets }, (_, person) => `sid=${sessionToken(person)}`);
  const processes = Math.max(2, Math.ceil(sockets / SOCKETS_PER_PROCESS));
  const productRounds: FanOutResult[] = [];
  const referenceRounds: FanOutResult[] = [];
  const transactionRounds: FanOutResult[] = [];
  const crowd = await SocketCrowd.start(
    [
      { name: 'product', url: product.baseUrl, origin: product.baseUrl, raid, cookies },
      { name: 'reference', url: reference.baseUrl, origin: reference.baseUrl, raid, cookies },
    ],
    { processes, logDir: context.logDir },
  );
  try {
    log(`  ${2 * sockets} sockets connected (${processes} client processes)`);
    for (let round = 1; round <= context.config.rounds; round++) {
      // Change by change: a move, bare Socket.IO's broadcast of the move's delta (the same bytes and the same
      // JSON to decode), the same after the least transaction; a spell of load falls on all three alike.
      const slot = (index: number) => (index % 2 === 0 ? HOT_ROSTER + 1 : HOT_ROSTER);
      const [ours, bare, withTransaction] = await crowd.measureAlternately(
        [
          {
            target: 'product',
            change: (index) =>
              post(`${product.baseUrl}/api/moveRecords`, leaderCookie, {
                raidID: raid,
                records: [{ id: record, slot: slot(index) }],
              }),
          },
          {
            target: 'reference',
            change: () => post(`${reference.baseUrl}/emit?raid=${raid}`, {}, crowd.lastPayload('product')),
          },
          {
            target: 'reference',
            change: (index) =>
              post(
                `${reference.baseUrl}/emit?raid=${raid}&record=${referenceRecord}&slot=${slot(index)}`,
                {},
                crowd.lastPayload('product'),
              ),
          },
        ],
        sockets,
        CHANGES_PER_ROUND,
      );
      if (!ours || !bare || !withTransaction) throw new Error('a fan-out series was not measured');
      productRounds.push(ours);
      referenceRounds.push(bare);
      transactionRounds.push(withTransaction);
      log(
        `  ${sockets} sockets, round ${round}: product p99 ${ms(percentile(ours.latencies, 99))} ` +
          `(${ours.missing} missing), bare p99 ${ms(percentile(bare.latencies, 99))} (${bare.missing} missing), ` +
          `bare + transaction p99 ${ms(percentile(withTransaction.latencies, 99))}, ` +
          `payload ${kb(median(ours.bytes))} (bare ${kb(median(bare.bytes))})`,
      );
    }
  } finally {
    await crowd.close();
  }
  const p = (rounds: FanOutResult[], q: number) => median(rounds.map((r) => percentile(r.latencies, q)));
  const p99 = p(productRounds, 99);
  const bareP99 = p(referenceRounds, 99);
  const leastP99 = p(transactionRounds, 99);
  const missing = productRounds.reduce((total, round) => total + round.missing, 0);
  const payload = median(productRounds.flatMap((round) => round.bytes));
  const ofLeast = p99 / leastP99;
  // Where the difference goes: the move's request (session, lock, update, delta read, commit) against the bare
  // reference's trigger request; both answer after their broadcast.
  const request = (rounds: FanOutResult[], q: number) => median(rounds.map((r) => percentile(r.requests, q)));
  return {
    what: `a roster change reaches ${sockets.toLocaleString('en-US')} sockets in the raid`,
    measured:
      `p50 ${ms(p(productRounds, 50))}, p99 ${ms(p99)}, payload ${kb(payload)}` +
      (missing ? `, ${missing} receipts missing` : '') +
      `; the move's request p50 ${ms(request(productRounds, 50))}, p99 ${ms(request(productRounds, 99))}`,
    reference:
      `bare Socket.IO, the product's payload: p50 ${ms(p(referenceRounds, 50))}, p99 ${ms(bareP99)}; ` +
      `its trigger request p50 ${ms(request(referenceRounds, 50))}, p99 ${ms(request(referenceRounds, 99))}; ` +
      `the same after the least transaction (lock + slot update): p50 ${ms(p(transactionRounds, 50))}, ` +
      `p99 ${ms(leastP99)}`,
    ratio: `${times(ofLeast)} of bare + least transaction (${times(p99 / bareP99)} of bare Socket.IO)`,
    goal: `p99 ≤ ${GOAL_OF_LEAST} × bare Socket.IO after the least transaction; payload ≤ 1 KB per change`,
    met: ofLeast <= GOAL_OF_LEAST && payload <= 1_000 && missing === 0,
    profile: fanOutProfile({
      product: productRounds,
      bare: referenceRounds,
      withTransaction: transactionRounds,
    }),
  };
}

/**
 * 1,000 and then 5,000 Socket.IO clients (websocket transport, each with a bench session cookie and the
 * product's Origin) join the first hot raid's room; the leader moves one record between two roster slots with
 * `POST /api/moveRecords`, 20 times per round; each change's latency is request start → each socket's
 * `recordsUpdated`. The bare Socket.IO reference broadcasts the product's own last payload to the
 * same number of clients, triggered by an HTTP request the same way; a second series of it first moves a record
 * of a raid of its own in one transaction (lock the raid row, update the slot, commit), the least a move must
 * do: the goal is set on that one. The three alternate change by change within each round; medians of the rounds'
 * percentiles.
 */
export async function fanOutRows(context: BenchContext): Promise<Row[]> {
  const { layout } = context;
  const raid = hotRaidId(layout, 0);
  const databaseUrl = await context.target.liveUrl();
  const moves: Moves = {
    raid,
    record: await movingRecord(databaseUrl, raid),
    referenceRecord: await movingRecord(databaseUrl, referenceRaidId(layout, 0)),
    leaderCookie: { cookie: `sid=${sessionToken(leaderPerson(layout))}` },
  };
  const reference = await startReference('bareSocket', {
    logDir: context.logDir,
    env: { DATABASE_URL: databaseUrl },
  });
  try {
    const rows: Row[] = [];
    for (const sockets of CROWD_SIZES.filter((size) => size <= layout.watchers))
      rows.push(await measureCrowd(context, reference, sockets, moves));
    return rows;
  } finally {
    await reference.stop();
  }
}
