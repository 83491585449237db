import { lockoutResets } from '@raid/domain/catalogue/common';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import {
  areSimilarRaids,
  lockoutResetFor,
  lockoutWindow,
  type SimilarityKey,
} from '@raid/domain/rules/similarRaids';
import type { Transaction } from 'kysely';
import type { Database, RaidRow } from '../../db/schema.js';
import type { Executor } from './repository.js';

/**
 * SPEC section 4 "Roster": a character accepted into one raid's roster leaves the sign-up lists of similar
 * raids (its records there are suspended by this raid), and comes back to them when it leaves the roster.
 */

function similarityKey(raid: RaidRow): SimilarityKey {
  return {
    expansion: raid.expansion,
    server: raid.server,
    zone: raid.zone,
    size: raid.size,
    difficulty: raid.difficulty,
    date: raid.date,
  };
}

/** Ids of the other, not canceled raids similar to this one. */
export async function similarRaidIds(db: Executor, raid: RaidRow): Promise<number[]> {
  const realm = expansionCatalogue(raid.expansion as ExpansionKey).servers.find(
    (server) => server.id === raid.server,
  );
  if (!realm) return [];
  const reset = lockoutResetFor(realm.serverRegion, lockoutResets);
  const window = lockoutWindow(raid.date, reset);
  const candidates = await db
    .selectFrom('raids')
    .selectAll()
    .where('expansion', '=', raid.expansion)
    .where('server', '=', raid.server)
    .where('zone', '=', raid.zone)
    .where('size', '=', raid.size)
    .where('difficulty', '=', raid.difficulty)
    .where('date', '>=', window.from)
    .where('date', '<', window.to)
    .where('canceled', '=', false)
    .where('id', '!=', raid.id)
    .execute();
  const key = similarityKey(raid);
  return candidates
    .filter((other) => areSimilarRaids(key, similarityKey(other), reset))
    .map((other) => other.id);
}

/** For each character already in the roster of one of the raids, that raid's id. */
export async function rosterPlacesIn(
  db: Executor,
  raidIds: readonly number[],
  charIds: readonly number[],
): Promise<Map<number, number>> {
  if (raidIds.length === 0 || charIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('records')
    .select(['char_id', 'raid_id'])
    .where('raid_id', 'in', raidIds)
    .where('char_id', 'in', charIds)
    .where('slot', '>', 0)
    .execute();
  return new Map(rows.map((row) => [row.char_id, row.raid_id]));
}

/** The distinct raids of changed record rows. */
const raidsOf = (rows: ReadonlyArray<{ raid_id: number }>) => [...new Set(rows.map((row) => row.raid_id))];

/**
 * Takes the characters, just placed in `raid`'s roster, off the sign-up lists of the similar raids. Answers
 * the raids whose lists changed.
 */
export async function suspendInSimilarRaids(
  trx: Transaction<Database>,
  raid: RaidRow,
  similarIds: readonly number[],
  charIds: readonly number[],
): Promise<number[]> {
  if (similarIds.length === 0 || charIds.length === 0) return [];
  const rows = await trx
    .updateTable('records')
    .set({ suspended_by_raid_id: raid.id })
    .where('raid_id', 'in', similarIds)
    .where('char_id', 'in', charIds)
    .where('slot', '=', 0)
    .where('suspended_by_raid_id', 'is', null)
    .returning('raid_id')
    .execute();
  return raidsOf(rows);
}

/**
 * Puts the characters, just gone from `raidId`'s roster, back on the sign-up lists it had taken them off.
 * Answers the raids whose lists changed.
 */
export async function restoreSuspendedBy(
  trx: Transaction<Database>,
  raidId: number,
  charIds: readonly number[],
): Promise<number[]> {
  if (charIds.length === 0) return [];
  const rows = await trx
    .updateTable('records')
    .set({ suspended_by_raid_id: null })
    .where('suspended_by_raid_id', '=', raidId)
    .where('char_id', 'in', charIds)
    .returning('raid_id')
    .execute();
  return raidsOf(rows);
}

/**
 * Suspends and restores after a set of slot changes: old and new slot of each changed character. Answers the
 * other raids whose lists changed.
 */
export async function followRosterChanges(
  trx: Transaction<Database>,
  raid: RaidRow,
  moves: ReadonlyArray<{ charId: number; from: number; to: number }>,
): Promise<number[]> {
  const entered = moves.filter((move) => move.from === 0 && move.to > 0).map((move) => move.charId);
  const left = moves.filter((move) => move.from > 0 && move.to === 0).map((move) => move.charId);
  const restored = await restoreSuspendedBy(trx, raid.id, left);
  const suspended =
    entered.length > 0
      ? await suspendInSimilarRaids(trx, raid, await similarRaidIds(trx, raid), entered)
      : [];
  return [...new Set([...restored, ...suspended])];
}
