/**
 * The demo world's Warcraft Logs reports (issue 30, part 5), shared by the Warcraft Logs stand-in, which serves
 * them, and the server's demo seed, which links one to a completed raid. Frostmourne Raiders has a guild on
 * Warcraft Logs on each expansion's demo realm; it logged one report per relevant zone on the evening of the
 * demo's weekly clear (seven days before the seeding, 20:00 UTC, as apps/server/src/demo/demoBlueprints.ts
 * starts it), so the reports listing finds the evening's report by guild, time and zone.
 *
 * Who took part: the first character of each demo user on the demo realm but Thrall's, who came on his second
 * one, a character Warcraft Logs knows and we do not (`Unlinkedhero`), and one who zoned in and fought nothing
 * (in the actors, in no fight's `friendlyPlayers`).
 */
import { expansionCatalogue, expansionKeys } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey, WclSite } from '@raid/domain/catalogue/types';
import { demoCharacters, demoGuilds, demoRealmId, demoUsers } from './demoWorld.js';
import { WCL_UNLINKED_CHARACTER } from './wcl/knownCharacters.js';
import { wclClasses } from './wcl/gameData.js';
import { hash } from './wcl/stableNumbers.js';
import { standInZones } from './wcl/zones.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

export interface DemoReportPlayer {
  id: number;
  name: string;
  /** The realm's normalized name, as ReportActor.server gives it. */
  server: string;
  /** The class, as ReportActor.subType gives it for players. */
  subType: string;
  /** In a fight's friendlyPlayers. */
  fought: boolean;
}

export interface DemoReportFight {
  id: number;
  encounterID: number;
  name: string;
  /** Milliseconds from the report's start. */
  startTime: number;
  endTime: number;
  kill: boolean;
}

export interface DemoReport {
  code: string;
  site: WclSite;
  expansion: ExpansionKey;
  title: string;
  zone: { id: number; name: string };
  /** Milliseconds since the epoch. */
  startTime: number;
  endTime: number;
  guild: { id: number; name: string; serverSlug: string; serverRegion: string };
  players: DemoReportPlayer[];
  fights: DemoReportFight[];
}

/** A report code as Warcraft Logs makes them (16 letters and digits), the same for a zone on every run. */
export function demoReportCode(expansion: ExpansionKey, zoneId: number): string {
  let code = '';
  for (let i = 0; code.length < 16; i++) {
    code += CODE_LETTERS[hash('report', expansion, zoneId, i) % CODE_LETTERS.length];
  }
  return code;
}

/** When the weekly clear's report starts: five minutes before the raid's 20:00 UTC, seven days back. */
export function demoReportStart(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return midnight - 7 * DAY_MS + 20 * HOUR_MS - 5 * 60_000;
}

/** The guild's name on Warcraft Logs: the demo's first Discord server's. */
export const DEMO_WCL_GUILD_NAME = demoGuilds[0]?.name ?? 'Frostmourne Raiders';

/** Warcraft Logs' id of the demo guild on a realm (Wrath, Cataclysm and Mists share theirs). */
export const demoWclGuildId = (site: WclSite, serverSlug: string): number =>
  700_000 + (hash('guild', site, serverSlug) % 100_000);

const normalized = (realm: string) => realm.replace(/[\s'-]/g, '');

function participants(expansion: ExpansionKey): DemoReportPlayer[] {
  const catalogue = expansionCatalogue(expansion);
  const realmId = demoRealmId(catalogue.servers);
  const realm = catalogue.servers.find((server) => server.id === realmId);
  const characters = demoCharacters(expansion, catalogue.classes, realmId).filter(
    (character) => character.serverId === realmId,
  );
  const thrall = demoUsers.find((user) => user.username === 'thrall')?.id;
  const mains = demoUsers.flatMap((user) => {
    const own = characters.filter((character) => character.userId === user.id);
    const main = user.id === thrall ? own[1] : own[0];
    return main ? [main] : [];
  });
  const unowned = characters.find((character) => character.userId === null);
  const players = [
    ...mains.map((character) => ({ ...character, fought: true })),
    { name: WCL_UNLINKED_CHARACTER, classId: 1, fought: true },
    ...(unowned ? [{ ...unowned, fought: false }] : []),
  ];
  return players.map((player, index) => ({
    id: index + 1,
    name: player.name,
    server: normalized(realm?.name ?? ''),
    subType: (wclClasses.find((cls) => cls.blizzardId === player.classId)?.name ?? 'Warrior').replace(
      ' ',
      '',
    ),
    fought: player.fought,
  }));
}

function fightsOf(zoneId: number): DemoReportFight[] {
  const encounters = standInZones.get(zoneId)?.encounters ?? [];
  const fights: DemoReportFight[] = [
    { id: 1, encounterID: 0, name: 'Trash', startTime: 60_000, endTime: 240_000, kill: true },
  ];
  encounters.forEach((encounter, index) => {
    const startTime = 300_000 + index * 900_000;
    fights.push({
      id: index + 2,
      encounterID: encounter.id,
      name: encounter.name,
      startTime,
      endTime: startTime + 240_000 + (hash(zoneId, encounter.id) % 180_000),
      kill: true,
    });
  });
  return fights;
}

/** Every demo report, dated from `now` (the stand-in's start, or the seeding). */
export function demoReports(now: Date): DemoReport[] {
  const start = demoReportStart(now);
  return expansionKeys.flatMap((expansion) => {
    const catalogue = expansionCatalogue(expansion);
    const realm = catalogue.servers.find((server) => server.id === demoRealmId(catalogue.servers));
    if (!realm) return [];
    const players = participants(expansion);
    const zones = catalogue.zones.filter((zone) => !zone.notRelevant && zone.logzone > 0);
    return zones.map((zone): DemoReport => {
      const fights = fightsOf(zone.logzone);
      const last = fights[fights.length - 1];
      return {
        code: demoReportCode(expansion, zone.logzone),
        site: realm.logsSite,
        expansion,
        title: `${zone.nameEng} weekly clear`,
        zone: { id: zone.logzone, name: standInZones.get(zone.logzone)?.name ?? zone.nameEng },
        startTime: start,
        endTime: start + (last?.endTime ?? 0) + 60_000,
        guild: {
          id: demoWclGuildId(realm.logsSite, realm.serverSlug),
          name: DEMO_WCL_GUILD_NAME,
          serverSlug: realm.serverSlug,
          serverRegion: realm.serverRegion,
        },
        players,
        fights,
      };
    });
  });
}
