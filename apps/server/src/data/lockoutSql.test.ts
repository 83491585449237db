import { expansionKeys } from '@raid/domain/catalogue/expansions';
import { saveHoldsMode } from '@raid/domain/rules/lockoutModes';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/testDatabase.js';
import { saveHoldsRaidMode } from './lockoutSql.js';

const database = useTestDatabase();

/** Trial of the Crusader and Icecrown Citadel in Wrath's catalogue, and a zone id no split names. */
const ZONES = [6, 8, 1];
const SIZES = [10, 25, null];
const DIFFICULTIES = [1, 2, null];

describe('the saved check in SQL', () => {
  it('says what the domain rule says for every expansion, zone, save and raid mode', async () => {
    const saves = ZONES.flatMap((zone) =>
      SIZES.flatMap((size) => DIFFICULTIES.map((difficulty) => ({ zone, size, difficulty }))),
    );
    const raids = expansionKeys.flatMap((expansion) =>
      [10, 25].flatMap((size) => [1, 2].map((difficulty) => ({ expansion, size, difficulty }))),
    );
    const saveRows = saves.map(
      (save, n) => sql`(${n}::int, ${save.zone}::int, ${save.size}::smallint, ${save.difficulty}::smallint)`,
    );
    const raidRows = raids.map(
      (raid, m) => sql`(${m}::int, ${raid.expansion}::text, ${raid.size}::smallint, ${raid.difficulty}::smallint)`,
    );
    const { rows } = await sql<{ n: number; m: number; held: boolean }>`
      SELECT s.n, r.m, ${saveHoldsRaidMode} AS held
      FROM (VALUES ${sql.join(saveRows)}) AS s (n, zone, size, difficulty)
      CROSS JOIN (VALUES ${sql.join(raidRows)}) AS r (m, expansion, size, difficulty)`.execute(database.db);
    expect(rows).toHaveLength(saves.length * raids.length);
    const differing = rows.filter(({ n, m, held }) => {
      const save = saves[n];
      const raid = raids[m];
      return save && raid && saveHoldsMode(raid.expansion, save, raid) !== held;
    });
    expect(differing).toEqual([]);
    expect(rows.some((row) => !row.held)).toBe(true);
  });
});
