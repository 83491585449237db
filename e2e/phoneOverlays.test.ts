import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { framesPainted, screenshot, watchForErrors } from './support/browser.js';
import { useJourney } from './support/journey.js';

/**
 * Issue 28: on a 390 × 844 phone, in Russian (the longer labels), every menu, popover and dialog of the header,
 * the raid list, the raid page and Settings opens inside the window, and no menu entry is cut or blank.
 * Each one is also saved as a screenshot (e2e/screenshots/phone-ru-*.png) for a person to look at.
 */
const WIDTH = 390;
const HEIGHT = 844;

const journey = useJourney({ viewport: { width: WIDTH, height: HEIGHT } });

interface ListedRaid {
  id: number;
  private: boolean;
  status: string;
  canceled: boolean;
  userRepresentation: string;
  userID: string;
  date: string;
}

interface ListedRecord {
  id: number;
  slot: number;
}

/** What lies outside the window: the sides past its edges, by how many pixels (empty when it fits). */
async function outside(target: Locator, { wholeHeight = true } = {}): Promise<string[]> {
  const box = await target.boundingBox();
  if (!box) return ['not visible'];
  const faults: string[] = [];
  if (box.x < -0.5) faults.push(`left ${Math.round(-box.x)} px`);
  if (box.x + box.width > WIDTH + 0.5) faults.push(`right ${Math.round(box.x + box.width - WIDTH)} px`);
  if (box.y < -0.5) faults.push(`top ${Math.round(-box.y)} px`);
  // A tall dialog scrolls inside the window: its top and sides must fit, its bottom may run on.
  if (wholeHeight && box.y + box.height > HEIGHT + 0.5)
    faults.push(`bottom ${Math.round(box.y + box.height - HEIGHT)} px`);
  return faults;
}

/** Entries of the open menu that are blank or cut short (text wider than the entry). */
async function cutEntries(menu: Locator): Promise<string[]> {
  const entries = menu.locator('.dropdown-item');
  const faults: string[] = [];
  for (let index = 0; index < (await entries.count()); index++) {
    const entry = entries.nth(index);
    const text = ((await entry.textContent()) ?? '').trim();
    const cut = await entry.evaluate('(element) => element.scrollWidth > element.clientWidth + 1');
    if (!text) faults.push(`entry ${index + 1} is blank`);
    else if (cut) faults.push(`"${text.slice(0, 30)}" is cut`);
    const away = await outside(entry);
    if (away.length > 0) faults.push(`"${text.slice(0, 30)}" lies outside: ${away.join(', ')}`);
  }
  return faults;
}

const faults: Record<string, string[]> = {};

/** Checks the open menu of `toggle`, saves its picture, and closes it with Escape. */
async function checkMenu(page: Page, name: string, toggle: Locator): Promise<void> {
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  const menu = page.locator('.dropdown-menu.show');
  await menu.waitFor();
  faults[name] = [...(await outside(menu)), ...(await cutEntries(menu))];
  await screenshot(page, `phone-ru-${name}`, { fullPage: false });
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
}

/** Checks an open dialog or panel (its box, top and sides), saves its picture. */
async function checkOverlay(page: Page, name: string, overlay: Locator, options = { wholeHeight: false }) {
  await overlay.waitFor();
  // Measure once the opening animations and transitions have finished, not after a guessed delay: two frames
  // let a transition start, then every finite one is awaited (a spinner's endless animation never finishes).
  await framesPainted(page);
  await page.evaluate(`Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  )`);
  faults[name] = await outside(overlay, options);
  await screenshot(page, `phone-ru-${name}`, { fullPage: false });
}

async function inRussian(page: Page): Promise<void> {
  await page.evaluate(`localStorage.setItem('userLanguage', 'ru')`);
}

