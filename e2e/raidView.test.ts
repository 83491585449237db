import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appStarted, drag, framesPainted, screenshot, watchForErrors } from './support/browser.js';
import { choose, chosen, options } from './support/dropdown.js';
import { useJourney } from './support/journey.js';

interface ListedRaid {
  id: number;
  userID: string;
  date: string;
  status: string;
  preliminaryRaidRosters: boolean;
  rosterApproved: boolean;
}

interface ListedRecord {
  id: number;
  specID: number;
  slot: number;
  leader: boolean;
  userID: string;
  charName: string;
}

const ARTHAS = '210000000000000001';

const journey = useJourney();

const logInAsArthas = (page: Page) => journey.logInAs(page, 'Arthas');

/** Arthas's raids as their `?id=` answers have them (list rows are cards, without the roster flags). */
async function arthasRaids(): Promise<ListedRaid[]> {
  const cards = await journey.getJson<{ data: { id: number }[] }>(`/api/raids?user=${ARTHAS}`);
  const raids = await Promise.all(
    cards.data.map(async ({ id }) => {
      const answer = await journey.getJson<{ data: ListedRaid[] }>(`/api/raids?id=${id}`);
      return answer.data[0];
    }),
  );
  return raids.filter((raid) => raid !== undefined);
}

async function records(raid: number): Promise<ListedRecord[]> {
  return journey.getJson<ListedRecord[]>(`/api/records?raid=${raid}`);
}

async function waitForSpec(raid: number, record: number, spec: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((await records(raid)).find((entry) => entry.id === record)?.specID === spec) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`record ${record} did not get spec ${spec}`);
}

async function waitForSlot(raid: number, record: number, slot: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((await records(raid)).find((entry) => entry.id === record)?.slot === slot) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`record ${record} did not reach slot ${slot}`);
}

