import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { RaidRecord } from '@raid/domain/schemas/record';
import type { Executor } from '../db/database.js';
import { recordChangesSince, recordViews } from '../data/records.js';
import type { StampedRecordView } from '../data/recordSlots.js';
import type { RecordsDelta } from '../events/recordEvents.js';
import { presentRecord } from './records.js';

/** The raid's visible records as the API spells them. */
export async function raidRecords(
  db: Executor,
  raidId: number,
  expansion: ExpansionKey,
): Promise<RaidRecord[]> {
  const views = await recordViews(db, raidId);
  return views.map((view) => presentRecord(view, expansion));
}

/**
 * What changed in the raid's records after version `from` (SPEC section 4 "Live events", sent as a delta); with
 * no `from`, the changes of the current version. The version and the records are read in one snapshot. Null
 * when nothing changed after `from` or the raid is gone.
 */
export async function raidRecordsDelta(
  db: Executor,
  raidId: number,
  expansion: ExpansionKey,
  from: number | undefined,
): Promise<RecordsDelta | null> {
  const read = await recordChangesSince(db, raidId, from);
  if (!read || read.after >= read.version) return null;
  const hidden = read.changed.filter((view) => view.suspended_by_raid_id !== null).map((view) => view.id);
  const changed = read.changed
    .filter((view) => view.suspended_by_raid_id === null)
    .map((view) => presentRecord(view, expansion));
  return { from: read.after, version: read.version, changed, removed: [...read.removed, ...hidden] };
}

/**
 * The delta of a transaction whose only change to the raid's records was one statement returning `changed`
 * (stamped with the version it raised the raid's to): the same as raidRecordsDelta's read, without the read.
 */
export function stampedRecordsDelta(
  changed: StampedRecordView[],
  expansion: ExpansionKey,
): RecordsDelta | null {
  const [first] = changed;
  if (!first) return null;
  return {
    from: first.version - 1,
    version: first.version,
    changed: changed.map((view) => presentRecord(view, expansion)),
    removed: [],
  };
}
