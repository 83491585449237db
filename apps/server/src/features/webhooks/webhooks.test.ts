import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorMessage } from '@raid/domain/errors/catalogue';
import { createCharacter, createRaid, createSession, createUser } from '../../testing/factories.js';
import type { DomainEvent } from '../../events/domainEvents.js';
import { useTestApp } from '../../testing/testApp.js';
import { signatureValid, startTestReceiver } from '../../testing/webhookReceiver.js';
import { attemptDelivery, FAILING_HOOK_OFF_AFTER_MS } from './delivery.js';
import { recordWebhookDeliveries, SIGNUP_COALESCE_MS } from './deliveryEvents.js';

const ARTHAS = '210000000000000001'; // owner of Frostmourne Raiders
const JAINA = '210000000000000002'; // Officer (Administrator) there
const THRALL = '210000000000000003'; // holds the Raid Leader role there: not a manager
const FROSTMOURNE = '310000000000000001';
const HOUR = 3_600_000;

let receiver: Awaited<ReturnType<typeof startTestReceiver>>;
const cookies: Record<string, string> = {};
let raid: { id: number };

const t = useTestApp();

beforeAll(async () => {
  receiver = await startTestReceiver();
  for (const id of [ARTHAS, JAINA, THRALL]) {
    await createUser(t.deps.db, { id, language: id === ARTHAS ? 'ru' : 'en' });
    cookies[id] = await createSession(t.deps.db, id);
  }
  const char = await createCharacter(t.deps.db, JAINA);
  raid = await createRaid(t.deps.db, { userId: JAINA, charId: char.id }, { discord_server: FROSTMOURNE });
});
afterAll(async () => {
  await receiver.close();
});
beforeEach(async () => {
  await t.deps.db.deleteFrom('webhooks').execute();
  await t.deps.db.deleteFrom('discord_outbox').execute();
  receiver.received.length = 0;
  receiver.answers.length = 0;
});
afterEach(() => t.setNow(null));

const call = (userId: string | null, url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    ...(userId ? { headers: { cookie: cookies[userId] ?? '' } } : {}),
    ...(payload ? { payload } : {}),
  });

async function addHook(events = ['raid.created', 'signup.changed'], userId = ARTHAS) {
  const answer = await call(userId, '/api/addWebhook', { server: FROSTMOURNE, url: receiver.url, events });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ webhook: { id: number }; secret: string }>();
}

describe('managing webhooks', () => {
  it('lets only the server manager list, add, change and delete hooks', async () => {
    expect((await call(null, `/api/webhooks?server=${FROSTMOURNE}`)).statusCode).toBe(401);
    expect((await call(THRALL, `/api/webhooks?server=${FROSTMOURNE}`)).statusCode).toBe(403);
    const thrallAdds = await call(THRALL, '/api/addWebhook', {
      server: FROSTMOURNE,
      url: receiver.url,
      events: ['raid.created'],
    });
    expect(thrallAdds.statusCode).toBe(403);

    const { webhook, secret } = await addHook();
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(webhook).toMatchObject({ url: receiver.url, enabled: true, lastDelivery: null });
    const list = await call(JAINA, `/api/webhooks?server=${FROSTMOURNE}`);
    expect(list.json()).toEqual({ webhooks: [expect.objectContaining({ id: webhook.id })] });
    expect(JSON.stringify(list.json())).not.toContain(secret);

    const ref = { server: FROSTMOURNE, id: webhook.id };
    expect((await call(THRALL, '/api/setWebhook', { ...ref, enabled: false })).statusCode).toBe(403);
    expect((await call(THRALL, '/api/webhookSecret', { ...ref, rotate: false })).statusCode).toBe(403);
    expect((await call(THRALL, '/api/deleteWebhook', ref)).statusCode).toBe(403);
    const changed = await call(JAINA, '/api/setWebhook', {
      ...ref,
      events: ['raid.canceled'],
      enabled: false,
    });
    expect(changed.json()).toMatchObject({ events: ['raid.canceled'], enabled: false });

    expect((await call(JAINA, '/api/webhookSecret', { ...ref, rotate: false })).json()).toEqual({ secret });
    const rotated = (await call(JAINA, '/api/webhookSecret', { ...ref, rotate: true })).json<{
      secret: string;
    }>();
    expect(rotated.secret).not.toBe(secret);

    expect((await call(JAINA, '/api/deleteWebhook', ref)).json()).toEqual({ success: true });
    expect((await call(JAINA, `/api/webhooks?server=${FROSTMOURNE}`)).json()).toEqual({ webhooks: [] });
  });

  it('answers 404 for a hook of another server or none', async () => {
    const { webhook } = await addHook();
    const other = await call(ARTHAS, '/api/setWebhook', { server: FROSTMOURNE, id: webhook.id + 1000 });
    expect(other.statusCode).toBe(404);
  });

  it('refuses addresses that are not URLs, not https, or carry credentials, and repeated events', async () => {
    for (const url of [
      'not a url',
      'ftp://example.org/hook',
      'http://example.org/hook',
      'http://10.0.0.1/hook',
      'https://user:pass@example.org/hook',
    ]) {
      const answer = await call(ARTHAS, '/api/addWebhook', {
        server: FROSTMOURNE,
        url,
        events: ['raid.created'],
      });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toEqual({
        code: 'webhookUrlRefused',
        error: errorMessage('webhookUrlRefused', 'ru'),
        issues: [{ path: 'url', code: 'webhookUrlRefused' }],
      });
    }
    const repeated = await call(ARTHAS, '/api/addWebhook', {
      server: FROSTMOURNE,
      url: receiver.url,
      events: ['raid.created', 'raid.created'],
    });
    expect(repeated.statusCode).toBe(400);
    const none = await call(ARTHAS, '/api/addWebhook', {
      server: FROSTMOURNE,
      url: receiver.url,
      events: [],
    });
    expect(none.statusCode).toBe(400);
  });
});

