import { request } from 'node:http';
import { ACTIVE_PAGE_SIZE } from '@raid/domain/rules/pagination';
import { describe, expect, it } from 'vitest';
import { appStarted, watchForErrors } from './support/browser.js';
import { useJourney } from './support/journey.js';

interface ListedRaid {
  id: number;
  zoneID: number;
}

interface RosterRecord {
  charName: string;
  slot: number;
}

const journey = useJourney();

/** The page's HTML as the server sends it, before any script: Node's client, so the Host can name a subdomain. */
function pageHtml(path: string, headers: Record<string, string> = {}): Promise<string> {
  const { hostname, port } = new URL(journey.baseUrl);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, headers: { 'accept-language': 'en-US,en;q=0.9', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

/** The raids whose cards the HTML holds, in order. */
const cardIds = (html: string) =>
  [...html.matchAll(/<article [^>]*data-raid-id="(\d+)"/g)].map((m) => Number(m[1]));

interface DehydratedQuery {
  queryKey: unknown[];
  state: { data: unknown };
}

/** The first reads' answers the HTML carries for hydration (apps/server/src/http/pageRenderer.ts). */
function serverQueries(html: string): DehydratedQuery[] {
  const json = /<script id="server-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the page carries no server state');
  return (JSON.parse(json) as { queries: { queries: DehydratedQuery[] } }).queries.queries;
}

/**
 * Above the pages of the 100k bench world (86–107 KB, docs/performance.md, "Issue 31, the first screen's cost at
 * 100k"), and far below what one more list of the world's people or raids would add.
 */
const FIRST_SCREEN_MAX_BYTES = 150_000;

async function firstRaidWithRoster(): Promise<{ id: number; names: string[] }> {
  const list = await journey.getJson<{ data: ListedRaid[] }>('/api/raids');
  for (const { id } of list.data) {
    const answer = await journey.getJson<{ data: Array<{ records: RosterRecord[] }> }>(`/api/raids?id=${id}`);
    const names = (answer.data[0]?.records ?? []).filter((record) => record.slot > 0).map((r) => r.charName);
    if (names.length > 0) return { id, names };
  }
  throw new Error('no demo raid has a roster');
}

describe('the first screen in the HTML', () => {
  it('holds the first raid cards of the list, in English and in Russian', async () => {
    const list = await journey.getJson<{ data: ListedRaid[] }>('/api/raids');
    const firstIds = list.data.slice(0, 3).map((raid) => raid.id);
    expect(firstIds.length).toBeGreaterThan(0);

    const en = await pageHtml('/');
    expect(en).toContain('<html lang="en" data-server-rendered');
    expect(cardIds(en).slice(0, firstIds.length)).toEqual(firstIds);
    expect(en).toContain('All raids');
    expect(en).toContain('id="server-state"');

    const ru = await pageHtml('/', { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(ru).toContain('<html lang="ru" data-server-rendered');
    expect(cardIds(ru).slice(0, firstIds.length)).toEqual(firstIds);
    expect(ru).toContain('Все рейды');

    // The language chosen in the app (its cookie) wins over the browser's.
    const chosen = await pageHtml('/', { 'accept-language': 'ru', cookie: 'userLanguage=en' });
    expect(chosen).toContain('<html lang="en"');
  });

  it("holds a logged-in visitor's characters beside the list, so the card keeps its height", async () => {
    const page = await journey.openPage();
    await journey.logInAs(page, 'Sylvanas');
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    const chars = (await (
      await fetch(`${journey.baseUrl}/api/chars`, { headers: { cookie } })
    ).json()) as Array<{
      name: string;
    }>;
    expect(chars.length).toBeGreaterThan(0);
    const html = await pageHtml('/', { cookie });
    const card = html.slice(html.indexOf('class="my-chars-card"'));
    for (const { name } of chars) expect(card).toContain(`>${name}<`);
  });

  it("holds an expansion subdomain's own raids", async () => {
    const wotlk = await journey.getJson<{ data: ListedRaid[] }>('/api/raids?subdomain=wotlk');
    const current = await journey.getJson<{ data: ListedRaid[] }>('/api/raids');
    const { port } = new URL(journey.baseUrl);
    const html = await pageHtml('/', { host: `wotlk.raid.localhost:${port}` });
    expect(html).toContain('data-server-rendered');
    const ids = cardIds(html);
    expect(ids).toEqual(wotlk.data.slice(0, ids.length).map((raid) => raid.id));
    expect(ids).not.toEqual(current.data.slice(0, ids.length).map((raid) => raid.id));
  });

  it("holds a raid's header and roster", async () => {
    const raid = await firstRaidWithRoster();
    for (const language of ['en', 'ru']) {
      const html = await pageHtml(`/raids/${raid.id}`, { 'accept-language': language });
      expect(html).toContain(`<html lang="${language}" data-server-rendered`);
      expect(html).toContain('class="raid-title"');
      expect(html).toContain('class="raid-roster"');
      const drawn = html.slice(0, html.indexOf('id="server-state"'));
      for (const name of raid.names.slice(0, 5)) expect(drawn).toContain(name);
    }
  });

  it('carries the same reads at any size of the world: a page of cards, six drawn, or one raid', async () => {
    const list = await pageHtml('/');
    expect(Buffer.byteLength(list)).toBeLessThan(FIRST_SCREEN_MAX_BYTES);
    const listReads = serverQueries(list);
    expect(listReads.map((query) => query.queryKey[0]).sort()).toEqual(['gameData', 'init', 'raids']);
    const pages = (
      listReads.find((query) => query.queryKey[0] === 'raids')?.state.data as {
        pages: Array<{ data: unknown[] }>;
      }
    ).pages;
    expect(pages).toHaveLength(1);
    expect(pages[0]?.data.length).toBeLessThanOrEqual(ACTIVE_PAGE_SIZE);
    expect(cardIds(list).length).toBeLessThanOrEqual(6);

    const raid = await firstRaidWithRoster();
    const raidPage = await pageHtml(`/raids/${raid.id}`);
    expect(Buffer.byteLength(raidPage)).toBeLessThan(FIRST_SCREEN_MAX_BYTES);
    expect(
      serverQueries(raidPage)
        .map((query) => query.queryKey[0])
        .sort(),
    ).toEqual(['gameData', 'init', 'raid', 'records']);
  });

  it('sends the plain page for the addresses it does not draw', async () => {
    const html = await pageHtml('/about');
    expect(html).not.toContain('<html lang="en" data-server-rendered');
    expect(html).toContain('<div id="root">');
  });
});

describe('hydrating the first screen', () => {
  it('takes over the list and a raid page without a mismatch, in English and in Russian', async () => {
    const raid = await firstRaidWithRoster();
    for (const locale of ['en-US', 'ru-RU']) {
      const page = await journey.openPage({ locale });
      const errors = watchForErrors(page, journey.baseUrl);
      const cards = page.locator('article.raid-card');

      // A first visit: the server does not know the time zone yet, so the browser draws the page itself.
      await page.goto(`${journey.baseUrl}/`);
      expect(await appStarted(page)).toBe('drawn');
      await cards.first().waitFor();
      await expect
        .poll(async () => (await page.context().cookies()).some((c) => c.name === 'timeZone'))
        .toBe(true);

      await page.reload();
      expect(await appStarted(page)).toBe('hydrated');
      // Hydrated, the app is live: a card's link opens its raid in the page.
      await cards.first().locator('.raid-card-title a').click();
      await page.locator('.raid-roster').waitFor();

      await page.goto(`${journey.baseUrl}/raids/${raid.id}`);
      expect(await appStarted(page)).toBe('hydrated');
      await page
        .locator('main')
        .getByText(raid.names[0] ?? '')
        .first()
        .waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(locale.slice(0, 2));

      expect(errors).toEqual([]);
    }
  });
});
