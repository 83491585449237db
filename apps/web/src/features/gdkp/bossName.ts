import type { Boss } from '@raid/domain/catalogue/types';

/** A boss as the page's language names it (the catalogue's `name` is the Russian client's name). */
export function bossName(boss: Boss, language: string): string {
  return language === 'ru' ? boss.name : boss.nameEng;
}
