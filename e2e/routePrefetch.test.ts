import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appStarted, watchForErrors } from './support/browser.js';
import { useJourney } from './support/journey.js';

const journey = useJourney({ viewport: { width: 1366, height: 900 } });

interface RouteFilesList {
  files: string[];
  routes: Record<string, { page: number[]; parts: number[] }>;
}

/** index.html's list of each route page's files (build/routeFiles.ts). */
async function routeFiles(
  page: Page,
): Promise<{ page: (route: string) => string[]; parts: (route: string) => string[] }> {
  const list = JSON.parse(
    (await page.locator('#route-files').textContent({ timeout: 10_000 })) ?? '{}',
  ) as RouteFilesList;
  const named = (indexes: number[] | undefined) => (indexes ?? []).map((at) => list.files[at] ?? '');
  return {
    page: (route) => named(list.routes[route]?.page),
    parts: (route) => named(list.routes[route]?.parts),
  };
}

const appliedStyleSheets = (page: Page) =>
  page.evaluate<string[]>(
    '[...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : []))',
  );

describe('route prefetch', () => {
  it('fetches every page once the list is idle, without compiling their code or applying their styles, for a hover to take from the cache', async () => {
    const page = await journey.openPage();
    const errors = watchForErrors(page, journey.baseUrl);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    const fetched = new Set<string>();
    page.on('requestfinished', (request) => fetched.add(new URL(request.url()).pathname));
    await page.goto(`${journey.baseUrl}/`);
    await appStarted(page);
    const files = await routeFiles(page);
    const others = ['raid', 'user', 'users', 'guild', 'guilds', 'about', 'instruction', 'privacy', 'terms'];
    const pageChunks = others.map((route) => files.page(route)[0] ?? '');

    // The last route's files arrive last: by then every other page's have been fetched too.
    await expect.poll(() => pageChunks.every((chunk) => fetched.has(chunk)), { timeout: 30_000 }).toBe(true);
    // Into the HTTP cache only: a `modulepreload` would compile each module on the main thread meanwhile.
    const preloaded = await page.evaluate<string[]>(
      "[...document.querySelectorAll('link[rel=modulepreload]')].map((link) => new URL(link.href).pathname)",
    );
    expect(preloaded.filter((file) => pageChunks.includes(file))).toEqual([]);

    const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as {
      result: { url: string; functions: { count?: number; ranges: { count: number }[] }[] }[];
    };
    const evaluated = result
      .filter((script) => script.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
      .map((script) => new URL(script.url || 'about:blank').pathname);
    // The list's own page chunk ran: the coverage sees a module that was evaluated.
    expect(evaluated).toContain(files.page('home')[0]);
    expect(evaluated.filter((script) => pageChunks.includes(script))).toEqual([]);
    const listStyles = files.page('home');
    const otherStyles = others
      .flatMap((route) => files.page(route))
      .filter((file) => file.endsWith('.css') && !listStyles.includes(file));
    expect(otherStyles.length).toBeGreaterThan(0);
    const applied = await appliedStyleSheets(page);
    expect(applied.filter((sheet) => otherStyles.includes(sheet))).toEqual([]);
    // The list itself still shows, styled as before.
    await expect.poll(() => page.locator('[data-raid-id]').count()).toBeGreaterThan(0);

    // A raid link's hover imports the raid page's code from what the idle moments fetched, not over the network.
    await cdp.send('Network.enable');
    const fromCache = new Map<string, boolean>();
    cdp.on('Network.responseReceived', ({ response }) => {
      const cached = response.fromPrefetchCache === true || response.fromDiskCache === true;
      fromCache.set(new URL(response.url).pathname, cached);
    });
    const raidChunk = files.page('raid')[0] ?? '';
    await page.locator('[data-raid-id] a.stretched-link').first().hover();
    await expect.poll(() => fromCache.has(raidChunk), { timeout: 10_000 }).toBe(true);
    expect(fromCache.get(raidChunk)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("fetches a raid page's Gold section on hover only for a loot-bidding raid, and applies its styles when it opens", async () => {
    const page = await journey.openPage();
    const errors = watchForErrors(page, journey.baseUrl);
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await page.goto(`${journey.baseUrl}/`);
    await appStarted(page);
    const files = await routeFiles(page);
    const parts = files.parts('raid');
    const goldSection = parts.find((file) => /\/GdkpSection-[\w-]+\.js$/.test(file)) ?? '';
    expect(goldSection).not.toBe('');
    expect(requested.has(goldSection)).toBe(false);
    const cards = await page.locator('[data-raid-id]').all();
    const shown = (await Promise.all(cards.map((card) => card.getAttribute('data-raid-id')))).map(Number);
    const listed = await journey.getJson<{ data: { id: number; lootSystemID: number }[] }>('/api/raids');
    const isGdkp = (id: number) => listed.data.find((raid) => raid.id === id)?.lootSystemID === 2;
    const gdkpRaid = shown.find(isGdkp);
    const plainRaid = shown.find((id) => !isGdkp(id));
    if (gdkpRaid === undefined || plainRaid === undefined) {
      throw new Error('the demo world shows no GDKP raid and another on the first screen');
    }
    const raidLink = (id: number) => page.locator(`[data-raid-id="${id}"] a.stretched-link`);

    // Another loot system: hovered and opened, its page never asks for the Gold section.
    await raidLink(plainRaid).hover();
    await raidLink(plainRaid).click();
    await page.locator('.raid-roster').waitFor();
    const raidStyles = files.page('raid').filter((file) => file.endsWith('.css'));
    expect(raidStyles.length).toBeGreaterThan(0);
    const applied = await appliedStyleSheets(page);
    expect(raidStyles.every((sheet) => applied.includes(sheet))).toBe(true);
    expect(requested.has(goldSection)).toBe(false);

    // A loot-bidding raid: its Gold section and what it imports are fetched on hover, before any click.
    await page.goBack();
    await raidLink(gdkpRaid).hover();
    await expect.poll(() => parts.every((file) => requested.has(file)), { timeout: 10_000 }).toBe(true);
    expect(errors).toEqual([]);
  });
});
