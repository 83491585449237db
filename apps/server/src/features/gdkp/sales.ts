import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { raidBosses } from '@raid/domain/rules/raidBosses';
import type { UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { changeLedger, type LedgerChange, type LedgerDeps } from './ledgerChange.js';
import { countSales, deleteSale, findSale, insertSales, updateSale } from '../../data/gdkp.js';

/** A raid's ledger holds at most this many sales (a night of GDKP sells a few dozen items). */
export const MAX_SALES_PER_RAID = 500;

export interface SaleFields {
  itemName: string;
  itemId?: number | null | undefined;
  boss?: number | null | undefined;
  buyerRecord?: number | null | undefined;
  buyerName?: string | null | undefined;
  priceGold: number;
}

/** A sale as its history entry spells the old and new values (JSON, read by the raid's history panel). */
export function saleSnapshot(sale: {
  item_name: string;
  item_id: number | null;
  boss_id: number | null;
  buyer_record_id: number | null;
  buyer_name: string;
  price_gold: number;
}): string {
  return JSON.stringify({
    itemName: sale.item_name,
    itemId: sale.item_id,
    boss: sale.boss_id,
    buyerRecord: sale.buyer_record_id,
    buyerName: sale.buyer_name,
    priceGold: sale.price_gold,
  });
}

/** The sale's columns; a buyer named by record takes the record's character name as it is now. */
async function saleColumns(context: LedgerChange, fields: SaleFields) {
  let buyerName = fields.buyerName?.trim() ?? '';
  const buyerRecord = fields.buyerRecord ?? null;
  if (buyerRecord !== null) {
    const participant = context.before.participants.find((candidate) => candidate.recordId === buyerRecord);
    if (!participant) refuseField('buyerRecord', 'gdkpBuyerNotInRaid');
    buyerName = participant.name;
  }
  if (!buyerName) refuseField('buyerName', 'gdkpBuyerNotInRaid');
  const boss = fields.boss ?? null;
  if (boss !== null) {
    const bosses = raidBosses(expansionCatalogue(context.raid.expansion).zones, context.raid);
    if (!bosses.some((candidate) => candidate.id === boss)) refuseField('boss', 'gdkpBossNotInRaid');
  }
  return {
    item_name: fields.itemName.trim(),
    item_id: fields.itemId ?? null,
    boss_id: boss,
    buyer_record_id: buyerRecord,
    buyer_name: buyerName,
    price_gold: fields.priceGold,
  };
}

async function refuseOverLimit(context: LedgerChange, adding: number): Promise<void> {
  if ((await countSales(context.trx, context.raid.id)) + adding > MAX_SALES_PER_RAID)
    fail('gdkpTooManySales');
}

/** `POST /api/gdkpSale`. */
export function addSale(
  deps: LedgerDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: SaleFields & { raid: number },
) {
  return changeLedger(deps, user, expansion, input.raid, { need: 'record' }, async (context) => {
    await refuseOverLimit(context, 1);
    const columns = await saleColumns(context, input);
    const stamp = {
      created_by: user.id,
      created_at: context.now,
      updated_by: user.id,
      updated_at: context.now,
    };
    await insertSales(context.trx, [{ ...columns, raid_id: context.raid.id, ...stamp }]);
    await context.history({
      event: 'gdkpSale',
      next_char_name: columns.buyer_name,
      misc2: saleSnapshot(columns),
    });
  });
}

/** The sale's raid, or gdkpSaleNotFound (also for a sale of another expansion's raid). */
async function saleRaid(deps: LedgerDeps, saleId: number): Promise<number> {
  const sale = (await findSale(deps.db, saleId)) ?? fail('gdkpSaleNotFound');
  return sale.raid_id;
}

/** `POST /api/gdkpSaleEdit`. */
export async function editSale(
  deps: LedgerDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: SaleFields & { id: number },
) {
  const raidId = await saleRaid(deps, input.id);
  return changeLedger(deps, user, expansion, raidId, { need: 'record' }, async (context) => {
    // Read again under the raid's lock: another banker may have deleted it meanwhile.
    const old = (await findSale(context.trx, input.id)) ?? fail('gdkpSaleNotFound');
    const columns = await saleColumns(context, input);
    await updateSale(context.trx, old.id, { ...columns, updated_by: user.id, updated_at: context.now });
    await context.history({
      event: 'gdkpSaleEdit',
      prev_char_name: old.buyer_name,
      next_char_name: columns.buyer_name,
      misc: saleSnapshot(old),
      misc2: saleSnapshot(columns),
    });
  });
}

/** `POST /api/gdkpSaleDelete`. */
export async function removeSale(
  deps: LedgerDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: { id: number },
) {
  const raidId = await saleRaid(deps, input.id);
  return changeLedger(deps, user, expansion, raidId, { need: 'record' }, async (context) => {
    const old = (await findSale(context.trx, input.id)) ?? fail('gdkpSaleNotFound');
    await deleteSale(context.trx, old.id);
    await context.history({
      event: 'gdkpSaleDelete',
      prev_char_name: old.buyer_name,
      misc: saleSnapshot(old),
    });
  });
}
