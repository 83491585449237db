import { type Kysely, sql } from 'kysely';

/**
 * Attendance (issue 16): each player's outcome in each completed raid, kept once per raid and player (the primary
 * key makes running completion twice write nothing twice). The raid's community, expansion, zone and date are
 * copied in so the attendance tables read one table through their indexes. `member_name` names an expected
 * Discord member who never logged in (a `noAnswer` row); others are named from users.
 *
 * Raids completed before this migration are filled in from their records, with the outcome rule of
 * packages/domain/src/rules/attendance.ts as it is today, so a community's table starts with its history rather
 * than empty. No `noAnswer` rows for them: who was expected then (the members holding the expected roles) is not
 * known after the fact.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE attendance (
      raid_id integer NOT NULL REFERENCES raids(id) ON DELETE CASCADE,
      user_id text NOT NULL CHECK (user_id ~ '^[0-9]{1,20}$'),
      char_id integer REFERENCES characters(id),
      outcome text NOT NULL CHECK (outcome IN ('roster', 'bench', 'late', 'tentative', 'absent', 'noAnswer')),
      guild_id text NOT NULL,
      expansion text NOT NULL,
      zone integer NOT NULL,
      date timestamptz NOT NULL,
      member_name text,
      PRIMARY KEY (raid_id, user_id)
    );
    CREATE INDEX attendance_by_guild ON attendance (guild_id, expansion, user_id, date);
    CREATE INDEX attendance_by_user ON attendance (user_id, expansion, guild_id, date);

    INSERT INTO attendance (raid_id, user_id, char_id, outcome, guild_id, expansion, zone, date)
    SELECT DISTINCT ON (r.id, rec.user_id)
      r.id, rec.user_id, rec.char_id, outcome.value, r.discord_server, r.expansion, r.zone, r.date
    FROM raids r
    JOIN records rec ON rec.raid_id = r.id AND rec.suspended_by_raid_id IS NULL
    CROSS JOIN LATERAL (SELECT CASE
      WHEN rec.status = 'absence' THEN 'absent'
      WHEN rec.status = 'late' THEN 'late'
      WHEN rec.slot > 0 THEN 'roster'
      WHEN rec.status = 'tentative' THEN 'tentative'
      ELSE 'bench' END AS value) AS outcome
    WHERE NOT r.canceled AND r.date <= now() - interval '1 hour'
    ORDER BY r.id, rec.user_id,
      array_position(ARRAY['roster', 'late', 'bench', 'tentative', 'absent'], outcome.value);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE attendance;`.execute(db);
}
