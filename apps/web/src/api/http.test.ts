import type { RaidListAnswer } from '@raid/domain/schemas/raid';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../testing/fakeServer.js';
import { raidFixture } from '../testing/fixtures.js';
import { ApiError } from './apiError.js';
import { errorText } from './errorText.js';
import { apiGet, apiPost } from './http.js';
import { setRequestLanguage, setRequestSubdomain } from './requestContext.js';

const list = { data: [raidFixture()], page: 1, perPage: 500, total: 1 };

describe('the API helper', () => {
  afterEach(() => {
    setRequestSubdomain(null);
    setRequestLanguage('en');
  });

  it("sends the page's expansion as `subdomain`, the language, credentials, and only the set parameters", async () => {
    const server = fakeServer({ '/api/raids': { body: list } });
    setRequestSubdomain('wotlk');
    setRequestLanguage('ru');
    const answer = await apiGet<RaidListAnswer>('/api/raids', {
      server: 4440,
      zone: null,
      user: undefined,
      guild: '',
    });
    expect(answer.total).toBe(1);
    const [url] = server.calls;
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ server: '4440', subdomain: 'wotlk' });
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init).toMatchObject({ credentials: 'include', headers: { 'accept-language': 'ru' } });
  });

  it('posts JSON', async () => {
    fakeServer({ '/api/refreshUser': { body: list } });
    await apiPost('/api/refreshUser', { late: 1 });
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'POST', body: '{"late":1}' });
  });

  it("turns an error answer into an ApiError shown with the catalogue's text in the interface language", async () => {
    fakeServer({
      '/api/raids': { status: 409, body: { code: 'rosterFull', error: 'The raid roster is already full' } },
    });
    const failure = await apiGet('/api/raids').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 409, code: 'rosterFull' });
    expect(errorText(failure, 'ru', i18next.t)).toBe('Состав рейда уже заполнен');
    expect(errorText(failure, 'en', i18next.t)).toBe('The raid roster is already full');
  });

  it("shows the server's own message for a code the catalogue does not know", async () => {
    fakeServer({ '/api/raids': { status: 500, body: { code: 'internal', error: 'Internal error' } } });
    const failure = await apiGet('/api/raids').catch((error: unknown) => error);
    expect(errorText(failure, 'en', i18next.t)).toBe('Internal error');
  });

  it('rejects an answer that is not JSON (a proxy page instead of the API)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await apiGet('/api/raids').catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'invalidAnswer' });
    expect(errorText(failure, 'en', i18next.t)).toMatch(/does not understand/);
  });

  it('reports a lost connection as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await apiGet('/api/raids').catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'network', status: 0 });
    expect(errorText(failure, 'en', i18next.t)).toMatch(/cannot be reached/);
  });
});
