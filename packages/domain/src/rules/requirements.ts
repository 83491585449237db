/** The sign-up requirement check (SPEC sections 4 and 5). */
export type RequirementResult = 'success' | 'buyer' | 'logsBelow' | 'ilvlLower' | 'notFound';

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

function failure(requirements: RaidRequirements, figures: CharacterFigures): RequirementResult | null {
  const asksSomething = requirements.requiredLogs > 0 || requirements.requiredIlvl > 0;
  if (!figures.found) return asksSomething ? 'notFound' : null;
  if (requirements.requiredLogs > 0 && (figures.logs ?? 0) < requirements.requiredLogs) return 'logsBelow';
  if (requirements.requiredIlvl > 0 && (figures.ilvl ?? 0) < requirements.requiredIlvl) return 'ilvlLower';
  return null;
}

/**
 * Logs for the chosen spec below the required value, or item level below it, fail; a character Warcraft
 * Logs does not know fails when anything is required. A raid with buyers takes the failing character as a
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