describe('menus, popovers and dialogs on a 390 × 844 phone', () => {
  it('all open inside the window, in Russian, with no entry cut or blank', async () => {
    const raids = (await journey.getJson<{ data: ListedRaid[] }>('/api/raids')).data.filter(
      // Upcoming, so that the leader may still arrange the roster.
      (raid) =>
        !raid.private &&
        !raid.canceled &&
        raid.status === 'active' &&
        new Date(raid.date).getTime() > Date.now() + 2 * 3_600_000,
    );
    // A raid with a roster and a sign-up list, and its leader.
    let led: ListedRaid | undefined;
    let rosterRecord: ListedRecord | undefined;
    for (const raid of raids) {
      const records = await journey.getJson<ListedRecord[]>(`/api/records?raid=${raid.id}`);
      rosterRecord = records.find((record) => record.slot > 0);
      if (rosterRecord && records.some((record) => record.slot === 0)) {
        led = raid;
        break;
      }
    }
    if (!led || !rosterRecord) throw new Error('the demo world has no raid with a roster and a sign-up list');
    const leaderName = led.userRepresentation;
    const othersRaid = raids.find((raid) => raid.userID !== led.userID);
    if (!othersRaid) throw new Error('the demo world has no raid of another leader');

    const page = await journey.openPage();
    const errors = watchForErrors(page, journey.baseUrl);
    await journey.logInAs(page, leaderName);
    await inRussian(page);
    await page.reload();
    await page.locator('article.raid-card').first().waitFor();

    // The header's three menus.
    await checkMenu(page, 'header-expansion', page.locator('button[aria-label^="Дополнение:"]'));
    await checkMenu(page, 'header-language', page.locator('button[aria-label^="Язык:"]'));
    await checkMenu(page, 'header-account', page.locator('button[aria-label^="Аккаунт:"]'));

    // The bottom panel's More sheet.
    await page.locator('.app-bottom-panel').getByRole('button', { name: 'Ещё' }).click();
    await checkOverlay(page, 'more-sheet', page.locator('.offcanvas.show'), { wholeHeight: true });
    await page.keyboard.press('Escape');
    await page.locator('.offcanvas.show').waitFor({ state: 'detached' });

    // The list: the filter panel, the raid dialog and the add-character dialog.
    await page.getByRole('button', { name: 'Фильтр' }).click();
    await checkOverlay(page, 'list-filters', page.locator('#raid-filters'));
    await page.getByRole('button', { name: 'Фильтр' }).click();
    await page.getByRole('button', { name: 'Создать', exact: true }).click();
    await checkOverlay(page, 'raid-dialog', page.getByRole('dialog').locator('.modal-content'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Добавить', exact: true }).first().click();
    await checkOverlay(page, 'add-character', page.getByRole('dialog').locator('.modal-content'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The leader's raid page: Export, Calendar, History, the character popover.
    await page.goto(`${journey.baseUrl}/raids/${led.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await checkMenu(page, 'raid-export', page.getByRole('button', { name: 'Экспорт состава' }));
    await checkMenu(page, 'raid-calendar', page.getByRole('button', { name: 'Добавить в календарь' }));
    const history = page.getByRole('button', { name: /История/ });
    if ((await history.count()) > 0) {
      await history.click();
      await checkOverlay(page, 'raid-history', page.locator('.offcanvas.show'), { wholeHeight: true });
      await page.keyboard.press('Escape');
      await page.locator('.offcanvas.show').waitFor({ state: 'detached' });
    }
    const chip = page.locator(`[data-record-id="${rosterRecord.id}"]`);
    await chip.scrollIntoViewIfNeeded();
    // On a phone dragging starts locked, which marks the chips aria-disabled; a tap still opens the popover.
    await chip.click({ force: true });
    const popover = page.locator('.char-popover');
    await popover.waitFor();
    await popover.locator('.spinner-border').waitFor({ state: 'detached' });
    await checkOverlay(page, 'raid-popover', popover, { wholeHeight: false });
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    const approve = page.getByRole('button', { name: 'Утвердить состав' });
    if ((await approve.count()) > 0) {
      await approve.click();
      await checkOverlay(page, 'raid-approve', page.getByRole('dialog').locator('.modal-content'));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }

    // Another leader's raid: the sign-up dialog.
    await page.goto(`${journey.baseUrl}/raids/${othersRaid.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: /^(Записаться|Изменить запись)$/ }).click();
    await checkOverlay(page, 'sign-up', page.getByRole('dialog').locator('.modal-content'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Settings, every tab.
    await page.goto(`${journey.baseUrl}/?dialog=settings`);
    const settings = page.getByRole('dialog', { name: 'Настройки' });
    await settings.getByRole('tab').first().waitFor();
    const tabs = settings.getByRole('tab');
    for (let index = 0; index < (await tabs.count()); index++) {
      await tabs.nth(index).click();
      await checkOverlay(page, `settings-tab-${index + 1}`, settings.locator('.modal-content'));
      const tabList = settings.getByRole('tablist');
      faults[`settings-tab-${index + 1}-tabs`] = await outside(tabs.nth(index), { wholeHeight: false });
      expect(await tabList.count()).toBe(1);
    }

    const found = Object.entries(faults).filter(([, list]) => list.length > 0);
    expect(found).toEqual([]);
    expect(Object.keys(faults).length).toBeGreaterThan(14);
    expect(errors).toEqual([]);
  });
});
