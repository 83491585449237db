import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { useTestApp } from '../testing/testApp.js';
import type { AppInstance } from './appInstance.js';

let logged: AppInstance;
const lines: string[] = [];

const t = useTestApp({ LOG_REQUESTS: '1' });

beforeAll(async () => {
  // The app as production starts it, logging every request, its log written here instead of to stdout.
  logged = await buildApp(t.deps, { logger: { stream: { write: (line: string) => lines.push(line) } } });
});
afterAll(async () => {
  await logged.close();
});

describe('request logs (LOG_REQUESTS=1, issue 26)', () => {
  it('write no calendar secret, OAuth code or state, or token, and keep the rest of the address', async () => {
    for (const url of [
      '/api/calendar/u/Cal3ndarS3cret.ics',
      '/api/login?code=0AuthC0de&state=0AuthSt4te',
      '/?code=0AuthC0de&state=0AuthSt4te&lang=ru',
      '/api/raids?perPage=5&token=Tok3nV4lue',
      '/api/raids?access_token=Tok3nV4lue',
    ])
      await logged.inject({ method: 'GET', url });

    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    expect(urls).toEqual([
      '/api/calendar/u/[redacted]',
      '/api/login?code=[redacted]&state=[redacted]',
      '/?code=[redacted]&state=[redacted]&lang=ru',
      '/api/raids?perPage=5&token=[redacted]',
      '/api/raids?access_token=[redacted]',
    ]);
    const log = lines.join('');
    for (const secret of ['Cal3ndarS3cret', '0AuthC0de', '0AuthSt4te', 'Tok3nV4lue'])
      expect(log).not.toContain(secret);
  });
});
