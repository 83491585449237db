import { describe, expect, it } from 'vitest';
import { screenshot, watchForErrors } from './support/browser.js';
import { choose } from './support/dropdown.js';
import { useJourney } from './support/journey.js';

interface TeamsAnswer {
  teams: Array<{ id: number; name: string; members: Array<{ name: string; byRole: boolean }> }>;
}

const FROSTMOURNE = '310000000000000001';
const journey = useJourney();

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
    await page
      .locator('article.raid-card')
      .first()
      .getByText(/· Core/)
      .waitFor();
    await screenshot(page, 't30teams-raid-list-team-filter-1440', { fullPage: false });
    await page.reload();
    await page
      .locator('article.raid-card')
      .first()
      .getByText(/· Core/)
      .waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 't30teams-raid-list-team-filter-390', { fullPage: false });
    expect(errors).toEqual([]);
  });
});
