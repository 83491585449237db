/**
 * Which modes of a raid share a lockout (issue 30, "Lockouts by raid size and difficulty"): its own module, with
 * no catalogue in it, so the home page's saves list can ask it without loading every expansion's catalogue.
 * Expansions are their keys as strings (the web's game data carries one): an expansion not listed in
 * lockoutSplits locks a raid once whatever its mode.
 */
import { HEROIC_DIFFICULTY_ID, NORMAL_DIFFICULTY_ID } from '../catalogue/common.js';
import type { ExpansionKey, Zone } from '../catalogue/types.js';

/** How a raid is run, as far as its lockout cares: players and difficulty (catalogue/common.ts difficulties). */
export interface RaidMode {
  size: number;
  difficulty: number;
}

/** Wrath's Trial of the Crusader (catalogue/zones/wotlk.ts id 6): its Heroic mode is a lockout of its own. */
const WRATH_TRIAL_OF_THE_CRUSADER = 6;

/** Where an expansion's raid lockouts tell modes apart: sizes, and the zones whose difficulties lock apart. */
export interface LockoutSplit {
  sizes: boolean;
  difficultyZones: readonly number[];
}

/**
 * The lockout rule as data, read by `sharesLockout` and by the SQL that says it in one statement (the sign-up
 * list's saved mark, apps/server data/lockoutSql.ts). An expansion not listed locks a raid once, whatever its size
 * and difficulty. What each game does:
 * - Classic Era and Season of Discovery: a raid has one instance lock whatever it is run as (warcraft.wiki.gg
 *   "Lockout", ID-based lockouts: "all raids from Molten Core through Sunwell"). The few Season of Discovery raids
 *   the catalogue offers in two sizes are kept on one lock: no source says they lock apart.
 * - Wrath of the Lich King (Classic plays patch 3.3's rules): 10- and 25-player raids are separate instance locks
 *   ("Doing a Normal Raid will not lock you out of doing a Heroic Raid", when Heroic meant the 25-player version:
 *   wow.answers.wikia.com "10-man Northrend dungeons"; Wowpedia's "Instance lock" page could not be read from
 *   here, its successor warcraft.wiki.gg "Lockout" was). Icecrown Citadel and the Ruby Sanctum switch Normal and
 *   Heroic per boss inside the lock of their size; Trial of the Crusader's Heroic ("Trial of the Grand
 *   Crusader") is a lock apart, four in all (blog.cold-comfort.org "The End of Tier x.10 and x.25": "Trial of the
 *   Crusader's four independent lockouts").
 * - Cataclysm and Mists of Pandaria: patch 4.0.1's Flexible Raid Lock puts both sizes and both difficulties of a
 *   raid, the older Wrath raids too, in one lockout ("You are no longer locked to a specific raid size", Blizzard's
 *   announcement as quoted by wow.joystiq.com "Flexible raid locks in patch 4.0.1", 2010-10-01; warcraft.wiki.gg
 *   "Lockout": boss-based for Normal raids "from Wrath of the Lich King through Throne of Thunder").
 */
export const lockoutSplits: Readonly<Record<string, LockoutSplit | undefined>> = {
  wotlk: { sizes: true, difficultyZones: [WRATH_TRIAL_OF_THE_CRUSADER] },
} satisfies Partial<Record<ExpansionKey, LockoutSplit>>;

/**
 * True when raids of one zone run in these two modes share a lockout, so a character saved in one is saved for
 * the other in the same reset (lockoutSplits says where the games tell them apart, with its sources).
 */
export function sharesLockout(expansion: string, zoneId: number, a: RaidMode, b: RaidMode): boolean {
  const split = Object.hasOwn(lockoutSplits, expansion) ? lockoutSplits[expansion] : undefined;
  if (!split) return true;
  if (split.sizes && a.size !== b.size) return false;
  return !split.difficultyZones.includes(zoneId) || a.difficulty === b.difficulty;
}

/**
 * A save to the zone holds a raid run in `mode` when made in a mode sharing its lockout. A save that does not
 * say its size (by hand, or made before sizes were kept) holds every size, one that does not say its difficulty
 * every difficulty.
 */
export function saveHoldsMode(
  expansion: string,
  save: { zone: number; size: number | null; difficulty: number | null },
  mode: RaidMode,
): boolean {
  return sharesLockout(
    expansion,
    save.zone,
    { size: save.size ?? mode.size, difficulty: save.difficulty ?? mode.difficulty },
    mode,
  );
}

/**
 * What a save added by hand may say of its mode, in a zone of the expansion: the zone's sizes when they lock
 * apart, and whether its Normal and Heroic do (then `difficulties` lists the catalogue's). Empty where the zone
 * has one lock for every mode, so the add-a-save form asks nothing more than the zone there.
 */
export function saveModeChoices(
  expansion: string,
  zone: Pick<Zone, 'id' | 'sizes' | 'hardmode'>,
): { sizes: number[]; difficulties: number[] } {
  const normal = { difficulty: NORMAL_DIFFICULTY_ID };
  const heroic = { difficulty: HEROIC_DIFFICULTY_ID };
  const sizesApart = zone.sizes.some((size) =>
    zone.sizes.some(
      (other) => !sharesLockout(expansion, zone.id, { size, ...normal }, { size: other, ...normal }),
    ),
  );
  const difficultiesApart =
    zone.hardmode &&
    zone.sizes.some((size) => !sharesLockout(expansion, zone.id, { size, ...normal }, { size, ...heroic }));
  return {
    sizes: sizesApart ? [...zone.sizes] : [],
    difficulties: difficultiesApart ? [NORMAL_DIFFICULTY_ID, HEROIC_DIFFICULTY_ID] : [],
  };
}
