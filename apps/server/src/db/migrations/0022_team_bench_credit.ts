import { type Kysely, sql } from 'kysely';

/**
 * Fair benches per team (issue 30, part 4): a team may set its own bench credit, in whole percent like the
 * community's (migration 0019); none (null) leaves its raids to the community's credit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE teams ADD COLUMN bench_credit_percent smallint
      CHECK (bench_credit_percent BETWEEN 0 AND 100);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE teams DROP COLUMN bench_credit_percent;`.execute(db);
}
