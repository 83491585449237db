import { type Kysely, sql } from 'kysely';

/**
 * Fair benches per team (issue 30, part 4): a team may set its own bench credit, in whole percent like the
 * community's (migration 0019); none (null) leaves its raids to the community's credit. Lockouts (part 2): a save
 * made by a raid keeps the raid's size and difficulty, as a Wrath raid of 10 and one of 25 lock apart (domain
 * rules/lockouts.ts sharesLockout); null (by hand, or made before) holds every size and difficulty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE teams ADD COLUMN bench_credit_percent smallint
      CHECK (bench_credit_percent BETWEEN 0 AND 100);
    ALTER TABLE lockout_saves ADD COLUMN size smallint, ADD COLUMN difficulty smallint;
    ALTER TABLE lockout_saves DROP CONSTRAINT lockout_saves_char_id_zone_saved_until_key;
    ALTER TABLE lockout_saves ADD CONSTRAINT lockout_saves_once
      UNIQUE NULLS NOT DISTINCT (char_id, zone, saved_until, size, difficulty);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM lockout_saves a USING lockout_saves b
      WHERE a.char_id = b.char_id AND a.zone = b.zone AND a.saved_until = b.saved_until AND a.id > b.id;
    ALTER TABLE lockout_saves DROP CONSTRAINT lockout_saves_once;
    ALTER TABLE lockout_saves DROP COLUMN size, DROP COLUMN difficulty;
    ALTER TABLE lockout_saves ADD CONSTRAINT lockout_saves_char_id_zone_saved_until_key
      UNIQUE (char_id, zone, saved_until);
    ALTER TABLE teams DROP COLUMN bench_credit_percent;
  `.execute(db);
}
