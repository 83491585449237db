import { type Kysely, sql } from 'kysely';

/**
 * Calendar feeds (issue 16).
 *
 * - `users.calendar_secret` is the personal feed's bearer secret, kept readable so Settings can show the address
 *   again; `calendar_secret_hash` (its SHA-256) is what a feed request is looked up by, so the lookup's timing
 *   says nothing about the secret itself.
 * - `raids.calendar_sequence` is the events' SEQUENCE (RFC 5545 3.8.7.4): a trigger raises it whenever the start
 *   or the canceled flag changes, in the transaction of that change, so no code path can forget it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN calendar_secret text,
      ADD COLUMN calendar_secret_hash text;
    CREATE UNIQUE INDEX users_calendar_secret_hash ON users (calendar_secret_hash);

    ALTER TABLE raids ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0;
    CREATE FUNCTION raids_bump_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.calendar_sequence := OLD.calendar_sequence + 1;
      RETURN NEW;
    END $$;
    CREATE TRIGGER raids_bump_calendar_sequence BEFORE UPDATE OF date, canceled ON raids
      FOR EACH ROW WHEN ((OLD.date, OLD.canceled) IS DISTINCT FROM (NEW.date, NEW.canceled))
      EXECUTE FUNCTION raids_bump_calendar_sequence();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER raids_bump_calendar_sequence ON raids;
    DROP FUNCTION raids_bump_calendar_sequence();
    ALTER TABLE raids DROP COLUMN calendar_sequence;
    DROP INDEX users_calendar_secret_hash;
    ALTER TABLE users DROP COLUMN calendar_secret, DROP COLUMN calendar_secret_hash;
  `.execute(db);
}
