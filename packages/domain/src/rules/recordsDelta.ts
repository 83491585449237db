import type { RaidRecord } from '../schemas/record.js';
import type { RecordsUpdated } from '../schemas/socketEvents.js';

/** The order of `GET /api/records`: the roster by slot, then the sign-up list by sign-up time. */
export function compareRecords(a: RaidRecord, b: RaidRecord): number {
  const listed = Number(a.slot === 0) - Number(b.slot === 0);
  if (listed !== 0) return listed;
  if (a.slot !== b.slot) return a.slot - b.slot;
  return a.date.localeCompare(b.date) || a.id - b.id;
}

export interface VersionedRecords {
  records: RaidRecord[];
  version: number;
}

export type RecordsDeltaOutcome =
  | { kind: 'apply'; records: RaidRecord[]; version: number }
  /** The client holds this change already. */
  | { kind: 'ignore' }
  /** A change was missed (or the client knows no version): fetch the raid again. */
  | { kind: 'refetch' };

/**
 * What a client does with a live `recordsUpdated` (see its doc comment): a whole list replaces what it holds;
 * a delta applies to any version from `from` up to below `version`, since it carries every change after `from`
 * with each record as it is now.
 */
export function applyRecordsDelta(
  held: VersionedRecords | undefined,
  update: RecordsUpdated,
): RecordsDeltaOutcome {
  if (update.records) return { kind: 'apply', records: update.records, version: update.version };
  if (!held) return { kind: 'refetch' };
  if (held.version >= update.version) return { kind: 'ignore' };
  if (held.version < update.from) return { kind: 'refetch' };
  const gone = new Set([...update.removed, ...update.changed.map((record) => record.id)]);
  const records = [...held.records.filter((record) => !gone.has(record.id)), ...update.changed];
  return { kind: 'apply', records: records.sort(compareRecords), version: update.version };
}
