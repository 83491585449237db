import { type Kysely, sql } from 'kysely';

/**
 * What the lists and live updates read instead of counting per request (issue: a site of 100k raids).
 *
 * - `raids` keeps its card's counts (roster slots filled, roster tanks / healers / dps, every visible record,
 *   history entries), kept by triggers in the transaction that changes records or history, so no code path
 *   can forget them. Statement-level triggers with transition tables cost one UPDATE per raid per statement,
 *   however many records the statement touches.
 * - `raids.records_version` rises by one in each transaction that changes the raid's records; each record
 *   carries the version of its last change and each removed record leaves a row in `record_removals`, so live
 *   updates send only what changed since the version a client holds. The raid's row lock taken by the bump
 *   orders those transactions, so versions follow commit order.
 * - `raid_totals` counts raids per expansion, leader, community, realm and loot system for the leaders and
 *   communities tables.
 * - Indexes for the active list (small: upcoming raids only) and a covering index that lets any archive page
 *   be found from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE raids
      ADD COLUMN slots_filled smallint NOT NULL DEFAULT 0,
      ADD COLUMN tanks smallint NOT NULL DEFAULT 0,
      ADD COLUMN healers smallint NOT NULL DEFAULT 0,
      ADD COLUMN dps smallint NOT NULL DEFAULT 0,
      ADD COLUMN records_count integer NOT NULL DEFAULT 0,
      ADD COLUMN messages_count integer NOT NULL DEFAULT 0,
      ADD COLUMN records_version bigint NOT NULL DEFAULT 0,
      ADD COLUMN records_version_xact xid8;
    ALTER TABLE records ADD COLUMN version bigint NOT NULL DEFAULT 0;
    CREATE INDEX records_by_raid_version ON records (raid_id, version);

    CREATE TABLE record_removals (
      raid_id integer NOT NULL REFERENCES raids(id) ON DELETE CASCADE,
      record_id integer NOT NULL,
      version bigint NOT NULL,
      PRIMARY KEY (raid_id, version, record_id)
    );

    -- Raises the raid's records version once per transaction and stamps the record with it.
    CREATE FUNCTION records_stamp_version() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      raid integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.raid_id ELSE NEW.raid_id END;
      stamped bigint;
    BEGIN
      UPDATE raids SET records_version = records_version + 1, records_version_xact = pg_current_xact_id()
        WHERE id = raid AND records_version_xact IS DISTINCT FROM pg_current_xact_id()
        RETURNING records_version INTO stamped;
      IF stamped IS NULL THEN
        SELECT records_version INTO stamped FROM raids WHERE id = raid;
      END IF;
      IF TG_OP = 'DELETE' THEN
        -- A raid being deleted takes its records along; nobody watches it any more.
        IF stamped IS NOT NULL THEN
          INSERT INTO record_removals (raid_id, record_id, version) VALUES (raid, OLD.id, stamped)
            ON CONFLICT DO NOTHING;
        END IF;
        RETURN OLD;
      END IF;
      NEW.version := coalesce(stamped, 0);
      RETURN NEW;
    END $$;
    CREATE TRIGGER records_stamp_version BEFORE INSERT OR UPDATE OR DELETE ON records
      FOR EACH ROW EXECUTE FUNCTION records_stamp_version();

    -- Adds one signed set of record rows to their raids' counts (visible records only).
    CREATE FUNCTION raids_add_record_counts(changes jsonb) RETURNS void LANGUAGE sql AS $$
      UPDATE raids SET
        slots_filled = raids.slots_filled + delta.slots,
        tanks = raids.tanks + delta.tanks,
        healers = raids.healers + delta.healers,
        dps = raids.dps + delta.dps,
        records_count = raids.records_count + delta.records
      FROM (
        SELECT (row->>'raid_id')::int AS raid_id,
          coalesce(sum((row->>'sign')::int) FILTER (WHERE (row->>'slot')::int > 0), 0) AS slots,
          coalesce(sum((row->>'sign')::int) FILTER (WHERE (row->>'slot')::int > 0 AND (row->>'role')::int = 1), 0) AS tanks,
          coalesce(sum((row->>'sign')::int) FILTER (WHERE (row->>'slot')::int > 0 AND (row->>'role')::int = 2), 0) AS healers,
          coalesce(sum((row->>'sign')::int) FILTER (WHERE (row->>'slot')::int > 0 AND (row->>'role')::int > 2), 0) AS dps,
          sum((row->>'sign')::int) AS records
        FROM jsonb_array_elements(changes) AS row
        GROUP BY 1
      ) AS delta
      WHERE raids.id = delta.raid_id
        AND (delta.slots, delta.tanks, delta.healers, delta.dps, delta.records) <> (0, 0, 0, 0, 0)
    $$;
  `.execute(db);

  // Counting through jsonb keeps one function for the three triggers (transition tables differ per event).
  await sql`
    CREATE FUNCTION records_counts_after() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changes jsonb;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        SELECT jsonb_agg(jsonb_build_object('raid_id', raid_id, 'slot', slot, 'role', role, 'sign', 1))
          INTO changes FROM new_rows WHERE suspended_by_raid_id IS NULL;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT jsonb_agg(jsonb_build_object('raid_id', raid_id, 'slot', slot, 'role', role, 'sign', -1))
          INTO changes FROM old_rows WHERE suspended_by_raid_id IS NULL;
      ELSE
        SELECT jsonb_agg(change) INTO changes FROM (
          SELECT jsonb_build_object('raid_id', raid_id, 'slot', slot, 'role', role, 'sign', 1) AS change
            FROM new_rows WHERE suspended_by_raid_id IS NULL
          UNION ALL
          SELECT jsonb_build_object('raid_id', raid_id, 'slot', slot, 'role', role, 'sign', -1)
            FROM old_rows WHERE suspended_by_raid_id IS NULL
        ) AS both_sides;
      END IF;
      IF changes IS NOT NULL THEN
        PERFORM raids_add_record_counts(changes);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER records_counts_insert AFTER INSERT ON records
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION records_counts_after();
    CREATE TRIGGER records_counts_update AFTER UPDATE ON records
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION records_counts_after();
    CREATE TRIGGER records_counts_delete AFTER DELETE ON records
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION records_counts_after();

    CREATE FUNCTION history_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE raids SET messages_count = messages_count + 1 WHERE id = NEW.raid_id;
      ELSE
        UPDATE raids SET messages_count = messages_count - 1 WHERE id = OLD.raid_id;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER history_count AFTER INSERT OR DELETE ON history
      FOR EACH ROW EXECUTE FUNCTION history_count();

    CREATE TABLE raid_totals (
      expansion text NOT NULL,
      user_id text NOT NULL,
      guild_id text NOT NULL,
      server integer NOT NULL,
      loot_system integer NOT NULL,
      raids integer NOT NULL,
      PRIMARY KEY (expansion, user_id, guild_id, server, loot_system)
    );
    CREATE INDEX raid_totals_by_guild ON raid_totals (expansion, guild_id);
    CREATE INDEX raid_totals_by_user ON raid_totals (user_id);

    CREATE FUNCTION raid_totals_add(raid raids, change integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO raid_totals AS totals (expansion, user_id, guild_id, server, loot_system, raids)
        VALUES (raid.expansion, raid.user_id, raid.discord_server, raid.server, raid.loot_system, change)
        ON CONFLICT (expansion, user_id, guild_id, server, loot_system)
        DO UPDATE SET raids = totals.raids + excluded.raids
    $$;
    CREATE FUNCTION raids_totals_after() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM raid_totals_add(OLD, -1); END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM raid_totals_add(NEW, 1); END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER raids_totals_insert_delete AFTER INSERT OR DELETE ON raids
      FOR EACH ROW EXECUTE FUNCTION raids_totals_after();
    CREATE TRIGGER raids_totals_update AFTER UPDATE OF expansion, user_id, discord_server, server, loot_system
      ON raids FOR EACH ROW
      WHEN ((OLD.expansion, OLD.user_id, OLD.discord_server, OLD.server, OLD.loot_system)
        IS DISTINCT FROM (NEW.expansion, NEW.user_id, NEW.discord_server, NEW.server, NEW.loot_system))
      EXECUTE FUNCTION raids_totals_after();

    -- Recomputes every maintained count from the rows: the backfill here, and for bulk loads that insert with
    -- triggers off (bench/world).
    CREATE FUNCTION recount_list_counters() RETURNS void LANGUAGE sql AS $$
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
    $$;
    SELECT recount_list_counters();

    DROP INDEX raids_active_list;
    CREATE INDEX raids_active_list ON raids (expansion, date, id) WHERE NOT is_archive AND NOT canceled;
    DROP INDEX raids_archive_list;
    CREATE INDEX raids_archive_pages ON raids (expansion, date DESC, id DESC)
      INCLUDE (is_archive, canceled, server, faction, zone, zone2, zone3, size, difficulty, loot_system,
        user_id, discord_server);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX raids_archive_pages;
    DROP INDEX raids_active_list;
    CREATE INDEX raids_active_list ON raids (expansion, date) WHERE NOT is_archive;
    CREATE INDEX raids_archive_list ON raids (expansion, date DESC) WHERE is_archive;
    DROP FUNCTION recount_list_counters();
    DROP TRIGGER raids_totals_update ON raids;
    DROP TRIGGER raids_totals_insert_delete ON raids;
    DROP FUNCTION raids_totals_after();
    DROP FUNCTION raid_totals_add(raids, integer);
    DROP TABLE raid_totals;
    DROP TRIGGER history_count ON history;
    DROP FUNCTION history_count();
    DROP TRIGGER records_counts_insert ON records;
    DROP TRIGGER records_counts_update ON records;
    DROP TRIGGER records_counts_delete ON records;
    DROP FUNCTION records_counts_after();
    DROP FUNCTION raids_add_record_counts(jsonb);
    DROP TRIGGER records_stamp_version ON records;
    DROP FUNCTION records_stamp_version();
    DROP TABLE record_removals;
    DROP INDEX records_by_raid_version;
    ALTER TABLE records DROP COLUMN version;
    ALTER TABLE raids DROP COLUMN slots_filled, DROP COLUMN tanks, DROP COLUMN healers, DROP COLUMN dps,
      DROP COLUMN records_count, DROP COLUMN messages_count, DROP COLUMN records_version,
      DROP COLUMN records_version_xact;
  `.execute(db);
}
