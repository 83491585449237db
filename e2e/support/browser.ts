import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`), driven by playwright-core: no browser download. */
export const CHROMIUM = '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/**
 * Where an issue's pictures go: `docs/screenshots/issue-<n>/` (kept in the repository, linked from the docs)
 * only when `DOC_SCREENSHOTS=1` asks to refresh them, else `e2e/screenshots/issue-<n>/` (ignored by git), so a
 * test run does not rewrite tracked files with pixels that differ by a font's antialiasing.
 */
export function issueScreenshotDir(issue: number): string {
  const base = process.env.DOC_SCREENSHOTS === '1' ? '../../docs/screenshots/' : '../screenshots/';
  return fileURLToPath(new URL(`${base}issue-${issue}/`, import.meta.url));
}

/** Saves a picture as e2e/screenshots/<name>.png (the whole page unless told), for a person to look at. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage });
}

/**
 * Collects what our pages report as broken: uncaught exceptions and console errors. Pages of other origins
 * (the Discord stand-in's login page) are not ours to judge.
 */
export function watchForErrors(page: Page, origin: string): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || !page.url().startsWith(origin)) return;
    errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** Waits until the locator matches exactly `expected` elements. */
export async function waitForCount(locator: Locator, expected: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let count = await locator.count();
  while (count !== expected) {
    if (Date.now() > deadline) throw new Error(`expected ${expected} matches, found ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    count = await locator.count();
  }
}

export /** A real mouse drag: press, move past the 5 px threshold, travel to the target in steps, release. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const source = await from.boundingBox();
  const target = await to.boundingBox();
  if (!source || !target) throw new Error('drag: an element is not visible');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 12, source.y + source.height / 2 + 4, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** Resolves once the page has drawn two more frames: whatever a key started has been measured and painted. */
export async function framesPainted(page: Page): Promise<void> {
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );
}

/**
 * Waits until the app has taken over the page (main.tsx): a page the server drew shows its controls before,
 * and a click on them then does nothing.
 */
export async function appStarted(page: Page): Promise<string | undefined> {
  const start = await page.waitForSelector('html[data-start]', { state: 'attached' });
  return (await start.getAttribute('data-start')) ?? undefined;
}
