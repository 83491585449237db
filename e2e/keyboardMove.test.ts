import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';

/**
 * Issue 28 item 12 (WCAG 2.2 SC 2.5.7 Dragging Movements): a player logs in and signs up, and the leader moves
 * the new character with "Move to…", all with the keyboard alone, in a bounded number of key presses.
 */
const journey = useJourney();

const ARTHAS = '210000000000000001';
const SYLVANAS = '210000000000000004';

interface ListedRecord {
  id: number;
  charID: number;
  slot: number;
  userID: string;
  charName: string;
}

/** Every key the journey presses, counted; no click, no focus() from the test. */
class Keyboard {
  presses = 0;

  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    this.presses++;
    await this.page.keyboard.press(key);
  }

  /** The accessible name of what has focus, as the test reads it: aria-label, else the text. */
  focused(): Promise<string> {
    return this.page.evaluate(
      `(() => { const el = document.activeElement; return el ? (el.getAttribute('aria-label') || el.textContent || '').trim() : ''; })()`,
    ) as Promise<string>;
  }

  /** Presses `key` (Tab by default) until the focused control's name matches, at most `limit` times. */
  async moveTo(name: RegExp, { key = 'Tab', limit = 120 } = {}): Promise<void> {
    for (let step = 0; step < limit; step++) {
      await this.press(key);
      if (name.test(await this.focused())) return;
    }
    throw new Error(`${key} did not reach ${name} in ${limit} presses (focus on "${await this.focused()}")`);
  }
}

async function records(raid: number): Promise<ListedRecord[]> {
  return journey.getJson<ListedRecord[]>(`/api/records?raid=${raid}`);
}

/** Logs in from the header with the keyboard: Account, Log in with Discord, the demo user on the stand-in. */
async function logInByKeyboard(page: Page, keys: Keyboard, name: string): Promise<void> {
  await page.goto(`${journey.baseUrl}/`);
  await page.locator('article.raid-card').first().waitFor();
  await keys.moveTo(/^Account$/);
  await keys.press('Enter');
  await keys.moveTo(/^Log in with Discord$/);
  await keys.press('Enter');
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
  await keys.moveTo(new RegExp(`^${name}`));
  await keys.press('Enter');
  await page.getByRole('button', { name: `Account: ${name}` }).waitFor();
}

