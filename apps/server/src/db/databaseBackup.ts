import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'kysely';
import { latestAppliedMigration, migrateTo, migrateToLatest, migrationNames, type Db } from './database.js';

/**
 * The app's own backup format (the embedded PostgreSQL's binaries have no pg_dump): a gzipped text file whose
 * first line is the header (JSON: the format and its version, the schema's applied migrations, and every table
 * with its row count and checksum), then per table a line `#table <name>` followed by one JSON object per row,
 * and a last line `#end` (a file cut short is refused). Rows are written and checked as PostgreSQL prints them
 * (jsonb text), so no value passes through a JavaScript number or date on its way.
 */
const BACKUP_FORMAT = 'raid-planner-backup';
const BACKUP_VERSION = 1;

export interface TableSummary {
  name: string;
  rows: number;
  /** Sums of the rows' md5 (jsonb text): equal on both sides when every value is. */
  checksum: string;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  migrations: string[];
  /** Parents before the tables that reference them: the order a restore loads them in. */
  tables: TableSummary[];
}

export class BackupError extends Error {}

/** The migrator's own bookkeeping, carried in the header as `migrations` instead. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];
/**
 * Columns whose values only mean something in the cluster that wrote them: raids.records_version_xact is a
 * transaction id, which a fresh cluster would reach again and then skip a records version. Left out (null).
 */
const CLUSTER_LOCAL_COLUMNS = ['records_version_xact'];
const ROWS_PER_FETCH = 2_000;
const ROWS_PER_INSERT = 1_000;

function rowText(alias: string) {
  return sql<string>`(to_jsonb(${sql.table(alias)}) - ${CLUSTER_LOCAL_COLUMNS}::text[])::text`;
}

/** The app's tables in the public schema, parents before children (foreign keys), by name otherwise. */
async function appTables(db: Db): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables
    WHERE schemaname = 'public' AND NOT (tablename = ANY (${MIGRATOR_TABLES}::text[]))
    ORDER BY tablename`.execute(db);
  const references = await sql<{ child: string; parent: string }>`
    SELECT child.relname AS child, parent.relname AS parent
    FROM pg_constraint c
    JOIN pg_class child ON child.oid = c.conrelid
    JOIN pg_class parent ON parent.oid = c.confrelid
    WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND c.conrelid <> c.confrelid`.execute(
    db,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  let rest = tables.rows.map((row) => row.name);
  while (rest.length > 0) {
    const ready = rest.filter((table) =>
      references.rows.every((ref) => ref.child !== table || placed.has(ref.parent) || ref.parent === table),
    );
    if (ready.length === 0) throw new BackupError(`Foreign keys form a cycle among: ${rest.join(', ')}`);
    for (const table of ready) placed.add(table);
    ordered.push(...ready);
    rest = rest.filter((table) => !placed.has(table));
  }
  return ordered;
}

/**
 * Row count and checksum of one table, as the backup's header and the restore's check compute them; inside a
 * transaction that set its time zone (utcTransaction), since times print in it.
 */
async function summarizeTable(db: Db, table: string): Promise<TableSummary> {
  // Two sums of 64-bit slices of each row's md5: independent of row order, and no sort or text of the whole
  // table in memory, however large it is.
  const { rows } = await sql<{ rows: string; checksum: string }>`
    SELECT count(*) AS rows,
      coalesce(sum(('x' || substr(hash, 1, 16))::bit(64)::bigint::numeric), 0) || ':' ||
      coalesce(sum(('x' || substr(hash, 17, 16))::bit(64)::bigint::numeric), 0) AS checksum
    FROM (SELECT md5(${rowText('t')}) AS hash FROM ${sql.table(table)} AS t) AS hashes`.execute(db);
  return { name: table, rows: Number(rows[0]?.rows ?? 0), checksum: rows[0]?.checksum ?? '' };
}

/** Times print in the session's time zone: backup, restore and their checks all print them in UTC. */
export async function inUtc(trx: Db): Promise<void> {
  await sql`SET LOCAL TIME ZONE 'UTC'`.execute(trx);
}

/** Every table's row count and checksum, read with `trx` (a snapshot in UTC: the backup's header). */
export async function summarizeTables(trx: Db): Promise<TableSummary[]> {
  const tables: TableSummary[] = [];
  for (const table of await appTables(trx)) tables.push(await summarizeTable(trx, table));
  return tables;
}

/**
 * Writes a consistent backup of the database to `file` while the app keeps running: one REPEATABLE READ, READ
 * ONLY transaction reads every table (no lock blocks the app's writes). Written beside `file` and renamed once
 * complete, so `file` is never half a backup. Answers the header.
 */
export async function backupDatabase(db: Db, file: string, now: Date): Promise<BackupHeader> {
  const partial = `${file}.partial`;
  try {
    const header = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        await inUtc(trx);
        const { rows: applied } = await sql<{
          name: string;
        }>`SELECT name FROM kysely_migration ORDER BY name`.execute(trx);
        const tables = await summarizeTables(trx);
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: now.toISOString(),
          migrations: applied.map((row) => row.name),
          tables,
        };
        async function* lines() {
          yield `${JSON.stringify(header)}\n`;
          for (const table of tables) {
            yield `#table ${table.name}\n`;
            await sql`DECLARE backup_rows NO SCROLL CURSOR FOR
              SELECT ${rowText('t')} AS line FROM ${sql.table(table.name)} AS t`.execute(trx);
            for (;;) {
              const { rows } = await sql<{ line: string }>`FETCH ${sql.raw(String(ROWS_PER_FETCH))}
                FROM backup_rows`.execute(trx);
              if (rows.length === 0) break;
              yield `${rows.map((row) => row.line).join('\n')}\n`;
            }
            await sql`CLOSE backup_rows`.execute(trx);
          }
          yield '#end\n';
        }
        await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial));
        return header;
      });
    await rename(partial, file);
    return header;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Reads a backup's lines: the header first, then `#table` markers and rows, checked to end with `#end`. */
