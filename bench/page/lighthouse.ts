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
}

/**
 * Lighthouse's default run: mobile form factor, simulated slow 4G and 4x CPU slowdown, performance category
 * only, in a fresh Chromium profile. The whole report goes to the log directory (`lighthouse-<path>-<time>.json`,
 * opens in https://googlechrome.github.io/lighthouse/viewer/): its LCP element and the network and main-thread
 * breakdowns show where a slow page's time goes.
 */
export async function runLighthouse(url: string, logDir: string): Promise<LighthouseResult> {
  const chrome = await startDebuggableChrome(logDir);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
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
    };
  } finally {
    await chrome.stop();
  }
}
