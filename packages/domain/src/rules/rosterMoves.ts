/**
 * Roster moves (SPEC section 4 "Record moves by drag and drop" and "Roster"). The web plans a drop with
 * planMove and shows it at once; the server re-checks the same changes against the current roster with
 * applyRosterChanges inside its transaction.
 */
export const GROUP_SIZE = 5;
export const SIGN_UP_LIST_SLOT = 0;

export interface RosterRecord {
  id: number;
  userID: string;
  slot: number;
  leader: boolean;
}

export interface SlotChange {
  id: number;
  slot: number;
}

export type RosterError =
  'recordNotFound' | 'slotOutOfRange' | 'leaderToList' | 'slotFilled' | 'anotherCharacterInRoster';

export type RosterResult = { ok: true; changes: SlotChange[] } | { ok: false; error: RosterError };

/** Slot numbers grouped by 5: size 25 gives [[1..5], ..., [21..25]]. */
export function rosterGroups(size: number): number[][] {
  const groups: number[][] = [];
  for (let first = 1; first <= size; first += GROUP_SIZE) {
    groups.push(Array.from({ length: Math.min(GROUP_SIZE, size - first + 1) }, (_, i) => first + i));
  }
  return groups;
}

export function isSlotInRange(slot: number, size: number): boolean {
  return Number.isInteger(slot) && slot >= SIGN_UP_LIST_SLOT && slot <= size;
}

/**
 * The changes one drop makes: a list record into a free slot takes it; onto an occupied slot the two swap;
 * to slot 0 it returns to the list (never the leader's record). A character placed in the roster sends
 * another roster character of the same user back to the list.
 */
export function planMove(
  records: readonly RosterRecord[],
  recordId: number,
  targetSlot: number,
  size: number,
): RosterResult {
  const moving = records.find((record) => record.id === recordId);
  if (!moving) return { ok: false, error: 'recordNotFound' };
  if (!isSlotInRange(targetSlot, size)) return { ok: false, error: 'slotOutOfRange' };
  if (moving.slot === targetSlot) return { ok: true, changes: [] };
  if (targetSlot === SIGN_UP_LIST_SLOT) {
    return moving.leader
      ? { ok: false, error: 'leaderToList' }
      : { ok: true, changes: [{ id: moving.id, slot: 0 }] };
  }
  const changes: SlotChange[] = [{ id: moving.id, slot: targetSlot }];
  const occupant = records.find((record) => record.slot === targetSlot);
  if (occupant) changes.push({ id: occupant.id, slot: moving.slot });
  return applyRosterChanges(records, changes, size);
}

/**
 * Checks requested changes against the current roster and completes them with the same-user rule. A change
 * into a slot that another record holds, and that record is not moved out by the same request, means
 * someone else took the slot meanwhile: 'slotFilled'.
 */
export function applyRosterChanges(
  records: readonly RosterRecord[],
  requested: readonly SlotChange[],
  size: number,
): RosterResult {
  const byId = new Map(records.map((record) => [record.id, record]));
  const next = new Map(records.map((record) => [record.id, record.slot]));
  for (const change of requested) {
    const record = byId.get(change.id);
    if (!record) return { ok: false, error: 'recordNotFound' };
    if (!isSlotInRange(change.slot, size)) return { ok: false, error: 'slotOutOfRange' };
    if (record.leader && change.slot === SIGN_UP_LIST_SLOT) return { ok: false, error: 'leaderToList' };
    next.set(change.id, change.slot);
  }

  const holders = new Map<number, number>();
  for (const [id, slot] of next) {
    if (slot === SIGN_UP_LIST_SLOT) continue;
    if (holders.has(slot)) return { ok: false, error: 'slotFilled' };
    holders.set(slot, id);
  }

  const placedIds = new Set(
    requested.filter((change) => change.slot !== SIGN_UP_LIST_SLOT).map((change) => change.id),
  );
  for (const placedId of placedIds) {
    const placed = byId.get(placedId) as RosterRecord;
    for (const other of records) {
      if (other.id === placedId || other.userID !== placed.userID) continue;
      if (next.get(other.id) === SIGN_UP_LIST_SLOT) continue;
      // Two of one user's characters placed at once, or the leader's own record in the way: refuse.
      if (placedIds.has(other.id) || other.leader) return { ok: false, error: 'anotherCharacterInRoster' };
      next.set(other.id, SIGN_UP_LIST_SLOT);
    }
  }

  return {
    ok: true,
    changes: records
      .filter((record) => next.get(record.id) !== record.slot)
      .map((record) => ({ id: record.id, slot: next.get(record.id) as number })),
  };
}

/** The first free roster slot, or null when the roster is full (direct-to-roster sign-ups). */
export function firstFreeSlot(
  records: ReadonlyArray<Pick<RosterRecord, 'slot'>>,
  size: number,
): number | null {
  const taken = new Set(records.map((record) => record.slot));
  for (let slot = 1; slot <= size; slot++) if (!taken.has(slot)) return slot;
  return null;
}
