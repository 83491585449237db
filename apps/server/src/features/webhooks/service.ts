import type {
  AddWebhookAnswer,
  TestWebhookAnswer,
  Webhook,
  WebhookDeliveriesAnswer,
  WebhookEvent,
  WebhooksAnswer,
} from '@raid/domain/schemas/webhooks';
import { WEBHOOKS_PER_SERVER } from '@raid/domain/schemas/webhooks';
import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { requireGuildManager } from '../../access/guildAccess.js';
import { attemptDelivery, isDemo } from './delivery.js';
import { presentDelivery, presentHook } from './presenter.js';
import {
  countHooks,
  deleteHook,
  findHook,
  hooksOfGuild,
  insertDeliveries,
  insertHook,
  recentDeliveries,
  updateHook,
} from '../../data/webhooks.js';
import { newWebhookSecret } from './signature.js';
import { checkWebhookAddress } from './webhookAddress.js';

type WebhookDeps = Pick<AppDeps, 'db' | 'discord' | 'now' | 'config'>;

/** How many deliveries Settings shows per hook. */
const DELIVERY_LOG_LENGTH = 30;

interface HookRef {
  server: string;
  id: number;
}

async function presentOne(deps: WebhookDeps, guildId: string, id: number): Promise<Webhook> {
  const row = (await hooksOfGuild(deps.db, guildId)).find((hook) => hook.id === id);
  if (!row) fail('notFound');
  return presentHook(row);
}

/** The hook of the server's manager; 404 for a hook of another server. */
async function managedHook(deps: WebhookDeps, user: UserRow, ref: HookRef) {
  await requireGuildManager(deps, user, ref.server);
  const hook = await findHook(deps.db, ref.server, ref.id);
  if (!hook) fail('notFound');
  return hook;
}

export async function listWebhooks(
  deps: WebhookDeps,
  user: UserRow,
  server: string,
): Promise<WebhooksAnswer> {
  await requireGuildManager(deps, user, server);
  return { webhooks: (await hooksOfGuild(deps.db, server)).map(presentHook) };
}

export async function addWebhook(
  deps: WebhookDeps,
  user: UserRow,
  payload: { server: string; url: string; events: WebhookEvent[] },
): Promise<AddWebhookAnswer> {
  await requireGuildManager(deps, user, payload.server);
  if ((await countHooks(deps.db, payload.server)) >= WEBHOOKS_PER_SERVER) refuseField('server');
  const address = await checkWebhookAddress(payload.url, isDemo(deps));
  if (!address.ok) refuseField('url', 'webhookUrlRefused');
  const secret = newWebhookSecret();
  const { id } = await insertHook(deps.db, {
    guild_id: payload.server,
    owner_id: user.id,
    url: address.url,
    events: payload.events,
    secret,
  });
  return { webhook: await presentOne(deps, payload.server, id), secret };
}

/** Changes the events or switches the hook on or off; switching on forgets past failures. */
export async function setWebhook(
  deps: WebhookDeps,
  user: UserRow,
  payload: HookRef & { events?: WebhookEvent[] | undefined; enabled?: boolean | undefined },
): Promise<Webhook> {
  const hook = await managedHook(deps, user, payload);
  await updateHook(deps.db, hook.id, {
    ...(payload.events ? { events: payload.events } : {}),
    ...(payload.enabled !== undefined
      ? { enabled: payload.enabled, disabled_for_failures: false, failing_since: null }
      : {}),
    updated_at: deps.now(),
  });
  return presentOne(deps, payload.server, hook.id);
}

export async function removeWebhook(
  deps: WebhookDeps,
  user: UserRow,
  ref: HookRef,
): Promise<{ success: true }> {
  const hook = await managedHook(deps, user, ref);
  await deleteHook(deps.db, ref.server, hook.id);
  return { success: true };
}

/** The secret as it is, or a new one: deliveries from now on are signed with it. */
export async function webhookSecret(
  deps: WebhookDeps,
  user: UserRow,
  payload: HookRef & { rotate: boolean },
): Promise<{ secret: string }> {
  const hook = await managedHook(deps, user, payload);
  if (!payload.rotate) return { secret: hook.secret };
  const secret = newWebhookSecret();
  await updateHook(deps.db, hook.id, { secret, updated_at: deps.now() });
  return { secret };
}

/** Sends a `ping` now, once (no retries: the manager is watching), and answers how it went. */
export async function testWebhook(
  deps: WebhookDeps,
  user: UserRow,
  ref: HookRef,
): Promise<TestWebhookAnswer> {
  const hook = await managedHook(deps, user, ref);
  const now = deps.now();
  const [ping] = await insertDeliveries(deps.db, [
    { hook_id: hook.id, event: 'ping', next_attempt_at: now, created_at: now },
  ]);
  if (!ping) fail('notFound');
  await attemptDelivery(deps, ping.id, { retry: false });
  const [row] = await recentDeliveries(deps.db, hook.id, 1, ping.id);
  if (!row) fail('notFound');
  return { delivery: presentDelivery(row) };
}

export async function webhookDeliveries(
  deps: WebhookDeps,
  user: UserRow,
  ref: HookRef,
): Promise<WebhookDeliveriesAnswer> {
  const hook = await managedHook(deps, user, ref);
  return { deliveries: (await recentDeliveries(deps.db, hook.id, DELIVERY_LOG_LENGTH)).map(presentDelivery) };
}
