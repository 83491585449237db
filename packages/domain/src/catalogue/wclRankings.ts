/**
 * What a Warcraft Logs ranking query takes: which site a realm's characters live on, the spec slug
 * `Character.zoneRankings(specName:)` accepts there, the metric for the spec's role, and the raid's size and
 * difficulty where the site ranks them apart (docs/decisions.md, "Warcraft Logs per site").
 *
 * Sources (public):
 * - Sites and their API paths: the public schema documentation served by each site
 *   (https://www.warcraftlogs.com/v2-api-docs/warcraft/, https://classic.warcraftlogs.com/v2-api-docs/warcraft/,
 *   the same under vanilla., fresh. and sod.), and public API clients that keep one endpoint per site
 *   (`https://classic.warcraftlogs.com/api/v2/client`, `https://vanilla.warcraftlogs.com/api/v2/client` beside
 *   `https://www.warcraftlogs.com/api/v2/client`) while fetching the token from www's `/oauth/token`.
 *   Anniversary realms (Dreamscythe, Nightslayer, Doomhowl, Maladath, Thunderstrike, Spineshatter, Soulseeker)
 *   are logged on fresh.warcraftlogs.com, Classic Era and Hardcore realms on vanilla., Season of Discovery on
 *   sod., Wrath / Cataclysm / Mists of Pandaria Classic on classic.
 * - Spec slugs: `Character.zoneRankings(specName: String)` takes the spec's slug, the class-spec name without
 *   spaces ("BeastMastery", not "Beast Mastery"); a spaced name is silently ignored and the API answers the
 *   rankings of every spec (a public client's regression test says so). Public clients send "BeastMastery",
 *   "Marksmanship", "Survival", "Protection", "Guardian", ... on www and classic. The Classic Era family of
 *   sites (vanilla, fresh, sod) ranks paladin tanks as "Justicar", and bears as "Guardian" (also "Warden"),
 *   warrior tanks as "Protection" (also "Champion" / "Gladiator"): the player icons those sites report
 *   ("Paladin-Justicar", "Druid-Guardian", "Warrior-Protection"), as mapped by the wowsims WCL importers
 *   (github.com/wowsims/sod ui/raid/components/importers/raid_wcl_importer.tsx). Wrath onwards (classic.) uses
 *   the game's names: "Protection" paladins, "Blood" death knight tanks, "Guardian" bears (the Feral Combat
 *   bear before Mists is ranked as Guardian there too), "Combat" rogues (Outlaw only from Legion).
 * - Metric: `CharacterRankingMetricType` (bossdps, dps, hps, tankhps, ... and `default`); healers are ranked by
 *   `hps`, everyone else by `dps`, the metric each site's character page opens with for the role.
 * - Size and difficulty: the `size: Int` and `difficulty: Int` arguments of zoneRankings; WoW raid difficulty
 *   ids are 3 Normal and 4 Heroic (the ids the rankings answer in `difficulty`, e.g. a MoP Classic zone answered
 *   `"difficulty": 4, "size": 10`).
 * Not verified against the live service: the exact spec slugs of Season of Discovery's rune roles (rogue, shaman
 * and warlock tanks, mage healers are ranked under their talent tree here), and whether Ulduar's per-boss hard
 * modes are ranked under difficulty 4 on classic.
 */
import { HEROIC_DIFFICULTY_ID } from './common.js';
import type { ExpansionKey, Role, WclSite, Zone } from './types.js';

export const wclSites: readonly WclSite[] = ['www', 'classic', 'vanilla', 'fresh', 'sod'];

/**
 * The sites an expansion's realms are logged on, its usual one first: Classic Era realms on vanilla, its
 * Anniversary realms on fresh.
 */
export const expansionWclSites: Readonly<Record<ExpansionKey, readonly WclSite[]>> = {
  classic: ['vanilla', 'fresh'],
  sod: ['sod'],
  wotlk: ['classic'],
  cata: ['classic'],
  mop: ['classic'],
};

