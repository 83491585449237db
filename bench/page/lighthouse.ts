import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { startDebuggableChrome } from './chromium.js';

export interface LighthouseResult {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  totalBlockingTimeMs: number;
  /** Lighthouse's measure of the host's CPU (higher is faster); its 4x slowdown assumes a high-end desktop. */
  benchmarkIndex: number;
  /** The CPU slowdown the run applied, as its report says (its simulation multiplies the main thread's time). */
  cpuSlowdownMultiplier: number;
}

/**
 * Lighthouse's default run: mobile form factor, simulated slow 4G, performance category only, in a fresh
 * Chromium profile; the CPU slowdown is `cpuSlowdownMultiplier` (Lighthouse's default is 4). The whole report goes to the log directory (`lighthouse-<path>-<time>.json`,
 * opens in https://googlechrome.github.io/lighthouse/viewer/): its LCP element and the network and main-thread
 * breakdowns show where a slow page's time goes.
 */
export async function runLighthouse(
  url: string,
  logDir: string,
  cpuSlowdownMultiplier = 4,
): Promise<LighthouseResult> {
  const chrome = await startDebuggableChrome(logDir);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Merged into the mobile defaults: only the CPU's share of the simulated throttling changes.
      throttling: { cpuSlowdownMultiplier },
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
    await writeFile(path.join(logDir, `lighthouse-${slug}-${Date.now()}.json`), JSON.stringify(lhr));
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      totalBlockingTimeMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    };
  } finally {
    await chrome.stop();
  }
}
