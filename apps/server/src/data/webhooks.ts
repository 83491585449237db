import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db, Executor } from '../db/database.js';
import type { WebhookDeliveriesTable, WebhooksTable } from '../db/schema.js';

export type WebhookRow = Selectable<WebhooksTable>;

/** A hook with the status of its latest delivery (and of that delivery's latest try), for the Settings list. */
export function hooksOfGuild(db: Db, guildId: string) {
  return db
    .selectFrom('webhooks')
    .leftJoinLateral(
      (join) =>
        join
          .selectFrom('webhook_deliveries as d')
          .whereRef('d.hook_id', '=', 'webhooks.id')
          .orderBy('d.created_at', 'desc')
          .limit(1)
          .select((eb) => [
            'd.status as last_status',
            'd.created_at as last_at',
            eb
              .selectFrom('webhook_attempts as a')
              .whereRef('a.delivery_id', '=', 'd.id')
              .orderBy('a.attempted_at', 'desc')
              .limit(1)
              .select('a.status_code')
              .as('last_status_code'),
          ])
          .as('last'),
      (join) => join.onTrue(),
    )
    .selectAll('webhooks')
    .select(['last.last_status', 'last.last_at', 'last.last_status_code'])
    .where('webhooks.guild_id', '=', guildId)
    .orderBy('webhooks.id')
    .execute();
}
export type HookListRow = Awaited<ReturnType<typeof hooksOfGuild>>[number];

export async function countHooks(db: Db, guildId: string): Promise<number> {
  const { count } = await db
    .selectFrom('webhooks')
    .where('guild_id', '=', guildId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

export function insertHook(db: Db, hook: Insertable<WebhooksTable>) {
  return db.insertInto('webhooks').values(hook).returning('id').executeTakeFirstOrThrow();
}

export function findHook(db: Executor, guildId: string, id: number) {
  return db
    .selectFrom('webhooks')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateHook(
  db: Executor,
  id: number,
  changes: Updateable<WebhooksTable>,
): Promise<void> {
  await db.updateTable('webhooks').set(changes).where('id', '=', id).execute();
}

export async function deleteHook(db: Db, guildId: string, id: number): Promise<void> {
  await db.deleteFrom('webhooks').where('guild_id', '=', guildId).where('id', '=', id).execute();
}

/** The switched-on hooks of the raid's Discord server that asked for `event`. */
/**
 * A new delivery for each switched-on hook of the raid's community that subscribes to `event`, found and written
 * in one statement; a sign-up change that finds one of the same hook and raid still waiting untried adds nothing
 * (the unique index webhook_deliveries_waiting_signups), so a burst of sign-ups is told once.
 */
export function insertRaidEventDeliveries(
  db: Executor,
  delivery: { event: string; expansion: ExpansionKey; raidId: number; runAt: Date; now: Date },
) {
  return db
    .insertInto('webhook_deliveries')
    .columns(['hook_id', 'event', 'expansion', 'raid_id', 'next_attempt_at', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('webhooks')
        .innerJoin('raids', 'raids.discord_server', 'webhooks.guild_id')
        .where('raids.id', '=', delivery.raidId)
        .where('webhooks.enabled', '=', true)
        .where(sql<boolean>`${delivery.event} = ANY (webhooks.events)`)
        .select([
          'webhooks.id',
          // Typed here: a SELECT's untyped parameter would be text, which the columns do not take.
          sql<string>`${delivery.event}::text`.as('event'),
          sql<ExpansionKey>`${delivery.expansion}::text`.as('expansion'),
          'raids.id as raid_id',
          sql<Date>`${delivery.runAt}::timestamptz`.as('next_attempt_at'),
          sql<Date>`${delivery.now}::timestamptz`.as('created_at'),
        ]),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'attempts', 'next_attempt_at']);
}

/**
 * New deliveries; a sign-up change that finds one of the same hook and raid still waiting untried adds nothing
 * (the unique index webhook_deliveries_waiting_signups), so a burst of sign-ups is told once.
 */
export function insertDeliveries(db: Db, rows: ReadonlyArray<Insertable<WebhookDeliveriesTable>>) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insertInto('webhook_deliveries')
    .values([...rows])
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'attempts', 'next_attempt_at'])
    .execute();
}

/**
 * Takes a due delivery of a switched-on hook for one try: counts the try and hides it from other workers until
 * `leaseUntil`, so a job and the sweep (or two processes) never send it twice at once.
 */
