import { hasRaidBuffTable } from '@raid/domain/catalogue/raidBuffs/tables';
import type { ExpansionKey } from '@raid/domain/catalogue/types';

/** The roster's coverage setting once the game data names an expansion with a buff table; else none. */
export function coverageSetting(
  expansion: string | undefined,
  factionId: number,
): { expansion: ExpansionKey; factionId: number } | undefined {
  return expansion !== undefined && hasRaidBuffTable(expansion) ? { expansion, factionId } : undefined;
}
