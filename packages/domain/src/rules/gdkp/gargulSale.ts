/** One sale read from a Gargul GDKP export, and the rules every format shares. */
export interface GargulSale {
  itemName: string;
  itemId: number | null;
  /** The winner's character name, without a realm. */
  buyer: string;
  priceGold: number;
  /** Gargul records no boss. */
  boss: null;
}

export type GargulParseResult =
  { ok: true; sales: GargulSale[]; format: string } | { ok: false; line: number; reason: string };

/**
 * Gargul books a manual change of the pot as an auction of a marker item (Coin of Ancestry in Classic and TBC,
 * Solid Gold Coin from Wrath on) and can list disenchanted items under the winner "_disenchanted": neither is a
 * sale to a player.
 */
const MARKER_ITEM_IDS = new Set([21_100, 45_978]);
const DISENCHANTER = '_disenchanted';

export function isSaleToPlayer(itemId: number | null, buyer: string): boolean {
  return !(itemId !== null && MARKER_ITEM_IDS.has(itemId)) && buyer.toLowerCase() !== DISENCHANTER;
}

/** `|cffa335ee|Hitem:19019::::::::60:::::|h[Thunderfury]|h|r`, its pipes perhaps doubled by the export. */
const ITEM_LINK = /\|+Hitem:(\d+)[^|]*\|+h\[([^\]]+)\]/;

export function readItemLink(text: string): { itemId: number; itemName: string } | null {
  const match = ITEM_LINK.exec(text);
  return match ? { itemId: Number(match[1]), itemName: match[2] ?? '' } : null;
}

/** "Name-Realm" (Gargul's @NORMALIZED) is matched by the name alone: character names have no hyphen. */
export function withoutRealm(name: string): string {
  return name.trim().split('-')[0]?.trim() ?? '';
}

const PRICE_GOLD_MAX = 10_000_000;

/** Whole gold only: a fractional or negative price is an error, never rounded. */
export function readPriceGold(value: unknown): number | null {
  const price = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof price === 'number' && Number.isInteger(price) && price >= 0 && price <= PRICE_GOLD_MAX
    ? price
    : null;
}
