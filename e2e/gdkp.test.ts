import { mkdir } from 'node:fs/promises';
import { formatCopper } from '@raid/domain/rules/gdkp/gdkpFormats';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { issueScreenshotDir, watchForErrors } from './support/browser.js';
import { choose, chooseFirst, chosen } from './support/dropdown.js';
import { useJourney } from './support/journey.js';

const journey = useJourney();
const shotsDir = issueScreenshotDir(29);

interface ListedRaid {
  id: number;
  status: string;
  lootSystemID: number;
  date: string;
}

/** Opens the raid view and waits until its socket is up (it upgrades to a WebSocket once connected). */
async function openRaidLive(page: Page, raidId: number): Promise<void> {
  const socketOpen = page.waitForEvent('websocket', { timeout: 15_000 });
  await page.goto(`${journey.baseUrl}/raids/${raidId}`);
  await page.locator('.raid-title-block').waitFor();
  await socketOpen;
}

/** A picture of the GDKP part of the page (or of the whole page) for docs/screenshots/issue-29. */
async function shoot(page: Page, name: string, part?: string, branch = 'g29web'): Promise<void> {
  await mkdir(shotsDir, { recursive: true });
  const path = `${shotsDir}${branch}-${name}.png`;
  if (part) await page.locator(part).first().screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}

/** Jaina logged in, and her open GDKP raid of the demo world. */
async function jainasOpenGdkpRaid() {
  const leader = await journey.openPage();
  await journey.logInAs(leader, 'Jaina');
  const init = (await (await leader.request.get(`${journey.baseUrl}/api/init`)).json()) as {
    user: { id: string };
  };
  const listed = (await (
    await leader.request.get(`${journey.baseUrl}/api/raids?user=${init.user.id}`)
  ).json()) as { data: ListedRaid[] };
  const raid = listed.data.find((each) => each.lootSystemID === 2 && each.status === 'active');
  if (!raid) throw new Error('the demo world has no open GDKP raid of Jaina');
  return { leader, init, raid };
}

