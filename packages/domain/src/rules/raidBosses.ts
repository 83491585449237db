import type { Boss, Zone } from '../catalogue/types.js';
import { findZone } from './raidForm.js';

/**
 * The bosses of a raid's zones (first, second, third) in raid order, each once: the bosses a GDKP sale may name.
 * Both the sale dialog's list and the server's check read it, so they cannot disagree.
 */
export function raidBosses(
  zones: readonly Zone[],
  raid: { zone: number; zone2: number | null; zone3: number | null },
): Boss[] {
  const seen = new Set<number>();
  const bosses: Boss[] = [];
  for (const id of [raid.zone, raid.zone2, raid.zone3]) {
    for (const boss of findZone(zones, id)?.bosses ?? []) {
      if (seen.has(boss.id)) continue;
      seen.add(boss.id);
      bosses.push(boss);
    }
  }
  return bosses;
}
