import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { gdkpPayoutsCsv, gdkpSalesCsv } from '@raid/domain/rules/gdkp/gdkpFormats';
import type { UserRow } from '../../db/schema.js';
import { presentLedger } from './presenter.js';
import { readableLedger, type ReadDeps } from './reading.js';

/** `GET /api/gdkpSalesCsv`: the ledger's sales, read as `GET /api/gdkp` is. */
export async function salesCsv(
  deps: ReadDeps,
  viewer: UserRow | null,
  expansion: ExpansionKey,
  raidId: number,
) {
  const { raid, loaded, can } = await readableLedger(deps, viewer, expansion, raidId);
  const ledger = presentLedger(raid.id, expansion, loaded, can);
  return { filename: `gdkp-sales-${raid.id}.csv`, csv: gdkpSalesCsv(ledger) };
}

/** `GET /api/gdkpPayoutsCsv`: each player's share, spending, shortfall and net. */
export async function payoutsCsv(
  deps: ReadDeps,
  viewer: UserRow | null,
  expansion: ExpansionKey,
  raidId: number,
) {
  const { raid, loaded, can } = await readableLedger(deps, viewer, expansion, raidId);
  const ledger = presentLedger(raid.id, expansion, loaded, can);
  return { filename: `gdkp-payouts-${raid.id}.csv`, csv: gdkpPayoutsCsv(ledger) };
}
