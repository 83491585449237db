/**
 * The shape of the game catalogue. Field names follow SPEC section 3 "Game data"; `name` is the Russian
 * label and `nameEng` the English one wherever both exist, as the original product sends them.
 */

export type ExpansionKey = 'classic' | 'sod' | 'wotlk' | 'cata' | 'mop';

export type Role = 'tank' | 'healer' | 'dps';

/** Record role numbers of SPEC section 3: 1 tank, 2 healer, above 2 dps. */
export const roleNumber: Record<Role, 1 | 2 | 3> = { tank: 1, healer: 2, dps: 3 };

export type Region = 'US' | 'EU' | 'KR' | 'TW' | 'CN';

/**
 * A Warcraft Logs site: each hosts its own characters and rankings behind its own API
 * (`https://{site}.warcraftlogs.com/api/v2/client`). www: retail; classic: Wrath, Cataclysm and Mists of
 * Pandaria Classic; vanilla: Classic Era (and Hardcore); fresh: the Anniversary realms; sod: Season of
 * Discovery. See wclRankings.ts for the sources.
 */
export type WclSite = 'www' | 'classic' | 'vanilla' | 'fresh' | 'sod';

export interface Spec {
  /** Blizzard's specialization id where one exists (e.g. 71 Arms); 1000+ for Classic-only role variants. */
  id: number;
  /** Russian spec name. */
  name: string;
  /** English spec name as the game shows it. */
  nameEng: string;
  /** English class name, e.g. 'Warrior'. */
  classEng: string;
  /** The spec name Warcraft Logs uses for rankings (e.g. 'Guardian', 'Justicar' in Classic). */
  spec2Eng: string;
  role: Role;
  /** Spec icon file name under the web's /game-icons/ (SVG, see docs/decisions.md). */
  image: string;
  /** Class icon file name under /game-icons/. */
  image2: string;
}

export interface GameClass {
  /** Blizzard's class id (1 Warrior ... 11 Druid). */
  id: number;
  name: string;
  nameEng: string;
  /** CSS colour of the class name (Blizzard's class colours). */
  color: string;
  image: string;
  specs: Spec[];
}

export interface Server {
  id: number;
  /** Realm name as players see it (Cyrillic for Russian realms). */
  name: string;
  serverRegion: Region;
  /** Realm slug as Warcraft Logs spells it in character URLs. */
  serverSlug: string;
  /** The Warcraft Logs site that logs this realm's characters (a namesake on another site is someone else). */
  logsSite: WclSite;
}

export interface Faction {
  id: number;
  name: string;
  nameEng: string;
  image: string;
}

export interface Zone {
  id: number;
  name: string;
  nameEng: string;
  /** Raid tier / phase the zone belongs to, used to group the zone select. */
  group: string;
  /** Old content no longer raided for progression; listed after relevant zones. */
  notRelevant: boolean;
  /** Allowed raid sizes (player counts). */
  sizes: number[];
  /** True when the zone has a heroic / hard mode, so the raid must choose a difficulty. */
  hardmode: boolean;
  /** True when Warcraft Logs does not rank the zone, so no logs requirement can be asked. */
  dontAskLogs: boolean;
  /** Warcraft Logs zone id used for rankings (0 when dontAskLogs). */
  logzone: number;
  image: string;
  /** Days between the zone's lockout resets in this expansion: 7 (weekly), 5 or 3 (rules/lockouts.ts). */
  resetDays: ResetCycle;
  /** The zone's bosses in the order a raid meets them (bosses.ts); empty where no source was found. */
  bosses: Boss[];
}

/** A raid boss: `id` is the game's DungeonEncounter id (Warcraft Logs' `encounterID`, see bosses.ts). */
export interface Boss {
  id: number;
  /** Russian name as the Russian game client shows it. */
  name: string;
  nameEng: string;
}

export type ResetCycle = 3 | 5 | 7;

export interface Size {
  id: number;
  name: string;
}

export interface Difficulty {
  id: number;
  name: string;
  nameEng: string;
}

export interface LootSystem {
  id: number;
  name: string;
  nameEng: string;
}

export interface RecordMode {
  id: number;
  name: string;
  nameEng: string;
}

export interface DayOfWeek {
  /** 0 = Sunday ... 6 = Saturday, as JavaScript's Date#getUTCDay. */
  id: number;
  name: string;
  nameEng: string;
}

export interface Hour {
  id: number;
  name: string;
}

/** When a region's weekly raid lockout resets, in UTC. */
export interface LockoutReset {
  region: Region;
  dayOfWeek: number;
  hourUtc: number;
}

/** What differs between expansions; the shared parts live in common.ts. */
export interface ExpansionCatalogue {
  shortName: ExpansionKey;
  nameEng: string;
  name: string;
  /** Gear score instead of item level (wotlk), which also raises the ilvl cap to 9999. */
  gearScore: boolean;
  /** Warcraft Logs site for this expansion's logs (different for wotlk, SPEC section 7). */
  logsSiteUrl: string;
  classes: GameClass[];
  servers: Server[];
  zones: Zone[];
}

export interface Expansion {
  shortName: ExpansionKey;
  nameEng: string;
  current: boolean;
}
