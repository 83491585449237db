import { rosterGroups, SIGN_UP_LIST_SLOT } from '@raid/domain/rules/rosterMoves';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { byDateThenId } from '@raid/domain/rules/dateOrder';

export interface RosterGroup {
  /** 1-based group number. */
  number: number;
  slots: { slot: number; record: RaidRecord | null }[];
}

/** The roster in groups of 5 slots (size / 5 groups), each slot with the record that holds it. */
export function groupRoster(records: readonly RaidRecord[], size: number): RosterGroup[] {
  const bySlot = new Map<number, RaidRecord>();
  for (const record of records) if (record.slot > SIGN_UP_LIST_SLOT) bySlot.set(record.slot, record);
  return rosterGroups(size).map((slots, index) => ({
    number: index + 1,
    slots: slots.map((slot) => ({ slot, record: bySlot.get(slot) ?? null })),
  }));
}

/** The sign-up list (slot 0), in the order people signed up. */
export function signUpList(records: readonly RaidRecord[]): RaidRecord[] {
  return records.filter((record) => record.slot === SIGN_UP_LIST_SLOT).sort(byDateThenId);
}

export type RoleFilter = 'all' | 'tank' | 'healer' | 'dps';

/** 1 tank, 2 healer, above 2 damage (SPEC section 3 "Record"). */
export function roleOf(record: Pick<RaidRecord, 'role'>): Exclude<RoleFilter, 'all'> {
  if (record.role === 1) return 'tank';
  if (record.role === 2) return 'healer';
  return 'dps';
}

export interface RecordFilter {
  role: RoleFilter;
  /** A class id, or null for every class. */
  classId: number | null;
}

export function matchesFilter(record: RaidRecord, filter: RecordFilter): boolean {
  return (
    (filter.role === 'all' || roleOf(record) === filter.role) &&
    (filter.classId === null || record.class === filter.classId)
  );
}

/** The classes present among the records, for the class tabs, in catalogue order. */
export function presentClasses<T extends { id: number }>(
  records: readonly RaidRecord[],
  classes: readonly T[],
): T[] {
  const present = new Set(records.map((record) => record.class));
  return classes.filter((gameClass) => present.has(gameClass.id));
}
