import { type Kysely, sql } from 'kysely';

/**
 * Raids per expansion and day (UTC), kept by triggers: the archive finds the day on which any of its pages
 * starts by summing a few hundred day counts instead of skipping every newer raid, so page 900 costs what page
 * 1 does, at any size. A partial index finds the canceled or archived raids still ahead (the archive's top).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE raid_days (
      expansion text NOT NULL,
      day date NOT NULL,
      raids integer NOT NULL,
      PRIMARY KEY (expansion, day)
    );

    CREATE FUNCTION raid_days_add(expansion text, date timestamptz, change integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO raid_days AS days (expansion, day, raids)
        VALUES (expansion, (date AT TIME ZONE 'UTC')::date, change)
        ON CONFLICT (expansion, day) DO UPDATE SET raids = days.raids + excluded.raids
    $$;
    CREATE FUNCTION raids_days_after() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM raid_days_add(OLD.expansion, OLD.date, -1); END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM raid_days_add(NEW.expansion, NEW.date, 1); END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER raids_days_insert_delete AFTER INSERT OR DELETE ON raids
      FOR EACH ROW EXECUTE FUNCTION raids_days_after();
    CREATE TRIGGER raids_days_update AFTER UPDATE OF expansion, date ON raids FOR EACH ROW
      WHEN ((OLD.expansion, OLD.date) IS DISTINCT FROM (NEW.expansion, NEW.date))
      EXECUTE FUNCTION raids_days_after();

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
      INSERT INTO raid_days (expansion, day, raids)
        SELECT expansion, (date AT TIME ZONE 'UTC')::date, count(*) FROM raids GROUP BY 1, 2;
    $$;
    INSERT INTO raid_days (expansion, day, raids)
      SELECT expansion, (date AT TIME ZONE 'UTC')::date, count(*) FROM raids GROUP BY 1, 2;

    CREATE INDEX raids_closed_ahead ON raids (expansion, date) WHERE canceled OR is_archive;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX raids_closed_ahead;
    DROP TRIGGER raids_days_update ON raids;
    DROP TRIGGER raids_days_insert_delete ON raids;
    DROP FUNCTION raids_days_after();
    DROP FUNCTION raid_days_add(text, timestamptz, integer);
    DROP TABLE raid_days;
  `.execute(db);
}