export function claimDelivery(db: Db, id: string, now: Date, leaseUntil: Date) {
  return (
    db
      .updateTable('webhook_deliveries as d')
      .from('webhooks as h')
      .set({ attempts: sql`d.attempts + 1`, lease_until: leaseUntil })
      .whereRef('h.id', '=', 'd.hook_id')
      // A ping ("Send test") goes out even while the hook is off: that is how a manager checks a fixed receiver.
      .where((eb) => eb.or([eb('h.enabled', '=', true), eb('d.event', '=', 'ping')]))
      .where('d.id', '=', id)
      .where('d.status', '=', 'pending')
      .where('d.next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('d.lease_until', 'is', null), eb('d.lease_until', '<=', now)]))
      .returning([
        'd.id',
        'd.event',
        'd.expansion',
        'd.raid_id',
        'd.body',
        'd.attempts',
        'd.created_at',
        'h.id as hook_id',
        'h.url',
        'h.secret',
        'h.guild_id',
      ])
      .executeTakeFirst()
  );
}
export type ClaimedDelivery = NonNullable<Awaited<ReturnType<typeof claimDelivery>>>;

export async function saveBody(db: Db, id: string, body: string): Promise<void> {
  await db.updateTable('webhook_deliveries').set({ body }).where('id', '=', id).execute();
}

export async function recordAttempt(
  db: Executor,
  attempt: {
    deliveryId: string;
    at: Date;
    durationMs: number;
    statusCode: number | null;
    error: string | null;
  },
): Promise<void> {
  await db
    .insertInto('webhook_attempts')
    .values({
      delivery_id: attempt.deliveryId,
      attempted_at: attempt.at,
      duration_ms: attempt.durationMs,
      status_code: attempt.statusCode,
      error: attempt.error,
    })
    .execute();
}

/** The try's outcome: delivered, failed for good, or pending again from `nextAttemptAt`. */
export async function settleDelivery(
  db: Executor,
  id: string,
  outcome: { status: 'delivered' | 'failed' } | { status: 'pending'; nextAttemptAt: Date },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.status,
      lease_until: null,
      ...(outcome.status === 'pending' ? { next_attempt_at: outcome.nextAttemptAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function markHookHealthy(db: Executor, hookId: number): Promise<void> {
  await db.updateTable('webhooks').set({ failing_since: null }).where('id', '=', hookId).execute();
}

/** Remembers the first failure since the last success; later failures leave it as it is. */
export async function markHookFailing(db: Executor, hookId: number, now: Date): Promise<void> {
  await db
    .updateTable('webhooks')
    .set({ failing_since: sql`coalesce(failing_since, ${now})` })
    .where('id', '=', hookId)
    .execute();
}

/**
 * Switches off the hooks failing since `failingBefore` or earlier and fails what they still had to send. The
 * UPDATE … RETURNING hands each hook to one caller only, so its owner is told once.
 */
export async function switchOffFailingHooks(db: Executor, failingBefore: Date) {
  const hooks = await db
    .updateTable('webhooks')
    .set({ enabled: false, disabled_for_failures: true })
    .where('enabled', '=', true)
    .where('failing_since', '<=', failingBefore)
    .returning(['id', 'url', 'owner_id', 'guild_id'])
    .execute();
  if (hooks.length > 0) {
    await db
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', lease_until: null })
      .where(
        'hook_id',
        'in',
        hooks.map((hook) => hook.id),
      )
      .where('status', '=', 'pending')
      .execute();
  }
  return hooks;
}

/** Owners' languages and the servers' names, for the switch-off message. */
export function ownersAndGuilds(db: Executor, hookIds: number[]) {
  return db
    .selectFrom('webhooks')
    .innerJoin('users', 'users.id', 'webhooks.owner_id')
    .innerJoin('guilds', 'guilds.id', 'webhooks.guild_id')
    .where('webhooks.id', 'in', hookIds)
    .select(['webhooks.id', 'users.language', 'guilds.name as guild_name'])
    .execute();
}

/**
 * Pending deliveries of switched-on hooks whose time has come and that no worker holds: their job was lost or is
 * late. A hook switched off keeps its pending deliveries for when it is switched on again.
 */
export function dueDeliveries(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as h', 'h.id', 'd.hook_id')
    .where('h.enabled', '=', true)
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('d.lease_until', 'is', null), eb('d.lease_until', '<=', now)]))
    .select(['d.id', 'd.attempts', 'd.next_attempt_at'])
    .orderBy('d.next_attempt_at')
    .limit(limit)
    .execute();
}

/** Forgets old deliveries, pending ones too: no delivery is retried for more than a day. */
export async function pruneDeliveries(db: Db, createdBefore: Date): Promise<void> {
  await db.deleteFrom('webhook_deliveries').where('created_at', '<', createdBefore).execute();
}

/** The hook's latest deliveries, each with its tries in order. */
export function recentDeliveries(db: Executor, hookId: number, limit: number, id?: string) {
  let query = db
    .selectFrom('webhook_deliveries as d')
    .where('d.hook_id', '=', hookId)
    .select((eb) => [
      'd.id',
      'd.event',
      'd.raid_id',
      'd.status',
      'd.created_at',
      'd.next_attempt_at',
      eb
        .selectFrom('webhook_attempts as a')
        .whereRef('a.delivery_id', '=', 'd.id')
        .select(
          sql<
            Array<{
              attempted_at: string;
              duration_ms: number;
              status_code: number | null;
              error: string | null;
            }>
          >`coalesce(json_agg(json_build_object('attempted_at', a.attempted_at, 'duration_ms', a.duration_ms, 'status_code', a.status_code, 'error', a.error) ORDER BY a.attempted_at, a.id), '[]')`.as(
            'list',
          ),
        )
        .as('attempt_list'),
    ])
    .orderBy('d.created_at', 'desc')
    .limit(limit);
  if (id) query = query.where('d.id', '=', id);
  return query.execute();
}
export type DeliveryListRow = Awaited<ReturnType<typeof recentDeliveries>>[number];

export function guildName(db: Db, guildId: string) {
  return db.selectFrom('guilds').where('id', '=', guildId).select(['id', 'name']).executeTakeFirst();
}
