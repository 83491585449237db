import { loadFirstCard, type FirstCardResult } from '../page/firstCard.js';
import { runLighthouse, type LighthouseResult } from '../page/lighthouse.js';
import { kb, ms, seconds } from '../report/format.js';
import type { Row } from '../report/table.js';
import { log } from '../util/log.js';
import { median } from '../util/stats.js';
import { hotRaidId } from '../world/layout.js';
import type { BenchContext } from './context.js';

const MEDIAN_WEB_PAGE_JS = 461_000;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 1);

async function lighthouseRow(what: string, url: string, logDir: string): Promise<Row> {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await runLighthouse(url, logDir));
  const score = median(runs.map((r) => r.performance));
  const lcp = median(runs.map((r) => r.lcpMs));
  const blocking = median(runs.map((r) => r.totalBlockingTimeMs));
  const hostIndex = runs.map((r) => Math.round(r.benchmarkIndex).toLocaleString('en-US'));
  log(`  Lighthouse ${url}: ${score}, LCP ${seconds(lcp)}, blocking ${ms(blocking)}`);
  return {
    what,
    measured:
      `performance ${score}, LCP ${seconds(lcp)}, FCP ${seconds(median(runs.map((r) => r.fcpMs)))}, ` +
      `total blocking time ${ms(blocking)}`,
    // The score moves with the host: Lighthouse multiplies the main thread's time by 4 whatever the CPU.
    reference: `LCP ≤ 2.5 s ("good"); this host's benchmarkIndex ${hostIndex.join(' / ')}`,
    ratio: '—',
    goal: 'Lighthouse mobile ≥ 95, LCP ≤ 2.5 s',
    met: score >= 95 && lcp <= 2_500,
  };
}

/**
 * The web app on the largest world: three cold loads of `/` in Chromium with a 4x CPU slowdown (first raid
 * card, first contentful paint, the JS it loaded before that card, gzip level 9), then Lighthouse's mobile
 * run on `/` and on the first hot raid's page.
 */
export async function pageRows(context: BenchContext): Promise<Row[]> {
  const base = context.product.baseUrl;
  const loads: FirstCardResult[] = [];
  for (let run = 0; run < 3; run++) loads.push(await loadFirstCard(`${base}/`));
  const js = median(loads.map((load) => load.scriptGzipBytes));
  const firstCard = median(loads.map((load) => load.firstCardMs));
  log(`  first card ${seconds(firstCard)}, JS ${kb(js)} gzip`);
  const rows: Row[] = [
    {
      what: 'JS loaded for `/` (before the first raid card)',
      measured: `${kb(js)} gzip (${loads[0]?.scripts ?? 0} files)`,
      reference: `median web page ${kb(MEDIAN_WEB_PAGE_JS)}`,
      ratio: `${((js / MEDIAN_WEB_PAGE_JS) * 100).toFixed(0)} %`,
      goal: '≤ 150 KB gzip',
      met: js <= 150_000,
    },
    {
      what: 'first raid card visible on `/`, 4× CPU throttle',
      measured: `${seconds(firstCard)} (FCP ${seconds(median(loads.map((load) => load.firstContentfulPaintMs)))})`,
      reference: 'LCP ≤ 2.5 s ("good")',
      ratio: '—',
      goal: '≤ 2.5 s',
      met: firstCard <= 2_500,
    },
  ];
  rows.push(await lighthouseRow('Lighthouse mobile, `/`', `${base}/`, context.logDir));
  rows.push(
    await lighthouseRow(
      'Lighthouse mobile, a raid page',
      `${base}/raids/${hotRaidId(context.layout, 0)}`,
      context.logDir,
    ),
  );
  return rows;
}
