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

/** One URL's answers as they come: its latencies, until the last byte and until the headers. */
class Samples {
  readonly latencies: number[] = [];
  readonly headerTimes: number[] = [];
  timeouts = 0;
  failures = 0;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
  ) {}

  async take(): Promise<void> {
    try {
      const answer = await timedGet(this.url, this.agent, this.timeoutMs);
      this.headerTimes.push(answer.headersMs);
      this.latencies.push(answer.totalMs);
      if (!answer.ok) this.failures++;
    } catch (error) {
      if (!(error instanceof RequestTimeout)) throw error;
      this.timeouts++;
      this.latencies.push(this.timeoutMs);
    }
  }

  close(): void {
    this.agent.destroy();
  }

  result(): LatencyResult {
    return {
      samples: this.latencies.length,
      p50Ms: percentile(this.latencies, 50),
      p99Ms: percentile(this.latencies, 99),
      headersP99Ms: percentile(this.headerTimes, 99),
      timeouts: this.timeouts,
      failures: this.failures,
    };
  }
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
  const [result] = await sampleAlternating([url], options);
  return result as LatencyResult;
}

/**
 * As `sampleLatency`, for several URLs in turn, one request at a time: a request to each, then again with the
 * order turned by one, so each URL's requests follow the others' as often and meet the same moments of the
 * machine. `maxRequests` counts each URL's requests. One result per URL, in the order given.
 */
export async function sampleAlternating(
  urls: readonly string[],
  options: { seconds: number; maxRequests?: number; timeoutMs?: number },
): Promise<LatencyResult[]> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const deadline = performance.now() + options.seconds * 1000;
  const samplers = urls.map((url) => new Samples(url, timeoutMs));
  try {
    for (let turn = 0; performance.now() < deadline; turn++) {
      if ((samplers[0]?.latencies.length ?? 0) >= (options.maxRequests ?? 2_000)) break;
      for (let index = 0; index < samplers.length; index++) {
        await samplers[(turn + index) % samplers.length]?.take();
      }
    }
  } finally {
    for (const sampler of samplers) sampler.close();
  }
  return samplers.map((sampler) => sampler.result());
}
