import type { Language } from '@raid/domain/rules/language';

/** Catalogue entries carry `name` in Russian and `nameEng` in English (docs/decisions.md "Catalogue"). */
export function localName(entry: { name: string; nameEng: string }, language: Language): string {
  return language === 'ru' ? entry.name : entry.nameEng;
}
