import type { Language } from '../language.js';

/**
 * Gold, silver and copper as the game shows them, in the reader's language: en "12,345g 67s 89c", ru
 * "12 345з 67с 89м" (золото, серебро, медь; thousands parted by a no-break space, as Russian writes them).
 * Zero parts are left out ("500g", "67s"); nothing at all is "0g". A debt gets a minus sign.
 */
const UNITS: Record<Language, readonly [string, string, string]> = {
  en: ['g', 's', 'c'],
  ru: ['з', 'с', 'м'],
};
const THOUSANDS: Record<Language, string> = { en: ',', ru: '\u00a0' };

export function formatCopper(copper: number, language: Language): string {
  const [goldUnit, silverUnit, copperUnit] = UNITS[language];
  const amount = Math.abs(copper);
  const gold = Math.floor(amount / 10_000);
  const silver = Math.floor(amount / 100) % 100;
  const rest = amount % 100;
  const parts = [
    gold > 0 || amount === 0
      ? `${String(gold).replace(/\B(?=(\d{3})+$)/g, THOUSANDS[language])}${goldUnit}`
      : '',
    silver > 0 ? `${silver}${silverUnit}` : '',
    rest > 0 ? `${rest}${copperUnit}` : '',
  ];
  return `${copper < 0 ? '-' : ''}${parts.filter((part) => part !== '').join(' ')}`;
}
