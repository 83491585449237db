import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCharacter, createRaid, createSession, createUser } from '../testing/factories.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { signatureValid, startTestReceiver } from '../testing/webhookReceiver.js';

const ARTHAS = '210000000000000001'; // owner of Frostmourne Raiders
const FROSTMOURNE = '310000000000000001';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startTestReceiver>>;

beforeAll(async () => {
  t = await startTestApp({}, { jobs: true });
  receiver = await startTestReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

async function waitFor<T>(read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('nothing arrived');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('webhook deliveries on pg-boss', () => {
  it('sends a signed raid.created to a receiver when a raid is created', async () => {
    await createUser(t.deps.db, { id: ARTHAS });
    const cookie = await createSession(t.deps.db, ARTHAS);
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
    t.deps.events.emit({ type: 'raidCreated', expansion: 'wotlk', raidId: raid.id });

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
    // An event the hook did not ask for is not sent.
    t.deps.events.emit({ type: 'rosterApproved', expansion: 'wotlk', raidId: raid.id });
    await t.deps.events.idle();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received).toHaveLength(1);
  });
});
