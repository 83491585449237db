import type { RaidRecord } from '@raid/domain/schemas/record';

/**
 * The server's order of a raid's records (`GET /api/records`): the roster by slot, then the sign-up list
 * (slot 0) by sign-up time, then id.
 */
export function compareRecords(a: RaidRecord, b: RaidRecord): number {
  return (
    Number(a.slot === 0) - Number(b.slot === 0) ||
    a.slot - b.slot ||
    Date.parse(a.date) - Date.parse(b.date) ||
    a.id - b.id
  );
}

/**
 * The records after a `recordsUpdated` delta: each changed record replaces the one with its id (or joins the
 * list), removed ids leave it, and the list is in the server's order again.
 */
export function applyRecordsDelta(
  records: readonly RaidRecord[],
  changed: readonly RaidRecord[],
  removed: readonly number[],
): RaidRecord[] {
  const gone = new Set(removed);
  const byId = new Map<number, RaidRecord>();
  for (const record of records) if (!gone.has(record.id)) byId.set(record.id, record);
  for (const record of changed) if (!gone.has(record.id)) byId.set(record.id, record);
  return [...byId.values()].sort(compareRecords);
}