/** Era-family spec slugs (vanilla, fresh and sod share them), by our spec id. */
const ERA_SLUGS: Readonly<Record<number, string>> = {
  71: 'Arms',
  72: 'Fury',
  73: 'Protection',
  65: 'Holy',
  66: 'Justicar',
  70: 'Retribution',
  253: 'BeastMastery',
  254: 'Marksmanship',
  255: 'Survival',
  259: 'Assassination',
  260: 'Combat',
  261: 'Subtlety',
  256: 'Discipline',
  257: 'Holy',
  258: 'Shadow',
  262: 'Elemental',
  263: 'Enhancement',
  264: 'Restoration',
  62: 'Arcane',
  63: 'Fire',
  64: 'Frost',
  265: 'Affliction',
  266: 'Demonology',
  267: 'Destruction',
  102: 'Balance',
  103: 'Feral',
  1104: 'Guardian',
  105: 'Restoration',
};

/** Season of Discovery rune roles: ranked under the talent tree they are played in. */
const SOD_RUNE_ROLE_SLUGS: Readonly<Record<number, string>> = {
  1261: 'Combat',
  1263: 'Enhancement',
  1062: 'Arcane',
  1266: 'Demonology',
};

/**
 * Wrath and Cataclysm Classic (classic.warcraftlogs.com), by our spec id: the Era names but the game's own for
 * paladin tanks, and death knights.
 */
const WRATH_SLUGS: Readonly<Record<number, string>> = {
  ...ERA_SLUGS,
  66: 'Protection',
  250: 'Blood',
  251: 'Frost',
  252: 'Unholy',
};

/** Mists of Pandaria Classic (classic.warcraftlogs.com): Monks, and Guardian as a spec of its own. */
const MISTS_SLUGS: Readonly<Record<number, string>> = {
  ...Object.fromEntries(Object.entries(WRATH_SLUGS).filter(([id]) => id !== '1104')),
  104: 'Guardian',
  268: 'Brewmaster',
  270: 'Mistweaver',
  269: 'Windwalker',
};

/** The spec slugs `zoneRankings(specName:)` takes, per expansion (its realms' site family), by our spec id. */
const wclSpecSlugs: Readonly<Record<ExpansionKey, Readonly<Record<number, string>>>> = {
  classic: ERA_SLUGS,
  sod: { ...ERA_SLUGS, ...SOD_RUNE_ROLE_SLUGS },
  wotlk: WRATH_SLUGS,
  cata: WRATH_SLUGS,
  mop: MISTS_SLUGS,
};

/** The slug of one of the expansion's specs, or null for a spec the expansion does not have. */
export function wclSpecSlug(expansion: ExpansionKey, specId: number): string | null {
  return wclSpecSlugs[expansion][specId] ?? null;
}

export type WclMetric = 'dps' | 'hps';

/** Healers are ranked by healing, everyone else (tanks included) by damage. */
export const wclMetric = (role: Role): WclMetric => (role === 'healer' ? 'hps' : 'dps');

/** Warcraft Logs' raid difficulty ids (the `difficulty` argument and answer field). */
const WCL_NORMAL_DIFFICULTY = 3;
const WCL_HEROIC_DIFFICULTY = 4;

interface WclBracket {
  /** Players; null where the zone has one size, so the site's only bracket answers. */
  size: number | null;
  /** 3 Normal / 4 Heroic; null where the zone has no heroic or hard mode. */
  difficulty: number | null;
}

/**
 * The raid's size and difficulty as zoneRankings arguments: a zone raided at several sizes (10 / 25) is ranked
 * per size, and one with a heroic or hard mode per difficulty; elsewhere the argument is left out, so the
 * site's default bracket answers. A size the zone does not have is left out too.
 */
export function wclBracket(zone: Zone, raid: { size: number; difficulty: number }): WclBracket {
  return {
    size: zone.sizes.length > 1 && zone.sizes.includes(raid.size) ? raid.size : null,
    difficulty: zone.hardmode
      ? raid.difficulty === HEROIC_DIFFICULTY_ID
        ? WCL_HEROIC_DIFFICULTY
        : WCL_NORMAL_DIFFICULTY
      : null,
  };
}
