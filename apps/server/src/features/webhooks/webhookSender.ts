import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { guardedLookup, literalHostAllowed } from './webhookAddress.js';

/** A receiver gets this long to answer; it should queue the work and answer at once. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** How much of an error message is kept in the log Settings shows. */
const ERROR_MAX = 300;

interface SendResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * POSTs `body` to the receiver and reports its status code, or the error when there was none. Redirects are not
 * followed (a 3xx is the answer): following one would reach an address nobody checked.
 */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  demo: boolean,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<SendResult> {
  const started = performance.now();
  const finish = (statusCode: number | null, error: string | null): SendResult => ({
    statusCode,
    error: error?.slice(0, ERROR_MAX) ?? null,
    durationMs: Math.round(performance.now() - started),
  });
  const url = new URL(target);
  if (!literalHostAllowed(url, demo)) return Promise.resolve(finish(null, 'private address'));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(url, {
      method: 'POST',
      lookup: guardedLookup(demo),
      timeout: timeoutMs,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'raid-planner-webhooks',
      },
    });
    // The whole exchange, not only idle time, is bounded: a receiver trickling bytes cannot hold a worker.
    const deadline = setTimeout(() => request.destroy(new Error('timeout')), timeoutMs);
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('response', (response) => {
      // The answer's body is not kept; it is read so the connection closes cleanly.
      response.resume();
      response.on('end', () => {
        clearTimeout(deadline);
        resolve(finish(response.statusCode ?? null, null));
      });
      response.on('error', (error) => {
        clearTimeout(deadline);
        resolve(finish(response.statusCode ?? null, error.message));
      });
    });
    request.on('error', (error) => {
      clearTimeout(deadline);
      resolve(finish(null, error.message));
    });
    request.end(body);
  });
}
