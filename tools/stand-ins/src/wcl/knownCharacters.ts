/**
 * Every character the stand-in can find: the demo world's in every expansion, and two extras per demo realm,
 * each on its realm's Warcraft Logs site only (a Classic Era character is unknown to classic.warcraftlogs.com,
 * as it is to the real one). Any other name answers null, as the real API does for a character it has never
 * seen.
 */
import { expansionCatalogue, expansionKeys } from '@raid/domain/catalogue/expansions';
import { wclSites, wclSpecSlug } from '@raid/domain/catalogue/wclRankings';
import type { ExpansionKey, Role, WclSite } from '@raid/domain/catalogue/types';
import { characterFigures, type Figures } from '../demoFigures.js';
import { demoCharacters, demoRealmId } from '../demoWorld.js';
import { wclClasses } from './gameData.js';
import { hash } from './stableNumbers.js';

/** Known to the stand-in, findable, but with no logs anywhere (on each expansion's demo realm and sites). */
export const WCL_NO_LOGS_CHARACTER = 'Nologs';
/**
 * Known to the stand-in with logs but no gear: Warcraft Logs has cached no Blizzard profile for it, so its
 * `gameData` is null and no item level can be read.
 */
export const WCL_NO_GEAR_CHARACTER = 'Nogear';
/** Known to the stand-in with logs, owned by no demo user. */
export const WCL_UNLINKED_CHARACTER = 'Unlinkedhero';

export interface KnownCharacter {
  id: number;
  name: string;
  expansion: ExpansionKey;
  /** The site that knows it. */
  site: WclSite;
  wclClassId: number;
  serverId: number;
  serverName: string;
  serverSlug: string;
  region: string;
  /** The main spec's slug: what Warcraft Logs ranks when no specName is asked. */
  mainSpec: string;
  /** Every spec slug of the class on its site, lowercased, with its role. */
  specRoles: Map<string, Role>;
  noLogs: boolean;
  /** No game profile cached: `gameData` answers null. */
  noGear: boolean;
  /** A seeded demo character's figures (main spec logs in every zone, item level); null for the extras. */
  figures: Figures | null;
  /**
   * The same name on the same realm and site seeded in other expansions (Wrath, Cataclysm and Mists share the
   * demo realm on classic.warcraftlogs.com), each with that expansion's figures: a query picks the one whose
   * zones it asks for (`characterForZones`).
   */
  otherExpansions: KnownCharacter[];
}

export const characterKey = (site: WclSite, name: string, slug: string, region: string): string =>
  `${site}|${name.toLowerCase()}|${slug.toLowerCase()}|${region.toLowerCase()}`;

export function buildKnownCharacters(): Map<string, KnownCharacter> {
  const known = new Map<string, KnownCharacter>();
  for (const expansion of expansionKeys) {
    const catalogue = expansionCatalogue(expansion);
    const realmId = demoRealmId(catalogue.servers);
    const warrior = catalogue.classes.find((cls) => cls.id === 1);
    const demoSite = catalogue.servers.find((server) => server.id === realmId)?.logsSite;
    // The extras also live on the first European realm of each other site the expansion's realms use (the
    // Anniversary realms' fresh beside Classic Era's vanilla), so every site has a character to find.
    const extraRealmIds = [
      realmId,
      ...wclSites.flatMap((site) =>
        site === demoSite
          ? []
          : catalogue.servers
              .filter((server) => server.serverRegion === 'EU' && server.logsSite === site)
              .slice(0, 1)
              .map((server) => server.id),
      ),
    ];
    const extras = warrior
      ? extraRealmIds.flatMap((serverId) =>
          [WCL_UNLINKED_CHARACTER, WCL_NO_LOGS_CHARACTER, WCL_NO_GEAR_CHARACTER].map((name) => ({
            name,
            serverId,
            classId: warrior.id,
            spec: warrior.specs[0]?.id ?? 0,
          })),
        )
      : [];
    const seeded = demoCharacters(expansion, catalogue.classes, realmId);
    for (const [index, character] of [...seeded, ...extras].entries()) {
      const server = catalogue.servers.find((s) => s.id === character.serverId);
      const cls = catalogue.classes.find((c) => c.id === character.classId);
      const wclClass = wclClasses.find((c) => c.blizzardId === character.classId);
      const spec = cls?.specs.find((s) => s.id === character.spec) ?? cls?.specs[0];
      if (!server || !cls || !wclClass || !spec) continue;
      const key = characterKey(server.logsSite, character.name, server.serverSlug, server.serverRegion);
      const slugOf = (specId: number) => wclSpecSlug(expansion, specId) ?? '';
      const entry: KnownCharacter = {
        id: 10_000_000 + (hash(key) % 80_000_000),
        name: character.name,
        expansion,
        site: server.logsSite,
        wclClassId: wclClass.id,
        serverId: server.id,
        serverName: server.name,
        serverSlug: server.serverSlug,
        region: server.serverRegion.toLowerCase(),
        mainSpec: slugOf(spec.id),
        // A slug two specs share (a Season of Discovery rune role and its tree) keeps the tree's role.
        specRoles: new Map(cls.specs.map((s) => [slugOf(s.id).toLowerCase(), s.role] as const).reverse()),
        noLogs: character.name === WCL_NO_LOGS_CHARACTER,
        noGear: character.name === WCL_NO_GEAR_CHARACTER,
        figures: index < seeded.length ? characterFigures(expansion, index) : null,
        otherExpansions: [],
      };
      const first = known.get(key);
      if (first) first.otherExpansions.push(entry);
      else known.set(key, entry);
    }
  }
  return known;
}

/** The expansions whose catalogue ranks logs in a Warcraft Logs zone. */
const expansionsByLogZone = new Map<number, ExpansionKey[]>();
for (const expansion of expansionKeys) {
  for (const zone of expansionCatalogue(expansion).zones) {
    if (!zone.logzone) continue;
    const list = expansionsByLogZone.get(zone.logzone) ?? [];
    if (!list.includes(expansion)) list.push(expansion);
    expansionsByLogZone.set(zone.logzone, list);
  }
}

/**
 * The entry of a name on a shared realm that belongs to the expansion of the zones a query asks for, so a
 * sign-up check reads the figures the demo seed wrote on that expansion's card. Without zones (or with zones
 * of no seeded expansion) the first entry answers.
 */
export function characterForZones(character: KnownCharacter, zoneIds: readonly number[]): KnownCharacter {
  if (character.otherExpansions.length === 0) return character;
  const wanted = new Set(zoneIds.flatMap((zone) => expansionsByLogZone.get(zone) ?? []));
  return [character, ...character.otherExpansions].find((entry) => wanted.has(entry.expansion)) ?? character;
}

/**
 * One character each site knows, `Unlinkedhero` on a realm logged there: what `npm run admin -- doctor` looks up
 * on the stand-in.
 */
export function characterPerSite(): Map<WclSite, { name: string; serverSlug: string; serverRegion: string }> {
  const perSite = new Map<WclSite, { name: string; serverSlug: string; serverRegion: string }>();
  for (const character of buildKnownCharacters().values()) {
    if (character.name !== WCL_UNLINKED_CHARACTER || perSite.has(character.site)) continue;
    perSite.set(character.site, {
      name: character.name,
      serverSlug: character.serverSlug,
      serverRegion: character.region.toUpperCase(),
    });
  }
  return perSite;
}
