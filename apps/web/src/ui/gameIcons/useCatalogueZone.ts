import { useGameData } from '../../api/gameData.js';

/**
 * A zone of the expansion's catalogue by id, for its emblem: raids carry only the zone's id and names. Undefined
 * until the catalogue (fetched once per page, kept) arrives, which shows the default image meanwhile.
 */
export function useCatalogueZone(zoneId: number) {
  return useGameData().data?.zones.find((zone) => zone.id === zoneId);
}
