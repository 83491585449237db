import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleAlternating } from './latency.js';

let server: Server;
let baseUrl: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('paired latency samples', () => {
  it('asks each URL in turn, one request at a time, the order turned at every pair', async () => {
    seen.length = 0;
    const [a, b] = await sampleAlternating([`${baseUrl}/a`, `${baseUrl}/b`], { seconds: 10, maxRequests: 3 });
    expect(seen).toEqual(['/a', '/b', '/b', '/a', '/a', '/b']);
    expect(a).toMatchObject({ samples: 3, failures: 0, timeouts: 0 });
    expect(b).toMatchObject({ samples: 3, failures: 0, timeouts: 0 });
    expect(a?.p50Ms).toBeGreaterThan(0);
  });
});