/** Records one sale through the dialog, as the leader does by keyboard. */
async function recordSale(page: Page, item: string, buyer: string, price: number): Promise<void> {
  await page.getByRole('button', { name: 'Record a sale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a sale' });
  await dialog.getByLabel('Item name', { exact: true }).fill(item);
  await choose(dialog, 'Buyer', buyer);
  await dialog.getByLabel('Price in gold', { exact: true }).fill(String(price));
  await dialog.getByLabel('Price in gold', { exact: true }).press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

describe('a GDKP raid’s ledger', () => {
  // Runs first: the next journey closes the raid's ledger.
  it('names the boss of a sale from the raid zone, and shows the rules and GDKP history at phone width', async () => {
    const { leader, init, raid } = await jainasOpenGdkpRaid();
    const errors = watchForErrors(leader, journey.baseUrl);
    await openRaidLive(leader, raid.id);

    await leader.getByRole('button', { name: 'Record a sale' }).click();
    const dialog = leader.getByRole('dialog', { name: 'Record a sale' });
    await dialog.getByLabel('Item name', { exact: true }).fill('Shadowmourne');
    await dialog.getByLabel('Boss (optional)', { exact: true }).press('ArrowDown');
    await dialog.getByRole('option').nth(3).waitFor();
    await shoot(leader, 'sale-boss-menu-1440', '.gdkp-sale-dialog .modal-content', 'g29boss');
    await leader.keyboard.press('Escape');
    await chooseFirst(dialog, 'Boss (optional)');
    const boss = await chosen(dialog, 'Boss (optional)');
    expect(boss).not.toBe('—');
    await dialog.getByLabel('Buyer’s name', { exact: true }).fill('Pugbuyer');
    await dialog.getByLabel('Price in gold', { exact: true }).fill('900');
    await shoot(leader, 'sale-boss-1440', '.gdkp-sale-dialog .modal-content', 'g29boss');
    await dialog.getByLabel('Price in gold', { exact: true }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await leader.getByRole('cell', { name: boss, exact: true }).first().waitFor();
    await shoot(leader, 'sales-boss-1440', '.raid-gdkp', 'g29boss');

    await leader.setViewportSize({ width: 390, height: 844 });
    // The boss column gives way at phone width; the boss is under the item name.
    await leader.getByRole('cell', { name: boss, exact: true }).first().waitFor({ state: 'hidden' });
    await leader.locator('.gdkp-boss-under', { hasText: boss }).first().waitFor();
    await shoot(leader, 'sales-boss-390', '.raid-gdkp', 'g29boss');
    await leader.getByRole('button', { name: 'Record a sale' }).click();
    await dialog.getByLabel('Item name', { exact: true }).fill('Deathbringer’s Will');
    await chooseFirst(dialog, 'Boss (optional)');
    await shoot(leader, 'sale-boss-390', '.gdkp-sale-dialog .modal-content', 'g29boss');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await leader.getByRole('button', { name: 'Rules' }).click();
    const rules = leader.getByRole('dialog', { name: 'Rules of the split' });
    await rules.getByLabel('Organizer cut', { exact: true }).waitFor();
    await shoot(leader, 'rules-dialog-390', '.gdkp-rules-dialog .modal-content', 'g29boss');
    await leader.keyboard.press('Escape');
    await rules.waitFor({ state: 'detached' });

    await leader.goto(`${journey.baseUrl}/users/${init.user.id}`);
    await leader.getByRole('tab', { name: 'GDKP' }).click();
    await leader.getByRole('table', { name: 'GDKP raids' }).waitFor();
    await shoot(leader, 'history-390', '.profile-tabs + .tab-content', 'g29boss');
    expect(errors).toEqual([]);
  }, 180_000);

  it('takes three sales, closes and posts payouts; another viewer sees the pot change live', async () => {
    const { leader, init, raid } = await jainasOpenGdkpRaid();
    const errors = watchForErrors(leader, journey.baseUrl);

    const viewer = await journey.openPage({ viewport: { width: 390, height: 844 } });
    await journey.logInAs(viewer, 'Sylvanas');
    await openRaidLive(viewer, raid.id);
    await openRaidLive(leader, raid.id);
    const viewerPot = viewer.getByTestId('gdkp-pot');
    const before = (await viewerPot.textContent()) ?? '';
    const ledger = (await (
      await leader.request.get(`${journey.baseUrl}/api/gdkp?raid=${raid.id}`)
    ).json()) as {
      split: { potCopper: number };
      participants: { name: string; recordId: number | null; place: string }[];
    };
    expect(before).toBe(formatCopper(ledger.split.potCopper, 'en'));
    const buyers = ledger.participants.filter((each) => each.recordId !== null).map((each) => each.name);
    const [first, second = first, third = first] = buyers;
    if (!first) throw new Error('the GDKP raid has no record to sell to');

    const sales: [string, string, number][] = [
      ['Ashkandi, Greatsword of the Brotherhood', first, 4200],
      ['Dragonfang Blade', second ?? first, 1500],
      ['Neltharion’s Tear', third ?? first, 6300],
    ];
    await leader.getByRole('button', { name: 'Rules' }).click();
    const rules = leader.getByRole('dialog', { name: 'Rules of the split' });
    await rules.getByLabel('Organizer cut', { exact: true }).waitFor();
    await shoot(leader, 'rules-dialog-1440', '.gdkp-rules-dialog .modal-content');
    await leader.keyboard.press('Escape');
    await rules.waitFor({ state: 'detached' });

    let pot = ledger.split.potCopper;
    for (const [item, buyer, price] of sales) {
      await recordSale(leader, item, buyer, price);
      pot += price * 10_000;
      // The viewer's page was not reloaded: the socket brought the change.
      await viewer
        .getByTestId('gdkp-pot')
        .filter({ hasText: formatCopper(pot, 'en') })
        .waitFor({ timeout: 10_000 });
      await leader
        .getByTestId('gdkp-pot')
        .filter({ hasText: formatCopper(pot, 'en') })
        .waitFor();
    }
    for (const [item] of sales) await viewer.getByRole('cell', { name: item, exact: true }).waitFor();
    // A player of the raid reads the ledger; recording is the leader's and the bankers'.
    expect(await viewer.getByRole('button', { name: 'Record a sale' }).count()).toBe(0);
    await viewer
      .getByTestId('raid-pot')
      .filter({ hasText: formatCopper(pot, 'en') })
      .waitFor();
    await shoot(leader, 'ledger-1440', '.raid-gdkp');
    await shoot(viewer, 'ledger-390', '.raid-gdkp');

    await leader.getByRole('tab', { name: 'Payouts' }).click();
    await leader.getByRole('table', { name: 'Payouts per player' }).waitFor();
    await shoot(leader, 'payouts-1440', '.raid-gdkp');

    await leader.getByRole('button', { name: 'Close ledger' }).click();
    await leader
      .getByRole('dialog', { name: 'Close the ledger?' })
      .getByRole('button', { name: 'Close ledger' })
      .click();
    await leader.getByText(/^Closed by Jaina on .* The ledger is read-only\.$/).waitFor();
    await viewer.getByText(/^Closed by .* The ledger is read-only\.$/).waitFor({ timeout: 10_000 });
    expect(await leader.getByRole('button', { name: 'Record a sale' }).count()).toBe(0);

    await leader.getByRole('button', { name: 'Payouts and exports' }).click();
    await leader.getByRole('button', { name: 'Post payouts to Discord' }).click();
    await leader
      .getByRole('dialog', { name: 'Post the payouts?' })
      .getByRole('button', { name: 'Post payouts to Discord' })
      .click();
    await leader.getByText('The payouts are on their way to Discord.').waitFor();
    await shoot(viewer, 'closed-390', '.raid-gdkp');

    await leader.goto(`${journey.baseUrl}/users/${init.user.id}`);
    await leader.getByRole('tab', { name: 'GDKP' }).click();
    await leader.getByRole('table', { name: 'GDKP raids' }).waitFor();
    await shoot(leader, 'history-1440', '.profile-tabs + .tab-content');
    // The Discord server's defaults are its owner's to set.
    const owner = await journey.openPage();
    await journey.logInAs(owner, 'Arthas');
    await owner.goto(`${journey.baseUrl}/?dialog=settings&tab=servers`);
    await owner.locator('.gdkp-defaults').first().waitFor();
    await shoot(owner, 'defaults-1440', '.gdkp-defaults');
    await owner.setViewportSize({ width: 390, height: 844 });
    await shoot(owner, 'defaults-390', '.gdkp-defaults');
    await leader.setViewportSize({ width: 390, height: 844 });
    await leader.goto(`${journey.baseUrl}/raids/${raid.id}`);
    await leader.getByRole('tab', { name: 'Payouts' }).click();
    await shoot(leader, 'payouts-closed-390', '.raid-gdkp');
    expect(errors).toEqual([]);
  }, 180_000);
});