async function* readBackup(file: string): AsyncGenerator<string> {
  const input = createReadStream(file).pipe(createGunzip());
  const reader = createInterface({ input, crlfDelay: Infinity });
  let last = '';
  try {
    for await (const line of reader) {
      if (last) yield last;
      last = line;
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} cannot be read as a backup: ${String(error)}`);
  }
  if (last !== '#end') throw new BackupError(`${file} is cut short (no #end line): not a whole backup.`);
}

function parseHeader(line: string | undefined, file: string): BackupHeader {
  let header: Partial<BackupHeader> = {};
  try {
    header = JSON.parse(line ?? '') as Partial<BackupHeader>;
  } catch {
    // Told below as not a backup.
  }
  if (header.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a raid planner backup.`);
  if (header.version !== BACKUP_VERSION)
    throw new BackupError(
      `${file} is backup format version ${header.version}; this app reads ${BACKUP_VERSION}.`,
    );
  const migrations = header.migrations ?? [];
  const known = migrations.every((name, index) => migrationNames[index] === name);
  if (!known || migrations.length === 0)
    throw new BackupError(
      `${file} comes from a newer or different version of the app: update the app first.`,
    );
  return header as BackupHeader;
}

/** Rows in any table of the app: a restore only goes into an empty database. */
async function holdsRows(db: Db): Promise<string | null> {
  const { rows } = await sql<{
    found: boolean;
  }>`SELECT to_regclass('public.kysely_migration') IS NOT NULL AS found`.execute(db);
  if (!rows[0]?.found) return null;
  for (const table of await appTables(db)) {
    const { rows: any } = await sql`SELECT 1 FROM ${sql.table(table)} LIMIT 1`.execute(db);
    if (any.length > 0) return table;
  }
  return null;
}

async function appliedMigration(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ found: boolean }>`
    SELECT to_regclass('public.kysely_migration') IS NOT NULL AS found`.execute(db);
  return rows[0]?.found ? latestAppliedMigration(db) : undefined;
}

async function insertRows(trx: Db, table: string, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`INSERT INTO ${sql.table(table)}
    SELECT * FROM json_populate_recordset(NULL::${sql.table(table)}, ${`[${rows.join(',')}]`}::json)`.execute(
    trx,
  );
}

/** Sets every serial column's sequence past the highest restored value, so new rows get new ids. */
async function resetSequences(trx: Db): Promise<void> {
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT table_name AS table, column_name AS column FROM information_schema.columns
    WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`.execute(trx);
  for (const { table, column } of rows) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce((SELECT max(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(trx);
  }
}

/**
 * Restores a backup into an empty database: migrates it to the backup's schema, loads every table's rows in one
 * transaction (parents first; the app's own triggers off while loading, since the rows already carry what they
 * count), sets the sequences, checks every table's row count and checksum against the header (any difference
 * rolls the whole load back), then migrates to this app's latest schema. Answers the header.
 */
export async function restoreDatabase(db: Db, file: string): Promise<BackupHeader> {
  const lines = readBackup(file);
  const header = parseHeader((await lines.next()).value as string | undefined, file);
  const occupied = await holdsRows(db);
  if (occupied)
    throw new BackupError(
      `The database is not empty (table ${occupied} has rows): restore into an empty one.`,
    );
  const schema = header.migrations[header.migrations.length - 1] as string;
  // Migrating back would run the down migrations; an empty database of a newer schema is simply a new one.
  const applied = await appliedMigration(db);
  if (applied && applied > schema) {
    throw new BackupError(
      `The database's schema (${applied}) is newer than the backup's (${schema}): restore into a new DATA_DIR or database.`,
    );
  }
  await migrateTo(db, schema);
  await db.transaction().execute(async (trx) => {
    await inUtc(trx);
    const tables = header.tables.map((table) => table.name);
    const present = new Set(await appTables(trx));
    const unknown = tables.filter((table) => !present.has(table));
    if (unknown.length > 0)
      throw new BackupError(`${file} has tables this schema lacks: ${unknown.join(', ')}`);
    for (const table of tables) await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(trx);
    let table: string | null = null;
    let batch: string[] = [];
    for await (const line of lines) {
      if (line.startsWith('#table ')) {
        if (table) await insertRows(trx, table, batch);
        batch = [];
        table = line.slice('#table '.length);
        if (!present.has(table)) throw new BackupError(`${file} names an unknown table ${table}.`);
        continue;
      }
      if (!table) throw new BackupError(`${file} has rows before its first table.`);
      batch.push(line);
      if (batch.length >= ROWS_PER_INSERT) {
        await insertRows(trx, table, batch);
        batch = [];
      }
    }
    if (table) await insertRows(trx, table, batch);
    for (const table of tables) await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(trx);
    await resetSequences(trx);
    for (const expected of header.tables) {
      const found = await summarizeTable(trx, expected.name);
      if (found.rows !== expected.rows || found.checksum !== expected.checksum) {
        throw new BackupError(
          `Table ${expected.name} restored ${found.rows} rows (checksum ${found.checksum}); the backup holds ` +
            `${expected.rows} (checksum ${expected.checksum}). Nothing was restored.`,
        );
      }
    }
  });
  await migrateToLatest(db);
  return header;
}
