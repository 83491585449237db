import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { drag, screenshot, watchForErrors } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { KATHMANDU, localRaidTime, NEW_YORK } from './support/localTime.js';
import { logInHere } from './support/pages.js';

interface ListedRaid {
  id: number;
  status: string;
  server: number;
  factionID: number;
  zoneID: number;
  zone2ID: number | null;
  zone3ID: number | null;
  size: number;
  difficultyID: number;
  lootSystemID: number;
  char: number;
  discordServer: string;
  discordChannel: string;
  discordVoiceChannel: string | null;
  requiredLogs: number;
  requiredIlvl: number;
}

const journey = useJourney();

/** Opens the list and waits until the page's socket is up (it upgrades to a WebSocket once connected). */
async function openListLive(page: Page): Promise<void> {
  const socketOpen = page.waitForEvent('websocket', { timeout: 15_000 });
  await page.goto(`${journey.baseUrl}/`);
  await page.locator('article.raid-card').first().waitFor();
  await socketOpen;
}

/** Logs in as a demo user on the list with its socket up (journey.logInAs does not wait for the socket). */
async function logInLive(page: Page, name: string): Promise<void> {
  await openListLive(page);
  await logInHere(page, name);
}

/** Creates a raid through the API with the leader page's session: a copy of one of the leader's raids, days later. */
async function createRaidAs(leader: Page, daysAhead: number): Promise<{ id: number; date: string }> {
  const init = (await (await leader.request.get(`${journey.baseUrl}/api/init`)).json()) as {
    user: { id: string };
  };
  const listed = (await (
    await leader.request.get(`${journey.baseUrl}/api/raids?user=${init.user.id}`)
  ).json()) as {
    data: ListedRaid[];
  };
  const card = listed.data.find((raid) => raid.status === 'active');
  if (!card) throw new Error('the leader has no active raid to copy');
  // List rows are cards; the whole raid (leader character, voice channel) comes with `?id=`.
  const [model] = (
    (await (await leader.request.get(`${journey.baseUrl}/api/raids?id=${card.id}`)).json()) as {
      data: ListedRaid[];
    }
  ).data;
  if (!model) throw new Error(`raid ${card.id} has no answer`);
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  date.setUTCSeconds(0, 0);
  const answer = await leader.request.post(`${journey.baseUrl}/api/refreshRaid`, {
    data: {
      server: model.server,
      faction: model.factionID,
      zone: model.zoneID,
      zone2: model.zone2ID,
      zone3: model.zone3ID,
      size: model.size,
      difficulty: model.difficultyID,
      lootSystem: model.lootSystemID,
      comment: 'Live journey',
      // A raid asks for logs or an item level ('Fill in all fields!' otherwise).
      requiredLogs: model.requiredLogs || 10,
      requiredIlvl: model.requiredIlvl,
      char: model.char,
      discordServer: model.discordServer,
      discordChannel: model.discordChannel,
      discordVoiceChannel: model.discordVoiceChannel,
      date: date.toISOString(),
    },
  });
  const body = (await answer.json()) as { success?: boolean; id?: number };
  if (!body.success || !body.id) throw new Error(`refreshRaid answered ${JSON.stringify(body)}`);
  return { id: body.id, date: date.toISOString() };
}

/** While the server is down the browser reports the refused socket requests; those are expected here. */
const isRefusedSocketRequest = (error: string) =>
  /ERR_CONNECTION_REFUSED|Failed to load resource|WebSocket connection to .*socket\.io/.test(error);

