import pg from 'pg';
import { sizeLabel } from '../config.js';
import { sampleLatency, type LatencyResult } from '../load/latency.js';
import { ms, times } from '../report/format.js';
import type { Row } from '../report/table.js';

const PER_PAGE = 100;
const PAGE = 900;

export interface ArchiveMeasurement {
  raids: number;
  lastPage: number;
  /** `page=900` where the world has that many pages. */
  page900: LatencyResult | null;
  last: LatencyResult;
}

/** Archived raids as the product lists them (archived, canceled, or started more than an hour ago). */
async function archivedRaids(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM raids WHERE is_archive OR canceled OR date <= now() - interval '1 hour'`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * One request at a time (`seconds` each, requests cut at 15 s): archive page 900 of 100 where it exists, and
 * the world's last archive page, the deepest one an OFFSET would scan to.
 */
export async function measureArchive(
  baseUrl: string,
  databaseUrl: string,
  raids: number,
  seconds: number,
): Promise<ArchiveMeasurement> {
  const lastPage = Math.max(1, Math.ceil((await archivedRaids(databaseUrl)) / PER_PAGE));
  const url = (page: number) => `${baseUrl}/api/raids?archive=1&perPage=${PER_PAGE}&page=${page}`;
  await sampleLatency(url(1), { seconds: 1, maxRequests: 3 }); // warm-up
  const page900 = lastPage >= PAGE ? await sampleLatency(url(PAGE), { seconds }) : null;
  const last = await sampleLatency(url(lastPage), { seconds });
  return { raids, lastPage, page900, last };
}

const latencyText = (result: LatencyResult) =>
  `p50 ${ms(result.p50Ms)}, p99 ${ms(result.p99Ms)}` +
  (result.timeouts ? `, ${result.timeouts} timed out` : '');

/** The page-900 row at the largest world, and the flatness row across every size measured. */
export function archiveRows(measurements: ArchiveMeasurement[]): Row[] {
  const sorted = [...measurements].sort((a, b) => a.raids - b.raids);
  const largest = sorted.at(-1);
  const smallest = sorted[0];
  if (!largest || !smallest) return [];
  const rows: Row[] = [];
  if (largest.page900) {
    rows.push({
      what: `archive page ${PAGE} of ${PER_PAGE} (${sizeLabel(largest.raids)} raids)`,
      measured: latencyText(largest.page900),
      reference: '—',
      ratio: '—',
      goal: 'p99 < 50 ms',
      met: largest.page900.p99Ms < 50 && largest.page900.failures === 0,
    });
  }
  const growth = largest.last.p50Ms / smallest.last.p50Ms;
  rows.push({
    what: `archive, last page, ${sorted.map((m) => sizeLabel(m.raids)).join(' / ')} raids`,
    measured: sorted
      .map((m) => `${sizeLabel(m.raids)} (page ${m.lastPage}): ${latencyText(m.last)}`)
      .join('; '),
    reference: `the ${sizeLabel(smallest.raids)} world`,
    ratio: `${times(growth)} (p50, ${sizeLabel(largest.raids)} vs ${sizeLabel(smallest.raids)})`,
    goal: 'flat (≤ 2 ×) and p99 < 50 ms at every size',
    met: growth <= 2 && sorted.every((m) => m.last.p99Ms < 50 && m.last.failures === 0),
  });
  return rows;
}
