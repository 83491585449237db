import { afterAll, beforeAll, bench, describe } from 'vitest';
import { startApp, type RunningApp } from '../e2e/support/startApp.js';

/**
 * Latency of the calls every page load makes, against the built product in demo mode (the app in its own
 * process, embedded PostgreSQL, demo world), one request at a time and twenty at once.
 */
let app: RunningApp;
let raidId = 0;

beforeAll(async () => {
  app = await startApp();
  const raids = (await (await fetch(`${app.baseUrl}/api/raids?subdomain=wotlk`)).json()) as {
    data: { id: number }[];
  };
  raidId = raids.data[0]?.id ?? 1;
});

afterAll(async () => {
  await app.stop();
});

async function get(path: string): Promise<void> {
  const response = await fetch(`${app.baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  await response.arrayBuffer();
}

const options = { time: 3000, warmupTime: 500 };

describe('one request at a time', () => {
  bench('GET /api/raids (active list)', () => get('/api/raids?subdomain=wotlk'), options);
  bench('GET /api/raids?archive=1', () => get('/api/raids?subdomain=wotlk&archive=1'), options);
  bench('GET /api/raids?id= (one raid)', () => get(`/api/raids?subdomain=wotlk&id=${raidId}`), options);
  bench('GET /api/records', () => get(`/api/records?subdomain=wotlk&raid=${raidId}`), options);
  bench('GET /api/gameData', () => get('/api/gameData?subdomain=wotlk'), options);
});

describe('twenty at once', () => {
  bench(
    '20 × GET /api/raids',
    () =>
      Promise.all(Array.from({ length: 20 }, () => get('/api/raids?subdomain=wotlk'))).then(() => undefined),
    options,
  );
});
