import { get } from 'node:http';
import autocannon from 'autocannon';

/** What a browser's fetch of the API sends that changes the answer: it takes compressed JSON. */
export const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip' };

/** One autocannon run: closed-loop load from `connections` connections for `seconds`. */
export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, and requests that failed or timed out. */
  non2xx: number;
  errors: number;
  requests: number;
}

export async function httpLoad(
  url: string,
  options: { seconds: number; connections?: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.seconds,
    headers: { ...BROWSER_HEADERS, ...options.headers },
    timeout: 30,
  });
  return {
    requestsPerSecond: result.requests.total / options.seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

/** An answer's size: the JSON as the server makes it, and the bytes it sends to a browser (compressed). */
export interface AnswerSize {
  bytes: number;
  transferred: number;
}

function bodyLength(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(length)
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

export async function answerSize(url: string, headers: Record<string, string> = {}): Promise<AnswerSize> {
  return {
    bytes: await bodyLength(url, { ...headers, 'accept-encoding': 'identity' }),
    transferred: await bodyLength(url, { ...BROWSER_HEADERS, ...headers }),
  };
}
