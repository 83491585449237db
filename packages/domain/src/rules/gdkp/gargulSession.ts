import { unzlibSync } from 'fflate';
import {
  isSaleToPlayer,
  readItemLink,
  readPriceGold,
  withoutRealm,
  type GargulParseResult,
  type GargulSale,
} from './gargulSale.js';

/**
 * Gargul's "Detailed (JSON)" export is its session (`{ ID, title, Auctions: { <id>: auction } … }`) as JSON; its
 * "Share" export is the same JSON, zlib-compressed and base64-encoded. An auction that was sold carries
 * `itemID`, `itemLink`, `price` (gold) and `Winner.name`; a deleted one has no price and no winner.
 */

interface SessionAuction {
  itemID?: unknown;
  itemLink?: unknown;
  price?: unknown;
  deletedAt?: unknown;
  manualAdjustment?: unknown;
  Winner?: { name?: unknown } | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The sale, null for an auction that sold nothing to a player, or why it cannot be read. */
function saleOf(auction: SessionAuction): GargulSale | null | { reason: string } {
  if (auction.deletedAt || auction.manualAdjustment || !isRecord(auction.Winner)) return null;
  if (typeof auction.Winner.name !== 'string' || auction.price === undefined || auction.price === null)
    return null;
  const link = typeof auction.itemLink === 'string' ? readItemLink(auction.itemLink) : null;
  const itemId = typeof auction.itemID === 'number' ? auction.itemID : (link?.itemId ?? null);
  const buyer = withoutRealm(auction.Winner.name);
  if (!isSaleToPlayer(itemId, buyer)) return null;
  const priceGold = readPriceGold(auction.price);
  if (priceGold === null)
    return { reason: `the price ${String(auction.price)} paid by ${buyer} is not whole gold` };
  const itemName = link?.itemName ?? (itemId === null ? null : `Item ${itemId}`);
  if (itemName === null || buyer === '') return { reason: 'an auction names no item or no winner' };
  return { itemName, itemId, buyer, priceGold, boss: null };
}

export function readSessionJson(text: string, format: string): GargulParseResult {
  let session: unknown;
  try {
    session = JSON.parse(text);
  } catch (error) {
    // The engines' messages name the place of the error in different ways (or not at all): it is passed on.
    return {
      ok: false,
      line: 1,
      reason: `this is not valid JSON (${error instanceof Error ? error.message : ''})`,
    };
  }
  const auctions = isRecord(session) ? session.Auctions : undefined;
  if (!isRecord(auctions))
    return { ok: false, line: 1, reason: 'this JSON is not a Gargul GDKP session (no Auctions)' };
  const sales: GargulSale[] = [];
  for (const auction of Object.values(auctions)) {
    if (!isRecord(auction)) continue;
    const sale = saleOf(auction);
    if (sale !== null && 'reason' in sale) return { ok: false, line: 1, reason: sale.reason };
    if (sale !== null) sales.push(sale);
  }
  return { ok: true, sales, format };
}

export function readShareString(text: string): GargulParseResult {
  let json: string;
  try {
    const bytes = Uint8Array.from(atob(text.replace(/\s+/g, '')), (character) => character.charCodeAt(0));
    json = new TextDecoder().decode(unzlibSync(bytes));
  } catch {
    return {
      ok: false,
      line: 1,
      reason: 'this share string could not be decoded: copy it whole from Gargul',
    };
  }
  return readSessionJson(json, 'share');
}
