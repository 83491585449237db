import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuild, createUser } from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const FROSTMOURNE = '310000000000000001'; // the bot may create invites there
const HORDE = '310000000000000002'; // botCanInvite false in the demo world
const HORDE_OWNER = '210000000000000005';

const t = useTestApp();

beforeAll(async () => {
  await createUser(t.database.db, { id: HORDE_OWNER, username: 'illidan', language: 'ru' });
  await createGuild(t.database.db, {
    id: FROSTMOURNE,
    name: 'Frostmourne Raiders',
    owner_id: '210000000000000001',
  });
  await createGuild(t.database.db, { id: HORDE, name: 'Орда Пламегора', owner_id: HORDE_OWNER });
});
beforeEach(() => {
  t.discord.clearRequests();
});

interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

/** What the Discord stand-in received, read through its own HTTP control endpoint. */
async function discordRequests(): Promise<Recorded[]> {
  return (await fetch(`${t.discord.url}/__requests`)).json() as Promise<Recorded[]>;
}

const invite = (id: string) => t.app.inject({ method: 'GET', url: `/api/invite?id=${id}` });

describe('GET /api/invite', () => {
  it('gives a visitor an invite link into the first text channel', async () => {
    const answer = await invite(FROSTMOURNE);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.json()).toMatch(/^https:\/\/discord\.gg\/\w+$/);
    const calls = await discordRequests();
    expect(calls.filter((call) => call.path.endsWith('/invites')).map((call) => call.path)).toEqual([
      '/api/v10/channels/330000000000000001/invites',
    ]);
    expect(calls.some((call) => call.path.endsWith('/users/@me/channels'))).toBe(false);
  });

  it('invites into the first schedule channel when the server has some', async () => {
    await t.database.db
      .insertInto('guild_schedule_channels')
      .values({ guild_id: FROSTMOURNE, channel_id: '330000000000000002' })
      .execute();
    expect((await invite(FROSTMOURNE)).statusCode).toBe(200);
    const paths = (await discordRequests()).map((call) => call.path);
    expect(paths).toContain('/api/v10/channels/330000000000000002/invites');
  });

  it('answers false without the Create Invite permission and tells the owner by DM, once', async () => {
    const answer = await invite(HORDE);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toBe(false);

    const calls = await discordRequests();
    const dm = calls.find((call) => call.method === 'POST' && call.path.endsWith('/users/@me/channels'));
    expect(dm?.body).toEqual({ recipient_id: HORDE_OWNER });
    const message = calls.find(
      (call) => call.method === 'POST' && /\/channels\/\d+\/messages$/.test(call.path) && call !== dm,
    );
    const content = (message?.body as { content?: string } | undefined)?.content ?? '';
    expect(content).toContain('Орда Пламегора');
    expect(content).toContain('Создание приглашения'); // in the owner's language

    t.discord.clearRequests();
    expect((await invite(HORDE)).json()).toBe(false);
    const again = await discordRequests();
    expect(again.some((call) => call.path.endsWith('/users/@me/channels'))).toBe(false);
  });

  it('reuses one invite per server while it lives, with a max age Discord enforces', async () => {
    await t.database.db.deleteFrom('guild_invites').execute();
    const first = (await invite(FROSTMOURNE)).json() as string;
    const again = (await invite(FROSTMOURNE)).json() as string;
    expect(again).toBe(first);
    const created = (await discordRequests()).filter((call) => call.path.endsWith('/invites'));
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({ max_age: 604_800, unique: true });
  });

  it('makes a new invite when the kept one has expired or Discord says it is gone', async () => {
    await t.database.db.deleteFrom('guild_invites').execute();
    const first = (await invite(FROSTMOURNE)).json() as string;
    try {
      // Seven days on, the invite has expired: a new one is made without asking about the old one.
      t.setNow(new Date(Date.now() + 7 * 86_400_000));
      const renewed = (await invite(FROSTMOURNE)).json() as string;
      expect(renewed).not.toBe(first);

      // A moderator revoked it; the next look at Discord (after ten minutes) finds it gone.
      const code = renewed.split('/').pop() ?? '';
      expect((await fetch(`${t.discord.url}/__invites/${code}`, { method: 'DELETE' })).status).toBe(204);
      expect((await invite(FROSTMOURNE)).json()).toBe(renewed);
      t.setNow(new Date(Date.now() + 7 * 86_400_000 + 11 * 60_000));
      t.discord.clearRequests();
      const replaced = (await invite(FROSTMOURNE)).json() as string;
      expect(replaced).not.toBe(renewed);
      const calls = (await discordRequests()).map((call) => `${call.method} ${call.path}`);
      expect(calls).toContain(`GET /api/v10/invites/${code}`);
      expect(calls.filter((call) => call.endsWith('/invites'))).toHaveLength(1);
    } finally {
      t.setNow(null);
    }
  });

  it('answers 404 for a community we do not know, and 400 for an id that is not a Discord id', async () => {
    const answer = await invite('310000000000000999');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ code: 'notFound', error: 'Not found' });
    expect((await invite('abc')).statusCode).toBe(400);
  });

  it('answers false when the bot has left a community we know', async () => {
    await createGuild(t.database.db, { id: '310000000000000777', name: 'Gone' });
    expect((await invite('310000000000000777')).json()).toBe(false);
  });
});
