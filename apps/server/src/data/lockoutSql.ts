import { lockoutSplits, type LockoutSplit } from '@raid/domain/rules/lockoutModes';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

function splitHolds(expansion: string, split: LockoutSplit) {
  const size = split.sizes ? sql`(s.size IS NULL OR s.size = r.size)` : sql`TRUE`;
  const zones = split.difficultyZones.map((zone) => sql.lit(zone));
  const difficulty =
    zones.length > 0
      ? sql`(s.zone NOT IN (${sql.join(zones)}) OR s.difficulty IS NULL OR s.difficulty = r.difficulty)`
      : sql`TRUE`;
  return sql`(r.expansion <> ${sql.lit(expansion)} OR (${size} AND ${difficulty}))`;
}

/**
 * The domain's `saveHoldsMode` (rules/lockouts.ts) for a save `s` (lockout_saves) and a raid `r` (raids), written
 * from its `lockoutSplits`, so the rule is said once: the sign-up list marks every saved character in the
 * statement that reads the list. Literals only, so the statement's text stays the same from call to call.
 */
export const saveHoldsRaidMode: RawBuilder<SqlBool> = (() => {
  const checks = Object.entries(lockoutSplits).flatMap(([expansion, split]) =>
    split ? [splitHolds(expansion, split)] : [],
  );
  return checks.length > 0 ? sql<SqlBool>`(${sql.join(checks, sql` AND `)})` : sql<SqlBool>`TRUE`;
})();
