import { type Kysely, sql } from 'kysely';

/**
 * The raid leaders and communities tables at 1M raids (issue 31): one row per expansion and leader
 * (`leader_totals`) and per expansion and community (`guild_totals`) holding what those tables show: the raids
 * led there, and the realm and loot system most of them use (ties: the lowest id; null while the count is 0).
 * Both tables were computed per request from `raid_totals`, whose rows grow with the number of leader, community,
 * realm and loot system combinations (50,001 at 1M raids, 603 and 642 ms a rewrite); now each shown row is
 * one summary row.
 *
 * Kept by the raids' totals trigger in the transaction that changes a raid. The counts move by a delta. The
 * most used realm and loot system are read again from the owner's few `raid_totals` rows after the count's
 * upsert: that upsert's row lock queues the transactions changing the same owner's raids, and each statement of
 * a trigger sees what committed before it started (read committed), so the last of them reads every change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE leader_totals (
      expansion text NOT NULL,
      user_id text NOT NULL,
      raids integer NOT NULL,
      server integer,
      loot_system integer,
      PRIMARY KEY (expansion, user_id)
    );
    -- A leader's raids in every expansion, for the table's "total" column.
    CREATE INDEX leader_totals_by_user ON leader_totals (user_id) INCLUDE (raids);
    CREATE TABLE guild_totals (
      expansion text NOT NULL,
      guild_id text NOT NULL,
      raids integer NOT NULL,
      server integer,
      loot_system integer,
      PRIMARY KEY (expansion, guild_id)
    );

    CREATE FUNCTION owner_totals_add(raid raids, change integer) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO leader_totals AS totals (expansion, user_id, raids) VALUES (raid.expansion, raid.user_id, change)
        ON CONFLICT (expansion, user_id) DO UPDATE SET raids = totals.raids + excluded.raids;
      INSERT INTO guild_totals AS totals (expansion, guild_id, raids)
        VALUES (raid.expansion, raid.discord_server, change)
        ON CONFLICT (expansion, guild_id) DO UPDATE SET raids = totals.raids + excluded.raids;
      UPDATE leader_totals SET
        server = (SELECT uses.server FROM raid_totals AS uses
          WHERE uses.expansion = raid.expansion AND uses.user_id = raid.user_id
          GROUP BY uses.server HAVING sum(uses.raids) > 0 ORDER BY sum(uses.raids) DESC, uses.server LIMIT 1),
        loot_system = (SELECT uses.loot_system FROM raid_totals AS uses
          WHERE uses.expansion = raid.expansion AND uses.user_id = raid.user_id
          GROUP BY uses.loot_system HAVING sum(uses.raids) > 0
          ORDER BY sum(uses.raids) DESC, uses.loot_system LIMIT 1)
        WHERE expansion = raid.expansion AND user_id = raid.user_id;
      UPDATE guild_totals SET
        server = (SELECT uses.server FROM raid_totals AS uses
          WHERE uses.expansion = raid.expansion AND uses.guild_id = raid.discord_server
          GROUP BY uses.server HAVING sum(uses.raids) > 0 ORDER BY sum(uses.raids) DESC, uses.server LIMIT 1),
        loot_system = (SELECT uses.loot_system FROM raid_totals AS uses
          WHERE uses.expansion = raid.expansion AND uses.guild_id = raid.discord_server
          GROUP BY uses.loot_system HAVING sum(uses.raids) > 0
          ORDER BY sum(uses.raids) DESC, uses.loot_system LIMIT 1)
        WHERE expansion = raid.expansion AND guild_id = raid.discord_server;
    END $$;
    -- Every row the trigger changes belongs to the raid's leader and community, before and after the change.
    -- Taking their locks first, all in one order, keeps concurrent changes of one owner's raids from deadlocking
    -- on the summaries' rows (each would otherwise lock its old and its new rows in its own order).
    CREATE FUNCTION owner_totals_lock(old_raid raids, new_raid raids) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      key bigint;
    BEGIN
      -- OLD of an insert and NEW of a delete are null: their keys are null and left out.
      FOR key IN
        SELECT DISTINCT hashtextextended(owner, 0) FROM unnest(ARRAY[
          'leader ' || old_raid.expansion || ' ' || old_raid.user_id,
          'leader ' || new_raid.expansion || ' ' || new_raid.user_id,
          'guild ' || old_raid.expansion || ' ' || old_raid.discord_server,
          'guild ' || new_raid.expansion || ' ' || new_raid.discord_server
        ]) AS owner WHERE owner IS NOT NULL ORDER BY 1
      LOOP
        PERFORM pg_advisory_xact_lock(key);
      END LOOP;
    END $$;
    CREATE OR REPLACE FUNCTION raids_totals_after() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM owner_totals_lock(OLD, NEW);
      IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM raid_totals_add(OLD, -1); END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM raid_totals_add(NEW, 1); END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM owner_totals_add(OLD, -1); END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM owner_totals_add(NEW, 1); END IF;
      RETURN NULL;
    END $$;

    -- Both summaries from raid_totals in one pass: the backfill here, and recount_list_counters() after a bulk load.
    CREATE FUNCTION recount_owner_totals() RETURNS void LANGUAGE sql AS $$
      DELETE FROM leader_totals;
      INSERT INTO leader_totals (expansion, user_id, raids, server, loot_system)
        SELECT counts.expansion, counts.user_id, counts.raids, realm.server, loot.loot_system
        FROM (SELECT expansion, user_id, sum(raids)::int AS raids FROM raid_totals GROUP BY 1, 2) AS counts
        LEFT JOIN (
          SELECT DISTINCT ON (expansion, user_id) expansion, user_id, server
          FROM raid_totals GROUP BY 1, 2, 3 HAVING sum(raids) > 0
          ORDER BY expansion, user_id, sum(raids) DESC, server
        ) AS realm USING (expansion, user_id)
        LEFT JOIN (
          SELECT DISTINCT ON (expansion, user_id) expansion, user_id, loot_system
          FROM raid_totals GROUP BY 1, 2, 3 HAVING sum(raids) > 0
          ORDER BY expansion, user_id, sum(raids) DESC, loot_system
        ) AS loot USING (expansion, user_id);
      DELETE FROM guild_totals;
      INSERT INTO guild_totals (expansion, guild_id, raids, server, loot_system)
        SELECT counts.expansion, counts.guild_id, counts.raids, realm.server, loot.loot_system
        FROM (SELECT expansion, guild_id, sum(raids)::int AS raids FROM raid_totals GROUP BY 1, 2) AS counts
        LEFT JOIN (
          SELECT DISTINCT ON (expansion, guild_id) expansion, guild_id, server
          FROM raid_totals GROUP BY 1, 2, 3 HAVING sum(raids) > 0
          ORDER BY expansion, guild_id, sum(raids) DESC, server
        ) AS realm USING (expansion, guild_id)
        LEFT JOIN (
          SELECT DISTINCT ON (expansion, guild_id) expansion, guild_id, loot_system
          FROM raid_totals GROUP BY 1, 2, 3 HAVING sum(raids) > 0
          ORDER BY expansion, guild_id, sum(raids) DESC, loot_system
        ) AS loot USING (expansion, guild_id);
    $$;
    SELECT recount_owner_totals();
    ANALYZE leader_totals;
    ANALYZE guild_totals;
  `.execute(db);
  await replaceRecount(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceRecount(db, false);
  await sql`
    DROP FUNCTION recount_owner_totals();
    CREATE OR REPLACE FUNCTION raids_totals_after() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM raid_totals_add(OLD, -1); END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM raid_totals_add(NEW, 1); END IF;
      RETURN NULL;
    END $$;
    DROP FUNCTION owner_totals_add(raids, integer);
    DROP FUNCTION owner_totals_lock(raids, raids);
    DROP TABLE guild_totals;
    DROP TABLE leader_totals;
  `.execute(db);
}

/** recount_list_counters() as migration 0023 left it, with or without the owners' summaries. */
async function replaceRecount(db: Kysely<unknown>, withOwners: boolean): Promise<void> {
  const owners = withOwners ? 'SELECT recount_owner_totals();' : '';
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
      INSERT INTO raid_days (expansion, day, raids, open)
        SELECT expansion, (date AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE NOT is_archive AND NOT canceled)
        FROM raids GROUP BY 1, 2;
      ${sql.raw(owners)}
    $$;
  `.execute(db);
}
