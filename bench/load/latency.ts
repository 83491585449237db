import { Agent, request } from 'node:http';
import { percentile } from '../util/stats.js';
import { BROWSER_HEADERS } from './httpLoad.js';

/** Latency of one request at a time (no concurrency): what one user waits. */
export interface LatencyResult {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  /** Until the answer's headers arrived. */
  headersP99Ms: number;
  /** Requests that took longer than the timeout (counted as the timeout in the percentiles). */
  timeouts: number;
  failures: number;
}

class RequestTimeout extends Error {}

/** One GET on a kept-alive connection: until the headers, and until the last byte of the body as sent. */
function timedGet(
  url: string,
  agent: Agent,
  timeoutMs: number,
): Promise<{ headersMs: number; totalMs: number; ok: boolean }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const sent = request(url, { agent, headers: BROWSER_HEADERS, timeout: timeoutMs }, (response) => {
      const headersMs = performance.now() - started;
      response.on('data', () => undefined);
      response.on('end', () =>
        resolve({
          headersMs,
          totalMs: performance.now() - started,
          ok: response.statusCode !== undefined && response.statusCode < 400,
        }),
      );
      response.on('error', reject);
    });
    sent.on('timeout', () => sent.destroy(new RequestTimeout()));
    sent.on('error', reject);
    sent.end();
  });
}

/**
 * Sends requests one after another (as a browser asks: compressed) for `seconds` (at most `maxRequests`), each
 * cut at `timeoutMs`, and times each until the last byte of its body arrived as sent: the server's answer,
 * without the bench process decompressing and copying it (a browser does that on its own time; the bench's
 * own pauses would otherwise make the p99). The run is bounded: it stops after its time even when the answers
 * are slow, and a timed-out request counts as taking the whole timeout.
 */
export async function sampleLatency(
  url: string,
  options: { seconds: number; maxRequests?: number; timeoutMs?: number },
): Promise<LatencyResult> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const deadline = performance.now() + options.seconds * 1000;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  const headerTimes: number[] = [];
  let timeouts = 0;
  let failures = 0;
  try {
    while (performance.now() < deadline && latencies.length < (options.maxRequests ?? 2_000)) {
      try {
        const answer = await timedGet(url, agent, timeoutMs);
        headerTimes.push(answer.headersMs);
        latencies.push(answer.totalMs);
        if (!answer.ok) failures++;
      } catch (error) {
        if (!(error instanceof RequestTimeout)) throw error;
        timeouts++;
        latencies.push(timeoutMs);
      }
    }
  } finally {
    agent.destroy();
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