describe('moving a character without dragging', () => {
  it('a player signs up and the leader moves the character with "Move to…", by keyboard alone', async () => {
    // Sylvanas is signed up to every raid of the demo world: she leaves one first (set-up, not the journey).
    const upcoming = (
      await journey.getJson<{ data: { id: number; date: string }[] }>(`/api/raids?user=${ARTHAS}`)
    ).data.filter((raid) => new Date(raid.date) > new Date());
    const raidId = upcoming[0]?.id;
    if (raidId === undefined) throw new Error('the demo world has no upcoming raid of Arthas');
    const theirs = (await records(raidId)).filter((record) => record.userID === SYLVANAS);

    // The player: log in, open the raid, sign up with the first character.
    const player = await journey.openPage();
    const playerKeys = new Keyboard(player);
    await logInByKeyboard(player, playerKeys, 'Sylvanas');
    if (theirs.length > 0) {
      const left = await player.request.post(`${journey.baseUrl}/api/refreshRecords`, {
        data: { raid: raidId, chars: theirs.map((record) => record.charID), cancel: true, reason: 'Set-up' },
      });
      expect(left.ok()).toBe(true);
      await expect.poll(async () => (await records(raidId)).some((r) => r.userID === SYLVANAS)).toBe(false);
    }
    await player.goto(`${journey.baseUrl}/raids/${raidId}`);
    await player.getByRole('button', { name: 'Sign up', exact: true }).waitFor();
    await playerKeys.moveTo(/^Sign up$/);
    await playerKeys.press('Enter');
    const dialog = player.getByRole('dialog', { name: /^(Raid sign-up|Sign-up editing)$/ });
    await dialog.getByRole('checkbox').first().waitFor();
    // The first character's checkbox: Tab until a checkbox of the dialog has focus.
    const onCheckbox = () =>
      player.evaluate('document.activeElement?.matches(".modal input[type=checkbox]")');
    for (let step = 0; !(await onCheckbox()); step++) {
      if (step === 40) throw new Error('Tab did not reach a character of the sign-up dialog');
      await playerKeys.press('Tab');
    }
    await playerKeys.press('Space');
    await playerKeys.moveTo(/^Sign up$/);
    await playerKeys.press('Enter');
    await dialog.getByText(/^(Success!|Problems\.\.\.)$/).waitFor();
    const signedUp = (await records(raidId)).find((record) => record.userID === SYLVANAS);
    if (!signedUp) throw new Error('the sign-up did not reach the server');

    // The leader: log in, open the raid, Tab to the character's "Move to…", choose a free slot (or the list).
    const leader = await journey.openPage();
    const leaderKeys = new Keyboard(leader);
    await logInByKeyboard(leader, leaderKeys, 'Arthas');
    await leader.goto(`${journey.baseUrl}/raids/${raidId}`);
    await leader.locator('.sign-up-list').waitFor();
    const moveName = `Move ${signedUp.charName} to…`;
    await leader.getByRole('button', { name: moveName }).waitFor();
    await leaderKeys.moveTo(new RegExp(`^${moveName}$`), { limit: 200 });
    await leaderKeys.press('Enter');
    const target = signedUp.slot === 0 ? /: free$/ : /^Sign-ups$/;
    await leaderKeys.moveTo(target, { key: 'ArrowDown', limit: 60 });
    const chosen = await leaderKeys.focused();
    await leaderKeys.press('Enter');
    const slot = signedUp.slot === 0 ? Number(/^Slot (\d+)/.exec(chosen)?.[1]) : 0;
    await expect.poll(async () => (await records(raidId)).find((r) => r.id === signedUp.id)?.slot).toBe(slot);
    // The card is drawn in its new place, focus follows it, and the outcome is read out.
    const place = slot === 0 ? '.sign-up-list' : `.roster-slot[data-slot="${slot}"]`;
    await leader.locator(`${place} [data-record-id="${signedUp.id}"]`).waitFor();
    await expect
      .poll(() => leader.evaluate('document.activeElement?.getAttribute("data-record-id")'))
      .toBe(String(signedUp.id));
    await leader
      .getByRole('status')
      .filter({ hasText: `${signedUp.charName} was dropped on` })
      .waitFor();

    const total = playerKeys.presses + leaderKeys.presses;
    console.info(
      `keyboard journey: ${total} key presses (player ${playerKeys.presses}, leader ${leaderKeys.presses})`,
    );
    expect(total).toBeLessThanOrEqual(150);

    // A drag picked up and canceled with Escape says so, and where the card stays: never "over Slot …".
    await leaderKeys.press('Space');
    await leader.locator(`[data-record-id="${signedUp.id}"].record-chip-dragging`).waitFor();
    await leaderKeys.press('ArrowUp');
    await leaderKeys.press('Escape');
    const live = leader.locator('[id^="DndLiveRegion"]');
    await expect.poll(() => live.textContent()).toMatch(/was canceled\. .* stays in /);
    expect(await live.textContent()).not.toMatch(/is over/);
  });

  it('on an approved roster, Enter on a card opens the character dialog, and Escape in it stays on the raid', async () => {
    // The leader approves the roster of their last upcoming raid first (set-up, not the journey).
    const upcoming = (
      await journey.getJson<{ data: { id: number; date: string }[] }>(`/api/raids?user=${ARTHAS}`)
    ).data.filter((raid) => new Date(raid.date) > new Date());
    const approved = upcoming.at(-1)?.id;
    if (approved === undefined) throw new Error('the demo world has no upcoming raid of Arthas');
    const page = await journey.openPage();
    const keys = new Keyboard(page);
    await logInByKeyboard(page, keys, 'Arthas');
    const approval = await page.request.post(`${journey.baseUrl}/api/approveRoster`, {
      data: { raid: approved },
    });
    expect(approval.ok()).toBe(true);
    await page.goto(`${journey.baseUrl}/raids/${approved}`);
    const card = page.locator('.roster-slot button.record-chip').first();
    await card.waitFor();
    // Not draggable, but not disabled either: a screen reader offers it as a working button.
    expect(await card.getAttribute('aria-disabled')).toBeNull();
    expect(await page.locator('.record-move').count()).toBe(0);
    // The character's name as a pattern (the leader's card adds "(Raid leader)").
    const name = ((await card.locator('.record-name').textContent())?.trim() ?? '').replace(
      /[.*+?^${}()|[\]\\]/g,
      '\\$&',
    );
    await keys.moveTo(new RegExp(`^\\S*\\s*${name}`), { limit: 120 });
    await keys.press('Enter');
    const dialog = page.locator('.char-popover[role="dialog"]');
    await dialog.waitFor();
    await keys.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(new RegExp(`/raids/${approved}$`));
  });
});
