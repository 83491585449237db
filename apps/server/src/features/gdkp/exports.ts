import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { raidBosses } from '@raid/domain/rules/raidBosses';
import { gdkpPayoutsCsv, gdkpSalesCsv } from '@raid/domain/rules/gdkp/gdkpFormats';
import type { UserRow } from '../../db/schema.js';
import { presentLedger } from './presenter.js';
import { readableLedger, type ReadDeps } from './reading.js';

/** `GET /api/gdkpSalesCsv`: the ledger's sales, to whoever may read the ledger. */
export async function salesCsv(
  deps: ReadDeps,
  viewer: UserRow | null,
  expansion: ExpansionKey,
  raidId: number,
) {
  const { raid, loaded, can } = await readableLedger(deps, viewer, expansion, raidId);
  const { sales } = presentLedger(raid.id, expansion, loaded, can);
  const bosses = raidBosses(expansionCatalogue(raid.expansion).zones, raid);
  const csv = gdkpSalesCsv(
    sales.map((sale) => ({
      itemName: sale.itemName,
      itemId: sale.itemId,
      buyerName: sale.buyerName,
      priceGold: sale.priceGold,
      // A boss the raid's zones no longer list (the zone was changed) keeps its id rather than vanish.
      boss:
        sale.boss === null ? null : (bosses.find((b) => b.id === sale.boss)?.nameEng ?? String(sale.boss)),
      recordedBy: sale.createdBy.name,
      recordedAt: sale.createdAt,
    })),
  );
  return { filename: `gdkp-sales-${raid.id}.csv`, csv };
}

/** `GET /api/gdkpPayoutsCsv`: each player's share, cuts, spending, shortfall and net. */
export async function payoutsCsv(
  deps: ReadDeps,
  viewer: UserRow | null,
  expansion: ExpansionKey,
  raidId: number,
) {
  const { raid, loaded } = await readableLedger(deps, viewer, expansion, raidId);
  return { filename: `gdkp-payouts-${raid.id}.csv`, csv: gdkpPayoutsCsv(loaded.split) };
}
