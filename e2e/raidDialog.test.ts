import { describe, expect, it } from 'vitest';
import { screenshot, watchForErrors } from './support/browser.js';
import { choose, chooseFirst, chosen, chosenImage, options } from './support/dropdown.js';
import { useJourney } from './support/journey.js';

const ARTHAS = '210000000000000001';
const FROSTMOURNE = '310000000000000001';

interface ListedRaid {
  id: number;
  date: string;
  comment: string;
  canceled: boolean;
}

interface ListedRecord {
  id: number;
  userID: string;
  slot: number;
}

interface GameData {
  servers: Array<{ id: number; name: string; serverRegion: string }>;
  zones: Array<{
    id: number;
    nameEng: string;
    sizes: number[];
    hardmode: boolean;
    dontAskLogs: boolean;
    notRelevant: boolean;
  }>;
}

const journey = useJourney();

/**
 * 'YYYY-MM-DDTHH:mm' of a day `days` ahead at `hour`:00, as a datetime-local input takes it. The journeys use
 * days past the demo world's last raid (6 days ahead) so no demo roster holds a similar raid in the same week.
 */
function localInput(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
}

describe('the raid dialog and the sign-up dialog', () => {
  let raidId = 0;

  it('a leader creates a raid in Frostmourne Raiders and sees it in the list', async () => {
    const page = await journey.openPage();
    const errors = watchForErrors(page, journey.baseUrl);
    await journey.logInAs(page, 'Arthas');

    const gameData = await journey.getJson<GameData>('/api/gameData');
    // The demo realm: the first European realm that is not the Cyrillic-only one (tools/stand-ins demoWorld).
    const realm = gameData.servers.find((server) => server.serverRegion === 'EU' && server.id !== 10024);
    const zone = gameData.zones.find(
      (entry) => !entry.notRelevant && entry.sizes.length > 1 && entry.hardmode && !entry.dontAskLogs,
    );
    expect(realm && zone).toBeTruthy();
    // The leader's preferred realm and loot system (SPEC section 3 "User") are the dialog's favourites.
    const preferred = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/refreshUser', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          })
        ).status,
      JSON.stringify({ preferredServer: realm?.id, preferredLootSystem: 1 }),
    );
    expect(preferred).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Account: Arthas' }).waitFor();

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create raid' });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get('dialog')).toBe('createRaid');
    const create = dialog.getByRole('button', { name: 'Create', exact: true });
    expect(await create.isDisabled()).toBe(true);
    await screenshot(page, 'raid-dialog-empty', { fullPage: false });

    // The preferred realm comes chosen, with its star.
    const star = (label: string) =>
      dialog
        .locator('.dd')
        .filter({ has: page.getByLabel(label, { exact: true }) })
        .locator('.dd-option-star');
    expect(await chosen(dialog, 'Server')).toBe(`${realm?.name} (EU), preferred`);
    expect(await star('Server').isVisible()).toBe(true);
    // The server list is searchable: typing narrows it, arrows and Enter choose.
    const server = dialog.getByLabel('Server', { exact: true });
    await server.fill(realm?.name ?? '');
    expect(await options(dialog, 'Server').count()).toBeLessThan(gameData.servers.length);
    expect(await options(dialog, 'Server').first().textContent()).toBe(`${realm?.name} (EU), preferred`);
    await server.press('ArrowDown');
    await server.press('ArrowUp');
    await server.press('Enter');
    expect(await chosen(dialog, 'Server')).toBe(`${realm?.name} (EU), preferred`);
    expect(await star('Server').isVisible()).toBe(true);
    await choose(dialog, 'Faction', 'Horde');
    expect(await chosenImage(dialog, 'Faction')).toBe('/game-icons/horde.svg');
    await choose(dialog, 'Raid zone', zone?.nameEng ?? '');
    expect(await chosenImage(dialog, 'Raid zone')).toMatch(/^\/game-icons\/(?!default)[a-z_]+\.svg$/);
    await choose(dialog, 'Size', '25');
    await choose(dialog, 'Difficulty', 'Heroic');
    // The loot system is the preferred one, starred; choosing it again by keyboard keeps the star.
    expect(await chosen(dialog, 'Loot system')).toBe('Master loot, preferred');
    await choose(dialog, 'Loot system', 'master');
    expect(await chosen(dialog, 'Loot system')).toBe('Master loot, preferred');
    expect(await star('Loot system').isVisible()).toBe(true);
    await dialog.getByLabel('Date and time', { exact: true }).fill(localInput(15, 20));
    await dialog.getByLabel('Required ilvl', { exact: true }).fill('1');
    await choose(dialog, 'Discord server', 'Frostmourne Raiders');
    await choose(dialog, 'Channel', 'raid-schedule');
    await choose(dialog, 'Voice channel', 'Raid Voice');
    await chooseFirst(dialog, 'Leader character');
    await choose(dialog, 'Sign-ups go', 'Directly');
    await dialog
      .getByLabel('Comment', { exact: true })
      .fill('Flasks and food, please. Invites 15 minutes before.');
    expect(await create.isDisabled()).toBe(false);
    await screenshot(page, 'raid-dialog-filled', { fullPage: false });

    await create.click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('dialog')).toBeNull();

    // List rows are cards; the comment comes with each raid's `?id=` answer.
    const mine = await journey.getJson<{ data: { id: number }[] }>(`/api/raids?user=${ARTHAS}`);
    const raids = await Promise.all(
      mine.data.map(
        async ({ id }) => (await journey.getJson<{ data: ListedRaid[] }>(`/api/raids?id=${id}`)).data[0],
      ),
    );
    const created = raids.find((raid) => raid?.comment.startsWith('Flasks and food'));
    expect(created).toBeTruthy();
    raidId = created?.id ?? 0;
    await page.locator(`a[href="/raids/${raidId}"]`).first().waitFor();
    await screenshot(page, 'raid-dialog-created-in-list');

    // The choices are remembered for the next raid of this expansion.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Create raid' });
    expect(await chosen(again, 'Server')).toContain(realm?.name ?? '');
    expect(await chosen(again, 'Discord server')).toBe('Frostmourne Raiders');
    await again.getByRole('button', { name: 'Close', exact: true }).last().click();
    await again.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('the leader reschedules it with a reason', async () => {
    const page = journey.contexts[0]?.pages()[0];
    if (!page) throw new Error('the leader page is gone');
    const errors = watchForErrors(page, journey.baseUrl);
    await page.goto(`${journey.baseUrl}/raids/${raidId}`);
    await page.getByRole('button', { name: 'Raid parameters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Raid parameters' });
    await dialog.getByLabel('Date and time', { exact: true }).waitFor();
    const newDate = localInput(16, 21);
    await dialog.getByLabel('Date and time', { exact: true }).fill(newDate);
    await dialog.getByRole('button', { name: 'Save' }).click();

    const confirm = page.getByRole('dialog').filter({ hasText: 'Reschedule the raid?' });
    await confirm.waitFor();
    await screenshot(page, 'raid-dialog-reschedule-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Yes' }).click();

    const reason = page.getByRole('dialog').filter({ hasText: 'Why is the raid rescheduled?' });
    await reason.getByLabel('Reason', { exact: true }).fill('Half of the healers are busy on Tuesday.');
    await screenshot(page, 'raid-dialog-reschedule-reason', { fullPage: false });
    await reason.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached' });

    const raid = (await journey.getJson<{ data: ListedRaid[] }>(`/api/raids?id=${raidId}`)).data[0];
    // The date typed in the leader's time zone (Europe/Berlin) is the raid's instant.
    const expected = await page.evaluate((local) => new Date(local).toISOString(), newDate);
    expect(new Date(raid?.date ?? 0).toISOString()).toBe(expected);
    expect(errors).toEqual([]);
  });

  it('another player signs up with answers, then cancels with a reason', async () => {
    const leader = journey.contexts[0];
    const saved = await leader?.request.post(`${journey.baseUrl}/api/setQuestions`, {
      data: { server: FROSTMOURNE, questions: ['Can you bring flasks?', 'Which professions do you have?'] },
    });
    expect(saved?.ok()).toBe(true);

    const page = await journey.openPage({ timezoneId: 'America/New_York' });
    const errors = watchForErrors(page, journey.baseUrl);
    await journey.logInAs(page, 'Sylvanas');
    await page.goto(`${journey.baseUrl}/raids/${raidId}`);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^(Raid sign-up|Sign-up editing)$/ });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Sign up', exact: true });
    await dialog.getByRole('checkbox').first().waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByLabel('Can you bring flasks?', { exact: true }).fill('Yes, two of each');
    await dialog.getByLabel('Which professions do you have?', { exact: true }).fill('Alchemy and herbalism');
    await dialog
      .getByText(/characters left/)
      .first()
      .waitFor();
    await screenshot(page, 'sign-up-dialog', { fullPage: false });
    await submit.click();
    await dialog.getByText(/^(Success!|Problems\.\.\.)$/).waitFor();
    await screenshot(page, 'sign-up-result', { fullPage: false });
    // Once the sign-up is in, the same dialog edits it.
    const edit = page.getByRole('dialog', { name: 'Sign-up editing' });
    await edit.getByRole('button', { name: 'Save', exact: true }).waitFor();

    const signedUp = (await journey.getJson<ListedRecord[]>(`/api/records?raid=${raidId}`)).filter(
      (record) => record.userID === '210000000000000004',
    );
    expect(signedUp).toHaveLength(1);
    expect(signedUp[0]?.slot).toBeGreaterThan(0);
    await edit.getByRole('button', { name: 'Close', exact: true }).last().click();
    await edit.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit sign-up' }).click();
    const editing = page.getByRole('dialog', { name: 'Sign-up editing' });
    await editing.getByRole('button', { name: 'Cancel sign-up' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Cancel your sign-up for this raid?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    const reason = page.getByRole('dialog').filter({ hasText: 'Why do you leave the roster?' });
    expect(await reason.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await reason.getByLabel('Reason', { exact: true }).fill('Work shift moved, sorry!');
    await screenshot(page, 'sign-up-cancel-reason', { fullPage: false });
    await reason.getByRole('button', { name: 'Send' }).click();
    await editing.waitFor({ state: 'detached' });

    const left = (await journey.getJson<ListedRecord[]>(`/api/records?raid=${raidId}`)).filter(
      (record) => record.userID === '210000000000000004',
    );
    expect(left).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  it('the leader cancels the raid after a confirmation and a reason', async () => {
    const page = journey.contexts[0]?.pages()[0];
    if (!page) throw new Error('the leader page is gone');
    const errors = watchForErrors(page, journey.baseUrl);
    await page.goto(`${journey.baseUrl}/raids/${raidId}`);
    await page.getByRole('button', { name: 'Raid parameters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Raid parameters' });
    await dialog.getByRole('button', { name: 'Cancel raid' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Cancel this raid?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    const reason = page.getByRole('dialog').filter({ hasText: 'Why is the raid canceled?' });
    await reason.getByLabel('Reason', { exact: true }).fill('Not enough healers this week.');
    await reason.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached' });
    const raid = (
      await journey.getJson<{ data: Array<ListedRaid & { canceledReason: string | null }> }>(
        `/api/raids?id=${raidId}`,
      )
    ).data[0];
    expect(raid?.canceled).toBe(true);
    expect(raid?.canceledReason).toBe('Not enough healers this week.');
    expect(errors).toEqual([]);
  });

  it('the dialog fits a phone', async () => {
    const page = await journey.contexts[0]?.newPage();
    if (!page) throw new Error('the leader context is gone');
    const errors = watchForErrors(page, journey.baseUrl);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${journey.baseUrl}/?dialog=createRaid`);
    const dialog = page.getByRole('dialog', { name: 'Create raid' });
    await dialog.getByLabel('Server', { exact: true }).waitFor();
    // Nothing sticks out sideways.
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'raid-dialog-mobile', { fullPage: false });
    await page.close();
    expect(errors).toEqual([]);
  });
});

describe('a weekly raid template (premium)', () => {
  it('the premium demo user adds one from the settings dialog', async () => {
    const page = await journey.openPage();
    const errors = watchForErrors(page, journey.baseUrl);
    await journey.logInAs(page, 'Jaina');
    const gameData = await journey.getJson<GameData>('/api/gameData');
    const realm = gameData.servers.find((server) => server.serverRegion === 'EU' && server.id !== 10024);
    const zone = gameData.zones.find(
      (entry) => !entry.notRelevant && entry.sizes.length > 1 && entry.hardmode && !entry.dontAskLogs,
    );

    await page.goto(`${journey.baseUrl}/?dialog=settings`);
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('tab', { name: 'Auto raids' }).click();
    await settings.getByRole('button', { name: 'Add auto raid' }).click();
    const dialog = page.getByRole('dialog', { name: 'New weekly raid' });
    await dialog.waitFor();
    await choose(dialog, 'Server', realm?.name ?? '');
    await choose(dialog, 'Faction', 'Horde');
    await choose(dialog, 'Raid zone', zone?.nameEng ?? '');
    await choose(dialog, 'Size', '25');
    await choose(dialog, 'Difficulty', 'Heroic');
    await choose(dialog, 'Loot system', 'Master loot');
    await choose(dialog, 'Day of week', 'Wednesday');
    await dialog.getByLabel('Time', { exact: true }).fill('20:00');
    await dialog.getByLabel('Required ilvl', { exact: true }).fill('1');
    await choose(dialog, 'Discord server', 'Frostmourne Raiders');
    await choose(dialog, 'Channel', 'raid-schedule');
    const voice = dialog.getByLabel('Voice channel', { exact: true });
    if (await voice.count()) await choose(dialog, 'Voice channel', 'Raid Voice');
    await chooseFirst(dialog, 'Leader character');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();

    // Saving a template opens the settings again, on the Auto raids tab, where it is listed.
    const reopened = page.getByRole('dialog', { name: 'Settings' });
    await reopened.waitFor();
    await reopened.getByRole('tab', { name: 'Auto raids', selected: true }).waitFor();
    await reopened.getByRole('button', { name: 'Add auto raid' }).waitFor();
    const templates = (await page.evaluate(async () => (await fetch('/api/autoRaids')).json())) as Array<{
      dayOfWeek: number;
      off: number;
    }>;
    expect(templates).toHaveLength(1);
    expect(templates[0]).toMatchObject({ dayOfWeek: expect.any(Number), off: 0 });
    await screenshot(page, 'settings-auto-raid-added', { fullPage: false });
    expect(errors).toEqual([]);
  });
});
