import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, watchForErrors } from './support/browser.js';
import { useJourney } from './support/journey.js';

interface ListedRecord {
  slot: number;
  charName: string;
  date: string;
  id: number;
  status: string | null;
}

// Copying needs the clipboard; reading it back in the test needs the read permission too.
const journey = useJourney({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A demo raid that has both a roster and a sign-up list, so every export has something to say. */
async function raidWithRosterAndList(): Promise<{ id: number; records: ListedRecord[]; leader: string }> {
  const cards = await journey.getJson<{
    data: { id: number; private: boolean; userRepresentation: string }[];
  }>('/api/raids');
  for (const card of cards.data.filter((raid) => !raid.private)) {
    const records = await journey.getJson<ListedRecord[]>(`/api/records?raid=${card.id}`);
    if (records.some((row) => row.slot > 0) && records.some((row) => row.slot === 0)) {
      return { id: card.id, records, leader: card.userRepresentation };
    }
  }
  throw new Error('the demo world has no raid with a roster and a sign-up list');
}

// Expressions, not functions: the journeys are compiled without the DOM's types.
const readClipboard = (page: Page) => page.evaluate<string>('navigator.clipboard.readText()');

async function openExportMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Export the roster' }).click();
  await page.locator('.export-menu').waitFor();
}

describe('the Export menu of a raid', () => {
  it('downloads the CSV and copies the invite macro, Gargul groups and Discord roster', async () => {
    const { id, records, leader } = await raidWithRosterAndList();
    const page = await journey.openPage();
    const errors = watchForErrors(page, journey.baseUrl);
    // The leader, who sees the sign-up list and so exports it too.
    await journey.logInAs(page, leader);
    await page.goto(`${journey.baseUrl}/raids/${id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await openExportMenu(page);
    await screenshot(page, 'roster-export-menu', { fullPage: false });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`raid-${id}-roster.csv`);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('list,group,slot,name,class,spec,role,status,buyer,logs,ilvl');
    const rosterNames = records
      .filter((row) => row.slot > 0)
      .sort((a, b) => a.slot - b.slot)
      .map((row) => row.charName);
    expect(lines[1]).toMatch(new RegExp(`^roster,1,\\d+,${rosterNames[0]},`));
    expect(lines.filter((line) => line.startsWith('roster,'))).toHaveLength(rosterNames.length);
    expect(lines.filter((line) => line.startsWith('signups,'))).toHaveLength(
      records.filter((row) => row.slot === 0).length,
    );

    await openExportMenu(page);
    await page.getByRole('button', { name: /Copy invite macro: roster/ }).click();
    await page.getByText('Copied to the clipboard').waitFor();
    expect(await readClipboard(page)).toBe(rosterNames.map((name) => `/inv ${name}`).join('\n'));

    await openExportMenu(page);
    await page.getByRole('button', { name: /Copy for Gargul/ }).click();
    await expect.poll(() => readClipboard(page)).toMatch(new RegExp(`^1:${rosterNames[0]}`));

    await openExportMenu(page);
    await page.getByRole('button', { name: /Copy Discord roster/ }).click();
    await expect.poll(() => readClipboard(page)).toContain('**Group 1**');
    await screenshot(page, 'roster-export-copied', { fullPage: false });

    expect(errors).toEqual([]);
  });

  it('gives a visitor, who does not see the sign-up list, the roster alone', async () => {
    const { id, records } = await raidWithRosterAndList();
    const page = await journey.openPage();
    await page.goto(`${journey.baseUrl}/raids/${id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await openExportMenu(page);
    await page.getByRole('button', { name: /Copy invite macro: roster/ }).waitFor();
    expect(await page.getByRole('button', { name: /Copy invite macro: sign-ups/ }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download CSV/ }).click(),
    ]);
    const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
    expect(lines.filter((line) => line.startsWith('roster,'))).toHaveLength(
      records.filter((row) => row.slot > 0).length,
    );
    expect(lines.filter((line) => line.startsWith('signups,'))).toHaveLength(0);
  });

  it('splits the invites of a long list into macros, each with its own copy button, from the keyboard', async () => {
    const { id, leader } = await raidWithRosterAndList();
    const page = await journey.openPage();
    await journey.logInAs(page, leader);
    // In Russian, the language the page remembers (the log-in helper reads the English labels).
    await page.evaluate(`localStorage.setItem('userLanguage', 'ru')`);
    // The demo's lists are short: 40 more sign-ups, as a big raid's list would hold, need several macros. The
    // raid's answer carries its records, and a later refetch asks for them alone: both get the same 40.
    const withLongList = (rows: ListedRecord[]) => {
      const template = rows.find((row) => row.slot === 0);
      if (!template) throw new Error('the raid has no sign-up to copy');
      const extra = Array.from({ length: 40 }, (_, index): ListedRecord => ({
        ...template,
        id: 900_000 + index,
        charName: `Громовержец${'абвгдежзиклмнопрстуфхцчшщэюяАБВГДЕЖЗИКЛМ'[index]}`,
        date: new Date(Date.UTC(2030, 0, 1, 0, index)).toISOString(),
        status: null,
      }));
      return [...rows, ...extra];
    };
    await page.route(`**/api/raids?id=${id}*`, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { records: ListedRecord[] }[] };
      for (const raid of body.data) raid.records = withLongList(raid.records);
      await route.fulfill({ response: answer, json: body });
    });
    await page.route(`**/api/records?raid=${id}*`, async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: withLongList((await answer.json()) as ListedRecord[]) });
    });
    await page.goto(`${journey.baseUrl}/raids/${id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    const toggle = page.getByRole('button', { name: 'Экспорт состава' });
    await toggle.focus();
    // The first arrow opens the menu on its first entry (Download CSV); three more reach the sign-ups' macro.
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate<string>('document.activeElement.textContent'))
      .toContain('Копировать макрос приглашения: записавшиеся');
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Макросы приглашения' });
    await dialog.waitFor();
    const boxes = dialog.getByRole('textbox');
    expect(await boxes.count()).toBeGreaterThan(4);
    for (let index = 0; index < (await boxes.count()); index++) {
      const text = await boxes.nth(index).inputValue();
      expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(255);
      expect(text.split('\n').every((line) => line.startsWith('/inv '))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Копировать' }).nth(1).click();
    await dialog.getByRole('button', { name: 'Скопировано' }).waitFor();
    expect(await readClipboard(page)).toBe(await boxes.nth(1).inputValue());
    await screenshot(page, 'roster-export-macros', { fullPage: false });
  });
});
