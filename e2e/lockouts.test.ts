import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { issueScreenshotDir, watchForErrors } from './support/browser.js';
import { useJourney } from './support/journey.js';

interface ListedRecord {
  id: number;
  slot: number;
  username: string;
  charName: string;
  savedUntil: string | null;
}

const journey = useJourney();
const shots = issueScreenshotDir(30);

/** The issue's pictures: docs/screenshots/issue-30/t30resets-<name>.png, of what the window shows. */
async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: `${shots}t30resets-${name}.png` });
}

/** The demo's save by hand: a character on an upcoming raid's sign-up list, saved to its zone this reset. */
async function savedSignUp(): Promise<{
  raid: { id: number; userRepresentation: string };
  record: ListedRecord;
}> {
  const cards = await journey.getJson<{ data: Array<{ id: number }> }>('/api/raids');
  for (const { id } of cards.data) {
    const records = await journey.getJson<ListedRecord[]>(`/api/records?raid=${id}`);
    // The saved character may also be rostered on another raid of its zone (the teams' and GDKP demo raids):
    // the journey is about the sign-up list.
    const record = records.find((entry) => entry.savedUntil !== null && entry.slot === 0);
    if (!record) continue;
    const answer = await journey.getJson<{ data: Array<{ id: number; userRepresentation: string }> }>(
      `/api/raids?id=${id}`,
    );
    const raid = answer.data[0];
    if (raid) return { raid, record };
  }
  throw new Error('the demo world has no saved character on an upcoming sign-up list');
}

describe('lockouts in the browser (issue 30)', () => {
  it('marks the saved character for the leader and the player, at 1440 and 390 px', async () => {
    const { raid, record } = await savedSignUp();

    for (const width of [1440, 390]) {
      const leader = await journey.openPage({ viewport: { width, height: 900 } });
      const errors = watchForErrors(leader, journey.baseUrl);
      await journey.logInAs(leader, raid.userRepresentation);
      await leader.goto(`${journey.baseUrl}/raids/${raid.id}`);
      const chip = leader.locator('.record-chip', { hasText: record.charName }).first();
      await chip.locator('.record-status-saved').waitFor();
      await chip.scrollIntoViewIfNeeded();
      await shoot(leader, `sign-up-list-${width}`);
      await chip.click();
      const popover = leader.locator('.popover');
      await popover.getByText(/^Saved until /).waitFor();
      await shoot(leader, `popover-${width}`);
      expect(errors).toEqual([]);

      const player = await journey.openPage({ viewport: { width, height: 900 } });
      await journey.logInAs(player, record.username);
      const card = player.getByRole('region', { name: 'My chars' });
      if (width === 390) await card.getByRole('button', { name: /My chars/ }).click();
      await card
        .getByText(/^Saved until /)
        .first()
        .waitFor();
      await card
        .getByText(/^Saved until /)
        .first()
        .scrollIntoViewIfNeeded();
      await shoot(player, `my-chars-${width}`);
      await player.goto(`${journey.baseUrl}/raids/${raid.id}`);
      await player.getByRole('button', { name: 'Edit sign-up' }).click();
      const dialog = player.getByRole('dialog');
      await dialog.getByText(/^Saved until /).waitFor();
      await shoot(player, `sign-up-dialog-${width}`);
    }
  });

  it('asks a Wrath save made elsewhere its size, and lists the save with it, at 1440 and 390 px', async () => {
    const raids = await journey.getJson<{ data: Array<{ userRepresentation: string }> }>(
      '/api/raids?subdomain=wotlk',
    );
    const leader = raids.data[0]?.userRepresentation;
    if (!leader) throw new Error('the demo world has no Wrath raid');

    for (const width of [1440, 390]) {
      const page = await journey.openPage({ viewport: { width, height: 900 } });
      const errors = watchForErrors(page, journey.baseUrl);
      await journey.logInAs(page, leader);
      await page.goto(`${journey.baseUrl}/?subdomain=wotlk`);
      const card = page.getByRole('region', { name: 'My chars' });
      if (width === 390) await card.getByRole('button', { name: /My chars/ }).click();
      const item = card.locator('.my-chars-item').first();
      await item.getByRole('button', { name: 'Add a save' }).click();
      await item.getByLabel('Saved elsewhere to').click();
      await page.getByRole('option', { name: 'Trial of the Crusader' }).click();
      await item.getByLabel('Size').click();
      await page.getByRole('option', { name: '10 players' }).click();
      await item.getByLabel('Difficulty').click();
      await page.getByRole('option', { name: 'Heroic' }).click();
      await item.locator('.my-char-save-form').scrollIntoViewIfNeeded();
      await shoot(page, `add-save-${width}`);

      await item.locator('.my-char-save-form').getByRole('button', { name: 'Add a save' }).click();
      const listed = item.locator('.my-char-save', { hasText: 'Trial of the Crusader' });
      await listed.getByText('10 players, Heroic').waitFor();
      await listed.scrollIntoViewIfNeeded();
      await shoot(page, `add-save-listed-${width}`);
      expect(errors).toEqual([]);
      await listed.getByRole('button', { name: 'Delete the save to Trial of the Crusader' }).click();
      await listed.waitFor({ state: 'detached' });
    }
  });
});
