import { lootSystems } from '@raid/domain/catalogue/common';
import { describe, expect, it } from 'vitest';
import { screenshot, waitForCount, watchForErrors } from './support/browser.js';
import { choose } from './support/dropdown.js';
import { useJourney } from './support/journey.js';

interface ListedRaid {
  id: number;
  lootSystemID: number;
}

const journey = useJourney();

/** A loot system some demo raids use and others do not, so filtering by it visibly narrows the list. */
async function narrowingLootSystem(): Promise<{ id: number; expected: number }> {
  const answer = await journey.getJson<{ data: ListedRaid[] }>('/api/raids');
  const counts = new Map<number, number>();
  for (const raid of answer.data) counts.set(raid.lootSystemID, (counts.get(raid.lootSystemID) ?? 0) + 1);
  const partial = [...counts].find(([, count]) => count < answer.data.length);
  // With one loot system for every raid, an unused one shows the empty state instead.
  return partial
    ? { id: partial[0], expected: partial[1] }
    : { id: answer.data[0]?.lootSystemID === 1 ? 2 : 1, expected: 0 };
}

describe('a visitor on the raid list', () => {
  it('sees the demo raids, filters them, reads them in Russian, opens one and meets the 404 screen', async () => {
    const page = await journey.openPage();
    const errors = watchForErrors(page, journey.baseUrl);
    await page.goto(`${journey.baseUrl}/`);

    const cards = page.locator('article.raid-card');
    await cards.first().waitFor();
    const all = await cards.count();
    expect(all).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Create' }).isVisible()).toBe(true);
    expect(await page.locator('.app-sidebar').isVisible()).toBe(true);
    expect(await page.locator('.app-bottom-panel').isVisible()).toBe(false);
    await screenshot(page, 'desktop-raid-list');

    const loot = await narrowingLootSystem();
    await page.getByRole('button', { name: 'Filter' }).click();
    await choose(
      page.locator('#raid-filters'),
      'Loot system',
      lootSystems.find((system) => system.id === loot.id)?.nameEng ?? '',
    );
    if (loot.expected === 0) {
      await page.getByText('There are no active raids for current filters').waitFor();
    } else {
      await waitForCount(cards, loot.expected);
    }
    expect(await page.locator('.filter-dot').isVisible()).toBe(true);
    await screenshot(page, 'desktop-filtered');

    await page.reload();
    await page.getByRole('button', { name: /Filter.*filters are set/ }).waitFor();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.locator('.filter-panel').getByRole('button', { name: 'Reset filter' }).click();
    await waitForCount(cards, all);
    expect(await page.locator('.filter-dot').count()).toBe(0);

    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('button', { name: 'Создать' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await page.locator('.app-sidebar').getByRole('link', { name: 'Все рейды' }).isVisible()).toBe(
      true,
    );
    await screenshot(page, 'desktop-raid-list-ru');
    await page.getByRole('button', { name: /^Язык/ }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Create' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await page.locator('label', { hasText: 'Archived' }).click();
    await page.waitForURL(/\?archive=1$/);
    await page.getByRole('navigation', { name: 'Archive pages' }).waitFor();
    await screenshot(page, 'desktop-archive');
    await page.locator('label', { hasText: 'Active' }).click();
    await cards.first().waitFor();

    const firstTitle = cards.first().locator('h2 a');
    // The link's text is the zones, then (for screen readers) the date and set-up after a comma.
    const zones = ((await firstTitle.textContent()) ?? '').split(', ')[0] ?? '';
    await firstTitle.click();
    await page.waitForURL(/\/raids\/\d+$/);
    await page.getByRole('heading', { level: 1, name: new RegExp(zones.split(' / ')[0] ?? '') }).waitFor();
    await screenshot(page, 'desktop-raid');
    await page.goBack();
    await cards.first().waitFor();
    expect(await page.locator('.raid-card-last-opened').count()).toBe(1);

    await page.goto(`${journey.baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    expect(await page.getByText('Sorry, an unexpected error has occurred.').isVisible()).toBe(true);
    expect(await page.getByText('Error 404 - Page not found').isVisible()).toBe(true);
    await screenshot(page, 'desktop-404');

    expect(errors).toEqual([]);
  });

  it('shows the bottom panel instead of the sidebar on a 390×844 phone', async () => {
    const page = await journey.openPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const errors = watchForErrors(page, journey.baseUrl);
    await page.goto(`${journey.baseUrl}/`);
    await page.locator('article.raid-card').first().waitFor();
    const panel = page.locator('.app-bottom-panel');
    expect(await panel.isVisible()).toBe(true);
    expect(await page.locator('.app-sidebar').isVisible()).toBe(false);
    for (const name of ['All raids', 'Communities', 'Raid leaders', 'More']) {
      expect(await panel.getByText(name, { exact: true }).isVisible(), name).toBe(true);
    }
    await screenshot(page, 'mobile-raid-list', { fullPage: false });

    // Scrolled down, a raid opens and Back returns to the same place; the round button goes to the top.
    await page.evaluate('window.scrollTo(0, 500)');
    const scrolled = Number(await page.evaluate('window.scrollY'));
    expect(scrolled).toBeGreaterThan(300);
    const scrollTop = page.getByRole('button', { name: 'Scroll to top' });
    await scrollTop.waitFor();
    const card = page.locator('article.raid-card').nth(2).locator('h2 a');
    await card.click();
    await page.waitForURL(/\/raids\/\d+$/);
    await page.goBack();
    await page.locator('article.raid-card').first().waitFor();
    // Polled from outside the page: waitForFunction evaluates its predicate with eval, which the CSP refuses.
    const scrollY = async () => Number(await page.evaluate('window.scrollY'));
    await expect.poll(async () => Math.abs((await scrollY()) - scrolled), { timeout: 5000 }).toBeLessThan(5);
    await scrollTop.click();
    await expect.poll(scrollY, { timeout: 5000 }).toBe(0);
    await scrollTop.waitFor({ state: 'detached' });

    await panel.getByRole('button', { name: 'More' }).click();
    await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Instruction' }).waitFor();
    await screenshot(page, 'mobile-more', { fullPage: false });
    await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL(/\/about$/);
    await page.getByRole('dialog', { name: 'More' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('a player', () => {
  it('logs in with Discord (the stand-in) and comes back logged in at the root', async () => {
    const page = await journey.openPage();
    const errors = watchForErrors(page, journey.baseUrl);
    await page.goto(`${journey.baseUrl}/`);
    await page.locator('article.raid-card').first().waitFor();
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Log in with Discord' }).click();
    await page.getByRole('link', { name: /^Jaina/ }).click();

    await page.getByRole('button', { name: 'Account: Jaina' }).waitFor();
    // The address goes back to the bare root (no ?code=) once the login's reloads have settled, a moment after
    // the header shows the user.
    await page.waitForURL(`${journey.baseUrl}/`);
    expect(await page.locator('.app-sidebar').getByRole('button', { name: 'Settings' }).isVisible()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Account: Jaina' }).click();
    expect(await page.getByText('Signed in as Jaina').isVisible()).toBe(true);
    await screenshot(page, 'desktop-logged-in');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Account' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('browses the raid leaders and communities tables and a community page', async () => {
    const page = await journey.openPage();
    const errors = watchForErrors(page, journey.baseUrl);
    await page.goto(`${journey.baseUrl}/users`);
    await page.getByRole('heading', { name: 'Raid leaders' }).waitFor();
    await page.locator('.list-table tbody a').first().waitFor();
    await screenshot(page, 'desktop-users');
    await page.goto(`${journey.baseUrl}/guilds`);
    await page.locator('.list-table tbody a').first().click();
    await page.waitForURL(/\/guilds\/\d+$/);
    await page.getByRole('button', { name: 'Join on Discord' }).waitFor();
    await page.locator('article.raid-card').first().waitFor();
    await screenshot(page, 'desktop-guild');
    expect(errors).toEqual([]);
  });
});
