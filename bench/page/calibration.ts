import { chromium } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromeFlags, chromePath } from './chromium.js';

/** The CPU slowdown the page rows apply, from this host's speed as Lighthouse measures it. */
export interface CpuCalibration {
  /** Lighthouse's benchmarkIndex of this host (the fastest of three in a blank Chromium page; higher is faster). */
  benchmarkIndex: number;
  /** `max(4, benchmarkIndex / 250)`: a mid-range phone on a fast host, at least Lighthouse's default 4 ×. */
  multiplier: number;
}

const RUNS = 3;

/**
 * Lighthouse's own 4 × assumes a high-end desktop; on a faster host the page looks faster than on a phone. The
 * issue calibrates the slowdown to the host: `max(4, benchmarkIndex / 250)` (a benchmarkIndex of 1,000 at
 * 4 × is the mid-range phone Lighthouse's mobile run stands for). The index is Lighthouse's own page function,
 * run in Chromium as Lighthouse runs it before a page loads; each Lighthouse report's own index is printed
 * beside it. The fastest of three runs: on a shared machine other processes only ever slow it down, and the
 * slowdown stands for the host's CPU, not for its load at one moment.
 */
export async function calibrateCpu(): Promise<CpuCalibration> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => flag !== '--headless'),
  });
  try {
    const page = await browser.newPage();
    const indexes: number[] = [];
    for (let run = 0; run < RUNS; run++)
      indexes.push(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    const benchmarkIndex = Math.max(...indexes);
    return { benchmarkIndex, multiplier: cpuSlowdown(benchmarkIndex) };
  } finally {
    await browser.close();
  }
}

export function cpuSlowdown(benchmarkIndex: number): number {
  return Math.max(4, Math.round((benchmarkIndex / 250) * 10) / 10);
}
