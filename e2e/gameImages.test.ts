import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, watchForErrors } from './support/browser.js';
import { openContextPage, logInAs as logInToApp } from './support/pages.js';
import { startApp, type RunningApp } from './support/startApp.js';

interface LoadedImage {
  src: string;
  loaded: boolean;
}

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

const openPage = (width: number) => openContextPage(browser, contexts, { viewport: { width, height: 900 } });

const logInAs = (page: Page, name: string) => logInToApp(page, app.baseUrl, name);

/** The fields of an <img> read here (the e2e files compile without the DOM types). */
interface ImageFields {
  complete: boolean;
  naturalWidth: number;
  currentSrc: string;
  src: string;
}

/** The catalogue images inside `selector`, once each has finished loading (lazy ones are scrolled to). */
async function gameImages(page: Page, selector: string): Promise<LoadedImage[]> {
  const images = page.locator(`${selector} img.game-image`);
  const found: LoadedImage[] = [];
  for (let index = 0; index < (await images.count()); index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => (element as ImageFields).complete)).toBe(true);
    found.push(
      await image.evaluate((element) => {
        const fields = element as ImageFields;
        return {
          src: new URL(fields.currentSrc || fields.src).pathname,
          loaded: fields.naturalWidth > 0,
        };
      }),
    );
  }
  return found;
}

function expectCatalogueImages(images: LoadedImage[]): void {
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.loaded, image.src).toBe(true);
    // The default image would mean a catalogue file is missing.
    expect(image.src).toMatch(/^\/game-icons\/(?!default\.svg)[a-z0-9_]+\.svg$/);
  }
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('game imagery', () => {
  it.each([1440, 390])(
    'shows class, faction, zone and role images on the cards and in the roster at %i px',
    async (width) => {
      const page = await openPage(width);
      const errors = watchForErrors(page, app.baseUrl);
      await logInAs(page, 'Jaina');

      const chars = page.locator('.my-chars-card');
      if (width < 768) await chars.getByRole('button', { name: /My chars/ }).click();
      await chars.locator('.my-char-avatar img').first().waitFor();
      const charImages = await gameImages(page, '.my-chars-card');
      expectCatalogueImages(charImages);
      expect(charImages.some((image) => image.src.match(/\/(alliance|horde)\.svg$/))).toBe(true);

      const cardImages = await gameImages(page, 'article.raid-card');
      expectCatalogueImages(cardImages);
      for (const kind of [/\/(alliance|horde)\.svg$/, /\/(tank|healer|dps)\.svg$/]) {
        expect(cardImages.some((image) => kind.test(image.src))).toBe(true);
      }
      // Each card has its zone emblem.
      const cards = await page.locator('article.raid-card').count();
      expect(await page.locator('article.raid-card .zone-banner > img.game-image').count()).toBe(cards);
      await page.evaluate('window.scrollTo(0, 0)');
      await screenshot(page, `game-images-list-${width}`, { fullPage: false });
      await page.screenshot({ path: `/tmp/game-images-list-${width}.png` });

      await page.locator('article.raid-card .raid-card-title a').first().click();
      await page.locator('.raid-header .zone-banner > img.game-image').waitFor();
      await page.locator('.record-chip').first().waitFor();
      expectCatalogueImages(await gameImages(page, '.raid-header'));
      const rosterImages = await gameImages(page, '.record-chip');
      expectCatalogueImages(rosterImages);
      expect(rosterImages.some((image) => /\/(tank|healer|dps)\.svg$/.test(image.src))).toBe(true);
      expect(rosterImages.some((image) => /\/[a-z]+(_[a-z]+)+\.svg$/.test(image.src))).toBe(true);
      await page.evaluate('window.scrollTo(0, 0)');
      await screenshot(page, `game-images-raid-${width}`, { fullPage: false });
      await page.screenshot({ path: `/tmp/game-images-raid-${width}.png`, fullPage: true });
      expect(errors).toEqual([]);
    },
  );
});
