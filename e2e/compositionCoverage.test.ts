import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { coverage, fillsMissing, type CoverageRecord } from '@raid/domain/rules/coverage';
import { firstFreeSlot, planMove } from '@raid/domain/rules/rosterMoves';
import { describe, expect, it } from 'vitest';
import { screenshot, watchForErrors } from './support/browser.js';
import { useJourney } from './support/journey.js';

interface ListedRaid {
  id: number;
  date: string;
  factionID: number;
  size: number;
  preliminaryRaidRosters: boolean;
  rosterApproved: boolean;
}

interface ListedRecord extends CoverageRecord {
  userID: string;
  leader: boolean;
  charName: string;
}

const ARTHAS = '210000000000000001';

const journey = useJourney();

async function arthasRaids(): Promise<ListedRaid[]> {
  const cards = await journey.getJson<{ data: { id: number }[] }>(`/api/raids?user=${ARTHAS}`);
  const raids = await Promise.all(
    cards.data.map(
      async ({ id }) => (await journey.getJson<{ data: ListedRaid[] }>(`/api/raids?id=${id}`)).data[0],
    ),
  );
  return raids.filter((raid) => raid !== undefined);
}

interface Found {
  raid: ListedRaid;
  candidate: ListedRecord;
  buff: string;
}

/** A sign-up whose drop into the first free slot covers a buff that is missing now, by the domain's rules. */
async function findCandidate(expansion: ExpansionKey): Promise<Found | undefined> {
  const open = (await arthasRaids()).filter(
    (raid) => raid.preliminaryRaidRosters && !raid.rosterApproved && new Date(raid.date) > new Date(),
  );
  for (const raid of open) {
    const records = await journey.getJson<ListedRecord[]>(`/api/records?raid=${raid.id}`);
    const slot = firstFreeSlot(records, raid.size);
    if (slot === null) continue;
    for (const candidate of records.filter((entry) => entry.slot === 0 && entry.userID !== ARTHAS)) {
      const plan = planMove(records, candidate.id, slot, raid.size);
      if (!plan.ok) continue;
      const moved = new Map(plan.changes.map((change) => [change.id, change.slot]));
      const after = coverage(
        expansion,
        raid.factionID,
        records.map((entry) => ({ ...entry, slot: moved.get(entry.id) ?? entry.slot })),
      );
      const buff = fillsMissing(expansion, raid.factionID, records, candidate).find(
        (filled) => after.buffs.find((entry) => entry.buff.key === filled.key)?.status === 'covered',
      );
      if (buff) return { raid, candidate, buff: buff.key };
    }
  }
  return undefined;
}

describe('composition coverage in the raid view', () => {
  it('shows the coverage the roster would have while a sign-up is dragged, before the drop lands', async () => {
    const { expansion } = await journey.getJson<{ expansion: ExpansionKey }>('/api/gameData');
    // An open raid of Arthas with a sign-up who would bring a buff the roster lacks, and a free slot to drop on.
    const found = await findCandidate(expansion);
    if (!found) throw new Error('no open raid of Arthas has a sign-up who fills a missing buff');
    const { raid, candidate, buff } = found;

    const page = await journey.openPage({ viewport: { width: 1440, height: 1400 } });
    const errors = watchForErrors(page, journey.baseUrl);
    await journey.logInAs(page, 'Arthas');
    await page.goto(`${journey.baseUrl}/raids/${raid.id}`);
    const panel = page.locator('section.coverage');
    await panel.waitFor();
    const item = panel.locator(`[data-buff="${buff}"]`);
    expect(await item.getAttribute('data-status')).toBe('missing');

    // The list filter keeps the candidate, who fills a missing buff.
    const list = page.locator('.sign-up-list');
    const toggle = page.getByRole('button', { name: 'Fills a missing buff' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await list.locator(`[data-record-id="${candidate.id}"]`).waitFor();
    await screenshot(page, 'coverage-filter');

    // A real mouse drag toward a free slot, held over it.
    const source = await list.locator(`[data-record-id="${candidate.id}"]`).boundingBox();
    const freeSlot = page.locator('.roster-slot-empty').first();
    const slotNumber = Number(await freeSlot.getAttribute('data-slot'));
    const target = await freeSlot.boundingBox();
    if (!source || !target) throw new Error('drag: an element is not visible');
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2 + 12, source.y + source.height / 2 + 4, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });

    // Mid-drag, mouse still pressed: the panel already counts the candidate, and marks the change.
    await page.locator(`.coverage [data-buff="${buff}"][data-status="covered"]`).waitFor();
    expect(await item.getAttribute('class')).toContain('coverage-changed');
    expect(await panel.getByRole('status').textContent()).toBe('If dropped here');
    expect(
      await page
        .locator(`.roster-slot[data-slot="${slotNumber}"] [data-record-id="${candidate.id}"]`)
        .count(),
    ).toBe(0);
    // Not the full page: resizing the viewport for it would cancel the drag (dnd-kit cancels on resize).
    await screenshot(page, 'coverage-mid-drag', { fullPage: false });

    await page.mouse.up();
    await page
      .locator(`.roster-slot[data-slot="${slotNumber}"] [data-record-id="${candidate.id}"]`)
      .waitFor();
    expect(await item.getAttribute('data-status')).toBe('covered');
    expect(await item.getAttribute('class')).not.toContain('coverage-changed');
    expect(await panel.getByRole('status').textContent()).toBe('');
    await screenshot(page, 'coverage-dropped');
    expect(errors).toEqual([]);
  });
});