describe('deliveries', () => {
  it('sends a signed ping at once with "Send test" and logs it', async () => {
    const { webhook, secret } = await addHook();
    const test = await call(ARTHAS, '/api/testWebhook', { server: FROSTMOURNE, id: webhook.id });
    expect(test.json()).toMatchObject({
      delivery: { event: 'ping', status: 'delivered', attempts: [{ statusCode: 200, error: null }] },
    });
    const [ping] = receiver.received;
    expect(ping && signatureValid(secret, ping)).toBe(true);
    expect(ping?.headers['x-raid-planner-event']).toBe('ping');
    expect(JSON.parse(ping?.body ?? '')).toMatchObject({
      event: 'ping',
      community: { id: FROSTMOURNE, name: expect.any(String) },
      raid: null,
    });
    const log = await call(ARTHAS, `/api/webhookDeliveries?server=${FROSTMOURNE}&id=${webhook.id}`);
    expect(log.json()).toMatchObject({ deliveries: [{ event: 'ping', status: 'delivered' }] });
  });

  it('coalesces a burst of sign-up changes into one delivery a few seconds later', async () => {
    await addHook();
    const start = new Date();
    t.setNow(start);
    const event: DomainEvent = {
      type: 'recordsChanged',
      expansion: 'wotlk',
      raidIds: [raid.id],
      userIds: [],
    };
    const first = await recordWebhookDeliveries(t.deps, event);
    const second = await recordWebhookDeliveries(t.deps, event);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(0);
    expect(first[0]?.runAt.getTime()).toBe(start.getTime() + SIGNUP_COALESCE_MS);
    // Not due yet: nothing is sent before the window closes.
    expect(await attemptDelivery(t.deps, first[0]?.id ?? '')).toBeNull();
    expect(receiver.received).toHaveLength(0);
  });

  it('retries after a 500 with back-off and delivers the same signed body with the same id', async () => {
    const { secret } = await addHook();
    receiver.answers.push(500);
    const start = new Date();
    t.setNow(start);
    const [due] = await recordWebhookDeliveries(t.deps, {
      type: 'raidCreated',
      expansion: 'wotlk',
      raidId: raid.id,
    });
    const retry = await attemptDelivery(t.deps, due?.id ?? '');
    expect(retry?.runAt.getTime()).toBe(start.getTime() + 10_000);
    // Too early: the retry waits its turn.
    expect(await attemptDelivery(t.deps, due?.id ?? '')).toBeNull();
    t.setNow(retry?.runAt ?? null);
    expect(await attemptDelivery(t.deps, due?.id ?? '')).toBeNull();

    const [failed, delivered] = receiver.received;
    expect(failed?.body).toBe(delivered?.body);
    expect(delivered?.headers['x-raid-planner-delivery']).toBe(due?.id);
    expect(failed?.headers['x-raid-planner-delivery']).toBe(due?.id);
    expect(delivered && signatureValid(secret, delivered)).toBe(true);
    const body = JSON.parse(delivered?.body ?? '') as { raid: Record<string, unknown> };
    expect(body).toMatchObject({ event: 'raid.created', raid: { id: raid.id } });
    // docs/api.md: the raid as `GET /api/raids?id=` presents it, without `records` and `recordsVersion`.
    expect(Object.keys(body.raid)).not.toEqual(expect.arrayContaining(['records']));
    expect(Object.keys(body.raid)).not.toEqual(expect.arrayContaining(['recordsVersion']));
    const list = await call(ARTHAS, `/api/webhooks?server=${FROSTMOURNE}`);
    expect(list.json()).toMatchObject({
      webhooks: [{ failingSince: null, lastDelivery: { status: 'delivered', statusCode: 200 } }],
    });
  });

  it('does not retry a 4xx other than 429', async () => {
    await addHook();
    receiver.answers.push(410);
    const [due] = await recordWebhookDeliveries(t.deps, {
      type: 'raidCreated',
      expansion: 'wotlk',
      raidId: raid.id,
    });
    expect(await attemptDelivery(t.deps, due?.id ?? '')).toBeNull();
    const list = await call(ARTHAS, `/api/webhooks?server=${FROSTMOURNE}`);
    expect(list.json()).toMatchObject({
      webhooks: [{ lastDelivery: { status: 'failed', statusCode: 410 } }],
    });
  });

  it('switches a hook off after 24 hours of failures and tells its owner by direct message', async () => {
    const { webhook } = await addHook();
    receiver.answers.push(...Array<number>(50).fill(503));
    const start = new Date();
    t.setNow(start);
    const [due] = await recordWebhookDeliveries(t.deps, {
      type: 'raidCreated',
      expansion: 'wotlk',
      raidId: raid.id,
    });
    let next = await attemptDelivery(t.deps, due?.id ?? '');
    while (next && next.runAt.getTime() - start.getTime() < FAILING_HOOK_OFF_AFTER_MS - HOUR) {
      t.setNow(next.runAt);
      next = await attemptDelivery(t.deps, next.id);
    }
    const stillOn = await call(ARTHAS, `/api/webhooks?server=${FROSTMOURNE}`);
    expect(stillOn.json()).toMatchObject({
      webhooks: [{ enabled: true, failingSince: start.toISOString() }],
    });
    expect(await t.deps.db.selectFrom('discord_outbox').selectAll().execute()).toEqual([]);

    t.setNow(new Date(start.getTime() + FAILING_HOOK_OFF_AFTER_MS));
    expect(await attemptDelivery(t.deps, next?.id ?? '')).toBeNull();
    // Back to real time: the test sessions expire a day after they were made.
    t.setNow(null);
    const off = await call(ARTHAS, `/api/webhooks?server=${FROSTMOURNE}`);
    expect(off.json()).toMatchObject({ webhooks: [{ enabled: false, disabledForFailures: true }] });
    const messages = await t.deps.db.selectFrom('discord_outbox').selectAll().execute();
    expect(messages).toEqual([
      expect.objectContaining({
        kind: 'directMessage',
        user_id: ARTHAS,
        content: expect.stringContaining('Вебхук'),
      }),
    ]);
    // Nothing more is sent to a hook that is off; switching it back on forgets the failures.
    const more = await recordWebhookDeliveries(t.deps, {
      type: 'raidCreated',
      expansion: 'wotlk',
      raidId: raid.id,
    });
    expect(more).toEqual([]);
    const on = await call(ARTHAS, '/api/setWebhook', { server: FROSTMOURNE, id: webhook.id, enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, disabledForFailures: false, failingSince: null });
  });
});
