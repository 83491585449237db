import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeAndTell } from '../events/changeAndTell.js';
import { FAILING_HOOK_OFF_AFTER_MS } from '../features/webhooks/delivery.js';
import { createCharacter, createRaid, createSession, createUser } from '../testing/factories.js';
import { useTestApp } from '../testing/testApp.js';
import { signatureValid, startTestReceiver } from '../testing/webhookReceiver.js';
import { WEBHOOK_SWEEP } from './webhookDeliveries.js';

const ARTHAS = '210000000000000001'; // owner of Frostmourne Raiders
const FROSTMOURNE = '310000000000000001';

let receiver: Awaited<ReturnType<typeof startTestReceiver>>;
let cookie: string;

const t = useTestApp({}, { jobs: true });

beforeAll(async () => {
  receiver = await startTestReceiver();
  await createUser(t.deps.db, { id: ARTHAS });
  cookie = await createSession(t.deps.db, ARTHAS);
});
afterAll(async () => {
  await receiver.close();
});
afterEach(() => t.setNow(null));

async function waitFor<T>(
  read: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('nothing arrived');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('webhook deliveries on pg-boss', () => {
  it('sends a signed raid.created to a receiver when a raid is created', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/addWebhook',
      headers: { cookie },
      payload: { server: FROSTMOURNE, url: receiver.url, events: ['raid.created', 'raid.canceled'] },
    });
    const { secret } = added.json<{ secret: string }>();

    const char = await createCharacter(t.deps.db, ARTHAS);
    const raid = await createRaid(
      t.deps.db,
      { userId: ARTHAS, charId: char.id },
      { discord_server: FROSTMOURNE },
    );
    await changeAndTell(t.deps, (_trx, tell) =>
      tell({ type: 'raidCreated', expansion: 'wotlk', raidId: raid.id }),
    );

    const delivery = await waitFor(() => receiver.received[0]);
    expect(signatureValid(secret, delivery)).toBe(true);
    expect(delivery.headers).toMatchObject({
      'content-type': 'application/json',
      'x-raid-planner-event': 'raid.created',
      'x-raid-planner-delivery': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const timestamp = Number(delivery.headers['x-raid-planner-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    const body = JSON.parse(delivery.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: delivery.headers['x-raid-planner-delivery'],
      event: 'raid.created',
      community: { id: FROSTMOURNE },
      raid: { id: raid.id, discordServer: FROSTMOURNE, canceled: false },
    });
    // An event the hook did not ask for is not sent: a delivery is written in the change's own transaction, so
    // once the change has committed, the deliveries it owes are all there to see.
    await changeAndTell(t.deps, (_trx, tell) =>
      tell({ type: 'rosterApproved', expansion: 'wotlk', raidId: raid.id }),
    );
    await t.deps.events.idle();
    const deliveries = await t.deps.db
      .selectFrom('webhook_deliveries')
      .select('event')
      .where('raid_id', '=', raid.id)
      .execute();
    expect(deliveries).toEqual([{ event: 'raid.created' }]);
    expect(receiver.received).toHaveLength(1);
  });

  it('switches off, in the sweep, a hook that failed 24 hours ago with nothing since, and tells its owner', async () => {
    await t.deps.db.deleteFrom('webhooks').execute();
    await t.deps.db.deleteFrom('discord_outbox').execute();
    t.discord.clearRequests();
    // An event nothing here raises: no later delivery can succeed or switch the hook off at its own try.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/addWebhook',
      headers: { cookie },
      payload: { server: FROSTMOURNE, url: receiver.url, events: ['roster.approved'] },
    });
    const { webhook } = added.json<{ webhook: { id: number; url: string } }>();
    const start = new Date();
    t.setNow(start);
    // A 410 is not retried: after this ping the hook has nothing left to send.
    receiver.answers.push(410);
    const ping = await t.app.inject({
      method: 'POST',
      url: '/api/testWebhook',
      headers: { cookie },
      payload: { server: FROSTMOURNE, id: webhook.id },
    });
    expect(ping.json()).toMatchObject({ delivery: { status: 'failed' } });
    const hookRow = () =>
      t.deps.db
        .selectFrom('webhooks')
        .select(['enabled', 'disabled_for_failures', 'failing_since'])
        .where('id', '=', webhook.id)
        .executeTakeFirstOrThrow();
    expect(await hookRow()).toEqual({ enabled: true, disabled_for_failures: false, failing_since: start });

    t.setNow(new Date(start.getTime() + FAILING_HOOK_OFF_AFTER_MS));
    if (!t.jobs) throw new Error('the test app runs without jobs');
    // The sweep's own job, run now rather than at the next minute of its schedule.
    await t.jobs.queue.sendAt({ name: WEBHOOK_SWEEP, data: {}, runAt: new Date(), key: 'switch-off test' });
    await waitFor(async () => ((await hookRow()).enabled ? undefined : true));
    expect(await hookRow()).toMatchObject({ enabled: false, disabled_for_failures: true });

    await t.bot.worker.runDue();
    const requests = t.discord.requests();
    const opened = requests.findIndex(
      (request) => request.method === 'POST' && request.path.endsWith('/users/@me/channels'),
    );
    expect(requests[opened]).toMatchObject({ status: 200, body: { recipient_id: ARTHAS } });
    expect(requests[opened + 1]).toMatchObject({
      method: 'POST',
      body: { content: expect.stringContaining(`The webhook ${webhook.url} of `) },
    });
    expect(requests.filter((request) => request.path.endsWith('/users/@me/channels'))).toHaveLength(1);
  });
});
