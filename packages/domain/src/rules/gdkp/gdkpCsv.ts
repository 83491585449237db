import { csvFile } from '../csv.js';
import { COPPER_PER_GOLD } from './gdkpMoney.js';
import type { GdkpSplit } from './gdkpTypes.js';
import { payoutPlayers } from './payoutPlayers.js';

/** A sale as the CSV writes it: the boss and the recorder by name. */
export interface GdkpSaleCsvRow {
  itemName: string;
  itemId: number | null;
  buyerName: string;
  priceGold: number;
  boss: string | null;
  recordedBy: string;
  /** ISO 8601. */
  recordedAt: string;
}

/** Gold as a number with up to four decimals (silver and copper): spreadsheets sum it as it is. */
const gold = (copper: number) => copper / COPPER_PER_GOLD;

/** The sales of a ledger as the site's CSV file (../csv.ts): a header row, then one row per sale. */
export function gdkpSalesCsv(sales: readonly GdkpSaleCsvRow[]): string {
  return csvFile([
    ['item', 'item_id', 'buyer', 'price_gold', 'boss', 'recorded_by', 'recorded_at'],
    ...sales.map((sale) => [
      sale.itemName,
      sale.itemId,
      sale.buyerName,
      sale.priceGold,
      sale.boss,
      sale.recordedBy,
      sale.recordedAt,
    ]),
  ]);
}

/**
 * The payouts of a split as the site's CSV file: per player their share weight in percent, share, cuts, spent,
 * shortfall and net in gold (net positive = receives); players with nothing to do with the money are left out.
 */
export function gdkpPayoutsCsv(split: GdkpSplit): string {
  return csvFile([
    ['player', 'share_percent', 'share_gold', 'cuts_gold', 'spent_gold', 'shortfall_gold', 'net_gold'],
    ...payoutPlayers(split).map((player) => [
      player.name,
      player.weightBp / 100,
      gold(player.shareCopper),
      gold(player.cutsCopper + player.shortfallsOwedToCopper),
      gold(player.spentCopper),
      gold(player.shortfallCopper),
      gold(player.netCopper),
    ]),
  ]);
}
