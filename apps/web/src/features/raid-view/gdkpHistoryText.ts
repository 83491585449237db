import { formatCopper } from '@raid/domain/rules/gdkp/gdkpFormats';
import type { Language } from '@raid/domain/rules/language';
import type { HistoryEntry, HistoryEvent } from '@raid/domain/schemas/history';
import type { TFunction } from 'i18next';

const GOLD = 10_000;

type GdkpEvent = Extract<HistoryEvent, `gdkp${string}`>;

export function isGdkpEvent(event: HistoryEvent): event is GdkpEvent {
  return event.startsWith('gdkp');
}

/** The JSON the server keeps in `misc`/`misc2` of a ledger's history entry; anything else reads as null. */
function parse(value: string | null): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

function saleText(value: string | null, t: TFunction, language: Language): string {
  const sale = parse(value);
  const price = field(sale, 'priceGold');
  return t('gdkp.events.sale', {
    item: String(field(sale, 'itemName') ?? ''),
    buyer: String(field(sale, 'buyerName') ?? ''),
    price: typeof price === 'number' ? formatCopper(price * GOLD, language) : '',
  });
}

function bankersText(value: string | null, t: TFunction): string {
  const bankers = parse(value);
  const names = Array.isArray(bankers) ? bankers.map((banker) => String(field(banker, 'name') ?? '')) : [];
  return names.length > 0 ? names.join(', ') : t('gdkp.events.nobody');
}

function shareText(value: string | null, t: TFunction): string {
  const chosen = parse(value);
  const share = field(chosen, 'share');
  const forfeit = field(chosen, 'forfeit');
  const shareName = t(
    share === 'full'
      ? 'gdkp.share.full'
      : share === 'half'
        ? 'gdkp.share.half'
        : share === 'none'
          ? 'gdkp.share.none'
          : 'gdkp.share.default',
  );
  if (forfeit === 'late') return `${shareName} · ${t('gdkp.forfeit.late')}`;
  if (forfeit === 'leftEarly') return `${shareName} · ${t('gdkp.forfeit.leftEarly')}`;
  return shareName;
}

/**
 * The text of a GDKP ledger's history entry (issue 29), from what the server keeps in it: the sale before and
 * after as JSON in `misc`/`misc2`, the bankers as JSON lists, a participant's share and forfeit, a paid mark.
 */
export function gdkpHistoryText(
  event: GdkpEvent,
  entry: HistoryEntry,
  t: TFunction,
  language: Language,
): string {
  switch (event) {
    case 'gdkpSale':
      return t('gdkp.events.gdkpSale', { sale: saleText(entry.misc2, t, language) });
    case 'gdkpSaleEdit':
      return t('gdkp.events.gdkpSaleEdit', {
        prev: saleText(entry.misc, t, language),
        next: saleText(entry.misc2, t, language),
      });
    case 'gdkpSaleDelete':
      return t('gdkp.events.gdkpSaleDelete', { prev: saleText(entry.misc, t, language) });
    case 'gdkpRules':
      return t('gdkp.events.gdkpRules');
    case 'gdkpBankers':
      return t('gdkp.events.gdkpBankers', {
        prev: bankersText(entry.misc, t),
        next: bankersText(entry.misc2, t),
      });
    case 'gdkpParticipant':
      return t('gdkp.events.gdkpParticipant', {
        name: entry.nextCharName ?? entry.prevCharName ?? '',
        prev: shareText(entry.misc, t),
        next: shareText(entry.misc2, t),
      });
    case 'gdkpPaid':
      return t(entry.misc2 === 'unpaid' ? 'gdkp.events.gdkpUnpaid' : 'gdkp.events.gdkpPaid', {
        name: entry.nextCharName ?? '',
      });
    case 'gdkpClose':
      return t('gdkp.events.gdkpClose');
    case 'gdkpReopen':
      return t('gdkp.events.gdkpReopen');
  }
}
