import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db, Executor } from '../db/database.js';
import type { Database, GdkpSalesTable } from '../db/schema.js';

type Trx = Transaction<Database>;

/** The raid's ledger row, or undefined before its first change. */
export function findLedger(db: Executor, raidId: number) {
  return db.selectFrom('gdkp_ledgers').selectAll().where('raid_id', '=', raidId).executeTakeFirst();
}

/** The ledger under the raid's lock, made with `rules` on the first change. */
export async function ensureLedger(trx: Trx, raidId: number, rules: unknown) {
  await trx
    .insertInto('gdkp_ledgers')
    .values({ raid_id: raidId, rules: JSON.stringify(rules) })
    .onConflict((conflict) => conflict.column('raid_id').doNothing())
    .execute();
  return trx.selectFrom('gdkp_ledgers').selectAll().where('raid_id', '=', raidId).executeTakeFirstOrThrow();
}

export async function updateLedger(
  trx: Trx,
  raidId: number,
  columns: Updateable<Database['gdkp_ledgers']>,
): Promise<void> {
  await trx.updateTable('gdkp_ledgers').set(columns).where('raid_id', '=', raidId).execute();
}

/** The raid's sales in the order they were recorded, with who recorded each. */
export function salesOf(db: Executor, raidId: number) {
  return db
    .selectFrom('gdkp_sales')
    .leftJoin('users', 'users.id', 'gdkp_sales.created_by')
    .selectAll('gdkp_sales')
    .select(['users.username', 'users.global_name', 'users.discriminator'])
    .where('gdkp_sales.raid_id', '=', raidId)
    .orderBy('gdkp_sales.id')
    .execute();
}

export type SaleRow = Awaited<ReturnType<typeof salesOf>>[number];

export function findSale(db: Executor, saleId: number) {
  return db.selectFrom('gdkp_sales').selectAll().where('id', '=', saleId).executeTakeFirst();
}

