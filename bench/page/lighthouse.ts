import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startDebuggableChrome } from './chromium.js';
import { toThreadTime, type TraceEvent } from './threadTimeTrace.js';

export interface LighthouseResult {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  totalBlockingTimeMs: number;
  /** Lighthouse's measure of the host's CPU (higher is faster); its 4x slowdown assumes a high-end desktop. */
  benchmarkIndex: number;
  /** The CPU slowdown the run applied, as its report says (its simulation multiplies the main thread's time). */
  cpuSlowdownMultiplier: number;
  /**
   * The same recording audited again with every main-thread task as long as its thread ran
   * (page/threadTimeTrace.ts): what the run would score on an idle host of this speed. On a shared host the
   * wall time Lighthouse multiplies includes the time other processes had the core.
   */
  threadTime: { performance: number; totalBlockingTimeMs: number; longTasks: string[] };
}

const TRACE_FILE = 'defaultPass.trace.json';

const scoreOf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/** The simulated long tasks after the first paint, longest first: "where (start ms): duration ms". */
function longTasksOf(lhr: Result): string[] {
  const items = (lhr.audits['long-tasks']?.details as { items?: Array<Record<string, unknown>> } | undefined)
    ?.items;
  return (items ?? [])
    .slice(0, 8)
    .map(
      (item) =>
        `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} (${Math.round(Number(item.startTime))}): ` +
        `${Math.round(Number(item.duration))} ms`,
    );
}

/** Audits the saved recording in `gathered` again, its trace in thread time. */
async function auditInThreadTime(url: string, gathered: string, flags: Flags): Promise<Result> {
  const copy = await mkdtemp(path.join(tmpdir(), 'raid-bench-lh-thread-'));
  try {
    await cp(gathered, copy, { recursive: true });
    const trace = JSON.parse(await readFile(path.join(gathered, TRACE_FILE), 'utf8')) as {
      traceEvents: TraceEvent[];
    };
    await writeFile(
      path.join(copy, TRACE_FILE),
      JSON.stringify({ ...trace, traceEvents: toThreadTime(trace.traceEvents) }),
    );
    const result = await lighthouse(url, { ...flags, auditMode: copy });
    if (!result?.lhr || result.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url} again`);
    return result.lhr;
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
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
  const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
  const runName = `lighthouse-${slug}-${Date.now()}`;
  // The recording (trace, DevTools log, artifacts) stays with the logs: open the trace in DevTools' Performance panel.
  const gathered = path.join(logDir, `${runName}-recording`);
  try {
    const flags: Flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Merged into the mobile defaults: only the CPU's share of the simulated throttling changes.
      throttling: { cpuSlowdownMultiplier },
    };
    // Gather and audit (Lighthouse's -GA): the recording stays on disk for the second audit in thread time.
    const result = await lighthouse(url, {
      ...flags,
      port: chrome.port,
      gatherMode: gathered,
      auditMode: gathered,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    await writeFile(path.join(logDir, `${runName}.json`), JSON.stringify(lhr));
    const threadLhr = await auditInThreadTime(url, gathered, flags);
    await writeFile(path.join(logDir, `${runName}-thread-time.json`), JSON.stringify(threadLhr));
    return {
      threadTime: {
        performance: scoreOf(threadLhr),
        totalBlockingTimeMs: threadLhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        longTasks: longTasksOf(threadLhr),
      },
      performance: scoreOf(lhr),
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
