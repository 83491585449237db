import { type Kysely, sql } from 'kysely';

/**
 * Reads that stay flat at 1M raids (issue 31):
 *
 * - The active list's total without counting it: `raid_days` also keeps, per expansion and day, the raids
 *   still open (neither archived nor canceled). The active list's size is then the open raids of the days
 *   after the cutoff's day, summed from a few dozen day rows, plus those of the cutoff's own day still ahead of
 *   it, counted on the active list's index: one day of raids instead of all upcoming ones.
 * - One raid's records are a few dozen rows, whatever the table's size. ANALYZE's sample of a 32M-row records
 *   table guessed 60k distinct raids (536 records a raid), and PostgreSQL then read every user in key order to
 *   merge them with a raid's records (130 ms instead of 0.3 ms). The number of distinct raids is stated as a
 *   share of the rows instead: about 33 records a raid, the bench world's mean and a full raid's roster.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE records ALTER COLUMN raid_id SET (n_distinct = -0.03);
    ANALYZE records;

    ALTER TABLE raid_days ADD COLUMN open integer NOT NULL DEFAULT 0;

    DROP FUNCTION raid_days_add(text, timestamptz, integer);
    CREATE FUNCTION raid_days_add(raid raids, change integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO raid_days AS days (expansion, day, raids, open)
        VALUES (raid.expansion, (raid.date AT TIME ZONE 'UTC')::date, change,
          CASE WHEN raid.is_archive OR raid.canceled THEN 0 ELSE change END)
        ON CONFLICT (expansion, day)
        DO UPDATE SET raids = days.raids + excluded.raids, open = days.open + excluded.open
    $$;
    CREATE OR REPLACE FUNCTION raids_days_after() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM raid_days_add(OLD, -1); END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM raid_days_add(NEW, 1); END IF;
      RETURN NULL;
    END $$;
    DROP TRIGGER raids_days_update ON raids;
    CREATE TRIGGER raids_days_update AFTER UPDATE OF expansion, date, is_archive, canceled ON raids FOR EACH ROW
      WHEN ((OLD.expansion, OLD.date, OLD.is_archive, OLD.canceled)
        IS DISTINCT FROM (NEW.expansion, NEW.date, NEW.is_archive, NEW.canceled))
      EXECUTE FUNCTION raids_days_after();

    INSERT INTO raid_days AS days (expansion, day, raids, open)
      SELECT expansion, (date AT TIME ZONE 'UTC')::date, 0, count(*)
      FROM raids WHERE NOT is_archive AND NOT canceled GROUP BY 1, 2
      ON CONFLICT (expansion, day) DO UPDATE SET open = excluded.open;
  `.execute(db);
  await replaceRecount(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceRecount(db, false);
  await sql`
    DROP TRIGGER raids_days_update ON raids;
    DROP FUNCTION raid_days_add(raids, integer);
    CREATE FUNCTION raid_days_add(expansion text, date timestamptz, change integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO raid_days AS days (expansion, day, raids)
        VALUES (expansion, (date AT TIME ZONE 'UTC')::date, change)
        ON CONFLICT (expansion, day) DO UPDATE SET raids = days.raids + excluded.raids
    $$;
    CREATE OR REPLACE FUNCTION raids_days_after() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM raid_days_add(OLD.expansion, OLD.date, -1); END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM raid_days_add(NEW.expansion, NEW.date, 1); END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER raids_days_update AFTER UPDATE OF expansion, date ON raids FOR EACH ROW
      WHEN ((OLD.expansion, OLD.date) IS DISTINCT FROM (NEW.expansion, NEW.date))
      EXECUTE FUNCTION raids_days_after();
    ALTER TABLE raid_days DROP COLUMN open;
    ALTER TABLE records ALTER COLUMN raid_id RESET (n_distinct);
  `.execute(db);
}

/** recount_list_counters() as migration 0005 left it, with or without the day counts' open raids. */
async function replaceRecount(db: Kysely<unknown>, withOpen: boolean): Promise<void> {
  const openColumn = withOpen ? ', open' : '';
  const openCount = withOpen ? ', count(*) FILTER (WHERE NOT is_archive AND NOT canceled)' : '';
  await sql`
    CREATE OR REPLACE FUNCTION recount_list_counters() RETURNS void LANGUAGE sql AS $$
      UPDATE raids SET
        slots_filled = coalesce(counts.slots, 0), tanks = coalesce(counts.tanks, 0),
        healers = coalesce(counts.healers, 0), dps = coalesce(counts.dps, 0),
        records_count = coalesce(counts.records, 0), messages_count = coalesce(messages.n, 0)
      FROM (SELECT id FROM raids) AS every
      LEFT JOIN (
        SELECT raid_id,
          count(*) FILTER (WHERE slot > 0) AS slots,
          count(*) FILTER (WHERE slot > 0 AND role = 1) AS tanks,
          count(*) FILTER (WHERE slot > 0 AND role = 2) AS healers,
          count(*) FILTER (WHERE slot > 0 AND role > 2) AS dps,
          count(*) AS records
        FROM records WHERE suspended_by_raid_id IS NULL GROUP BY raid_id
      ) AS counts ON counts.raid_id = every.id
      LEFT JOIN (SELECT raid_id, count(*) AS n FROM history GROUP BY raid_id) AS messages
        ON messages.raid_id = every.id
      WHERE raids.id = every.id;
      DELETE FROM raid_totals;
      INSERT INTO raid_totals (expansion, user_id, guild_id, server, loot_system, raids)
        SELECT expansion, user_id, discord_server, server, loot_system, count(*)
        FROM raids GROUP BY 1, 2, 3, 4, 5;
      DELETE FROM raid_days;
      INSERT INTO raid_days (expansion, day, raids${sql.raw(openColumn)})
        SELECT expansion, (date AT TIME ZONE 'UTC')::date, count(*)${sql.raw(openCount)} FROM raids GROUP BY 1, 2;
    $$;
  `.execute(db);
}