export async function countSales(db: Executor, raidId: number): Promise<number> {
  const row = await db
    .selectFrom('gdkp_sales')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('raid_id', '=', raidId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertSales(trx: Trx, sales: Insertable<GdkpSalesTable>[]): Promise<void> {
  if (sales.length > 0) await trx.insertInto('gdkp_sales').values(sales).execute();
}

export async function updateSale(trx: Trx, saleId: number, columns: Updateable<GdkpSalesTable>) {
  await trx.updateTable('gdkp_sales').set(columns).where('id', '=', saleId).execute();
}

export async function deleteSale(trx: Trx, saleId: number): Promise<void> {
  await trx.deleteFrom('gdkp_sales').where('id', '=', saleId).execute();
}

export function bankersOf(db: Executor, raidId: number) {
  return db
    .selectFrom('gdkp_bankers')
    .innerJoin('users', 'users.id', 'gdkp_bankers.user_id')
    .select(['users.id', 'users.username', 'users.global_name', 'users.discriminator'])
    .where('gdkp_bankers.raid_id', '=', raidId)
    .orderBy('users.id')
    .execute();
}

export async function isBanker(db: Executor, raidId: number, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('gdkp_bankers')
    .select('user_id')
    .where('raid_id', '=', raidId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the bankers; users the site has never seen cannot hold the gold, so only known ones are kept. */
export async function replaceBankers(trx: Trx, raidId: number, userIds: readonly string[]): Promise<void> {
  await trx.deleteFrom('gdkp_bankers').where('raid_id', '=', raidId).execute();
  if (userIds.length === 0) return;
  await trx
    .insertInto('gdkp_bankers')
    .columns(['raid_id', 'user_id'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([eb.val(raidId).as('raid_id'), 'users.id'])
        .where('users.id', 'in', [...userIds]),
    )
    .execute();
}

export function overridesOf(db: Executor, raidId: number) {
  return db.selectFrom('gdkp_participants').selectAll().where('raid_id', '=', raidId).execute();
}

/** The leader's override of one record; none left (both default) deletes the row. */
export async function setOverride(
  trx: Trx,
  row: {
    raid_id: number;
    record_id: number;
    share: 'full' | 'half' | 'none' | null;
    forfeit: 'late' | 'leftEarly' | null;
  },
): Promise<void> {
  if (row.share === null && row.forfeit === null) {
    await trx
      .deleteFrom('gdkp_participants')
      .where('raid_id', '=', row.raid_id)
      .where('record_id', '=', row.record_id)
      .execute();
    return;
  }
  await trx
    .insertInto('gdkp_participants')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['raid_id', 'record_id']).doUpdateSet({ share: row.share, forfeit: row.forfeit }),
    )
    .execute();
}

export function paidOf(db: Executor, raidId: number) {
  return db
    .selectFrom('gdkp_paid')
    .selectAll()
    .where('raid_id', '=', raidId)
    .orderBy('paid_at')
    .orderBy('participant_key')
    .execute();
}

/** Sets or clears a "paid" mark; answers whether anything changed. */
export async function setPaid(
  trx: Trx,
  raidId: number,
  key: string,
  paid: { by: string; at: Date } | null,
): Promise<boolean> {
  if (!paid) {
    const deleted = await trx
      .deleteFrom('gdkp_paid')
      .where('raid_id', '=', raidId)
      .where('participant_key', '=', key)
      .executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  }
  const inserted = await trx
    .insertInto('gdkp_paid')
    .values({ raid_id: raidId, participant_key: key, paid_by: paid.by, paid_at: paid.at })
    .onConflict((conflict) => conflict.columns(['raid_id', 'participant_key']).doNothing())
    .returning('participant_key')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * The raid's visible records (not held by a similar raid's roster) as the ledger's participants need them:
 * character, owner, role, roster slot, buyer flag and status.
 */
export function ledgerRecords(db: Executor, raidId: number) {
  return db
    .selectFrom('records')
    .innerJoin('characters', 'characters.id', 'records.char_id')
    .select([
      'records.id',
      'records.user_id',
      'records.slot',
      'records.role',
      'records.leader',
      'records.byer',
      'records.status',
      'characters.name',
    ])
    .where('records.raid_id', '=', raidId)
    .where('records.suspended_by_raid_id', 'is', null)
    .orderBy('records.slot')
    .orderBy('records.id')
    .execute();
}

export type LedgerRecordRow = Awaited<ReturnType<typeof ledgerRecords>>[number];

export function findDefaults(db: Executor, guildId: string) {
  return db.selectFrom('gdkp_defaults').select('rules').where('guild_id', '=', guildId).executeTakeFirst();
}

export async function saveDefaults(db: Db, guildId: string, rules: unknown): Promise<void> {
  const json = JSON.stringify(rules);
  await db
    .insertInto('gdkp_defaults')
    .values({ guild_id: guildId, rules: json })
    .onConflict((conflict) => conflict.column('guild_id').doUpdateSet({ rules: json }))
    .execute();
}

/**
 * The raids with a ledger that has sales, of one user (led or took part in) or of one community, newest first.
 */
export function ledgerRaids(
  db: Db,
  expansion: ExpansionKey,
  filter: { userId: string } | { guildId: string },
  limit: number,
) {
  let query = db
    .selectFrom('gdkp_ledgers')
    .innerJoin('raids', 'raids.id', 'gdkp_ledgers.raid_id')
    .selectAll('raids')
    .where('raids.expansion', '=', expansion)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('gdkp_sales').select('gdkp_sales.id').whereRef('gdkp_sales.raid_id', '=', 'raids.id'),
      ),
    );
  query =
    'guildId' in filter
      ? query.where('raids.discord_server', '=', filter.guildId)
      : query.where((eb) =>
          eb.or([
            eb('raids.user_id', '=', filter.userId),
            eb.exists(
              eb
                .selectFrom('records')
                .select('records.id')
                .whereRef('records.raid_id', '=', 'raids.id')
                .where('records.user_id', '=', filter.userId),
            ),
          ]),
        );
  return query.orderBy('raids.date', 'desc').orderBy('raids.id', 'desc').limit(limit).execute();
}
