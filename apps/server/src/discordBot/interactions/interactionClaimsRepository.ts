import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/** An interaction's token lives 15 minutes; no delivery of it is valid later, so its claim may go then. */
const CLAIM_LIFETIME_MS = 15 * 60_000;

/**
 * Claims an interaction for this delivery: true the first time its id is seen, false for a replay. The claim
 * commits before the work starts, so two deliveries racing in two processes act once.
 */
export async function claimInteraction(db: Executor, id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insertInto('interaction_claims')
    .values({ id, expires_at: new Date(now.getTime() + CLAIM_LIFETIME_MS) })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Deletes up to `limit` expired claims: a bounded sweep beside new claims keeps the table to 15 minutes' worth. */
export async function pruneExpiredClaims(db: Executor, now: Date, limit: number): Promise<void> {
  await db
    .deleteFrom('interaction_claims')
    .where(
      sql<boolean>`ctid = ANY (ARRAY(SELECT ctid FROM interaction_claims WHERE expires_at <= ${now} LIMIT ${limit}))`,
    )
    .execute();
}
