import { type Kysely, sql } from 'kysely';

/**
 * What the scheduled jobs (src/jobs) need to run each piece of work once. `auto_raids.active_since` tells a
 * template that was due at this week's creation moment and missed its start (its leader is told) from one
 * switched on or moved after the moment (it owes nothing this week once its start has passed);
 * `last_created_for` is the start it last handled, created or refused. `raids.reminder_sent_for` is the start
 * whose reminder went out, so a retried job sends nothing twice and a rescheduled raid is reminded again.
 * pg-boss keeps its own tables in the `pgboss` schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE auto_raids ADD COLUMN active_since timestamptz NOT NULL DEFAULT now();
    COMMENT ON COLUMN auto_raids.last_created_for IS 'start last handled: created, or refused and told';
    ALTER TABLE raids ADD COLUMN reminder_sent_for timestamptz;
    CREATE INDEX raids_upcoming ON raids (date) WHERE NOT canceled;
  `.execute(db);
}
