import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { displayName } from '@raid/domain/rules/displayName';
import { itemUrl } from '@raid/domain/rules/gdkp/itemLinks';
import type { GdkpLedgerAnswer } from '@raid/domain/schemas/gdkp';
import type { LoadedLedger } from './ledger.js';
import { buyerKey } from './participants.js';

const nameOf = (user: {
  username: string | null;
  global_name: string | null;
  discriminator: string | null;
}) => (user.username ? displayName({ ...user, username: user.username }) : '');

/** The ledger as `GET /api/gdkp` and every ledger change answer it, with what the caller may do. */
export function presentLedger(
  raidId: number,
  expansion: ExpansionKey,
  loaded: LoadedLedger,
  can: { record: boolean; manage: boolean },
): GdkpLedgerAnswer {
  const { ledger } = loaded;
  return {
    raid: raidId,
    version: ledger?.version ?? 0,
    closed:
      ledger?.closed_at && ledger.closed_by
        ? { at: ledger.closed_at.toISOString(), by: ledger.closed_by }
        : null,
    rules: loaded.rules,
    bankers: loaded.bankers.map((banker) => ({ id: banker.id, name: nameOf(banker) })),
    sales: loaded.sales.map((sale) => ({
      id: sale.id,
      itemName: sale.item_name,
      itemId: sale.item_id,
      itemUrl: sale.item_id === null ? null : itemUrl(expansion, sale.item_id),
      boss: sale.boss_id,
      buyerKey: buyerKey(sale),
      buyerName: sale.buyer_name,
      buyerRecord: sale.buyer_record_id,
      priceGold: sale.price_gold,
      createdBy: { id: sale.created_by ?? '', name: nameOf(sale) },
      createdAt: sale.created_at.toISOString(),
      updatedAt: sale.updated_at.toISOString(),
    })),
    participants: loaded.participants,
    split: loaded.split,
    trades: loaded.trades,
    paid: loaded.paid.map((mark) => ({
      key: mark.participant_key,
      by: mark.paid_by ?? '',
      at: mark.paid_at.toISOString(),
    })),
    can,
  };
}
