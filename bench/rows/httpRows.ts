import { startReference } from '../apps/references.js';
import { copyAnswer } from '../load/answerCopy.js';
import { answerSize, httpLoad, type LoadResult } from '../load/httpLoad.js';
import { kb, percent, ms, rps } from '../report/format.js';
import type { Row } from '../report/table.js';
import { median } from '../util/stats.js';
import { log } from '../util/log.js';
import { hotRaidId } from '../world/layout.js';
import type { BenchContext } from './context.js';

/** autocannon keeps latency in whole milliseconds: 0 is an answer under 1 ms, not none. */
function wholeMs(value: number): string {
  return value === 0 ? '< 1 ms' : ms(value);
}

interface Endpoint {
  what: string;
  path: string;
  goalRatio: number;
  goal: string;
  maxBytes?: number;
}

/**
 * The read rows: the active list's first page, one raid, one raid's records, each against a bare Fastify hello
 * in alternating rounds (hello, then each endpoint, `rounds` times; 10 connections, `seconds` each), medians.
 * Each endpoint is also measured against bare Fastify sending its very answer (the same compressed bytes,
 * copied to the reference): what is left between those two is the product's own work per request.
 * The one-raid rows use the first hot raid, a typical upcoming raid of 25 records.
 */
export async function httpRows(
  context: BenchContext,
  which: { list: boolean; single: boolean },
): Promise<Row[]> {
  const raid = hotRaidId(context.layout, 0);
  const endpoints: Endpoint[] = [
    ...(which.list
      ? [
          {
            what: '`GET /api/raids` (active list, first page)',
            path: '/api/raids',
            goalRatio: 0.5,
            goal: '≥ 50 % of bare Fastify; answer ≤ 30 KB',
            maxBytes: 30_000,
          },
        ]
      : []),
    ...(which.single
      ? [
          {
            what: '`GET /api/raids?id=`',
            path: `/api/raids?id=${raid}`,
            goalRatio: 0.4,
            goal: '≥ 40 % of bare Fastify',
          },
          {
            what: '`GET /api/records?raid=`',
            path: `/api/records?raid=${raid}`,
            goalRatio: 0.4,
            goal: '≥ 40 % of bare Fastify',
          },
        ]
      : []),
  ];
  const hello = await startReference('bareHello', { logDir: context.logDir });
  try {
    const { seconds, rounds } = context.config;
    const copies = [];
    for (const endpoint of endpoints)
      copies.push(
        await copyAnswer(`${context.product.baseUrl}${endpoint.path}`, hello.baseUrl, endpoint.path),
      );
    const urls = [
      `${hello.baseUrl}/`,
      ...endpoints.map((endpoint) => `${context.product.baseUrl}${endpoint.path}`),
      ...copies.map((copy) => copy.copyUrl),
    ];
    for (const url of urls) await httpLoad(url, { seconds: 1 }); // warm-up
    const results: LoadResult[][] = urls.map(() => []);
    for (let round = 1; round <= rounds; round++) {
      for (const [index, url] of urls.entries()) {
        const result = await httpLoad(url, { seconds });
        results[index]?.push(result);
        log(
          `  round ${round}: ${url.replace(/^http:\/\/[^/]+/, '')} ${rps(result.requestsPerSecond)} p99 ${wholeMs(result.p99Ms)}`,
        );
      }
    }
    const helloRps = median((results[0] ?? []).map((result) => result.requestsPerSecond));
    const rows: Row[] = [];
    for (const [index, endpoint] of endpoints.entries()) {
      const runs = results[index + 1] ?? [];
      const value = median(runs.map((result) => result.requestsPerSecond));
      const p99 = median(runs.map((result) => result.p99Ms));
      const failures = runs.reduce((total, result) => total + result.non2xx + result.errors, 0);
      const size = await answerSize(`${context.product.baseUrl}${endpoint.path}`);
      const ratio = value / helloRps;
      const sameBytesRps = median(
        (results[index + 1 + endpoints.length] ?? []).map((result) => result.requestsPerSecond),
      );
      const sizeOk = endpoint.maxBytes === undefined || size.bytes <= endpoint.maxBytes;
      rows.push({
        what: endpoint.what,
        measured:
          `${rps(value)}, p99 ${wholeMs(p99)}, ${kb(size.bytes)} per answer (${kb(size.transferred)} compressed)` +
          (failures ? `, ${failures} failed` : ''),
        reference:
          `bare Fastify hello ${rps(helloRps)}; bare Fastify sending the same bytes ${rps(sameBytesRps)} ` +
          `(the product at ${percent(value / sameBytesRps)} of it)`,
        ratio: percent(ratio),
        goal: endpoint.goal,
        met: ratio >= endpoint.goalRatio && sizeOk && failures === 0,
        scale: { cost: 1 / ratio, figure: `${rps(value)}, ${percent(ratio)} of bare Fastify hello` },
      });
    }
    return rows;
  } finally {
    await hello.stop();
  }
}
