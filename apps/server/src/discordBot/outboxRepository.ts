import { sql, type Selectable } from 'kysely';
import type { Db, Executor } from '../db/database.js';
import type { DiscordOutboxTable } from '../db/schema.js';

export type OutboxItem = Selectable<DiscordOutboxTable>;

type RaidSyncKind = 'raidMessage' | 'raidEvent';

/**
 * The statement asking for the raid's post (and / or scheduled event) to be brought up to date at `notBefore`;
 * null when there is nothing to ask. A sync already waiting keeps its earlier time, so a burst of changes becomes
 * one edit; a sync already running is repeated, because its `version` no longer matches when it finishes.
 */
export function raidSyncRequest(
  db: Executor,
  raidIds: readonly number[],
  kinds: readonly RaidSyncKind[],
  notBefore: Date,
) {
  const rows = raidIds.flatMap((raidId) =>
    kinds.map((kind) => ({ kind, raid_id: raidId, not_before: notBefore })),
  );
  if (rows.length === 0) return null;
  return db
    .insertInto('discord_outbox')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['kind', 'raid_id'])
        .where('kind', 'in', ['raidMessage', 'raidEvent'])
        .doUpdateSet({
          version: sql`discord_outbox.version + 1`,
          not_before: sql`least(discord_outbox.not_before, excluded.not_before)`,
        }),
    );
}

/** Sends raidSyncRequest's statement. */
export async function requestRaidSync(
  db: Executor,
  raidIds: readonly number[],
  kinds: readonly RaidSyncKind[],
  notBefore: Date,
): Promise<void> {
  await raidSyncRequest(db, raidIds, kinds, notBefore)?.execute();
}

export async function enqueueDirectMessages(
  db: Executor,
  messages: ReadonlyArray<{ userId: string; content: string }>,
  notBefore: Date,
): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('discord_outbox')
    .values(
      messages.map((message) => ({
        kind: 'directMessage' as const,
        user_id: message.userId,
        content: message.content,
        not_before: notBefore,
      })),
    )
    .execute();
}

/** Messages to post in a raid's own channel (the GDKP payouts), in order: each a little after the one before. */
export async function enqueueChannelMessages(
  db: Executor,
  raidId: number,
  contents: readonly string[],
  notBefore: Date,
): Promise<void> {
  if (contents.length === 0) return;
  await db
    .insertInto('discord_outbox')
    .values(
      contents.map((content, index) => ({
        kind: 'channelMessage' as const,
        raid_id: raidId,
        content,
        not_before: new Date(notBefore.getTime() + index),
      })),
    )
    .execute();
}

/**
 * Claims up to `limit` items due by `dueBy` and hides them from other processes until `leaseUntil` (or until
 * the claim ends). SKIP LOCKED lets processes claim side by side; each claim counts as an attempt. An item
 * requested again while it is carried out stays with its process: two edits of one post at once could land in
 * the wrong order.
 */
export function claimDueItems(db: Db, dueBy: Date, leaseUntil: Date, limit: number): Promise<OutboxItem[]> {
  return db
    .updateTable('discord_outbox')
    .set({ not_before: leaseUntil, leased_until: leaseUntil, attempts: sql<number>`attempts + 1` })
    .where('id', 'in', (query) =>
      query
        .selectFrom('discord_outbox')
        .select('id')
        .where('not_before', '<=', dueBy)
        .where((where) => where.or([where('leased_until', 'is', null), where('leased_until', '<=', dueBy)]))
        .orderBy('not_before')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

export async function dropItem(db: Db, id: number): Promise<void> {
  await db.deleteFrom('discord_outbox').where('id', '=', id).execute();
}

export async function retryItemAt(db: Db, id: number, notBefore: Date, lastError: string): Promise<void> {
  await db
    .updateTable('discord_outbox')
    .set({ not_before: notBefore, last_error: lastError, leased_until: null })
    .where('id', '=', id)
    .execute();
}

/**
 * Removes a done item, unless it was requested again while it ran (its version moved on): then it stays, due
 * when that request asked, with its attempts reset since the new request has not failed yet.
 */
export async function finishItem(db: Db, item: Pick<OutboxItem, 'id' | 'version'>): Promise<void> {
  const done = await db
    .deleteFrom('discord_outbox')
    .where('id', '=', item.id)
    .where('version', '=', item.version)
    .executeTakeFirst();
  if (done.numDeletedRows === 0n) {
    await db
      .updateTable('discord_outbox')
      .set({ attempts: 0, leased_until: null })
      .where('id', '=', item.id)
      .execute();
  }
}
