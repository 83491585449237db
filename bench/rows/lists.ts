import { sampleLatency } from '../load/latency.js';
import { ms } from '../report/format.js';
import type { Row } from '../report/table.js';
import type { BenchContext } from './context.js';

/** The leaders and communities tables: one request at a time for `seconds` each, after a warm-up. */
export async function listRows(context: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  for (const path of ['/api/guilds', '/api/users']) {
    const url = `${context.product.baseUrl}${path}`;
    await sampleLatency(url, { seconds: 1, maxRequests: 5 });
    const result = await sampleLatency(url, { seconds: context.config.seconds });
    rows.push({
      what: `\`${path}\``,
      measured:
        `p50 ${ms(result.p50Ms)}, p99 ${ms(result.p99Ms)} (${result.samples} requests; ` +
        `until the headers p99 ${ms(result.headersP99Ms)})` +
        (result.timeouts ? `, ${result.timeouts} timed out` : ''),
      reference: '—',
      ratio: '—',
      goal: '< 10 ms (p99, one request at a time)',
      met: result.p99Ms < 10 && result.failures === 0,
    });
  }
  return rows;
}
