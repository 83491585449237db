import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, watchForErrors } from './support/browser.js';
import { useJourney } from './support/journey.js';

/**
 * Issue 30, priority sign-ups and fair benches on the demo world: the leader's list shows a player with two
 * characters in order and "sat out last time"; placing the second choice sets the first aside, moving it back
 * brings both back; the player sees their order in the dialog; the community's bench credit shows in attendance.
 * Screenshots at 1440 and 390 px.
 */
const journey = useJourney();
/** The demo users' names on the Discord stand-in's log-in page. */
const NAMES: Record<string, string> = {
  '210000000000000001': 'Arthas',
  '210000000000000002': 'Jaina',
  '210000000000000003': 'thrall',
  '210000000000000004': 'Sylvanas',
  '210000000000000005': 'Иллидан',
  '210000000000000006': 'anduin',
};
const FROSTMOURNE = '310000000000000001';

interface ListedRecord {
  id: number;
  charID: number;
  slot: number;
  userID: string;
  charName: string;
  preference: number;
}

const records = (raid: number) => journey.getJson<ListedRecord[]>(`/api/records?raid=${raid}`);

/** The demo community's upcoming raid where a player waits with a second choice, its leader, the two records. */
async function raidWithChoices() {
  const upcoming = (
    await journey.getJson<{ data: { id: number; date: string; userID: string }[] }>(
      `/api/raids?guild=${FROSTMOURNE}`,
    )
  ).data.filter((raid) => new Date(raid.date) > new Date());
  for (const raid of upcoming) {
    const listed = await records(raid.id);
    const firstOf = (userID: string) =>
      listed.find((record) => record.userID === userID && record.preference === 1 && record.slot === 0);
    const second = listed.find(
      (record) => record.preference === 2 && record.slot === 0 && firstOf(record.userID),
    );
    const first = second && firstOf(second.userID);
    if (second && first) return { raidId: raid.id, leaderId: raid.userID, first, second };
  }
  throw new Error('the demo world has no player waiting with two choices');
}

async function shot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await screenshot(page, `t30priority-${name}-${width}`);
}

describe('priority sign-ups and fair benches', () => {
  it('shows a player with alternatives, sets them aside and back, and the bench credit in attendance', async () => {
    const { raidId, leaderId, first, second } = await raidWithChoices();
    const leader = await journey.openPage();
    const errors = watchForErrors(leader, journey.baseUrl);
    await journey.logInAs(leader, NAMES[leaderId] ?? 'Arthas');
    await leader.goto(`${journey.baseUrl}/raids/${raidId}`);
    const list = leader.locator('section.sign-up-list');
    const player = list.locator('.sign-up-player', {
      has: leader.getByText(first.charName, { exact: true }),
    });
    await player.locator('.sign-up-alternatives').getByText(second.charName, { exact: true }).waitFor();
    await player.getByText('sat out last time').waitFor();
    for (const width of [1440, 390]) await shot(leader, 'sign-up-list', width);

    // The leader places the second choice: the first stands aside; moved back, both wait again in order.
    await leader.setViewportSize({ width: 1440, height: 900 });
    const slots = new Set((await records(raidId)).map((record) => record.slot));
    const free = Array.from({ length: 40 }, (_, index) => index + 1).find((slot) => !slots.has(slot));
    const move = (id: number, slot: number) =>
      leader.request.post(`${journey.baseUrl}/api/moveRecords`, {
        data: { raidID: raidId, records: [{ id, slot }] },
      });
    expect((await move(second.id, free ?? 0)).ok()).toBe(true);
    const aside = list.locator('.sign-up-aside');
    await aside.getByText(first.charName, { exact: true }).waitFor();
    for (const width of [1440, 390]) await shot(leader, 'placed-second-choice', width);
    expect((await move(second.id, 0)).ok()).toBe(true);
    await player.locator('.sign-up-alternatives').getByText(second.charName, { exact: true }).waitFor();
    expect(await aside.getByText(first.charName, { exact: true }).count()).toBe(0);

    // The player's dialog shows the order, and moves it by keyboard.
    const owner = await journey.openPage({ viewport: { width: 390, height: 844 } });
    await journey.logInAs(owner, NAMES[first.userID] ?? 'Sylvanas');
    await owner.goto(`${journey.baseUrl}/raids/${raidId}`);
    await owner
      .getByRole('button', { name: /^(Sign up|Edit sign-up)$/ })
      .first()
      .click();
    const order = owner.getByRole('group', { name: 'Your order of preference' });
    await order.getByRole('listitem', { name: `Choice 1: ${first.charName}` }).waitFor();
    await screenshot(owner, 't30priority-dialog-390');
    await order.getByRole('listitem', { name: `Choice 1: ${first.charName}` }).focus();
    await owner.keyboard.press('Alt+ArrowDown');
    await order.getByRole('listitem', { name: `Choice 2: ${first.charName}` }).waitFor();
    await owner.setViewportSize({ width: 1440, height: 900 });
    await screenshot(owner, 't30priority-dialog-1440');

    // The community's bench credit, set in its settings, counts in its attendance table.
    const settings = await leader.request.get(`${journey.baseUrl}/api/guildSettings?server=${FROSTMOURNE}`);
    const saved = await leader.request.post(`${journey.baseUrl}/api/setGuildSettings`, {
      data: { ...(await settings.json()), benchCredit: 0.5 },
    });
    expect(saved.ok()).toBe(true);
    await leader.goto(`${journey.baseUrl}/guilds/${FROSTMOURNE}`);
    await leader.getByRole('tab', { name: 'Attendance' }).click();
    await leader.locator('table.attendance-table').getByText('×0.5').first().waitFor();
    for (const width of [1440, 390]) await shot(leader, 'attendance-bench-credit', width);
    await leader.setViewportSize({ width: 1440, height: 900 });
    await leader.goto(`${journey.baseUrl}/?dialog=settings`);
    await leader.getByRole('tab', { name: 'Discord servers' }).click();
    const credit = leader.getByLabel('A raid on the bench counts as');
    await credit.waitFor();
    expect(await credit.inputValue()).toBe('0.5');
    await credit.scrollIntoViewIfNeeded();
    for (const width of [1440, 390]) {
      await leader.setViewportSize({ width, height: 900 });
      await screenshot(leader, `t30priority-settings-bench-credit-${width}`, { fullPage: false });
    }
    expect(errors).toEqual([]);
  });
});
