import type { RaidRecord } from '../../schemas/record.js';
import { GROUP_SIZE, SIGN_UP_LIST_SLOT } from '../rosterMoves.js';
import { byDateThenId } from '../dateOrder.js';

/** What every export reads of a record: the fields the raid view already holds. */
export type ExportRecord = Pick<
  RaidRecord,
  | 'id'
  | 'slot'
  | 'charName'
  | 'role'
  | 'classEng'
  | 'specEng'
  | 'roleEng'
  | 'status'
  | 'byer'
  | 'logs'
  | 'ilvl'
  | 'date'
>;

interface ExportGroup<T extends ExportRecord = ExportRecord> {
  /** 1-based, as the game numbers its raid groups. */
  number: number;
  records: T[];
}

/** Slot 1..5 is group 1, 6..10 group 2, and so on (the roster's groups of 5). */
export function groupOfSlot(slot: number): number {
  return Math.ceil(slot / GROUP_SIZE);
}

/** The roster (a slot above 0) in slot order. */
export function rosterRecords<T extends ExportRecord>(records: readonly T[]): T[] {
  return records.filter((record) => record.slot > SIGN_UP_LIST_SLOT).sort((a, b) => a.slot - b.slot);
}

/** The sign-up list (slot 0) in the order people signed up, as the raid view shows it. */
export function signUpRecords<T extends ExportRecord>(records: readonly T[]): T[] {
  return records.filter((record) => record.slot === SIGN_UP_LIST_SLOT).sort(byDateThenId);
}

/** The roster's groups that hold anyone, in group order; an empty group has nothing to export. */
export function rosterGroupsOf<T extends ExportRecord>(records: readonly T[]): ExportGroup<T>[] {
  const groups = new Map<number, T[]>();
  for (const record of rosterRecords(records)) {
    const number = groupOfSlot(record.slot);
    groups.set(number, [...(groups.get(number) ?? []), record]);
  }
  return [...groups].map(([number, members]) => ({ number, records: members }));
}
