import { startReference } from '../apps/references.js';
import { copyAnswer } from '../load/answerCopy.js';
import { sampleAlternating, sampleLatency, type LatencyResult } from '../load/latency.js';
import { kb, ms, preciseMs, times } from '../report/format.js';
import type { Row } from '../report/table.js';
import { median } from '../util/stats.js';
import type { BenchContext } from './context.js';

/** Requests per side in the scale check's paired run: enough that its median moves by a few hundredths at most. */
const PAIRED_REQUESTS = 5_000;

/**
 * The leaders and communities tables, one request at a time, alternating rounds with bare Fastify sending the
 * very same bytes (the product's compressed answer, copied to the reference): on a shared machine a single
 * slow request moves a p99, and the reference shows how much of it is the machine. The row's goal is on the
 * rounds' p99. For the 1M-against-100k check a paired run follows, request by request against the same bare
 * copy, and its cost is the ratio of the two medians: the p99 of a sub-millisecond answer is made by its few
 * slowest requests, the host's moments, and its ratio between two runs of one build moved by 0.4–4 ×
 * (docs/decisions.md "The lists' scale cost is a median of paired requests").
 */
export async function listRows(context: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  const reference = await startReference('bareHello', { logDir: context.logDir });
  try {
    for (const path of ['/api/guilds', '/api/users']) {
      const url = `${context.product.baseUrl}${path}`;
      const { copyUrl, bytes, encoding } = await copyAnswer(url, reference.baseUrl, path);
      await sampleLatency(url, { seconds: 1, maxRequests: 5 });
      await sampleLatency(copyUrl, { seconds: 1, maxRequests: 5 });
      const ours: LatencyResult[] = [];
      const bare: LatencyResult[] = [];
      for (let round = 0; round < context.config.rounds; round++) {
        ours.push(await sampleLatency(url, { seconds: context.config.seconds / 2 }));
        bare.push(await sampleLatency(copyUrl, { seconds: context.config.seconds / 2 }));
      }
      const [pairedOurs, pairedBare] = (await sampleAlternating([url, copyUrl], {
        seconds: context.config.seconds * context.config.rounds,
        maxRequests: PAIRED_REQUESTS,
      })) as [LatencyResult, LatencyResult];
      const p99 = median(ours.map((result) => result.p99Ms));
      const bareP99 = median(bare.map((result) => result.p99Ms));
      const medianCost = pairedOurs.p50Ms / pairedBare.p50Ms;
      const samples = ours.reduce((total, result) => total + result.samples, 0);
      const timeouts = ours.reduce((total, result) => total + result.timeouts, 0);
      const failures = ours.reduce((total, result) => total + result.failures, 0) + pairedOurs.failures;
      rows.push({
        what: `\`${path}\``,
        measured:
          `p50 ${ms(median(ours.map((result) => result.p50Ms)))}, p99 ${ms(p99)} (${samples} requests; ` +
          `until the headers p99 ${ms(median(ours.map((result) => result.headersP99Ms)))}; ` +
          `${kb(bytes)} ${encoding ?? 'uncompressed'})` +
          (timeouts ? `, ${timeouts} timed out` : ''),
        reference:
          `bare Fastify sending the same bytes: p50 ${ms(median(bare.map((result) => result.p50Ms)))}, ` +
          `p99 ${ms(bareP99)}`,
        ratio: times(p99 / bareP99),
        goal: '< 10 ms (p99, one request at a time)',
        met: p99 < 10 && failures === 0,
        scale: {
          cost: medianCost,
          figure:
            `p50 ${preciseMs(pairedOurs.p50Ms)} against bare ${preciseMs(pairedBare.p50Ms)} = ${times(medianCost)} ` +
            `(${pairedOurs.samples} paired requests; ${kb(bytes)} ${encoding ?? 'uncompressed'})`,
          earlier: {
            name: 'p99 of the rounds',
            cost: p99 / bareP99,
            figure: `p99 ${ms(p99)} = ${times(p99 / bareP99)} of bare`,
          },
        },
      });
    }
  } finally {
    await reference.stop();
  }
  return rows;
}
