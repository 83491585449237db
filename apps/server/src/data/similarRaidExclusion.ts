import { lockoutResets } from '@raid/domain/catalogue/common';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import {
  areSimilarRaids,
  lockoutResetFor,
  lockoutWindow,
  type SimilarityKey,
} from '@raid/domain/rules/similarRaids';
import type { Transaction } from 'kysely';
import type { Database, RaidRow } from '../db/schema.js';
import type { Executor } from '../db/database.js';
import type { ReadTogether } from '../db/statementsTogether.js';
import { raidsLikeInWindow } from './raids.js';
import { restoreSuspendedBy, suspendInSimilarRaids } from './recordSlots.js';

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
  const read = similarRaidsRead(db, raid);
  return read.answer(read.query ? await read.query.execute() : []);
}

/** similarRaidIds as a read to send with others (statementsTogether.ts): no statement for an unknown realm. */
export function similarRaidsRead(
  db: Executor,
  raid: RaidRow,
): ReadTogether<number[], ReturnType<typeof raidsLikeInWindow>> {
  const realm = expansionCatalogue(raid.expansion).servers.find((server) => server.id === raid.server);
  if (!realm) return { query: null, answer: () => [] };
  const reset = lockoutResetFor(realm.serverRegion, lockoutResets);
  const key = similarityKey(raid);
  return {
    query: raidsLikeInWindow(db, raid, lockoutWindow(raid.date, reset)),
    answer: (rows) =>
      (rows as RaidRow[])
        .filter((other) => areSimilarRaids(key, similarityKey(other), reset))
        .map((other) => other.id),
  };
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
