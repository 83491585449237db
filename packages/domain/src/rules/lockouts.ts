/**
 * Raid lockouts (issue 30, "Lockouts and resets"): a character that completes a raid is saved to each of its
 * zones until the zone's next reset. Weekly zones reset at the region's weekly reset (catalogue/common.ts,
 * lockoutResets); 3- and 5-day zones every 3 or 5 days from their region's anchor (shortCycleAnchors). Reset
 * times are instants in UTC, so the arithmetic adds milliseconds, never local calendar days: a daylight-saving
 * change anywhere moves no reset.
 */
import { lockoutResets, shortCycleAnchors } from '../catalogue/common.js';
import { expansionCatalogue } from '../catalogue/expansions.js';
import type { ExpansionKey, Region, ResetCycle, Zone } from '../catalogue/types.js';
import { saveHoldsMode } from './lockoutModes.js';
import { lockoutResetFor, lockoutWeekStart } from './similarRaids.js';

const DAY_MS = 86_400_000;

/** One reset of the zone's cycle in the region: every other lies a whole number of cycles away. */
function cycleAnchor(cycle: ResetCycle, region: Region): number {
  if (cycle === 7) return lockoutWeekStart(new Date(0), lockoutResetFor(region, lockoutResets)).getTime();
  return Date.parse(shortCycleAnchors[region][cycle]);
}

/** The reset period containing `instant`: from the last reset at or before it to the next one after it. */
export function lockoutPeriod(
  instant: Date,
  zone: Pick<Zone, 'resetDays'>,
  region: Region,
): { from: Date; to: Date } {
  const period = zone.resetDays * DAY_MS;
  const anchor = cycleAnchor(zone.resetDays, region);
  const from = anchor + Math.floor((instant.getTime() - anchor) / period) * period;
  return { from: new Date(from), to: new Date(from + period) };
}

/** The first reset strictly after `instant` for the zone in the region: until when a save made then lasts. */
export function resetAfter(instant: Date, zone: Pick<Zone, 'resetDays'>, region: Region): Date {
  return lockoutPeriod(instant, zone, region).to;
}

export function findZone(expansion: ExpansionKey, zoneId: number): Zone | undefined {
  return expansionCatalogue(expansion).zones.find((candidate) => candidate.id === zoneId);
}

/** The catalogue zone of a stored raid, or a RangeError (an unknown zone id there is a bug, not a user's mistake). */
export function catalogueZone(expansion: ExpansionKey, zoneId: number): Zone {
  const zone = findZone(expansion, zoneId);
  if (!zone) throw new RangeError(`No zone ${zoneId} in ${expansion}`);
  return zone;
}

/** The region of a realm of an expansion, or null for a realm the catalogue no longer lists. */
export function realmRegion(expansion: ExpansionKey, serverId: number): Region | null {
  return expansionCatalogue(expansion).servers.find((server) => server.id === serverId)?.serverRegion ?? null;
}

/**
 * True when a save lasting until `savedUntil` holds a character in the reset period of a raid starting at
 * `raidDate` (same zone): the save's period is the raid's.
 */
export function saveCoversRaid(
  savedUntil: Date,
  raidDate: Date,
  zone: Pick<Zone, 'resetDays'>,
  region: Region,
): boolean {
  return resetAfter(raidDate, zone, region).getTime() === savedUntil.getTime();
}

/**
 * The save, among a character's, that holds it in a raid's reset: to one of the raid's zones, in the period of
 * the raid's start, made by hand or by another raid run in a mode sharing the raid's lockout.
 */
export function raidSave<
  S extends {
    zone: number;
    savedUntil: string;
    raid: number | null;
    size: number | null;
    difficulty: number | null;
  },
>(
  saves: readonly S[],
  raid: {
    id: number;
    date: string;
    zoneID: number;
    zone2ID: number | null;
    zone3ID: number | null;
    size: number;
    difficultyID: number;
  },
  zones: ReadonlyArray<Pick<Zone, 'id' | 'resetDays'>>,
  region: Region,
  expansion: ExpansionKey,
): S | undefined {
  const raidZones = [raid.zoneID, raid.zone2ID, raid.zone3ID];
  const mode = { size: raid.size, difficulty: raid.difficultyID };
  return saves.find((save) => {
    const zone = zones.find((candidate) => candidate.id === save.zone);
    return (
      zone !== undefined &&
      save.raid !== raid.id &&
      raidZones.includes(save.zone) &&
      saveHoldsMode(expansion, save, mode) &&
      saveCoversRaid(new Date(save.savedUntil), new Date(raid.date), zone, region)
    );
  });
}

/** A raid's zones: the first, then the second and third when set, each once. */
export function raidZones(raid: { zone: number; zone2: number | null; zone3: number | null }): number[] {
  return [...new Set([raid.zone, raid.zone2, raid.zone3].filter((zone): zone is number => zone !== null))];
}
