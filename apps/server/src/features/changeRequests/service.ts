import { findSpec } from '@raid/domain/catalogue/classes';
import { roleNumber, type ExpansionKey } from '@raid/domain/catalogue/types';
import { isRaidEditable } from '@raid/domain/rules/raidLifecycle';
import type { AppDeps } from '../../appDeps.js';
import { changeAndTell } from '../../events/changeAndTell.js';
import type { Executor } from '../../db/database.js';
import type { CharacterRow, RaidRow, UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { findCharacter } from '../../data/chars.js';
import { addHistory } from '../../data/history.js';
import { canManageRaid, mayBringCharacter } from '@raid/domain/rules/raidManagers';
import { lockRaid, raidOrNotFound } from '../../data/raids.js';
import { characterColumns } from '../../data/historyFields.js';
import { announceRecordsChanged } from '../../events/recordEvents.js';
import { findRecordOfCharacter, findRecordWithRaid, updateRecord } from '../../data/records.js';
import { currentSlot } from '../../data/recordSlots.js';
import { followRosterChanges } from '../../data/similarRaidExclusion.js';
import { mayAnswerChangeRequest } from './ability.js';
import {
  closeChangeRequest,
  insertChangeRequest,
  lockActiveChangeRequest,
} from '../../data/changeRequests.js';

type ChangeDeps = Pick<AppDeps, 'db' | 'config' | 'events' | 'now'>;

/**
 * A character that may replace one of the owner's records in the raid: the owner's own live character of the
 * raid's realm and faction, not signed up there already.
 */
async function replacementFor(
  db: Executor,
  raid: RaidRow,
  ownerId: string,
  charId: number,
  expansion: ExpansionKey,
  field: string,
): Promise<CharacterRow> {
  const character = await findCharacter(db, expansion, charId);
  if (!character || !mayBringCharacter(ownerId, character, raid)) refuseField(field);
  if (await findRecordOfCharacter(db, raid.id, character.id)) fail('anotherCharacterInRoster');
  return character;
}

/**
 * `GET /api/changeRequest`: the leader asks the owner of `char`'s record to put their character `newChar` in its
 * place, or (newChar 0) to add a character for it. One active request per character (a unique index).
 */
export async function requestChange(
  deps: ChangeDeps,
  user: UserRow,
  expansion: ExpansionKey,
  query: { raid: number; char: number; newChar: number },
): Promise<void> {
  const raid = await raidOrNotFound(deps.db, query.raid, expansion);
  if (!canManageRaid(user, raid, deps.config.adminUserId)) fail('forbidden');
  if (!isRaidEditable(raid, deps.now())) fail('raidClosed');
  const record = (await findRecordOfCharacter(deps.db, raid.id, query.char)) ?? fail('characterNotInRoster');
  // The leader's record names the raid's own character; it changes with the raid's parameters instead.
  if (record.leader) refuseField('char');
  const character = (await findCharacter(deps.db, expansion, record.char_id)) ?? fail('notFound');
  const replacement = query.newChar
    ? await replacementFor(deps.db, raid, record.user_id, query.newChar, expansion, 'newChar')
    : null;
  const replacementSpec = replacement ? findSpec(expansion, replacement.spec) : undefined;

  await changeAndTell(deps, async (trx, tell) => {
    await insertChangeRequest(trx, {
      raid_id: raid.id,
      record_id: record.id,
      char_id: record.char_id,
      new_char_id: replacement?.id ?? null,
      requested_by: user.id,
    });
    await addHistory(trx, {
      raid_id: raid.id,
      user_id: user.id,
      event: replacement ? 'changeRequest' : 'changeRequestAdd',
      ...characterColumns(expansion, 'prev', {
        name: character.name,
        specId: record.spec_id,
        role: record.role,
      }),
      ...(replacement && replacementSpec
        ? characterColumns(expansion, 'next', {
            name: replacement.name,
            specId: replacementSpec.id,
            role: roleNumber[replacementSpec.role],
          })
        : {}),
    });
    await tell({ type: 'recordsChanged', expansion, raidIds: [raid.id], userIds: [record.user_id] });
  });
}

/**
 * `POST /api/answerChangeRequest`: the record's owner declines (keeping the reason) or accepts, which puts the
 * requested character (or, for an add request, the one the owner names) in the record's place and slot.
 */
export async function answerChangeRequest(
  deps: ChangeDeps,
  user: UserRow,
  expansion: ExpansionKey,
  payload: { record: number; accept: boolean; reason?: string | undefined; char?: number | undefined },
): Promise<void> {
  const record =
    (await findRecordWithRaid(deps.db, payload.record, expansion)) ?? fail('noActiveChangeRequest');
  if (!mayAnswerChangeRequest(user, record)) fail('forbidden');
  const reason = payload.reason?.trim() || null;

  await changeAndTell(deps, async (trx, tell) => {
    const raid = (await lockRaid(trx, expansion, record.raid_id)) ?? fail('raidNotFound');
    const request = await lockActiveChangeRequest(trx, record.id);
    if (!request) fail('noActiveChangeRequest');
    const now = deps.now();
    const answered = {
      type: 'changeRequestAnswered',
      expansion,
      raidId: record.raid_id,
      requestedBy: request.requested_by,
      ownerId: user.id,
      accepted: payload.accept,
      reason,
    } as const;
    if (!payload.accept) {
      await closeChangeRequest(trx, request.id, { status: 'declined', reason, answered_at: now });
      await tell(answered);
      await announceRecordsChanged(trx, tell, expansion, record.raid_id, [user.id]);
      return;
    }

    if (!isRaidEditable(raid, now)) fail('raidClosed');
    // The character the leader asked for, else (a request to add one) the one the owner names.
    const field = request.new_char_id === null ? 'char' : 'record';
    const newCharId = request.new_char_id ?? payload.char ?? refuseField('char', 'fillAllFields');
    const replacement = await replacementFor(trx, raid, user.id, newCharId, expansion, field);
    const spec = findSpec(expansion, replacement.spec) ?? refuseField(field);
    // A roster move may have changed the slot since the first read.
    const slot = await currentSlot(trx, record.id);
    const role = roleNumber[spec.role];
    await updateRecord(trx, record.id, {
      char_id: replacement.id,
      spec_id: spec.id,
      role,
      logs: replacement.logs,
      ilvl: replacement.ilvl,
      updated_at: now,
    });
    await closeChangeRequest(trx, request.id, { status: 'accepted', reason, answered_at: now });
    await addHistory(trx, {
      raid_id: raid.id,
      user_id: user.id,
      event: 'editChar',
      ...characterColumns(expansion, 'prev', {
        name: record.char_name,
        specId: record.spec_id,
        role: record.role,
      }),
      ...characterColumns(expansion, 'next', { name: replacement.name, specId: spec.id, role }),
      text: reason,
    });
    if (slot > 0) {
      await followRosterChanges(trx, raid, [
        { charId: record.char_id, from: slot, to: 0 },
        { charId: replacement.id, from: 0, to: slot },
      ]);
    }
    await tell(answered);
    await announceRecordsChanged(trx, tell, expansion, record.raid_id, [user.id]);
  });
}
