import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { catalogueZone, findZone, lockoutPeriod, raidZones, realmRegion } from '@raid/domain/rules/lockouts';
import { saveModeChoices } from '@raid/domain/rules/lockoutModes';
import type { LockoutSave } from '@raid/domain/schemas/lockouts';
import type { z } from 'zod';
import type { addLockoutSavePayload, deleteLockoutSavePayload } from '@raid/domain/schemas/lockouts';
import type { AppDeps } from '../../appDeps.js';
import type { Executor } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { mayEditCharacter } from '@raid/domain/rules/characterAbility';
import { findCharacter } from '../../data/chars.js';
import { mayDeleteSave } from './ability.js';
import { presentSave } from '../../presenters/lockoutSaves.js';
import { deleteSave, findSave, insertSaves, rosterForSaves, saveWithOwner } from '../../data/lockouts.js';

/**
 * A completed raid saves every character of its roster to each of its zones until the zone's next reset after
 * the raid's start (issue 30). Running it again adds nothing. Answers how many saves it added.
 */
export async function saveCompletedRoster(db: Executor, raidId: number): Promise<number> {
  const roster = await rosterForSaves(db, raidId);
  const raid = roster[0];
  if (!raid || raid.canceled) return 0;
  const region = realmRegion(raid.expansion, raid.server);
  if (!region) return 0;
  const periods = raidZones(raid).map((zone) => ({
    zone,
    ...lockoutPeriod(raid.date, catalogueZone(raid.expansion, zone), region),
  }));
  return insertSaves(
    db,
    roster.flatMap(({ char_id }) =>
      periods.map(({ zone, from, to }) => ({
        char_id,
        zone,
        saved_from: from,
        saved_until: to,
        raid_id: raidId,
        size: raid.size,
        difficulty: raid.difficulty,
      })),
    ),
  );
}

/**
 * The caller's character was saved to a zone outside the planner in the current reset: it is saved until the
 * zone's next reset. Its size and difficulty may be said where the zone's lockout tells them apart
 * (saveModeChoices); left out, the save holds every size or difficulty. Adding a save already known answers it.
 */
export async function addLockoutSave(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: UserRow,
  expansion: ExpansionKey,
  payload: z.infer<typeof addLockoutSavePayload>,
): Promise<LockoutSave> {
  const character = (await findCharacter(deps.db, expansion, payload.char)) ?? fail('notFound');
  if (!mayEditCharacter(user, character)) fail('forbidden');
  const zone = findZone(expansion, payload.zone) ?? refuseField('zone');
  const region = realmRegion(expansion, character.server) ?? refuseField('char');
  const choices = saveModeChoices(expansion, zone);
  const size = payload.size ?? null;
  const difficulty = payload.difficulty ?? null;
  if (size !== null && !choices.sizes.includes(size)) refuseField('size');
  if (difficulty !== null && !choices.difficulties.includes(difficulty)) refuseField('difficulty');
  const { from, to } = lockoutPeriod(deps.now(), zone, region);
  await insertSaves(deps.db, [
    {
      char_id: character.id,
      zone: zone.id,
      saved_from: from,
      saved_until: to,
      raid_id: null,
      size,
      difficulty,
    },
  ]);
  const save =
    (await findSave(deps.db, { charId: character.id, zone: zone.id, savedUntil: to, size, difficulty })) ??
    fail('notFound');
  return presentSave(save);
}

/** Deletes one of the caller's saves added by hand; a save made by a completed raid stays. */
export async function deleteLockoutSave(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  payload: z.infer<typeof deleteLockoutSavePayload>,
): Promise<{ success: true }> {
  const save = (await saveWithOwner(deps.db, payload.id)) ?? fail('notFound');
  if (!mayDeleteSave(user, save)) fail('forbidden');
  await deleteSave(deps.db, save.id);
  return { success: true };
}
