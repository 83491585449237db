import type { Zone } from '../catalogue/types.js';

/** The sign-up requirement check (SPEC sections 4 and 5). */
export type RequirementResult = 'success' | 'buyer' | 'logsBelow' | 'ilvlLower' | 'ilvlUnknown' | 'notFound';

export interface RaidRequirements {
  requiredLogs: number;
  requiredIlvl: number;
  /** Buyers allowed: characters that fail a requirement sign up as buyers instead of being refused. */
  byers: boolean;
}

export interface CharacterFigures {
  /** False when Warcraft Logs does not know the character. */
  found: boolean;
  logs: number | null;
  ilvl: number | null;
}

/**
 * The one logs figure a character shows for a spec, on its card, in the roster, in the popover and in the
 * sign-up check: the whole part of Warcraft Logs' best-performance average, read the way its parse colours
 * are (94.9 is not yet a 95). Requirements are whole numbers, so the check gives the same answer on this
 * figure as on the full average, and what a player reads is what was compared.
 */
export function logsFigure(logs: number | null): number | null {
  return logs === null ? null : Math.floor(logs);
}

/**
 * The Warcraft Logs zone whose average the check compares: the raid's first zone (zone, zone2, zone3 in
 * order) that asks for logs. Undefined when none does: then a logs requirement has nothing to be met with.
 */
export function checkedLogZone(zones: ReadonlyArray<Zone | null>): number | undefined {
  return zones.find((zone) => zone && !zone.dontAskLogs && zone.logzone)?.logzone;
}

function failure(requirements: RaidRequirements, figures: CharacterFigures): RequirementResult | null {
  const asksSomething = requirements.requiredLogs > 0 || requirements.requiredIlvl > 0;
  if (!figures.found) return asksSomething ? 'notFound' : null;
  if (requirements.requiredLogs > 0 && (logsFigure(figures.logs) ?? 0) < requirements.requiredLogs)
    return 'logsBelow';
  // Warcraft Logs had no gear for the character (no Blizzard profile cached): said as such, never as a 0.
  if (requirements.requiredIlvl > 0 && figures.ilvl === null) return 'ilvlUnknown';
  if (requirements.requiredIlvl > 0 && (figures.ilvl ?? 0) < requirements.requiredIlvl) return 'ilvlLower';
  return null;
}

/**
 * Logs for the chosen spec below the required value, or item level below it or unknown, fail; a character
 * Warcraft Logs does not know fails when anything is required. A raid with buyers takes the failing character as a
 * buyer.
 */
export function checkRequirements(
  requirements: RaidRequirements,
  figures: CharacterFigures,
): RequirementResult {
  const failed = failure(requirements, figures);
  if (!failed) return 'success';
  return requirements.byers ? 'buyer' : failed;
}

/** The results that create (or keep) a record. */
export function isAcceptedResult(result: RequirementResult): boolean {
  return result === 'success' || result === 'buyer';
}
