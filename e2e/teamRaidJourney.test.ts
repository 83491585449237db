import { mkdir } from 'node:fs/promises';
import type { ExpansionKey, WclSite } from '@raid/domain/catalogue/types';
import { reportUrl } from '@raid/domain/rules/raidReports';
import { demoReportCode } from '@raid/stand-ins/demoReports';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { issueScreenshotDir, watchForErrors } from './support/browser.js';
import { choose } from './support/dropdown.js';
import { useJourney } from './support/journey.js';
import { letRaidComplete } from './support/raidCompletion.js';

/**
 * Issue 30's journey, its five parts in one evening: a team leader who does not lead the server creates a raid
 * for his team; a player signs up two characters in her order; the leader places her second choice, which sets
 * the first aside; the raid completes (its start let pass, its completion job run by the app); the leader
 * pastes the evening's Warcraft Logs report, sees who was there, confirms it, and the community's attendance
 * shows what happened. Screenshots of the confirmed state at 1440 and 390 px.
 */
const journey = useJourney();

const FROSTMOURNE = '310000000000000001';
const ANDUIN = '210000000000000006';
const SYLVANAS = '210000000000000004';
const shots = issueScreenshotDir(30);

interface GameData {
  expansion: ExpansionKey;
  servers: Array<{ id: number; name: string; serverRegion: string; logsSite: WclSite }>;
  zones: Array<{ id: number; nameEng: string; sizes: number[]; notRelevant: boolean; logzone: number }>;
}
interface Team {
  id: number;
  name: string;
  members: Array<{ userId: string; name: string }>;
  leaders: Array<{ userId: string }>;
}
interface Character {
  id: number;
  name: string;
  server: number;
}

/** 'YYYY-MM-DDTHH:mm' `days` ahead at `hour`:00 (past the demo's last raid: no similar raid that week). */
function localInput(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
}

