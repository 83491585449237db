import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, watchForErrors } from './support/browser.js';
import { useJourney } from './support/journey.js';

const FROSTMOURNE = '310000000000000001';
const RAID_SCHEDULE = '330000000000000001';
const GDKP = 2;
const MASTER_LOOT = 1;

interface GameData {
  servers: Array<{ id: number; serverRegion: string }>;
  factions: Array<{ id: number; nameEng: string }>;
  zones: Array<{ id: number; sizes: number[]; notRelevant: boolean; dontAskLogs: boolean }>;
}

interface OwnCharacter {
  id: number;
  name: string;
  server: number;
  faction: number;
  logs: number | null;
  ilvl: number | null;
  off: number;
}

const journey = useJourney();

async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const response = body
    ? await page.request.post(`${journey.baseUrl}${path}`, { data: body })
    : await page.request.get(`${journey.baseUrl}${path}`);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

describe('requirements', () => {
  it('the check, the card and the roster show one logs figure and item level, and a character below the requirement signs up as a buyer', async () => {
    const gameData = await journey.getJson<GameData>('/api/gameData');
    // The demo realm where both demo users have Horde characters (tools/stand-ins demoWorld).
    const realm = gameData.servers.find((server) => server.serverRegion === 'EU' && server.id !== 10024);
    const horde = gameData.factions.find((faction) => faction.nameEng === 'Horde');
    const zone = gameData.zones.find(
      (entry) => !entry.notRelevant && !entry.dontAskLogs && entry.sizes.includes(25),
    );
    if (!realm || !horde || !zone) throw new Error('the catalogue lacks the demo realm, Horde or a 25 zone');
    const place = { server: realm.id, faction: horde.id };

    const leader = await journey.openPage();
    await journey.logInAs(leader, 'Arthas');
    const leaderChar = (await api<OwnCharacter[]>(leader, '/api/chars')).find(
      (character) =>
        character.server === place.server && character.faction === place.faction && !character.off,
    );
    if (!leaderChar) throw new Error('Arthas has no Horde character on the demo realm');
    // Weeks past the demo world's raids, a week apart: no similar raid in the same lockout.
    const raidOn = (days: number, lootSystem: number, byers: boolean) =>
      api<{ id: number }>(leader, '/api/refreshRaid', {
        ...place,
        zone: zone.id,
        size: 25,
        difficulty: 1,
        lootSystem,
        byers,
        requiredLogs: 95,
        char: leaderChar.id,
        discordServer: FROSTMOURNE,
        discordChannel: RAID_SCHEDULE,
        date: new Date(Date.now() + days * 86_400_000).toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z'),
      });
    const strict = await raidOn(22, MASTER_LOOT, false);
    const gdkp = await raidOn(29, GDKP, true);

    const player = await journey.openPage();
    const errors = watchForErrors(player, journey.baseUrl);
    await journey.logInAs(player, 'Sylvanas');
    const character = (await api<OwnCharacter[]>(player, '/api/chars')).find(
      (candidate) =>
        candidate.server === place.server &&
        candidate.faction === place.faction &&
        !candidate.off &&
        candidate.logs !== null &&
        candidate.logs < 95 &&
        candidate.ilvl !== null,
    );
    if (!character?.logs)
      throw new Error('Sylvanas has no Horde character with logs below 95 on the demo realm');
    const logs = Math.floor(character.logs);

    // The My chars card shows the character's logs figure and item level.
    const card = player.locator('.my-chars-item').filter({ hasText: character.name });
    await card.waitFor();
    expect(await card.locator('.my-char-details').textContent()).toContain(`logs ${logs}`);
    expect(await card.locator('.my-char-details').textContent()).toContain(String(character.ilvl));

    const signUp = async (raidId: number) => {
      await player.goto(`${journey.baseUrl}/raids/${raidId}`);
      await player.getByRole('button', { name: 'Sign up', exact: true }).click();
      const dialog = player.getByRole('dialog', { name: 'Raid sign-up' });
      await dialog.getByRole('checkbox', { name: character.name, exact: true }).check();
      await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
      // A sign-up that records something turns the dialog into 'Sign-up editing'.
      // Each character's result shows on its own row.
      return player
        .getByRole('dialog')
        .locator('.sign-up-char', { hasText: character.name })
        .locator('.sign-up-char-result');
    };

    // Without buyers the check refuses with the figure the card shows, and records nothing.
    const refused = await signUp(strict.id);
    await refused.waitFor();
    expect(await refused.textContent()).toContain(`Logs are below: ${logs} of 95 required`);
    await screenshot(player, 'requirements-logs-below', { fullPage: false });
    const strictRecords = await api<Array<{ charID: number }>>(player, `/api/records?raid=${strict.id}`);
    expect(strictRecords.some((record) => record.charID === character.id)).toBe(false);
    await player.keyboard.press('Escape');

    // Where the raid takes buyers, the same character is signed up as one (SPEC section 4).
    const bought = await signUp(gdkp.id);
    await bought.waitFor();
    expect(await bought.textContent()).toContain('signed up as a buyer (requirements not met)');
    const records = await api<
      Array<{ charID: number; byer: boolean; logs: number | null; ilvl: number | null }>
    >(player, `/api/records?raid=${gdkp.id}`);
    const record = records.find((entry) => entry.charID === character.id);
    expect(record?.byer).toBe(true);
    expect(Math.floor(record?.logs ?? 0)).toBe(logs);
    // Warcraft Logs' answer to the check is the item level the card showed (one source per character).
    expect(record?.ilvl).toBe(character.ilvl);
    const dialog = player.getByRole('dialog', { name: 'Sign-up editing' });
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });

    // The leader's raid view lists the record as a buyer with the same logs figure.
    await leader.goto(`${journey.baseUrl}/raids/${gdkp.id}`);
    const chip = leader.locator('.sign-up-list .record-chip').filter({ hasText: character.name }).first();
    await chip.waitFor();
    expect(await chip.locator('.record-status-buyer').textContent()).toBe('Buyer');
    expect(await chip.locator('.record-logs').textContent()).toContain(String(logs));
    expect(await chip.locator('.record-ilvl').textContent()).toContain(String(character.ilvl));
    await screenshot(leader, 'requirements-buyer-in-raid', { fullPage: false });
    expect(errors).toEqual([]);
  });
});
