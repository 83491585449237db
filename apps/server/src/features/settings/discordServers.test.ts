import { demoGuilds } from '@raid/stand-ins/demoWorld';
import { describe, expect, it } from 'vitest';
import { createSession, createUser } from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const ARTHAS = '210000000000000001'; // owner of Frostmourne Raiders
const JAINA = '210000000000000002'; // Officer (Administrator) there
const THRALL = '210000000000000003'; // Raid Leader role there, plain member of the Horde guild
const FROSTMOURNE = '310000000000000001';
const HORDE = '310000000000000002';
const RAID_LEADER_ROLE = '320000000000000002';
const RAID_SCHEDULE = '330000000000000001';

const t = useTestApp();

/** Logs a demo user in the way a browser does: /api/init, the Discord stand-in's authorize page, /api/login. */
async function loginThroughDiscord(userId: string): Promise<string> {
  const init = await t.app.inject({ method: 'GET', url: '/api/init' });
  const state = init.cookies.find((cookie) => cookie.name === 'oauth_state');
  const page = await (await fetch(init.json<{ oauthURL: string }>().oauthURL)).text();
  const link = new RegExp(`data-user-id="${userId}" href="([^"]+)"`).exec(page)?.[1];
  if (!state || !link) throw new Error('the stand-in offered no login link');
  const redirect = new URL(link.replaceAll('&#38;', '&'));
  const login = await t.app.inject({
    method: 'GET',
    url: `/api/login${redirect.search}`,
    cookies: { oauth_state: state.value },
  });
  const session = login.cookies.find((cookie) => cookie.name === 'sid');
  if (login.statusCode !== 200 || !session) throw new Error(`login failed: ${login.body}`);
  return `sid=${session.value}`;
}

const servers = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/discordServers', ...(cookie ? { headers: { cookie } } : {}) });

describe('GET /api/discordServers', () => {
  it('asks a visitor to log in', async () => {
    const answer = await servers();
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'loginRequired' });
  });

  it("lists the owner's server with its roles (no @everyone), text and voice channels, and leadership", async () => {
    const cookie = await loginThroughDiscord(ARTHAS);
    const answer = await servers(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      {
        id: FROSTMOURNE,
        name: 'Frostmourne Raiders',
        icon: null,
        leader: true,
        roles: [
          { id: '320000000000000001', name: 'Officer', color: 0xe67e22 },
          { id: RAID_LEADER_ROLE, name: 'Raid Leader', color: 0x3498db },
          { id: '320000000000000003', name: 'Raider', color: 0x2ecc71 },
        ],
        channels: [
          { id: RAID_SCHEDULE, name: 'raid-schedule', disabled: false },
          { id: '330000000000000002', name: 'gdkp-raids', disabled: false },
          { id: '330000000000000003', name: 'general', disabled: false },
        ],
        voiceChannels: [{ id: '330000000000000004', name: 'Raid Voice', disabled: false }],
      },
    ]);
    const stored = await t.database.db
      .selectFrom('guilds')
      .selectAll()
      .where('id', '=', FROSTMOURNE)
      .executeTakeFirst();
    expect(stored).toMatchObject({ name: 'Frostmourne Raiders', owner_id: ARTHAS });
  });

  it('marks a leader-role holder a leader only once that role is configured, and disables non-schedule channels', async () => {
    const thrall = await loginThroughDiscord(THRALL);
    const before = await servers(thrall);
    expect(
      before.json().map((server: { id: string; leader: boolean }) => [server.id, server.leader]),
    ).toEqual([
      [FROSTMOURNE, false],
      [HORDE, false],
    ]);

    const jaina = await loginThroughDiscord(JAINA);
    const configure = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: jaina }, payload });
    expect(
      (await configure('/api/setLeaderRoles', { server: FROSTMOURNE, role: RAID_LEADER_ROLE })).statusCode,
    ).toBe(200);
    expect(
      (await configure('/api/setMasterMessage', { server: FROSTMOURNE, channel: RAID_SCHEDULE })).statusCode,
    ).toBe(200);

    const after = await servers(thrall);
    const frostmourne = after.json()[0];
    expect(frostmourne.leader).toBe(true);
    expect(frostmourne.channels).toEqual([
      { id: RAID_SCHEDULE, name: 'raid-schedule', disabled: false },
      { id: '330000000000000002', name: 'gdkp-raids', disabled: true },
      { id: '330000000000000003', name: 'general', disabled: true },
    ]);
    expect(after.json()[1]).toMatchObject({ id: HORDE, leader: false, name: demoGuilds[1]?.name });
  });

  it('refreshes an expired Discord token, stores the new one and still answers', async () => {
    const cookie = await loginThroughDiscord(ARTHAS);
    await t.database.db
      .updateTable('users')
      .set({ discord_token_expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', ARTHAS)
      .execute();
    const before = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ARTHAS)
      .executeTakeFirstOrThrow();
    t.discord.clearRequests();

    const answer = await servers(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toHaveLength(1);
    const tokenCalls = t.discord.requests().filter((request) => request.path.endsWith('/oauth2/token'));
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]?.body).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: before.discord_refresh_token,
    });
    const after = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ARTHAS)
      .executeTakeFirstOrThrow();
    expect(after.discord_access_token).not.toBe(before.discord_access_token);
    expect(after.discord_refresh_token).not.toBe(before.discord_refresh_token);
    expect(after.discord_token_expires_at?.getTime()).toBeGreaterThan(Date.now());
  });

  it('refreshes once when two requests find the token expired at the same time (refresh tokens are single-use)', async () => {
    const cookie = await loginThroughDiscord(ARTHAS);
    await t.database.db
      .updateTable('users')
      .set({ discord_token_expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', ARTHAS)
      .execute();
    t.discord.clearRequests();
    const answers = await Promise.all([servers(cookie), servers(cookie)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(t.discord.requests().filter((request) => request.path.endsWith('/oauth2/token'))).toHaveLength(1);
  });

  it('asks to log in again when Discord refuses the refresh', async () => {
    const cookie = await loginThroughDiscord(ARTHAS);
    await t.database.db
      .updateTable('users')
      .set({ discord_token_expires_at: new Date(Date.now() - 60_000), discord_refresh_token: 'revoked' })
      .where('id', '=', ARTHAS)
      .execute();
    const answer = await servers(cookie);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'loginRequired' });
  });

  it('asks to log in again when the stored access token is no longer valid', async () => {
    const user = await createUser(t.database.db, {
      discord_access_token: 'unknown-token',
      discord_refresh_token: 'unknown-refresh',
      discord_token_expires_at: new Date(Date.now() + 86_400_000),
    });
    const answer = await servers(await createSession(t.database.db, user.id));
    expect(answer.statusCode).toBe(401);
  });

  it('asks to log in when no Discord grant was ever stored', async () => {
    const user = await createUser(t.database.db);
    const answer = await servers(await createSession(t.database.db, user.id));
    expect(answer.statusCode).toBe(401);
  });
});