/** docs/screenshots/issue-30/journey-<name>-<width>.png: the window at that width, `shown` scrolled into view. */
async function shoot(page: Page, name: string, width: number, shown: Locator): Promise<void> {
  await mkdir(shots, { recursive: true });
  await page.setViewportSize({ width, height: 900 });
  await shown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}journey-${name}-${width}.png` });
}

/** The status the report table gives a character, as the leader reads it. */
const reportStatus = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) });

/** The attendance marker of one raid in a player's row of the community's table: its name says the outcome. */
const marker = (tab: Locator, player: string, raidId: number) =>
  tab
    .getByRole('row')
    .filter({ has: tab.page().locator('.table-person', { hasText: player }) })
    .locator(`a.attendance-marker[href="/raids/${raidId}"]`);

describe('a team raid from sign-up to attendance (issue 30)', () => {
  // One long journey of two people on a shared machine: more than the default minute.
  it(
    'a team leader creates a raid, places a second choice, and records attendance from the report',
    { timeout: 180_000 },
    async () => {
      const gameData = await journey.getJson<GameData>('/api/gameData');
      // The demo realm, where Warcraft Logs knows the demo characters and the guild logged its reports.
      const realm = gameData.servers.find((server) => server.serverRegion === 'EU' && server.id !== 10024);
      const zone = gameData.zones.find((entry) => !entry.notRelevant && entry.logzone > 0);
      if (!realm || !zone) throw new Error('the catalogue has no demo realm or no zone with logs');
      const { teams } = await journey.getJson<{ teams: Team[] }>(`/api/teams?guild=${FROSTMOURNE}`);
      const team = teams.find((candidate) => candidate.leaders.some((leader) => leader.userId === ANDUIN));
      // A team-mate who neither signs up nor leads: the report shows them there all the same.
      const teamMate = team?.members.find((member) => ![ANDUIN, SYLVANAS].includes(member.userId));
      if (!team || !teamMate) throw new Error('the demo has no team led by anduin with a third member');

      // The team's leader creates the team's raid, leading it on his first character of the realm.
      const leader = await journey.openPage({ viewport: { width: 1440, height: 900 } });
      const errors = watchForErrors(leader, journey.baseUrl);
      await journey.logInAs(leader, 'anduin');
      const leaderChars = (await (
        await leader.request.get(`${journey.baseUrl}/api/chars`)
      ).json()) as Character[];
      const leading = leaderChars.find((character) => character.server === realm.id);
      if (!leading) throw new Error('anduin has no character on the demo realm');
      await leader.getByRole('button', { name: 'Create', exact: true }).click();
      const dialog = leader.getByRole('dialog', { name: 'Create raid' });
      await choose(dialog, 'Server', realm.name);
      await choose(dialog, 'Faction', 'Horde');
      await choose(dialog, 'Raid zone', zone.nameEng);
      await choose(dialog, 'Size', String(zone.sizes[0]));
      await choose(dialog, 'Difficulty', 'Normal');
      await choose(dialog, 'Loot system', 'Master loot');
      await dialog.getByLabel('Date and time', { exact: true }).fill(localInput(16, 20));
      await dialog.getByLabel('Required ilvl', { exact: true }).fill('1');
      await choose(dialog, 'Discord server', 'Frostmourne Raiders');
      await choose(dialog, 'Team', team.name);
      await choose(dialog, 'Leader character', leading.name);
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      const listed = await journey.getJson<{ data: Array<{ id: number; userID: string }> }>(
        `/api/raids?team=${team.id}`,
      );
      const raidId = listed.data.find((raid) => raid.userID === ANDUIN)?.id;
      if (raidId === undefined) throw new Error("anduin's team raid is not listed");
      await leader.goto(`${journey.baseUrl}/raids/${raidId}`);
      await leader.locator('.raid-header .raid-card-team', { hasText: team.name }).waitFor();

      // The player signs up her first two characters of the realm, the first as her first choice.
      const player = await journey.openPage({ viewport: { width: 1440, height: 900 } });
      await journey.logInAs(player, 'Sylvanas');
      const ownChars = (await (
        await player.request.get(`${journey.baseUrl}/api/chars`)
      ).json()) as Character[];
      const [first, second] = ownChars.filter((character) => character.server === realm.id);
      if (!first || !second) throw new Error('Sylvanas has fewer than two characters on the demo realm');
      await player.goto(`${journey.baseUrl}/raids/${raidId}`);
      await player.getByRole('button', { name: 'Sign up', exact: true }).click();
      const signUp = player.getByRole('dialog', { name: /^(Raid sign-up|Sign-up editing)$/ });
      await signUp.getByLabel(first.name, { exact: true }).check();
      await signUp.getByLabel(second.name, { exact: true }).check();
      const order = signUp.getByRole('group', { name: 'Your order of preference' });
      const choices = await order.getByRole('listitem').all();
      expect(await Promise.all(choices.map((choice) => choice.getAttribute('aria-label')))).toEqual([
        `Choice 1: ${first.name}`,
        `Choice 2: ${second.name}`,
      ]);
      await signUp.getByRole('button', { name: 'Sign up', exact: true }).click();
      await signUp.getByText('Success!').waitFor();

      // The leader sees one player with an alternative, in her order (the list follows live).
      const list = leader.locator('section.sign-up-list');
      const waiting = list.locator(`.sign-up-player[data-user="${SYLVANAS}"]`);
      await waiting.locator('.sign-up-alternatives').getByText(second.name, { exact: true }).waitFor();
      expect(await waiting.locator('.record-name').allTextContents()).toEqual([first.name, second.name]);

      // He places her second choice with "Move to…": the first stands aside.
      await leader.getByRole('button', { name: `Move ${second.name} to…` }).click();
      await leader
        .getByRole('button', { name: /^Slot \d+: free$/ })
        .first()
        .click();
      await leader.locator('.roster-slot').getByText(second.name, { exact: true }).waitFor();
      await list.locator('.sign-up-aside').getByText(first.name, { exact: true }).waitFor();
      expect(await waiting.count()).toBe(0);

      // The evening passes: the open page turns to a completed raid when the app's completion job has run.
      await letRaidComplete(journey.app, raidId);
      await leader.locator('.raid-header').getByText('Completed', { exact: true }).waitFor();
      const panel = leader.getByRole('region', { name: 'Attendance from Warcraft Logs' });
      await panel.waitFor();

      // Completion recorded attendance from the sign-ups: the team-mate who did not answer has no answer.
      const attendance = await leader.context().newPage();
      await attendance.goto(`${journey.baseUrl}/guilds/${FROSTMOURNE}`);
      await attendance.getByRole('tab', { name: 'Attendance' }).click();
      const tab = attendance.locator('.attendance-tab');
      await choose(tab, 'Team', team.name);
      await expect
        .poll(() => marker(tab, teamMate.name, raidId).getAttribute('aria-label'))
        .toMatch(/: No answer$/);

      // The leader pastes the evening's report: who was there, by character. The demo's report has each player's
      // first character of the realm: the leader's, and the player's first choice, set aside but there after all.
      const report = reportUrl(realm.logsSite, demoReportCode(gameData.expansion, zone.logzone));
      await panel.getByPlaceholder('Report address or code').fill(report);
      await panel.getByRole('button', { name: 'Read report' }).click();
      const table = panel.getByRole('table');
      await reportStatus(table, leading.name).getByText('In the roster, present').waitFor();
      await reportStatus(table, second.name).getByText('In the roster, absent').waitFor();
      await reportStatus(table, first.name).getByText('On the bench, present').waitFor();
      expect(await table.getByText('Present without a sign-up').count()).toBeGreaterThan(0);

      await panel.getByRole('button', { name: 'Confirm attendance' }).click();
      await panel.getByRole('button', { name: 'Attendance recorded' }).waitFor();
      await leader.getByText(/^Attendance recorded from the report for \d+ players$/).waitFor();
      const linked = leader.locator('.raid-report-link').getByRole('link');
      await linked.waitFor();
      expect(await linked.getAttribute('href')).toBe(report);

      // The attendance is now what happened: the team-mate was there.
      await attendance.reload();
      await attendance.getByRole('tab', { name: 'Attendance' }).click();
      await choose(tab, 'Team', team.name);
      await expect
        .poll(() => marker(tab, teamMate.name, raidId).getAttribute('aria-label'))
        .toMatch(/: Roster$/);
      expect(await marker(tab, 'Sylvanas', raidId).getAttribute('aria-label')).toMatch(/: Roster$/);

      const header = leader.locator('.raid-header');
      for (const width of [1440, 390]) {
        await leader.evaluate('window.scrollTo(0, 0)');
        await shoot(leader, 'raid', width, header);
        await shoot(leader, 'report', width, panel.getByRole('button', { name: 'Attendance recorded' }));
        await shoot(attendance, 'attendance', width, tab);
      }
      expect(errors).toEqual([]);
    },
  );
});
