import type { LockoutReset } from '@raid/domain/catalogue/types';
import { areSimilarRaids, type SimilarityKey } from '@raid/domain/rules/similarRaids';
import type { Figures } from '@raid/stand-ins/demoFigures';
import type { DemoCharacter } from '@raid/stand-ins/demoWorld';

export interface PlannedCharacter extends DemoCharacter, Figures {
  userId: string;
  role: 1 | 2 | 3;
}

/** One raid as the roster planner sees it. */
interface RosterSeat {
  key: SimilarityKey;
  reset: LockoutReset;
  canceled: boolean;
  leaderId: string;
  /** Roster members wanted besides the leader. */
  others: number;
  signUps: number;
  /** The characters on the raid's realm and faction. */
  characters: readonly PlannedCharacter[];
}

interface RosterPick {
  leader: PlannedCharacter;
  /** Roster members besides the leader, tanks first, then healers, then damage. */
  roster: PlannedCharacter[];
  signUps: PlannedCharacter[];
  /** A character of the realm that is not in the raid: the one whose sign-up was cancelled. */
  spare: PlannedCharacter | null;
}

function rotate<T>(list: readonly T[], by: number): T[] {
  return list.map((_, i) => list[(i + by) % list.length] as T);
}

/** Canceled raids hold nobody, as the sign-up rules ignore them. */
function similar(a: RosterSeat, b: RosterSeat): boolean {
  return !a.canceled && !b.canceled && areSimilarRaids(a.key, b.key, a.reset);
}

/**
 * Who is in each raid. A user has one character in a roster; a character in the roster of a similar raid (same
 * lockout) is in no other roster of them nor in their sign-up lists, as the sign-up rules would have taken it
 * off. Rosters are chosen first, so the characters left over can stand in several similar sign-up lists.
 * Starting points rotate with the raid so every raid shows other characters.
 */
export function pickRosters(seats: readonly RosterSeat[]): RosterPick[] {
  const rosters: Array<PlannedCharacter[]> = [];
  seats.forEach((seat, n) => {
    const held = new Set(
      seats.slice(0, n).flatMap((other, m) => (similar(other, seat) ? (rosters[m] ?? []) : [])),
    );
    const free = seat.characters.filter((character) => !held.has(character));
    const characterOf = (userId: string) =>
      rotate(
        free.filter((character) => character.userId === userId),
        n,
      )[0];
    const leader = characterOf(seat.leaderId);
    if (!leader) throw new Error(`Demo leader ${seat.leaderId} has no free character for raid ${n}`);
    const otherUsers = rotate(
      [...new Set(free.map((character) => character.userId))].filter((id) => id !== seat.leaderId),
      n,
    );
    const others = otherUsers
      .map(characterOf)
      .filter((character): character is PlannedCharacter => character !== undefined)
      .slice(0, seat.others)
      .sort((a, b) => a.role - b.role);
    rosters.push([leader, ...others]);
  });

  return seats.map((seat, n) => {
    const [leader, ...roster] = rosters[n] ?? [];
    if (!leader) throw new Error(`Demo raid ${n} has no leader`);
    const held = new Set(
      seats.flatMap((other, m) => (m === n || similar(other, seat) ? (rosters[m] ?? []) : [])),
    );
    const listed = rotate(
      seat.characters.filter((character) => !held.has(character)),
      n * 3,
    );
    const signUps = listed.slice(0, seat.signUps);
    const inRaid = new Set([leader, ...roster, ...signUps]);
    const spare = rotate(seat.characters, n * 5).find((character) => !inRaid.has(character)) ?? null;
    return { leader, roster, signUps, spare };
  });
}
