import { DEFAULT_GDKP_RULES, gdkpRules, type GdkpRules } from '@raid/domain/schemas/gdkp';
import { settleUp } from '@raid/domain/rules/gdkp/settleUp';
import { splitGdkp } from '@raid/domain/rules/gdkp/splitGdkp';
import type { Executor } from '../../db/database.js';
import type { RaidRow } from '../../db/schema.js';
import { bankerKeyOf, buyerKey, ledgerParticipants } from './participants.js';
import {
  bankersOf,
  findDefaults,
  findLedger,
  ledgerRecords,
  overridesOf,
  paidOf,
  salesOf,
} from '../../data/gdkp.js';

/** Stored rules as the domain reads them; a row written by an older schema falls back to the defaults' fields. */
export function readRules(stored: unknown): GdkpRules {
  const parsed = gdkpRules.safeParse({ ...DEFAULT_GDKP_RULES, ...(stored as object) });
  return parsed.success ? parsed.data : DEFAULT_GDKP_RULES;
}

/** The rules a raid's ledger starts with: its Discord server's defaults, else the domain's. */
export async function startingRules(db: Executor, guildId: string): Promise<GdkpRules> {
  const defaults = await findDefaults(db, guildId);
  return defaults ? readRules(defaults.rules) : DEFAULT_GDKP_RULES;
}

/**
 * Everything about a raid's ledger, read with `db` (inside a change's transaction, so the answer is what it
 * committed): rules, sales, participants, the split and the trades that settle it.
 */
export async function loadLedger(db: Executor, raid: RaidRow) {
  const [ledger, sales, bankers, overrides, paid, records] = await Promise.all([
    findLedger(db, raid.id),
    salesOf(db, raid.id),
    bankersOf(db, raid.id),
    overridesOf(db, raid.id),
    paidOf(db, raid.id),
    ledgerRecords(db, raid.id),
  ]);
  const rules = ledger ? readRules(ledger.rules) : await startingRules(db, raid.discord_server);
  const bankerIds = bankers.map((banker) => banker.id);
  const participants = ledgerParticipants({ records, overrides, sales, bankerIds });
  const split = splitGdkp({
    sales: sales.map((sale) => ({ buyerKey: buyerKey(sale), priceGold: sale.price_gold })),
    participants,
    rules,
  });
  const trades = settleUp(
    split.players.map((player) => ({ key: player.key, netCopper: player.netCopper })),
    bankerKeyOf(participants),
  );
  return { ledger, rules, sales, bankers, bankerIds, participants, split, trades, paid };
}

export type LoadedLedger = Awaited<ReturnType<typeof loadLedger>>;
