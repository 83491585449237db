import type { RaidRecord } from '../schemas/record.js';
import type { RecordsUpdated } from '../schemas/socketEvents.js';
import { byDateThenId } from './dateOrder.js';

/** The order of `GET /api/records`: the roster by slot, then the sign-up list by sign-up time. */
export function compareRecords(a: RaidRecord, b: RaidRecord): number {
  const listed = Number(a.slot === 0) - Number(b.slot === 0);
  if (listed !== 0) return listed;
  if (a.slot !== b.slot) return a.slot - b.slot;
  return byDateThenId(a, b);
}

export interface VersionedRecords {
  records: RaidRecord[];
  version: number;
}

type RecordsDeltaOutcome =
  | { kind: 'apply'; records: RaidRecord[]; version: number }
  /** The client holds this change already. */
  | { kind: 'ignore' }
  /** A change was missed (or the client knows no version): fetch the raid again. */
  | { kind: 'refetch' };

/**
 * What a client holding records at `version` does with a live `recordsUpdated` (see its doc comment): a whole
 * list replaces what it holds; a delta applies to any version from `from` up to below `version`, since it
 * carries every change after `from` with each record as it is now; a client already at `version` ignores it.
 */
export function recordsDeltaAction(
  version: number | undefined,
  update: RecordsUpdated,
): RecordsDeltaOutcome['kind'] {
  if (update.records) return 'apply';
  if (version === undefined) return 'refetch';
  if (version >= update.version) return 'ignore';
  if (version < update.from) return 'refetch';
  return 'apply';
}

/** The records after an update to apply: changed records replace theirs (or join), removed ones leave. */
export function mergeRecordsDelta(records: readonly RaidRecord[], update: RecordsUpdated): RaidRecord[] {
  if (update.records) return update.records;
  const gone = new Set([...update.removed, ...update.changed.map((record) => record.id)]);
  const merged = [...records.filter((record) => !gone.has(record.id)), ...update.changed];
  return merged.sort(compareRecords);
}

export function applyRecordsDelta(
  held: VersionedRecords | undefined,
  update: RecordsUpdated,
): RecordsDeltaOutcome {
  const action = recordsDeltaAction(held?.version, update);
  if (action !== 'apply') return { kind: action };
  return { kind: 'apply', records: mergeRecordsDelta(held?.records ?? [], update), version: update.version };
}
