import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { Spec, Zone } from '@raid/domain/catalogue/types';
import { expansionWclSites, wclBracket, wclMetric, wclSpecSlug } from '@raid/domain/catalogue/wclRankings';
import { checkedLogZone } from '@raid/domain/rules/requirements';
import type { CharacterRow, RaidRow } from '../../db/schema.js';
import type { WclCharacterQuery, WclCharacterResult, WclZoneQuery } from './wclGateway.js';

/** The raid's zones in order (zone, zone2, zone3), each null when absent or unknown to the catalogue. */
export function raidZones(raid: RaidRow): Array<Zone | null> {
  const zones = expansionCatalogue(raid.expansion).zones;
  return [raid.zone, raid.zone2, raid.zone3].map((id) =>
    id ? (zones.find((zone) => zone.id === id) ?? null) : null,
  );
}

/** The raid's zones that Warcraft Logs ranks, first zone first, each with the raid's size and difficulty. */
function raidLogZones(raid: RaidRow): WclZoneQuery[] {
  return raidZones(raid).flatMap((zone) =>
    zone && !zone.dontAskLogs && zone.logzone ? [{ zoneId: zone.logzone, ...wclBracket(zone, raid) }] : [],
  );
}

/**
 * One character of a batched Warcraft Logs request: asked of its realm's site, ranked for the chosen spec
 * (its slug, by the metric of its role) in the raid's zones at the raid's size and difficulty.
 */
export function wclQuery(key: string, character: CharacterRow, raid: RaidRow, spec: Spec): WclCharacterQuery {
  const catalogue = expansionCatalogue(raid.expansion);
  const realm = catalogue.servers.find((server) => server.id === character.server);
  return {
    key,
    name: character.name,
    serverSlug: realm?.serverSlug ?? '',
    serverRegion: realm?.serverRegion ?? '',
    site: realm?.logsSite ?? expansionWclSites[raid.expansion][0] ?? 'classic',
    zones: raidLogZones(raid),
    specName: wclSpecSlug(raid.expansion, spec.id),
    metric: wclMetric(spec.role),
  };
}

/** The logs of a sign-up: the best-performance average in the zone the domain's check reads. */
export function firstZoneLogs(raid: RaidRow, result: WclCharacterResult | undefined): number | null {
  const zone = checkedLogZone(raidZones(raid));
  return zone === undefined || !result ? null : (result.zoneAverages[zone] ?? null);
}
