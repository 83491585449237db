import type { Browser, BrowserContext, Page } from 'playwright-core';

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
  return context.newPage();
}

/** Logs in as a demo user through the Discord stand-in's chooser, from the page as it is. */
export async function logInHere(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Log in with Discord' }).click();
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('button', { name: `Account: ${name}` }).waitFor();
}

/** Opens the raid list and logs in there as a demo user. */
export async function logInAs(page: Page, baseUrl: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.locator('article.raid-card').first().waitFor();
  await logInHere(page, name);
}
