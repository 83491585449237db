import pg from 'pg';
import type { ServerModules } from '../db/serverModules.js';
import { hotRaidCount, warmUpRaidId, type WorldLayout } from './layout.js';

/** What a kept world holds once it is brought up to the measured build's migrations, or why it cannot be. */
export type KeptWorld = { fits: true; applied: string[] } | { fits: false; why: string };

async function count(client: pg.Client, text: string, values: unknown[] = []): Promise<number> {
  const { rows } = await client.query<{ n: string }>(text, values);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Whether a world an earlier run kept (BENCH_KEEP=1) can be measured again (BENCH_REUSE=1): it holds this
 * layout's raids and hot raids (same size, same rounds), and every migration it has is one the measured build
 * knows. The build's newer migrations are then applied to it, as the product would at its start, so a new
 * index is measured on the kept rows. A world a mutating row (sign-up, the bot) ran on holds more than it was
 * made with: reuse it for the read rows.
 */
export async function reuseKeptWorld(
  modules: ServerModules,
  url: string,
  layout: WorldLayout,
): Promise<KeptWorld> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (
      (await count(client, `SELECT count(*) AS n FROM pg_tables WHERE tablename = 'kysely_migration'`)) === 0
    )
      return { fits: false, why: 'it has no schema' };
    const { rows } = await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name');
    const known = new Set(modules.database.migrationNames);
    const unknown = rows.map((row) => row.name).filter((name) => !known.has(name));
    if (unknown.length > 0)
      return { fits: false, why: `it has migrations the build lacks (${unknown.join(', ')})` };
    const raids = await count(client, 'SELECT count(*) AS n FROM raids WHERE id <= $1', [layout.raids]);
    const hot = await count(client, 'SELECT count(*) AS n FROM raids WHERE id > $1 AND id <= $2', [
      layout.raids,
      warmUpRaidId(layout),
    ]);
    if (raids !== layout.raids || hot !== hotRaidCount(layout))
      return { fits: false, why: `it has ${raids} raids and ${hot} hot raids, not this size's or rounds'` };
    const applied = new Set(rows.map((row) => row.name));
    const db = modules.database.createDb(url, { max: 1 });
    try {
      await modules.database.migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    return { fits: true, applied: modules.database.migrationNames.filter((name) => !applied.has(name)) };
  } finally {
    await client.end();
  }
}
