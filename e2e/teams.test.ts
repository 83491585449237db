import { describe, expect, it } from 'vitest';
import { screenshot, watchForErrors } from './support/browser.js';
import { choose, chooseFirst, chosen } from './support/dropdown.js';
import { useJourney } from './support/journey.js';

interface TeamsAnswer {
  teams: Array<{ id: number; name: string; members: Array<{ name: string; byRole: boolean }> }>;
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

const FROSTMOURNE = '310000000000000001';
const ANDUIN = '210000000000000006';
const journey = useJourney();

/** 'YYYY-MM-DDTHH:mm' `days` ahead at `hour`:00 (past the demo's last raid, so no similar raid that week). */
function localInput(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
}

describe('teams (issue 30)', () => {
  it("shows the demo community's teams, and its leader adds one by hand and by role", async () => {
    const demo = await journey.getJson<TeamsAnswer>(`/api/teams?guild=${FROSTMOURNE}`);
    expect(demo.teams.map((team) => team.name)).toEqual(['Core', 'Raiders']);

    const page = await journey.openPage();
    const errors = watchForErrors(page, journey.baseUrl);
    await journey.logInAs(page, 'Jaina');
    await page.goto(`${journey.baseUrl}/guilds/${FROSTMOURNE}`);
    await page.getByRole('tab', { name: 'Teams' }).click();
    await page.getByRole('heading', { name: 'Raiders', exact: true }).waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 't30teams-teams-tab-1440');

    await page.getByRole('button', { name: 'Add team' }).click();
    const dialog = page.getByRole('dialog', { name: 'New team' });
    await dialog.getByLabel('Name').fill('Thursday');
    await choose(dialog, 'Discord role', 'Officer');
    await choose(dialog, 'Default channel', 'gdkp');
    await dialog
      .getByRole('group', { name: /^Members/ })
      .getByLabel('anduin')
      .check();
    await dialog
      .getByRole('group', { name: /^Team leaders/ })
      .getByLabel('anduin')
      .check();
    await dialog.getByRole('button', { name: 'Add a raid night' }).click();
    await screenshot(page, 't30teams-team-dialog-1440', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save team' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('article', { name: 'Thursday' });
    await card.getByText('everyone with @Officer').waitFor();
    // Anduin was picked by hand; Jaina holds the Officer role.
    expect(await card.locator('.team-member').allTextContents()).toEqual(['anduin', 'Jaina']);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 't30teams-teams-tab-390');
    await card.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Edit team Thursday' }).waitFor();
    await screenshot(page, 't30teams-team-dialog-390', { fullPage: false });
    await page.keyboard.press('Escape');

    // The raid list's team filter, on the main list (the viewer's own teams), remembered per expansion.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${journey.baseUrl}/`);
    await page.locator('article.raid-card').first().waitFor();
    await page.getByRole('button', { name: /^Filter/ }).click();
    await choose(page.locator('#raid-filters'), 'Team', 'Core');
    await page.locator('article.raid-card').first().locator('.raid-card-team', { hasText: 'Core' }).waitFor();
    await screenshot(page, 't30teams-raid-list-team-filter-1440', { fullPage: false });
    await page.reload();
    await page.locator('article.raid-card').first().locator('.raid-card-team', { hasText: 'Core' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByLabel('Team', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 't30teams-raid-list-team-filter-390', { fullPage: false });
    expect(errors).toEqual([]);
  });

  it("a team's leader who does not lead the server creates a raid for the team", async () => {
    const gameData = await journey.getJson<GameData>('/api/gameData');
    const realm = gameData.servers.find((server) => server.serverRegion === 'EU' && server.id !== 10024);
    const zone = gameData.zones.find(
      (entry) => !entry.notRelevant && entry.sizes.length > 1 && entry.hardmode && !entry.dontAskLogs,
    );
    const core = (await journey.getJson<TeamsAnswer>(`/api/teams?guild=${FROSTMOURNE}`)).teams.find(
      (team) => team.name === 'Core',
    );
    const page = await journey.openPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchForErrors(page, journey.baseUrl);
    await journey.logInAs(page, 'anduin');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create raid' });
    await choose(dialog, 'Server', realm?.name ?? '');
    await choose(dialog, 'Faction', 'Horde');
    await choose(dialog, 'Raid zone', zone?.nameEng ?? '');
    await choose(dialog, 'Size', String(zone?.sizes[0]));
    await choose(dialog, 'Difficulty', 'Normal');
    await chooseFirst(dialog, 'Loot system');
    await dialog.getByLabel('Date and time', { exact: true }).fill(localInput(16, 20));
    await dialog.getByLabel('Required ilvl', { exact: true }).fill('1');
    await choose(dialog, 'Discord server', 'Frostmourne Raiders');
    // Only the team he leads is offered; choosing it picks the team's channel.
    await choose(dialog, 'Team', 'Core');
    expect(await chosen(dialog, 'Channel')).toBe('# raid-schedule');
    await chooseFirst(dialog, 'Leader character');
    await dialog.getByLabel('Team', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 't30teams-raid-dialog-team-1440', { fullPage: false });
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const list = await journey.getJson<{ data: Array<{ id: number; userID: string; teamName: string }> }>(
      `/api/raids?team=${String(core?.id)}`,
    );
    const created = list.data.find((raid) => raid.userID === ANDUIN);
    expect(created?.teamName).toBe('Core');
    await page.goto(`${journey.baseUrl}/raids/${String(created?.id)}`);
    await page.locator('.raid-header .raid-card-team', { hasText: 'Core' }).waitFor();
    await screenshot(page, 't30teams-team-raid-page-1440', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 't30teams-team-raid-page-390', { fullPage: false });
    expect(errors).toEqual([]);
  });
});