describe('a raid leader in the raid view', () => {
  it('arranges the roster by drag and drop, approves it, reads the history and leaves with Escape', async () => {
    // A window the whole view fits in. With the coverage and "not answered" panels the view is taller than
    // 900 px, and on a page that scrolls dnd-kit's keyboard sensor moves the card by less than a step per arrow:
    // a known fault (docs/decisions.md, "Composition coverage"), not what this journey is about.
    const page = await journey.openPage();
    const errors = watchForErrors(page, journey.baseUrl);
    await logInAsArthas(page);
    const raid = (await arthasRaids()).find(
      (candidate) =>
        candidate.preliminaryRaidRosters &&
        !candidate.rosterApproved &&
        new Date(candidate.date) > new Date(),
    );
    if (!raid) throw new Error('the demo world has no preliminary raid of Arthas');

    await page.locator(`article[data-raid-id="${raid.id}"] h2 a`).click();
    await page.waitForURL(new RegExp(`/raids/${raid.id}$`));
    await page.getByRole('heading', { name: 'Preliminary raid roster' }).waitFor();
    expect(await page.getByRole('button', { name: /History/ }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Raid parameters' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Sign up|Edit sign-up/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit lock/ }).getAttribute('aria-pressed')).toBe('false');
    await screenshot(page, 'raid-view-leader');

    // A sign-up from the list into a free slot; its owner's character in the roster goes back to the list.
    const list = page.locator('.sign-up-list');
    const before = await records(raid.id);
    const candidate = before.find((entry) => entry.slot === 0 && entry.userID !== ARTHAS);
    if (!candidate) throw new Error('no sign-up of another user in the list');
    const movedId = candidate.id;
    const sameUser = before.find((entry) => entry.userID === candidate.userID && entry.slot > 0);
    const waiting = list.locator(`[data-record-id="${movedId}"]`);
    const freeSlot = page.locator('.roster-slot-empty').first();
    const slotNumber = Number(await freeSlot.getAttribute('data-slot'));
    await drag(page, waiting, freeSlot);
    await page.locator(`.roster-slot[data-slot="${slotNumber}"] [data-record-id="${movedId}"]`).waitFor();
    await waitForSlot(raid.id, movedId, slotNumber);
    if (sameUser) {
      await list.locator(`[data-record-id="${sameUser.id}"]`).waitFor();
      await waitForSlot(raid.id, sameUser.id, 0);
    }

    // Two roster slots swap.
    const roster = (await records(raid.id)).filter((entry) => entry.slot > 0 && !entry.leader);
    const [first, second] = roster;
    if (!first || !second) throw new Error('need two roster records besides the leader');
    await drag(
      page,
      page.locator(`[data-record-id="${first.id}"]`),
      page.locator(`.roster-slot[data-slot="${second.slot}"]`),
    );
    await page.locator(`.roster-slot[data-slot="${second.slot}"] [data-record-id="${first.id}"]`).waitFor();
    await page.locator(`.roster-slot[data-slot="${first.slot}"] [data-record-id="${second.id}"]`).waitFor();
    await waitForSlot(raid.id, first.id, second.slot);
    await waitForSlot(raid.id, second.id, first.slot);

    // With the keyboard: Space picks a sign-up up, arrows move it 25 px a step, Space drops it.
    const keyed = (await records(raid.id)).find((entry) => entry.slot === 0 && entry.userID !== ARTHAS);
    if (!keyed) throw new Error('no sign-up of another user left in the list');
    const keyedChip = list.locator(`[data-record-id="${keyed.id}"]`);
    // dnd-kit scrolls a page that can scroll instead of moving a card that is past the window's middle, smoothly,
    // so how far the arrows carry the card would hang on the scroll's timing. A window as tall as the page
    // leaves nothing to scroll.
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('keyboard drag: the page has no viewport size');
    const pageHeight = Number(await page.evaluate('document.documentElement.scrollHeight'));
    await page.setViewportSize({
      width: viewport.width,
      height: Math.max(viewport.height, pageHeight + 100),
    });
    await framesPainted(page);
    const keyTarget = page.locator('.roster-slot-empty').first();
    const keySlot = Number(await keyTarget.getAttribute('data-slot'));
    const from = await keyedChip.boundingBox();
    const to = await keyTarget.boundingBox();
    if (!from || !to) throw new Error('keyboard drag: an element is not visible');
    await keyedChip.focus();
    await page.keyboard.press('Space');
    // dnd-kit starts listening for the arrows on a timer after the pick-up; keys sent before it are lost. The
    // card shows it is lifted once the pick-up has rendered, after which the timer has had its turn.
    await list.locator(`[data-record-id="${keyed.id}"].record-chip-dragging`).waitFor();
    await framesPainted(page);
    const dx = Math.round((to.x + to.width / 2 - (from.x + from.width / 2)) / 25);
    const dy = Math.round((to.y + to.height / 2 - (from.y + from.height / 2)) / 25);
    // A step per frame at most, as a person types: dnd-kit measures the moved card once a frame, and on a page
    // that scrolls an arrow sent before that measure moves the card from where it was. A busy machine draws
    // frames late, so the test waits for them rather than for a fixed time.
    for (let step = 0; step < Math.abs(dx); step++) {
      await page.keyboard.press(dx < 0 ? 'ArrowLeft' : 'ArrowRight');
      await framesPainted(page);
    }
    for (let step = 0; step < Math.abs(dy); step++) {
      await page.keyboard.press(dy < 0 ? 'ArrowUp' : 'ArrowDown');
      await framesPainted(page);
    }
    await page.keyboard.press('Space');
    await page.locator(`.roster-slot[data-slot="${keySlot}"] [data-record-id="${keyed.id}"]`).waitFor();
    await waitForSlot(raid.id, keyed.id, keySlot);
    await page.setViewportSize(viewport);
    expect(await page.locator('.char-popover').count()).toBe(0);

    // The leader's record never goes back to the list.
    const leaderRecord = (await records(raid.id)).find((entry) => entry.leader);
    if (!leaderRecord) throw new Error('no leader record');
    await drag(page, page.locator(`[data-record-id="${leaderRecord.id}"]`), list);
    // The drop is over once the page has said it refused it: no request went out, so the records may be read.
    await page
      .getByText(`This move is not allowed. ${leaderRecord.charName} stays in Slot ${leaderRecord.slot}.`)
      .waitFor({ state: 'attached' });
    expect((await records(raid.id)).find((entry) => entry.leader)?.slot).toBe(leaderRecord.slot);
    expect(await list.locator(`[data-record-id="${leaderRecord.id}"]`).count()).toBe(0);
    await screenshot(page, 'raid-view-arranged');
    await page.setViewportSize({ width: 1920, height: 1000 });
    await screenshot(page, 'raid-view-1920', { fullPage: false });
    await page.setViewportSize({ width: 1366, height: 900 });

    // A click (no movement) opens the character popover; Escape closes it and stays in the raid.
    await page.locator(`[data-record-id="${movedId}"]`).click();
    const popover = page.locator('.char-popover');
    await popover.waitFor();
    await popover.getByText('Best average, DPS').or(popover.getByText('Best average, HPS')).first().waitFor();
    await popover.locator('.spinner-border').waitFor({ state: 'detached' });
    await screenshot(page, 'raid-view-popover', { fullPage: false });
    // The leader asks the player to add a character for this place; the player answers in the sign-up dialog.
    await popover.getByRole('button', { name: 'Ask to add a character' }).click();
    await page.getByText('Request sent.').waitFor();
    const history = await journey.getJson<{ event: string }[]>(`/api/history?id=${raid.id}`);
    expect(history.map((entry) => entry.event)).toContain('changeRequestAdd');
    // The leader moves the record to another spec of the character's class, each spec shown with its image.
    const moved = (await records(raid.id)).find((entry) => entry.id === movedId);
    const catalogue = await journey.getJson<{
      classes: { specs: { id: number; nameEng: string; image: string }[] }[];
    }>('/api/gameData');
    const classSpecs =
      catalogue.classes.find((entry) => entry.specs.some((spec) => spec.id === moved?.specID))?.specs ?? [];
    const otherSpec = classSpecs.find((spec) => spec.id !== moved?.specID);
    if (!otherSpec) throw new Error('the moved character has a single spec');
    await popover.getByLabel('Spec', { exact: true }).click();
    const menuImages = options(popover, 'Spec').locator('img.game-image');
    expect(await menuImages.count()).toBe(classSpecs.length);
    await choose(popover, 'Spec', otherSpec.nameEng);
    await expect.poll(() => chosen(popover, 'Spec')).toBe(otherSpec.nameEng);
    expect(await popover.locator('.dd__single-value img').getAttribute('src')).toBe(
      `/game-icons/${otherSpec.image}`,
    );
    await waitForSpec(raid.id, movedId, otherSpec.id);
    await popover.focus();
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(new RegExp(`/raids/${raid.id}$`));

    await page.getByRole('button', { name: 'Approve roster' }).click();
    const approval = page.getByRole('dialog', { name: 'Approve the roster?' });
    await approval.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('Roster has been approved').waitFor();
    await page.getByRole('heading', { name: 'Approved raid roster' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve roster' }).count()).toBe(0);

    await page.getByRole('button', { name: /History/ }).click();
    const panel = page.getByRole('dialog', { name: 'History' });
    await panel.waitFor();
    await panel.locator('.history-entry').first().waitFor();
    await screenshot(page, 'raid-view-history', { fullPage: false });

    // Escape closes the history panel first, then leaves the raid for the list.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(new RegExp(`/raids/${raid.id}$`));
    await page.keyboard.press('Escape');
    await page.waitForURL(`${journey.baseUrl}/`);
    await page.locator('article.raid-card').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('starts with the edit lock on on a 390×844 phone, and a right swipe goes back', async () => {
    const page = await journey.openPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const errors = watchForErrors(page, journey.baseUrl);
    await logInAsArthas(page);
    const now = Date.now();
    const raid = (await arthasRaids()).find(
      (candidate) => candidate.status === 'active' && new Date(candidate.date).getTime() < now,
    );
    if (!raid) throw new Error('the demo world has no raid of Arthas in progress');
    await page.goto(`${journey.baseUrl}/raids/${raid.id}`);
    const lock = page.getByRole('button', { name: /^Edit lock/ });
    await lock.waitFor();
    expect(await lock.getAttribute('aria-pressed')).toBe('true');
    await appStarted(page);
    expect(await page.locator('.record-chip-draggable').count()).toBe(0);
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'raid-view-mobile', { fullPage: false });
    await screenshot(page, 'raid-view-mobile-full');
    // Nothing breaks out of the narrowest supported width either.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(360);
    await screenshot(page, 'raid-view-360', { fullPage: false });
    await lock.click();
    expect(await lock.getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('.record-chip-draggable').count()).toBeGreaterThan(0);

    // A right swipe of more than 80 px goes back to the list (locked again, so the finger drags nothing).
    await lock.click();
    const touch = await page.context().newCDPSession(page);
    const at = (x: number) => [{ x, y: 300 }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(40) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(120) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(200) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForURL(`${journey.baseUrl}/`);
    await page.locator('article.raid-card').first().waitFor();
    expect(errors).toEqual([]);
  });
});

describe('a player in the raid view', () => {
  it("edits a sign-up from 'Edit sign-up'; Escape closes the dialog first, then the raid", async () => {
    const page = await journey.openPage();
    const errors = watchForErrors(page, journey.baseUrl);
    await journey.logInAs(page, 'Jaina');
    const raid = (await arthasRaids()).find((candidate) => new Date(candidate.date) > new Date());
    if (!raid) throw new Error('the demo world has no upcoming raid of Arthas');
    await page.locator(`article[data-raid-id="${raid.id}"] h2 a`).click();
    await page.waitForURL(new RegExp(`/raids/${raid.id}$`));
    const edit = page.getByRole('button', { name: 'Edit sign-up' });
    await edit.waitFor();
    expect(await page.getByRole('button', { name: /History/ }).count()).toBe(0);
    expect(await page.locator('.sign-up-list').count()).toBe(0);
    await screenshot(page, 'raid-view-player', { fullPage: false });

    await edit.click();
    await page.waitForURL(new RegExp(`/raids/${raid.id}\\?dialog=signUp&raid=${raid.id}$`));
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(new RegExp(`/raids/${raid.id}$`));
    await page.keyboard.press('Escape');
    await page.waitForURL(`${journey.baseUrl}/`);
    expect(errors).toEqual([]);
  });
});

describe('a visitor', () => {
  it('reads the raid view in Russian, without the leader tools', async () => {
    const page = await journey.openPage({ locale: 'ru-RU' });
    const errors = watchForErrors(page, journey.baseUrl);
    const raid = (await arthasRaids()).find((candidate) => new Date(candidate.date) > new Date());
    if (!raid) throw new Error('the demo world has no upcoming raid of Arthas');
    await page.goto(`${journey.baseUrl}/raids/${raid.id}`);
    await page.getByRole('button', { name: 'Записаться' }).waitFor();
    await page.getByRole('heading', { name: /состав рейда/ }).waitFor();
    expect(await page.getByRole('button', { name: 'История' }).count()).toBe(0);
    await screenshot(page, 'raid-view-ru', { fullPage: false });
    expect(errors).toEqual([]);
  });

  it("asks for the session, the game data and the raid once each: index.html's early requests serve the page", async () => {
    const page = await journey.openPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(`${pathname}${search}`);
    });
    const raid = (await arthasRaids())[0];
    if (!raid) throw new Error('the demo world has no raid of Arthas');
    await page.goto(`${journey.baseUrl}/raids/${raid.id}`);
    await page.getByRole('heading', { name: /roster/i }).waitFor();
    await page.waitForLoadState('networkidle');
    const count = (address: string) => asked.filter((entry) => entry === address).length;
    expect([count('/api/init'), count('/api/gameData'), count(`/api/raids?id=${raid.id}`)]).toEqual([
      1, 1, 1,
    ]);
  });

  it('reads a missing raid as removed', async () => {
    const page = await journey.openPage();
    await page.goto(`${journey.baseUrl}/raids/999999`);
    await page.getByText('Error! Raid not found. Raid might have been removed').waitFor();
    await screenshot(page, 'raid-view-missing', { fullPage: false });
  });
});
