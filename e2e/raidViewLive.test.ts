import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, watchForErrors } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { KATHMANDU, localRaidTime, NEW_YORK } from './support/localTime.js';
import { logInHere } from './support/pages.js';

/** The fields of `GET /api/raids?id=` a save sends back. */
interface FullRaid {
  id: number;
  status: string;
  date: string;
  rosterApproved: boolean;
  server: number;
  factionID: number;
  zoneID: number;
  zone2ID: number | null;
  zone3ID: number | null;
  size: number;
  difficultyID: number;
  lootSystemID: number;
  byers: boolean;
  comment: string;
  requiredLogs: number;
  requiredIlvl: number;
  char: number;
  recordMode: number;
  discordServer: string;
  discordChannel: string;
  discordVoiceChannel: string | null;
  everyone: boolean;
  private: boolean;
}

const journey = useJourney({ timezoneId: KATHMANDU });

/** Logs in from the raid list as soon as it is open (journey.logInAs waits for its raid cards first). */
async function logInOnList(page: Page, name: string): Promise<void> {
  await page.goto(`${journey.baseUrl}/`);
  await logInHere(page, name);
}

/** Opens the raid view and waits until its socket is up (it upgrades to a WebSocket once connected). */
async function openRaidLive(page: Page, raidId: number): Promise<void> {
  const socketOpen = page.waitForEvent('websocket', { timeout: 15_000 });
  await page.goto(`${journey.baseUrl}/raids/${raidId}`);
  await page.locator('.raid-title-block').waitFor();
  await socketOpen;
}

async function fullRaid(page: Page, id: number): Promise<FullRaid> {
  const answer = (await (await page.request.get(`${journey.baseUrl}/api/raids?id=${id}`)).json()) as {
    data: FullRaid[];
  };
  const [raid] = answer.data;
  if (!raid) throw new Error(`raid ${id} has no answer`);
  return raid;
}

describe('the raid view follows the leader’s edits live', () => {
  it('shows a rescheduled date and new requirements on every open view without reload', async () => {
    const leader = await journey.openPage();
    await logInOnList(leader, 'Jaina');
    const init = (await (await leader.request.get(`${journey.baseUrl}/api/init`)).json()) as {
      user: { id: string };
    };
    const listed = (await (
      await leader.request.get(`${journey.baseUrl}/api/raids?user=${init.user.id}`)
    ).json()) as { data: FullRaid[] };
    const card = listed.data.find(
      (raid) => raid.status === 'active' && new Date(raid.date).getTime() > Date.now() + 86_400_000,
    );
    if (!card) throw new Error('the demo world has no upcoming raid of Jaina');
    const before = await fullRaid(leader, card.id);

    // The viewer lives in another zone than the leader: each reads the start in their own.
    const viewer = await journey.openPage({ timezoneId: NEW_YORK });
    const errors = watchForErrors(viewer, journey.baseUrl);
    await openRaidLive(viewer, card.id);
    await openRaidLive(leader, card.id);

    const newDate = new Date(new Date(before.date).getTime() + 2 * 86_400_000);
    const newLogs = before.requiredLogs === 77 ? 78 : 77;
    const newIlvl = before.requiredIlvl + 3;
    const people = [
      [viewer, NEW_YORK],
      [leader, KATHMANDU],
    ] as const;
    for (const [page, zone] of people) {
      expect(await page.locator('.raid-title-block time').getAttribute('datetime')).toBe(before.date);
      expect(await page.locator('.raid-title-block .raid-time-full').textContent()).toBe(
        localRaidTime(before.date, zone),
      );
      expect(await page.locator('.requirement-badges').textContent()).not.toContain(`Logs ${newLogs}+`);
    }

    // The leader edits in the Raid parameters dialog, as a person does: new requirements and a new date.
    await leader.getByRole('button', { name: 'Raid parameters' }).click();
    const dialog = leader.getByRole('dialog', { name: 'Raid parameters' });
    await dialog.getByLabel('Date and time', { exact: true }).waitFor();
    const localDate = await leader.evaluate((iso) => {
      const date = new Date(iso);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    }, newDate.toISOString());
    await dialog.getByLabel('Date and time', { exact: true }).fill(localDate);
    await dialog.getByLabel('Required logs (0–95)', { exact: true }).fill(String(newLogs));
    await dialog.getByLabel('Required ilvl', { exact: true }).fill(String(newIlvl));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await leader
      .getByRole('dialog')
      .filter({ hasText: 'Reschedule the raid?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    const reason = leader.getByRole('dialog').filter({ hasText: 'Why is the raid rescheduled?' });
    await reason.getByLabel('Reason', { exact: true }).fill('The tanks are away that night');
    await reason.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached' });

    for (const [page, zone] of people) {
      await page
        .locator(`.raid-title-block time[datetime="${newDate.toISOString()}"]`)
        .waitFor({ timeout: 10_000 });
      expect(await page.locator('.raid-title-block .raid-time-full').textContent()).toBe(
        localRaidTime(newDate.toISOString(), zone),
      );
      await page
        .locator('.raid-title-block .requirement-badges li', { hasText: `Logs ${newLogs}+` })
        .waitFor();
      await page
        .locator('.raid-title-block .requirement-badges li', { hasText: `ilvl ${newIlvl}+` })
        .waitFor();
    }
    await screenshot(viewer, 'live-raid-view-rescheduled', { fullPage: false });
    expect(errors).toEqual([]);
  });
});
