import { sql } from 'kysely';
import type { Db } from '../db/database.js';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export interface KeyClaim {
  caller: string;
  key: string;
  requestHash: string;
  startedAt: Date;
}

interface StoredKey {
  requestHash: string;
  startedAt: Date;
  status: number | null;
  body: string | null;
}

/**
 * Claims a key for this request: a new row, or one whose time is up — expired (`expiredBefore`) or still
 * unanswered since `abandonedBefore` (its process died). The primary key decides between parallel requests:
 * exactly one of them gets `true`.
 */
export async function claimKey(
  db: Executor,
  claim: KeyClaim,
  limits: { expiredBefore: Date; abandonedBefore: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      caller: claim.caller,
      key: claim.key,
      request_hash: claim.requestHash,
      started_at: claim.startedAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['caller', 'key'])
        .doUpdateSet({
          request_hash: claim.requestHash,
          started_at: claim.startedAt,
          status: null,
          body: null,
        })
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.started_at', '<', limits.expiredBefore),
            eb.and([
              eb('idempotency_keys.status', 'is', null),
              eb('idempotency_keys.started_at', '<', limits.abandonedBefore),
            ]),
          ]),
        ),
    )
    .returning('caller')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findKey(db: Executor, caller: string, key: string): Promise<StoredKey | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'started_at', 'status', 'body'])
    .where('caller', '=', caller)
    .where('key', '=', key)
    .executeTakeFirst();
  return (
    row && { requestHash: row.request_hash, startedAt: row.started_at, status: row.status, body: row.body }
  );
}

/** Keeps the answer of the claim's request; a claim taken over meanwhile (same key, newer start) is left alone. */
export async function storeAnswer(
  db: Executor,
  claim: KeyClaim,
  status: number,
  body: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status, body })
    .where('caller', '=', claim.caller)
    .where('key', '=', claim.key)
    .where('started_at', '=', claim.startedAt)
    .where('status', 'is', null)
    .execute();
}

/** Gives the key up unanswered, so a retry acts afresh. */
export async function releaseKey(db: Executor, claim: KeyClaim): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('caller', '=', claim.caller)
    .where('key', '=', claim.key)
    .where('started_at', '=', claim.startedAt)
    .where('status', 'is', null)
    .execute();
}

/** Deletes up to `limit` expired keys: a bounded sweep, made beside new claims, keeps the table to a day's keys. */
export async function pruneExpiredKeys(db: Executor, expiredBefore: Date, limit: number): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where(
      sql<boolean>`ctid = ANY (ARRAY(SELECT ctid FROM idempotency_keys WHERE started_at < ${expiredBefore} LIMIT ${limit}))`,
    )
    .execute();
}
