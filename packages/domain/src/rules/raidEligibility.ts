/**
 * Which of a player's characters may take part in a raid (sign up, or lead it): a live character of the raid's
 * realm and faction. One rule for the raid dialog's leader choice, the sign-up dialog and the server's sign-up.
 */
export interface RaidPlace {
  server: number;
  faction: number;
}

interface EligibleCandidate {
  server: number;
  faction: number;
  /** Deleted characters (SPEC: off 1 means delete). */
  off?: boolean | number;
}

export function isEligibleForRaid(character: EligibleCandidate, raid: RaidPlace): boolean {
  return character.server === raid.server && character.faction === raid.faction && !character.off;
}

export function eligibleCharacters<T extends EligibleCandidate>(
  characters: readonly T[],
  raid: RaidPlace,
): T[] {
  return characters.filter((character) => isEligibleForRaid(character, raid));
}
