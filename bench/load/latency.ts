import { percentile } from '../util/stats.js';
import { BROWSER_HEADERS } from './httpLoad.js';

/** Latency of one request at a time (no concurrency): what one user waits. */
export interface LatencyResult {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  /** Until the answer's headers arrived: the server's part, without the client reading and decompressing. */
  headersP99Ms: number;
  /** Requests that took longer than the timeout (counted as the timeout in the percentiles). */
  timeouts: number;
  failures: number;
}

/**
 * Sends requests one after another (as a browser asks: compressed) for `seconds` (at most `maxRequests`), each cut at `timeoutMs`. The run is
 * bounded: it stops after its time even when the answers are slow, and a timed-out request counts as taking
 * the whole timeout.
 */
export async function sampleLatency(
  url: string,
  options: { seconds: number; maxRequests?: number; timeoutMs?: number },
): Promise<LatencyResult> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const deadline = performance.now() + options.seconds * 1000;
  const latencies: number[] = [];
  const headerTimes: number[] = [];
  let timeouts = 0;
  let failures = 0;
  while (performance.now() < deadline && latencies.length < (options.maxRequests ?? 2_000)) {
    const started = performance.now();
    try {
      const response = await fetch(url, { headers: BROWSER_HEADERS, signal: AbortSignal.timeout(timeoutMs) });
      headerTimes.push(performance.now() - started);
      await response.arrayBuffer();
      if (!response.ok) failures++;
      latencies.push(performance.now() - started);
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') throw error;
      timeouts++;
      latencies.push(timeoutMs);
    }
  }
  return {
    samples: latencies.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    headersP99Ms: percentile(headerTimes, 99),
    timeouts,
    failures,
  };
}
