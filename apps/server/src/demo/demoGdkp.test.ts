import { LOOT_BIDDING_SYSTEM_ID } from '@raid/domain/catalogue/common';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { raidBosses } from '@raid/domain/rules/raidBosses';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLedger } from '../features/gdkp/ledger.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { seedDemoWorld } from './seedDemoWorld.js';

const NOW = new Date('2025-06-11T10:30:00Z');

describe('the demo GDKP ledgers (issue 29)', () => {
  const database = useTestDatabase();

  beforeAll(async () => {
    await seedDemoWorld(database.db, NOW);
  });

  const gdkpRaids = () =>
    database.db
      .selectFrom('raids')
      .selectAll()
      .where('expansion', '=', 'wotlk')
      .where('loot_system', '=', LOOT_BIDDING_SYSTEM_ID)
      .orderBy('date')
      .execute();

  it('closes the completed raid’s ledger with its payouts worked out', async () => {
    const [completed] = await gdkpRaids();
    if (!completed) throw new Error('no GDKP raid in the demo');
    expect(completed.date.getTime()).toBeLessThan(NOW.getTime());
    const ledger = await loadLedger(database.db, completed);
    expect(ledger.ledger?.closed_at).not.toBeNull();
    expect(ledger.sales).toHaveLength(15);
    // Every sale names a boss of the raid's zones, first bosses first.
    const bossIds = raidBosses(expansionCatalogue('wotlk').zones, completed).map((boss) => boss.id);
    const saleBosses = [...ledger.sales].sort((a, b) => a.id - b.id).map((sale) => sale.boss_id);
    for (const boss of saleBosses) expect(bossIds).toContain(boss);
    expect(saleBosses[0]).toBe(bossIds[0]);
    expect(ledger.rules).toMatchObject({
      organizerCutBp: 1_000,
      minimumSpendGold: 500,
      lateForfeitBp: 5_000,
    });
    expect(ledger.rules.extraCuts).toEqual([
      expect.objectContaining({ label: 'Tanks', to: { role: 'tank' } }),
    ]);
    expect(ledger.participants.filter((participant) => participant.forfeit === 'late')).toHaveLength(1);
    expect(ledger.participants.some((participant) => participant.place === 'outside')).toBe(true);
    expect(ledger.paid).toHaveLength(2);
    const sold = ledger.sales.reduce((sum, sale) => sum + sale.price_gold, 0) * 10_000;
    expect(ledger.split.potCopper).toBeGreaterThanOrEqual(sold);
    expect(ledger.ledger?.pot_copper).toBe(ledger.split.potCopper);
    expect(ledger.trades.length).toBeGreaterThan(0);
  });

  it('leaves the upcoming raid’s ledger open with a few sales', async () => {
    const raids = await gdkpRaids();
    const upcoming = raids.find((raid) => raid.date > NOW);
    if (!upcoming) throw new Error('no upcoming GDKP raid in the demo');
    const ledger = await loadLedger(database.db, upcoming);
    expect(ledger.ledger?.closed_at).toBeNull();
    expect(ledger.sales).toHaveLength(3);
    expect(ledger.ledger?.pot_copper).toBe(ledger.split.potCopper);
  });
});
