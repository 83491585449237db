import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from '../util/stats.js';

/** One sign-up request: where to send it and what counts as acknowledged. */
export interface SignUpRequest {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** Whether a 200 answer's body says the sign-up was taken. */
  acknowledged: (answer: unknown) => boolean;
}

export interface BurstResult {
  sent: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-200 answers, failed requests, and 200s that did not take the sign-up. */
  errors: number;
  acknowledged: boolean[];
  /** Each request's start (ms after the burst's start) and latency, in sending order: where the slow ones fell. */
  timeline: Array<[startMs: number, latencyMs: number]>;
  /** Each answer's Server-Timing header, in sending order (null where it had none: a server without SERVER_TIMING). */
  serverTimings: Array<string | null>;
}

/**
 * Sends the requests at evenly spaced start times over `seconds` (open loop: a slow answer does not delay the
 * next start), each cut at `timeoutMs`; answers the latencies and which ones were acknowledged.
 */
export async function signUpBurst(
  requests: SignUpRequest[],
  options: { seconds: number; timeoutMs?: number },
): Promise<BurstResult> {
  const gapMs = (options.seconds * 1000) / requests.length;
  const started = performance.now();
  const latencies: number[] = [];
  const timeline: BurstResult['timeline'] = requests.map(() => [0, 0]);
  const acknowledged = requests.map(() => false);
  const serverTimings: BurstResult['serverTimings'] = requests.map(() => null);
  let errors = 0;
  await Promise.all(
    requests.map(async (request, index) => {
      const startAt = started + index * gapMs;
      await sleep(Math.max(0, startAt - performance.now()));
      const sent = performance.now();
      try {
        const response = await fetch(request.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...request.headers },
          body: JSON.stringify(request.body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
        const text = await response.text();
        latencies.push(performance.now() - sent);
        timeline[index] = [sent - started, performance.now() - sent];
        serverTimings[index] = response.headers.get('server-timing');
        if (response.ok && request.acknowledged(JSON.parse(text))) acknowledged[index] = true;
        else errors++;
      } catch {
        latencies.push(performance.now() - sent);
        timeline[index] = [sent - started, performance.now() - sent];
        errors++;
      }
    }),
  );
  return {
    sent: requests.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors,
    acknowledged,
    timeline,
    serverTimings,
  };
}
