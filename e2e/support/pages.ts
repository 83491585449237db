import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appStarted } from './browser.js';

export type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

/**
 * A page in a browser context of its own (its own cookies: one person), desktop-sized, English, Berlin time
 * and without transitions (a screenshot shows the finished state of an opening panel), unless the options
 * say otherwise. The context joins `contexts`, which useJourney (journey.ts) closes at the file's end.
 */
export async function openContextPage(
  browser: Browser,
  contexts: BrowserContext[],
  options: ContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    reducedMotion: 'reduce',
    ...options,
  });
  contexts.push(context);
  return appAwarePage(await context.newPage());
}

/**
 * The page's `goto` and `reload` resolve once the app has taken over what they loaded: the server draws the
 * first screen, and a click on its controls before the app hydrates them does nothing (browser.ts appStarted).
 * A load without the app (an API answer, a stand-in's page) resolves as usual.
 */
function appAwarePage(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appTakenOver(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appTakenOver(page);
    return response;
  };
  return page;
}

/** Waits for the app to take over the page when the page is the app (it has the app's `#root`). */
export async function appTakenOver(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) > 0) await appStarted(page);
}

/** Logs in as a demo user through the Discord stand-in's chooser, from the page as it is. */
export async function logInHere(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Log in with Discord' }).click();
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('button', { name: `Account: ${name}` }).waitFor();
  // Logging in came back through a whole page load, which the server drew.
  await appTakenOver(page);
}

/** Opens the raid list and logs in there as a demo user. */
export async function logInAs(page: Page, baseUrl: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.locator('article.raid-card').first().waitFor();
  await logInHere(page, name);
}
