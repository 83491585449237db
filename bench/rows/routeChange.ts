import { warmRouteChanges, type HopTiming, type RouteHop } from '../page/routeChange.js';
import { ms } from '../report/format.js';
import type { Row } from '../report/table.js';
import { log } from '../util/log.js';
import { median } from '../util/stats.js';
import type { BenchContext } from './context.js';

const GOAL_MS = 200;

/** From the raid list through a raid and its leader to the static pages, as a visitor clicks along. */
const hops: RouteHop[] = [
  { name: 'list → raid', link: '[data-raid-id] a.stretched-link', content: '.raid-roster [data-record-id]' },
  {
    name: 'raid → profile',
    link: '.raid-title-people a[href^="/users/"]',
    content: 'h1.profile-header-name:not(:has(.placeholder))',
  },
  { name: 'profile → about', link: '.app-sidebar a[href="/about"]', content: 'main article h1' },
  { name: 'about → instruction', link: '.app-sidebar a[href="/instruction"]', content: 'main article h1' },
];

/** The rows: one per kind of page reached; the static pages' two hops share one. */
const rowsOf: { what: string; hops: string[] }[] = [
  { what: 'warm route change, list → raid (roster shown)', hops: ['list → raid'] },
  { what: 'warm route change, raid → profile (name shown)', hops: ['raid → profile'] },
  {
    what: 'warm route change, static pages (about, instruction)',
    hops: ['profile → about', 'about → instruction'],
  },
];

/**
 * Warm route changes on the largest world: `config.rounds` visits in a fresh Chromium each (desktop screen, no
 * CPU slowdown), each opening `/`, waiting until the page has been idle, then clicking along `hops`.
 */
export async function routeChangeRows(context: BenchContext): Promise<Row[]> {
  const visits: HopTiming[][] = [];
  for (let round = 0; round < context.config.rounds; round++) {
    const visit = await warmRouteChanges(context.product.baseUrl, hops, 1);
    log(`  route changes: ${visit.map((hop) => `${hop.name} ${ms(hop.ms)}`).join(', ')}`);
    visits.push(visit);
  }
  return rowsOf.map(({ what, hops: names }) => {
    const timings = visits.flat().filter((hop) => names.includes(hop.name));
    const figure = median(timings.map((hop) => hop.ms));
    const slowest = timings.reduce<HopTiming | undefined>(
      (worst, hop) => (worst && worst.ms >= hop.ms ? worst : hop),
      undefined,
    );
    const met = figure <= GOAL_MS;
    return {
      what,
      measured: `median ${ms(figure)} (${timings.map((hop) => ms(hop.ms)).join(', ')})`,
      reference: 'the click to the first frame with the content',
      ratio: '—',
      goal: `≤ ${GOAL_MS} ms`,
      met,
      ...(!met &&
        slowest && {
          profile: `the slowest (${ms(slowest.ms)}); requests that finished meanwhile: ${slowest.requests.join(', ') || 'no request (rendering)'}`,
        }),
    };
  });
}
