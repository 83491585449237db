import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { appStarted } from './support/browser.js';
import { useJourney } from './support/journey.js';

const journey = useJourney();
const opened: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

/**
 * A page whose app code is held back until `release` is called: the server's HTML shows, its inline scripts
 * run, and the app has not started. The cookies tell the server this browser's language and time zone, so
 * the app hydrates the server's HTML (main.tsx) rather than drawing the page anew.
 */
async function pageWithAppHeldBack(): Promise<{ page: Page; release: () => void }> {
  const context = await journey.browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
  });
  opened.push(context);
  await context.addCookies([
    { name: 'userLanguage', value: 'en', url: journey.baseUrl },
    { name: 'timeZone', value: 'Europe/Berlin', url: journey.baseUrl },
  ]);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { page: await context.newPage(), release };
}

describe('a click before the app has started', () => {
  it('is made again once the app has hydrated the page', async () => {
    const { page, release } = await pageWithAppHeldBack();
    await page.goto(`${journey.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    const filter = page.locator('button.filter-toggle');
    await expect.poll(() => filter.getAttribute('aria-expanded')).toBe('false');

    await filter.click();
    // Nothing has the click yet: the app's code has not even arrived.
    expect(await page.locator('html[data-start]').count()).toBe(0);
    expect(await filter.getAttribute('aria-expanded')).toBe('false');

    release();
    expect(await appStarted(page)).toBe('hydrated');
    await expect.poll(() => filter.getAttribute('aria-expanded')).toBe('true');
    await page.locator('#raid-filters').waitFor();
  });

  it('leaves a link to the browser, which follows it at once', async () => {
    const { page, release } = await pageWithAppHeldBack();
    await page.goto(`${journey.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    const link = page.locator('article.raid-card .raid-card-title a').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/raids\/\d+$/);

    await link.click();
    // Not the load event: the held-back app code, once asked for by the page, holds it back too.
    await page.waitForURL(`${journey.baseUrl}${href}`, { waitUntil: 'commit' });
    await page.locator('.raid-roster').waitFor({ state: 'attached' });
    release();
    await appStarted(page);
  });
});

describe("the page's policy for scripts", () => {
  it('allows the inline click keeper by its hash and no inline script otherwise', async () => {
    const answer = await fetch(`${journey.baseUrl}/`);
    const html = await answer.text();
    const policy = answer.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
    expect(scriptSrc).not.toBe('');
    expect(scriptSrc).not.toContain("'unsafe-inline'");

    const keeper = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? '')
      .find((body) => body.includes("removeEventListener('click'"));
    expect(keeper).toBeDefined();
    const hash = createHash('sha256')
      .update(keeper ?? '')
      .digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
  });
});
