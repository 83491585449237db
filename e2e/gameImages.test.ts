import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, watchForErrors } from './support/browser.js';
import { useJourney } from './support/journey.js';

interface LoadedImage {
  src: string;
  loaded: boolean;
}

const journey = useJourney();

const languages = ['en', 'ru'] as const;
type Language = (typeof languages)[number];

/** The page's own words for what the journeys click and read, from the web's translation files. */
function texts(language: Language) {
  const file = new URL(`../apps/web/src/i18n/${language}.json`, import.meta.url);
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  const text = (section: string, key: string) => {
    const value = all[section]?.[key];
    if (!value) throw new Error(`${language}.json has no ${section}.${key}`);
    return value;
  };
  return {
    myChars: text('myChars', 'title'),
    addChar: text('myChars', 'add'),
    addTitle: text('characterDialog', 'addTitle'),
    raidFaction: text('raidDialog', 'faction'),
    gameClass: text('characterDialog', 'class'),
    spec: text('characterDialog', 'spec'),
    createTitle: text('raidDialog', 'createTitle'),
    zone: text('raidDialog', 'zone'),
  };
}

/** Logs in (the stand-in's pages are English), then shows the app in `language`. */
async function logInIn(page: Page, name: string, language: Language) {
  await journey.logInAs(page, name);
  await page.evaluate(`localStorage.setItem('userLanguage', '${language}')`);
  await page.reload();
  await page.locator('article.raid-card').first().waitFor();
  expect(await page.evaluate('document.documentElement.lang')).toBe(language);
}

/** Opens the dropdown with this label and returns its menu once it lists options. */
async function openMenu(scope: Locator, label: string) {
  await scope.getByLabel(label, { exact: true }).click();
  const menu = scope.locator('.dd__menu');
  await menu.getByRole('option').first().waitFor();
  return menu;
}

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

describe('game imagery', () => {
  const cases = [1440, 390].flatMap((width) => languages.map((language) => [width, language] as const));

  it.each(cases)(
    'shows class, faction, zone and role images on the cards and in the roster at %i px (%s)',
    async (width, language) => {
      const page = await journey.openPage({ viewport: { width, height: 900 } });
      const errors = watchForErrors(page, journey.baseUrl);
      await logInIn(page, 'Jaina', language);

      const chars = page.locator('.my-chars-card');
      if (width < 768) await chars.getByRole('button', { name: texts(language).myChars }).click();
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
      await screenshot(page, `game-images-list-${width}-${language}`, { fullPage: false });

      await page.locator('article.raid-card .raid-card-title a').first().click();
      await page.locator('.raid-header .zone-banner > img.game-image').waitFor();
      await page.locator('.record-chip').first().waitFor();
      expectCatalogueImages(await gameImages(page, '.raid-header'));
      const rosterImages = await gameImages(page, '.record-chip');
      expectCatalogueImages(rosterImages);
      expect(rosterImages.some((image) => /\/(tank|healer|dps)\.svg$/.test(image.src))).toBe(true);
      expect(rosterImages.some((image) => /\/[a-z]+(_[a-z]+)+\.svg$/.test(image.src))).toBe(true);
      await page.evaluate('window.scrollTo(0, 0)');
      await screenshot(page, `game-images-raid-${width}-${language}`, { fullPage: false });
      expect(errors).toEqual([]);
    },
  );

  it.each(cases)(
    "shows faction, zone, class and spec images in the dialogs' dropdowns at %i px (%s)",
    async (width, language) => {
      const words = texts(language);
      const page = await journey.openPage({ viewport: { width, height: 900 } });
      const errors = watchForErrors(page, journey.baseUrl);
      await logInIn(page, 'Jaina', language);

      await page.goto(`${journey.baseUrl}/?dialog=createRaid`);
      const raidDialog = page.getByRole('dialog', { name: words.createTitle });
      await raidDialog.waitFor();
      const factions = await openMenu(raidDialog, words.raidFaction);
      const factionImages = await gameImages(page, '.modal .dd__menu');
      expectCatalogueImages(factionImages);
      expect(factionImages.map((image) => image.src)).toEqual([
        '/game-icons/alliance.svg',
        '/game-icons/horde.svg',
      ]);
      await factions.getByRole('option').last().click();
      const zones = await openMenu(raidDialog, words.zone);
      const zoneImages = await gameImages(page, '.modal .dd__menu');
      expectCatalogueImages(zoneImages);
      expect(zoneImages).toHaveLength(await zones.getByRole('option').count());
      await screenshot(page, `game-images-raid-dialog-${width}-${language}`, { fullPage: false });
      await page.keyboard.press('Enter');
      expectCatalogueImages(await gameImages(page, '.modal .dd__single-value'));

      await page.goto(`${journey.baseUrl}/`);
      const chars = page.locator('.my-chars-card');
      if (width < 768) await chars.getByRole('button', { name: words.myChars }).click();
      await chars.getByRole('button', { name: words.addChar, exact: true }).click();
      const addDialog = page.getByRole('dialog', { name: words.addTitle });
      await addDialog.waitFor();
      await openMenu(addDialog, words.gameClass);
      expectCatalogueImages(await gameImages(page, '.modal .dd__menu'));
      await page.keyboard.press('Enter');
      await openMenu(addDialog, words.spec);
      const specImages = await gameImages(page, '.modal .dd__menu');
      expectCatalogueImages(specImages);
      // Each spec has its own drawing.
      expect(new Set(specImages.map((image) => image.src)).size).toBe(specImages.length);
      await screenshot(page, `game-images-add-char-${width}-${language}`, { fullPage: false });
      await page.keyboard.press('Enter');
      expectCatalogueImages(await gameImages(page, '.modal .dd__single-value'));
      expect(errors).toEqual([]);
    },
  );
});
