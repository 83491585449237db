/**
 * Priority sign-ups (issue 30): a player signs several characters up for one raid in their order of preference.
 * The leader sees each waiting player once, first choice leading and the alternatives after it. SPEC section 4
 * "Roster" is kept: one character of a player in the roster, placing another sends the first back to the list.
 * A player with a character in the roster has their other choices set aside, out of the leader's way; they are
 * not changed, only not offered, so when the rostered character leaves (moved back, cancelled, deleted) they
 * are waiting again, in the player's order. The server and the web both place with placeChoices.
 */
import {
  applyRosterChanges,
  SIGN_UP_LIST_SLOT,
  type RosterError,
  type RosterRecord,
  type SlotChange,
} from './rosterMoves.js';

export interface ChoiceRecord extends RosterRecord {
  /** The player's order of preference among their characters in the raid: 1 is the first choice. */
  preference: number;
}

/** One player's characters on the sign-up list, in their order of preference. */
export interface PlayerChoices<T extends ChoiceRecord> {
  userID: string;
  choices: T[];
}

export interface SignUpArrangement<T extends ChoiceRecord> {
  /** Players with no character in the roster, in the order the records came (the caller's: sign-up time). */
  waiting: PlayerChoices<T>[];
  /** Players with a character in the roster: their characters on the list stand aside until it leaves. */
  aside: PlayerChoices<T>[];
}

const byPreference = (a: ChoiceRecord, b: ChoiceRecord) => a.preference - b.preference || a.id - b.id;

/** The sign-up list as the leader sees it: each player once, choices in order, rostered players' aside. */
export function arrangeSignUps<T extends ChoiceRecord>(records: readonly T[]): SignUpArrangement<T> {
  const rostered = new Set(
    records.filter((record) => record.slot !== SIGN_UP_LIST_SLOT).map((record) => record.userID),
  );
  const players = new Map<string, T[]>();
  for (const record of records) {
    if (record.slot !== SIGN_UP_LIST_SLOT) continue;
    players.set(record.userID, [...(players.get(record.userID) ?? []), record]);
  }
  const waiting: PlayerChoices<T>[] = [];
  const aside: PlayerChoices<T>[] = [];
  for (const [userID, choices] of players) {
    (rostered.has(userID) ? aside : waiting).push({ userID, choices: [...choices].sort(byPreference) });
  }
  return { waiting, aside };
}

export type ChoicePlacement<T extends ChoiceRecord> =
  { ok: true; changes: SlotChange[]; arrangement: SignUpArrangement<T> } | { ok: false; error: RosterError };

/**
 * The one placement rule: the roster moves checked and completed by SPEC's same-user rule (rosterMoves.ts), and
 * the sign-up list they leave: the placed player's other choices aside, a player whose character left the roster
 * waiting again with every choice in order.
 */
export function placeChoices<T extends ChoiceRecord>(
  records: readonly T[],
  requested: readonly SlotChange[],
  size: number,
): ChoicePlacement<T> {
  const outcome = applyRosterChanges(records, requested, size);
  if (!outcome.ok) return outcome;
  const slots = new Map(outcome.changes.map((change) => [change.id, change.slot]));
  const after = records.map((record) => ({ ...record, slot: slots.get(record.id) ?? record.slot }));
  return { ok: true, changes: outcome.changes, arrangement: arrangeSignUps(after) };
}

/**
 * A player's order after a sign-up: the characters they just chose, in the order chosen, then their other
 * characters in the raid in their old order. Answers character id → preference (1, 2, ...).
 */
export function orderChoices(
  existing: ReadonlyArray<{ charId: number; preference: number }>,
  chosen: readonly number[],
): Map<number, number> {
  const held = new Set(existing.map((entry) => entry.charId));
  const first = [...new Set(chosen)].filter((charId) => held.has(charId));
  const rest = [...existing]
    .filter((entry) => !first.includes(entry.charId))
    .sort((a, b) => a.preference - b.preference || a.charId - b.charId)
    .map((entry) => entry.charId);
  return new Map([...first, ...rest].map((charId, index) => [charId, index + 1]));
}
