import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { Spec, Zone } from '@raid/domain/catalogue/types';
import { checkedLogZone } from '@raid/domain/rules/requirements';
import type { CharacterRow, RaidRow } from '../../db/schema.js';
import type { WclCharacterQuery, WclCharacterResult } from '../../integrations/wcl/wclGateway.js';

/** The raid's zones in order (zone, zone2, zone3), each null when absent or unknown to the catalogue. */
export function raidZones(raid: RaidRow): Array<Zone | null> {
  const zones = expansionCatalogue(raid.expansion).zones;
  return [raid.zone, raid.zone2, raid.zone3].map((id) =>
    id ? (zones.find((zone) => zone.id === id) ?? null) : null,
  );
}

/** Warcraft Logs zone ids of the raid's zones that Warcraft Logs ranks, first zone first. */
export function raidLogZoneIds(raid: RaidRow): number[] {
  return raidZones(raid).flatMap((zone) => (zone && !zone.dontAskLogs && zone.logzone ? [zone.logzone] : []));
}

/** One character of a batched Warcraft Logs request, ranked for the chosen spec in the raid's zones. */
export function wclQuery(key: string, character: CharacterRow, raid: RaidRow, spec: Spec): WclCharacterQuery {
  const realm = expansionCatalogue(raid.expansion).servers.find((server) => server.id === character.server);
  return {
    key,
    name: character.name,
    serverSlug: realm?.serverSlug ?? '',
    serverRegion: realm?.serverRegion ?? '',
    zoneIds: raidLogZoneIds(raid),
    specName: spec.spec2Eng,
  };
}

/** The logs of a sign-up: the best-performance average in the zone the domain's check reads. */
export function firstZoneLogs(raid: RaidRow, result: WclCharacterResult | undefined): number | null {
  const zone = checkedLogZone(raidZones(raid));
  return zone === undefined || !result ? null : (result.zoneAverages[zone] ?? null);
}
