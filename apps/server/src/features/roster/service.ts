import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { ErrorCode } from '@raid/domain/errors/catalogue';
import {
  canApproveRoster,
  isRaidEditable,
  isRosterLocked,
  raidStatus,
} from '@raid/domain/rules/raidLifecycle';
import { placeChoices } from '@raid/domain/rules/prioritySignUps';
import type { RosterError } from '@raid/domain/rules/rosterMoves';
import type { RaidRecord, RecordMove } from '@raid/domain/schemas/record';
import type { AppDeps } from '../../appDeps.js';
import { changeAndTell } from '../../events/changeAndTell.js';
import { fail } from '../../http/appError.js';
import { canManageRaid, type Actor } from '@raid/domain/rules/raidManagers';
import { approvalState, markRosterApproved, raidOrNotFound } from '../../data/raids.js';
import { announceRecordsChangedIn } from '../../events/recordEvents.js';
import { raidRecords, raidRecordsDelta, stampedRecordsDelta } from '../../presenters/raidRecords.js';
import { applySlotChanges, lockRaidWithRoster } from '../../data/recordSlots.js';
import { followRosterChanges } from '../../data/similarRaidExclusion.js';

type RosterDeps = Pick<AppDeps, 'db' | 'config' | 'events' | 'now'>;

const rosterErrors: Record<RosterError, ErrorCode> = {
  recordNotFound: 'characterNotInRoster',
  slotOutOfRange: 'invalidRequest',
  leaderToList: 'invalidRequest',
  slotFilled: 'slotFilled',
  anotherCharacterInRoster: 'anotherCharacterInRoster',
};

/**
 * Applies roster moves (`POST /api/moveRecords` and the socket's DragAndDrop). The raid's row lock makes
 * concurrent drops queue, so each sees the roster the previous one left and a taken slot answers 'Raid slot is
 * already filled.'. Answers the raid's records after the change.
 */
export async function moveRecords(
  deps: RosterDeps,
  actor: Actor,
  expansion: ExpansionKey,
  payload: { raidID: number; records: RecordMove[] },
): Promise<RaidRecord[]> {
  // The lock is the first read, with the roster read in the same round trip: a drop is one of many in a burst,
  // and every round trip before its broadcast is latency every watcher waits for.
  await changeAndTell(deps, async (trx, tell) => {
    const { locked, records } = await lockRaidWithRoster(trx, expansion, payload.raidID);
    if (!locked) fail('raidNotFound');
    if (!canManageRaid(actor, locked, deps.config.adminUserId)) fail('forbidden');
    if (!isRaidEditable(locked, deps.now())) fail('raidClosed');
    if (isRosterLocked(approvalState(locked))) fail('rosterLocked');
    const outcome = placeChoices(
      records.map((record) => ({ ...record, userID: record.user_id })),
      payload.records,
      locked.size,
    );
    if (!outcome.ok) fail(rosterErrors[outcome.error]);
    const before = new Map(records.map((record) => [record.id, record]));
    const changes = outcome.changes.map((change) => ({
      ...change,
      record: before.get(change.id) as (typeof records)[number],
    }));
    const moved = await applySlotChanges(
      trx,
      changes.map((change) => ({ id: change.id, slot: change.slot, leader: change.record.leader })),
      new Set(records.map((record) => record.slot).filter((slot) => slot > 0)),
      deps.now(),
    );
    const otherRaids = await followRosterChanges(
      trx,
      locked,
      changes.map((change) => ({ charId: change.record.char_id, from: change.record.slot, to: change.slot })),
    );
    // Only the slot changes touch this raid's records (the similar raids' are others'), so the records one
    // statement moved are the whole delta; after a swap's several statements it is read.
    const delta = moved
      ? stampedRecordsDelta(moved, expansion)
      : await raidRecordsDelta(trx, locked.id, expansion, undefined);
    const users = changes.map((change) => change.record.user_id);
    await announceRecordsChangedIn(tell, expansion, [locked.id, ...otherRaids], users, delta);
  });
  return raidRecords(deps.db, payload.raidID, expansion);
}

/** Approves a preliminary roster, which locks it (SPEC section 4 "Roster"). */
export async function approveRoster(deps: RosterDeps, actor: Actor, expansion: ExpansionKey, raidId: number) {
  const raid = await raidOrNotFound(deps.db, raidId, expansion);
  if (!canManageRaid(actor, raid, deps.config.adminUserId)) fail('forbidden');
  const now = deps.now();
  if (!canApproveRoster(approvalState(raid), now))
    fail(raidStatus(raid, now) === 'active' ? 'rosterLocked' : 'raidClosed');
  // Of two approvals racing, the one that finds the roster approved already is told it is locked.
  const approved = await changeAndTell(deps, async (trx, tell) => {
    if (!(await markRosterApproved(trx, raid.id, now))) return false;
    await tell({ type: 'rosterApproved', expansion, raidId: raid.id });
    return true;
  });
  if (!approved) fail('rosterLocked');
}
