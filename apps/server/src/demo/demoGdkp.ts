import { LOOT_BIDDING_SYSTEM_ID } from '@raid/domain/catalogue/common';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { raidBosses } from '@raid/domain/rules/raidBosses';
import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import { recordKey } from '@raid/domain/rules/gdkp/gdkpKeys';
import { DEFAULT_GDKP_RULES, type GdkpRules } from '@raid/domain/schemas/gdkp';
import type { Transaction } from 'kysely';
import type { Database, RaidRow } from '../db/schema.js';
import { loadLedger } from '../features/gdkp/ledger.js';
import { saleSnapshot } from '../features/gdkp/sales.js';
import { addHistory } from '../data/history.js';

type Trx = Transaction<Database>;

const MINUTE_MS = 60_000;

/** What sells in any expansion's raid; the demo names no item ids, which differ from one expansion to the next. */
const ITEMS = [
  'Tier helm token',
  'Tier chest token',
  'Two-handed axe',
  'Caster trinket',
  'Tank shield',
  'Healing mace',
  'Tier shoulder token',
  'Physical DPS ring',
  'Cloak of the boss',
  'Caster staff',
  'Plate belt',
  'Leather boots',
  'Tier gloves token',
  'Bow',
  'Mount',
];

/** A finished night: an organizer cut, a cut for the tanks, a minimum spend paid into the pot, half for late. */
const CLOSED_RULES: GdkpRules = {
  ...DEFAULT_GDKP_RULES,
  organizerCutBp: 1_000,
  extraCuts: [{ label: 'Tanks', kind: 'percent', amount: 200, to: { role: 'tank' } }],
  minimumSpendGold: 500,
  shortfall: 'pot',
  lateForfeitBp: 5_000,
};

/** A price in whole gold that looks bid for: larger for the first items, rounded to fifty. */
const price = (index: number) => Math.round((4_200 - index * 230 + ((index * 377) % 900)) / 50) * 50;

/**
 * Sales of the raid: most to its records in turn, one to a buyer from outside it, each dropped by a boss of the
 * raid's zones as the night goes on. The history has each sale as the ledger writes it.
 */
async function insertSales(trx: Trx, raid: RaidRow, count: number, startedAt: Date): Promise<void> {
  const records = await trx
    .selectFrom('records')
    .innerJoin('characters', 'characters.id', 'records.char_id')
    .select(['records.id', 'characters.name'])
    .where('records.raid_id', '=', raid.id)
    .orderBy('records.slot')
    .orderBy('records.id')
    .execute();
  const bosses = raidBosses(expansionCatalogue(raid.expansion).zones, raid);
  for (let index = 0; index < count; index++) {
    const record = index === 4 ? null : records[index % records.length];
    const at = new Date(startedAt.getTime() + (index + 1) * 7 * MINUTE_MS);
    const sale = {
      raid_id: raid.id,
      item_name: ITEMS[index % ITEMS.length] ?? 'Item',
      item_id: null,
      boss_id: bosses[Math.floor((index * bosses.length) / count)]?.id ?? null,
      buyer_record_id: record?.id ?? null,
      buyer_name: record?.name ?? 'Goldbuyer',
      price_gold: price(index),
    };
    await trx
      .insertInto('gdkp_sales')
      .values({ ...sale, created_by: raid.user_id, created_at: at, updated_by: raid.user_id, updated_at: at })
      .execute();
    await addHistory(trx, {
      raid_id: raid.id,
      user_id: raid.user_id,
      event: 'gdkpSale',
      next_char_name: sale.buyer_name,
      misc2: saleSnapshot(sale),
      created_at: at,
    });
  }
}

/** The ledger row with its version (one per change written) and the pot the split computes. */
async function finishLedger(trx: Trx, raid: RaidRow, changes: number): Promise<void> {
  const { split } = await loadLedger(trx, raid);
  await trx
    .updateTable('gdkp_ledgers')
    .set({ version: changes, pot_copper: split.potCopper })
    .where('raid_id', '=', raid.id)
    .execute();
}

/** The completed raid: fifteen sales, the rules above, a late arrival, two payouts marked, the ledger closed. */
async function closedLedger(trx: Trx, raid: RaidRow): Promise<void> {
  await trx
    .insertInto('gdkp_ledgers')
    .values({ raid_id: raid.id, rules: JSON.stringify(CLOSED_RULES) })
    .execute();
  await insertSales(trx, raid, ITEMS.length, raid.date);
  const roster = await trx
    .selectFrom('records')
    .select('id')
    .where('raid_id', '=', raid.id)
    .where('slot', '>', 0)
    .orderBy('slot')
    .execute();
  const late = roster[roster.length - 1];
  if (late) {
    await trx
      .insertInto('gdkp_participants')
      .values({ raid_id: raid.id, record_id: late.id, share: null, forfeit: 'late' })
      .execute();
  }
  const closedAt = new Date(raid.date.getTime() + COMPLETION_DELAY_MS + 3 * 60 * MINUTE_MS);
  for (const paid of roster.slice(1, 3)) {
    await trx
      .insertInto('gdkp_paid')
      .values({
        raid_id: raid.id,
        participant_key: recordKey(paid.id),
        paid_by: raid.user_id,
        paid_at: closedAt,
      })
      .execute();
  }
  await trx
    .updateTable('gdkp_ledgers')
    .set({ closed_at: closedAt, closed_by: raid.user_id })
    .where('raid_id', '=', raid.id)
    .execute();
  await addHistory(trx, {
    raid_id: raid.id,
    user_id: raid.user_id,
    event: 'gdkpClose',
    created_at: closedAt,
  });
  await finishLedger(trx, raid, ITEMS.length + (late ? 1 : 0) + 3);
}

/** The upcoming raid takes sales live: its leader recorded the first few while reserving. */
async function openLedger(trx: Trx, raid: RaidRow, now: Date): Promise<void> {
  await trx
    .insertInto('gdkp_ledgers')
    .values({ raid_id: raid.id, rules: JSON.stringify(DEFAULT_GDKP_RULES) })
    .execute();
  await insertSales(trx, raid, 3, new Date(now.getTime() - 60 * MINUTE_MS));
  await finishLedger(trx, raid, 3);
}

/**
 * The GDKP ledgers of the demo (issue 29): each expansion's completed loot-bidding raid has a closed ledger with
 * payouts, and its upcoming one an open ledger with a few sales.
 */
export async function seedDemoGdkp(trx: Trx, now: Date): Promise<void> {
  const raids = await trx
    .selectFrom('raids')
    .selectAll()
    .where('loot_system', '=', LOOT_BIDDING_SYSTEM_ID)
    .where('canceled', '=', false)
    .orderBy('id')
    .execute();
  const completedBy = new Date(now.getTime() - COMPLETION_DELAY_MS);
  for (const raid of raids) {
    if (raid.date <= completedBy) await closedLedger(trx, raid);
    else if (raid.date > now) await openLedger(trx, raid, now);
  }
}
