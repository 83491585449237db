import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { parseGargulExport } from '@raid/domain/rules/gdkp/gargulImport';
import type { UserRow } from '../../db/schema.js';
import { AppError, fail } from '../../http/appError.js';
import { changeLedger, type LedgerDeps } from './ledgerChange.js';
import { countSales, insertSales } from '../../data/gdkp.js';
import { MAX_SALES_PER_RAID, saleSnapshot } from './sales.js';

/**
 * `POST /api/gdkpImport`: the sales of a pasted Gargul export. A buyer who names a character of the raid gets
 * its record; anyone else stays the free text Gargul wrote. Answers the ledger, how many sales came in, how
 * many found their record, and the buyers' names that did not.
 */
export async function importSales(
  deps: LedgerDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: { raid: number; text: string },
) {
  const parsed = parseGargulExport(input.text);
  // The line that could not be read goes with the answer, so the page can point at it.
  if (!parsed.ok) throw new AppError('gdkpImportUnreadable', { line: parsed.line }, 'text');
  const counts = { imported: parsed.sales.length, matched: 0, unmatched: [] as string[] };
  const ledger = await changeLedger(
    deps,
    user,
    expansion,
    input.raid,
    { need: 'record' },
    async (context) => {
      if ((await countSales(context.trx, context.raid.id)) + parsed.sales.length > MAX_SALES_PER_RAID)
        fail('gdkpTooManySales');
      const byName = new Map<string, { recordId: number; name: string }>();
      for (const participant of context.before.participants) {
        const name = participant.name.toLowerCase();
        // A character named twice (two realms cannot meet in one raid, but a buyer's alt can) keeps the first.
        if (participant.recordId !== null && !byName.has(name))
          byName.set(name, { recordId: participant.recordId, name: participant.name });
      }
      const unmatched = new Set<string>();
      const rows = parsed.sales.map((sale) => {
        const record = byName.get(sale.buyer.trim().toLowerCase());
        if (record) counts.matched++;
        else unmatched.add(sale.buyer.trim());
        return {
          raid_id: context.raid.id,
          item_name: sale.itemName,
          item_id: sale.itemId,
          boss_id: null,
          buyer_record_id: record?.recordId ?? null,
          buyer_name: record?.name ?? sale.buyer.trim(),
          price_gold: sale.priceGold,
          created_by: user.id,
          created_at: context.now,
          updated_by: user.id,
          updated_at: context.now,
        };
      });
      counts.unmatched = [...unmatched];
      await insertSales(context.trx, rows);
      for (const row of rows)
        await context.history({
          event: 'gdkpSale',
          next_char_name: row.buyer_name,
          misc2: saleSnapshot(row),
        });
    },
  );
  return { ledger, ...counts };
}