describe('live updates on the raid list', () => {
  it('shows a raid another user creates without reload, survives a server restart and keeps updating', async () => {
    const leader = await journey.openPage({ timezoneId: KATHMANDU });
    await logInLive(leader, 'Jaina');
    const viewer = await journey.openPage({ timezoneId: NEW_YORK });
    const errors = watchForErrors(viewer, journey.baseUrl);
    await openListLive(viewer);

    const { id: created, date } = await createRaidAs(leader, 9);
    const card = viewer.locator(`article.raid-card[data-raid-id="${created}"]`);
    await card.waitFor({ timeout: 10_000 });
    // Each person reads the start in their own zone: the card reached both lists live.
    for (const [page, zone] of [
      [viewer, NEW_YORK],
      [leader, KATHMANDU],
    ] as const) {
      const time = page.locator(`article.raid-card[data-raid-id="${created}"] .raid-time-full`);
      await time.waitFor({ timeout: 10_000 });
      expect(await time.textContent()).toBe(localRaidTime(date, zone));
    }
    await card.scrollIntoViewIfNeeded();
    const toast = viewer.locator('.app-toast', { hasText: 'Raid created' }).first();
    await toast.waitFor();
    expect(await toast.getByRole('link', { name: 'Open raid' }).getAttribute('href')).toBe(
      `/raids/${created}`,
    );
    expect(await card.getAttribute('class')).toContain('raid-card-new');
    await screenshot(viewer, 'live-raid-created', { fullPage: false });

    // The highlight ends 10 seconds after the raid arrived.
    // A locator, not waitForFunction: that evaluates its predicate with eval, which the CSP refuses.
    await viewer
      .locator(`article.raid-card-new[data-raid-id="${created}"]`)
      .waitFor({ state: 'detached', timeout: 15_000 });

    const restarting = journey.app.restart();
    await viewer.locator('.app-toast', { hasText: 'Connection lost' }).waitFor({ timeout: 15_000 });
    await screenshot(viewer, 'live-connection-lost', { fullPage: false });
    await restarting;
    await viewer.locator('.app-toast', { hasText: 'Connection restored' }).waitFor({ timeout: 30_000 });
    await screenshot(viewer, 'live-connection-restored', { fullPage: false });

    const { id: afterRestart } = await createRaidAs(leader, 10);
    await viewer.locator(`article.raid-card[data-raid-id="${afterRestart}"]`).waitFor({ timeout: 10_000 });
    await viewer.locator('.app-toast', { hasText: 'Raid created' }).first().waitFor();

    expect(errors.filter((error) => !isRefusedSocketRequest(error))).toEqual([]);
  });

  it('shows the leader’s roster move on a player’s raid page without reload', async () => {
    const leader = await journey.openPage({ timezoneId: KATHMANDU });
    await logInLive(leader, 'Arthas');
    const init = (await (await leader.request.get(`${journey.baseUrl}/api/init`)).json()) as {
      user: { id: string };
    };
    const raids = await journey.getJson<{
      data: (ListedRaid & { date: string; preliminaryRaidRosters: boolean; rosterApproved: boolean })[];
    }>(`/api/raids?user=${init.user.id}`);
    const raid = raids.data.find(
      (candidate) =>
        candidate.status === 'active' && !candidate.rosterApproved && new Date(candidate.date) > new Date(),
    );
    if (!raid) throw new Error('the demo world has no open raid of Arthas');

    const player = await journey.openPage({ timezoneId: NEW_YORK });
    const errors = watchForErrors(player, journey.baseUrl);
    const socketOpen = player.waitForEvent('websocket', { timeout: 15_000 });
    await player.goto(`${journey.baseUrl}/raids/${raid.id}`);
    await player.locator('.roster-slot').first().waitFor();
    await socketOpen;

    const listed = await journey.getJson<{ id: number; slot: number; leader: boolean }[]>(
      `/api/records?raid=${raid.id}`,
    );
    // The leader drags one roster member onto another's slot: the two swap.
    const [first, second] = listed.filter((record) => record.slot > 0 && !record.leader);
    if (!first || !second)
      throw new Error(`raid ${raid.id} has fewer than two roster members besides the leader`);
    const moved = player.locator(`.roster-slot[data-slot="${second.slot}"] [data-record-id="${first.id}"]`);
    const swapped = player.locator(`.roster-slot[data-slot="${first.slot}"] [data-record-id="${second.id}"]`);
    expect(await moved.count()).toBe(0);
    await leader.goto(`${journey.baseUrl}/raids/${raid.id}`);
    const chip = leader.locator(`[data-record-id="${first.id}"]`);
    await chip.waitFor();
    await drag(leader, chip, leader.locator(`.roster-slot[data-slot="${second.slot}"]`));

    await moved.waitFor({ timeout: 10_000 });
    await swapped.waitFor();
    for (const [page, zone] of [
      [player, NEW_YORK],
      [leader, KATHMANDU],
    ] as const) {
      expect(await page.locator('.raid-title-block .raid-time-full').textContent()).toBe(
        localRaidTime(raid.date, zone),
      );
    }
    await moved.scrollIntoViewIfNeeded();
    await screenshot(player, 'live-raid-view-moved', { fullPage: false });
    expect(errors).toEqual([]);
  });
});
