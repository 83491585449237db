/**
 * Character.zoneRankings in the real JSON shape, with figures derived from a hash of (name, realm, zone,
 * spec, encounter) so they never change between runs.
 */
import type { KnownCharacter } from './knownCharacters.js';
import { hash, round } from './stableNumbers.js';
import { standInZones } from './zones.js';

export interface ZoneRankingsArgs {
  zoneID?: number | null;
  specName?: string | null;
  metric?: string | null;
  size?: number | null;
  difficulty?: number | null;
  partition?: number | null;
}

export function zoneRankings(character: KnownCharacter, args: ZoneRankingsArgs): Record<string, unknown> {
  const zone = args.zoneID == null ? undefined : standInZones.get(args.zoneID);
  const specName = args.specName ?? character.mainSpec;
  const role = character.specRoles.get(specName.toLowerCase());
  const metric =
    !args.metric || args.metric === 'default' ? (role === 'healer' ? 'hps' : 'dps') : args.metric;
  const base = {
    difficulty: args.difficulty ?? zone?.difficulty ?? 3,
    metric,
    partition: args.partition ?? 1,
    size: args.size ?? zone?.size ?? 25,
    zone: args.zoneID ?? 0,
  };
  if (!zone) {
    return {
      bestPerformanceAverage: null,
      medianPerformanceAverage: null,
      ...base,
      allStars: [],
      rankings: [],
    };
  }
  const realm = `${character.serverSlug}|${character.region}`;
  const isMainSpec = specName.toLowerCase() === character.mainSpec.toLowerCase();
  // The main spec has logs in every zone; another spec of the class in about half of them.
  const playsSpec =
    role !== undefined &&
    !character.noLogs &&
    (isMainSpec || hash(character.name, realm, zone.id, specName) % 2 === 0);
  const rankings = zone.encounters.map((encounter, index) => {
    const h = hash(character.name.toLowerCase(), realm, zone.id, specName.toLowerCase(), encounter.id);
    // A zone's first boss is always down in the main spec: a zone of one boss (Ruby Sanctum, Onyxia) would
    // otherwise leave one main spec in seven without the logs the demo seed stored on its card.
    const killed = playsSpec && (h % 7 !== 0 || (isMainSpec && index === 0));
    if (!killed) {
      return {
        encounter: { id: encounter.id, name: encounter.name },
        rankPercent: null,
        medianPercent: null,
        lockedIn: true,
        totalKills: 0,
        fastestKill: 0,
        allStars: null,
        spec: null,
        bestSpec: null,
        bestAmount: 0,
      };
    }
    const rankPercent = round(5 + (h % 9_495) / 100, 4);
    const medianPercent = round(rankPercent * (0.55 + ((h >>> 8) % 40) / 100), 4);
    const total = 2_000 + ((h >>> 4) % 8_000);
    return {
      encounter: { id: encounter.id, name: encounter.name },
      rankPercent,
      medianPercent,
      lockedIn: true,
      totalKills: 1 + ((h >>> 12) % 14),
      fastestKill: 90_000 + ((h >>> 3) % 300_000),
      allStars: {
        points: round(rankPercent * 1.2, 2),
        possiblePoints: 120,
        partition: base.partition,
        rank: Math.max(1, Math.round(total * (1 - rankPercent / 100))),
        regionRank: Math.max(1, Math.round((total * (1 - rankPercent / 100)) / 3)),
        serverRank: Math.max(1, Math.round((total * (1 - rankPercent / 100)) / 40)),
        rankPercent,
        total,
      },
      spec: specName,
      bestSpec: specName,
      bestAmount: round(1_000 + ((h >>> 6) % 9_000) + rankPercent * 10, 3),
    };
  });
  const average = (values: number[]): number | null =>
    values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
  // A seeded character's main spec averages its demo figure in every zone, the number the seed stored: its
  // bosses are spread around that figure, so they average to it as Warcraft Logs' bestPerformanceAverage
  // averages the bosses' best percentiles (issue 28: a boss mean of 87 under a headline of 40).
  const seededLogs = character.figures && isMainSpec ? character.figures.logs : null;
  if (seededLogs !== null) centreOn(rankings, seededLogs);
  const ranked = rankings.flatMap((r) => (r.rankPercent === null ? [] : [r]));
  // The seeded figure itself, not the mean recomputed in floating point, so a check stores exactly it.
  const best =
    seededLogs !== null && ranked.length > 0 ? seededLogs : average(ranked.map((r) => r.rankPercent));
  const median = average(ranked.map((r) => r.medianPercent ?? 0));
  const allStars =
    best === null
      ? []
      : [
          {
            partition: base.partition,
            spec: specName,
            points: round(
              ranked.reduce((sum, r) => sum + (r.allStars?.points ?? 0), 0),
              3,
            ),
            possiblePoints: zone.encounters.length * 120,
            rank: 1 + (hash(character.name, realm, zone.id) % 5_000),
            regionRank: 1 + (hash(character.name, realm, zone.id) % 1_500),
            serverRank: 1 + (hash(character.name, realm, zone.id) % 100),
            rankPercent: round(best, 4),
            total: 10_000,
          },
        ];
  return { bestPerformanceAverage: best, medianPerformanceAverage: median, ...base, allStars, rankings };
}

/**
 * Moves the killed bosses' percentiles so their mean is `target`, keeping their order and staying within
 * 0–100 (the spread shrinks near the ends).
 */
function centreOn(
  rankings: Array<{ rankPercent: number | null; medianPercent: number | null }>,
  target: number,
) {
  const killed = rankings.filter(
    (r): r is { rankPercent: number; medianPercent: number | null } => r.rankPercent !== null,
  );
  if (killed.length === 0) return;
  const mean = killed.reduce((sum, r) => sum + r.rankPercent, 0) / killed.length;
  const widest = Math.max(...killed.map((r) => Math.abs(r.rankPercent - mean)));
  const room = Math.min(target, 100 - target);
  const scale = widest === 0 ? 0 : Math.min(1, room / widest);
  for (const r of killed) {
    const ratio = r.medianPercent === null ? null : r.medianPercent / r.rankPercent;
    r.rankPercent = target + (r.rankPercent - mean) * scale;
    r.medianPercent = ratio === null ? null : round(r.rankPercent * ratio, 4);
  }
}
