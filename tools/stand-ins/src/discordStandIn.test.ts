import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoGuilds, demoUsers } from './demoWorld.js';
import { startDiscordStandIn } from './discordStandIn.js';
import type { DiscordStandIn } from './discordStandIn.js';

const ARTHAS = '210000000000000001'; // owner of Frostmourne Raiders
const JAINA = '210000000000000002'; // Officer (Administrator) there
const SYLVANAS = '210000000000000004'; // plain Raider there; Raid Leader (no permissions) in the second guild
const FROSTMOURNE = '310000000000000001';
const HORDE = '310000000000000002';
const RAID_SCHEDULE = '330000000000000001';
const HORDE_SCHEDULE = '330000000000000011';
const RAID_VOICE = '330000000000000004';
const REDIRECT = 'http://localhost:3000/api/auth/callback';
const ALL_PERMISSIONS = '8866461766385663';

let standIn: DiscordStandIn;

beforeAll(async () => {
  standIn = await startDiscordStandIn();
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(async () => {
  await fetch(`${standIn.url}/__faults`, { method: 'DELETE' });
  standIn.clearRequests();
});

const bot = () => ({ Authorization: `Bot ${standIn.botToken}` });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function authorizePage(state = 'st4te', redirectUri = REDIRECT): Promise<string> {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: standIn.clientId,
    scope: 'identify guilds',
    state,
    redirect_uri: redirectUri,
    prompt: 'none',
  });
  const res = await fetch(`${standIn.url}/oauth2/authorize?${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
}

function linkFor(html: string, userId: string): URL {
  const match = new RegExp(`<a data-user-id="${userId}" href="([^"]+)"`).exec(html);
  if (!match?.[1]) throw new Error(`no link for ${userId}`);
  return new URL(match[1].replaceAll('&#38;', '&'));
}

async function exchange(code: string, redirectUri = REDIRECT): Promise<Response> {
  return fetch(`${standIn.apiUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: standIn.clientId,
      client_secret: standIn.clientSecret,
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    }),
  });
}

async function loginAs(userId: string): Promise<{ access_token: string; refresh_token: string }> {
  const code = linkFor(await authorizePage(), userId).searchParams.get('code') ?? '';
  const res = await exchange(code);
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

describe('Discord stand-in: OAuth2', () => {
  it('lists every demo user on the authorize page, with a code and the state in each link', async () => {
    const html = await authorizePage('abc 123');
    expect(html).toContain('<title>Discord stand-in — choose a demo user</title>');
    for (const user of demoUsers) {
      const link = linkFor(html, user.id);
      expect(`${link.origin}${link.pathname}`).toBe(REDIRECT);
      expect(link.searchParams.get('code')).toMatch(/^\w{20,}$/);
      expect(link.searchParams.get('state')).toBe('abc 123');
    }
    expect(html).toContain('>Arthas (arthas)</a>');
    expect(html).toContain('>thrall#4242 (thrall)</a>');
    expect(html).toContain('>Иллидан (illidan)</a>');
  });

  it('refuses an unknown client on the authorize page', async () => {
    const res = await fetch(
      `${standIn.url}/oauth2/authorize?response_type=code&client_id=1&scope=identify&redirect_uri=${REDIRECT}`,
    );
    expect(res.status).toBe(400);
  });

  it('exchanges a code once, bound to its redirect_uri, with Basic client authentication too', async () => {
    const code = linkFor(await authorizePage(), JAINA).searchParams.get('code') ?? '';

    const wrongRedirect = await exchange(code, 'http://evil.example/callback');
    expect(wrongRedirect.status).toBe(400);
    expect(await wrongRedirect.json()).toMatchObject({ error: 'invalid_grant' });

    const basic = Buffer.from(`${standIn.clientId}:${standIn.clientSecret}`).toString('base64');
    const res = await fetch(`${standIn.apiUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${basic}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }),
    });
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as Record<string, unknown>;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 604800, scope: 'identify guilds' });
    expect(typeof tokens.access_token).toBe('string');
    expect(typeof tokens.refresh_token).toBe('string');

    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });

    const unknownCode = await exchange('not-a-code');
    expect(unknownCode.status).toBe(400);
    expect(await unknownCode.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a wrong client secret with invalid_client', async () => {
    const res = await fetch(`${standIn.apiUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: standIn.clientId,
        client_secret: 'wrong',
        grant_type: 'authorization_code',
        code: 'x',
        redirect_uri: REDIRECT,
      }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'invalid_client' });
  });

  it('refreshes tokens, rotating the refresh token', async () => {
    const tokens = await loginAs(ARTHAS);
    const refresh = () =>
      fetch(`${standIn.apiUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: standIn.clientId,
          client_secret: standIn.clientSecret,
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
        }),
      });
    const res = await refresh();
    expect(res.status).toBe(200);
    const next = (await res.json()) as { access_token: string; refresh_token: string };
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const me = await fetch(`${standIn.apiUrl}/users/@me`, { headers: bearer(next.access_token) });
    expect(((await me.json()) as { id: string }).id).toBe(ARTHAS);
    expect((await refresh()).status).toBe(400);
  });
});

describe('Discord stand-in: users', () => {
  it('answers @me for a user token, the bot token, and 401 otherwise', async () => {
    const tokens = await loginAs(JAINA);
    const res = await fetch(`${standIn.apiUrl}/users/@me`, { headers: bearer(tokens.access_token) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: JAINA,
      username: 'jaina',
      global_name: 'Jaina',
      discriminator: '0',
      avatar: null,
      premium_type: 2,
    });
    for (const name of [
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset-after',
      'x-ratelimit-bucket',
    ]) {
      expect(res.headers.get(name)).toBeTruthy();
    }

    const asBot = await fetch(`${standIn.apiUrl}/users/@me`, { headers: bot() });
    expect(await asBot.json()).toMatchObject({ id: standIn.clientId, bot: true });

    const anonymous = await fetch(`${standIn.apiUrl}/users/@me`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: '401: Unauthorized', code: 0 });
    const badBot = await fetch(`${standIn.apiUrl}/users/@me`, { headers: { Authorization: 'Bot nope' } });
    expect(badBot.status).toBe(401);
  });

  it("computes each user's guild permissions: owner, Administrator role, plain member", async () => {
    type Summary = { id: string; name: string; owner: boolean; permissions: string };
    const guildsOf = async (userId: string) => {
      const tokens = await loginAs(userId);
      const res = await fetch(`${standIn.apiUrl}/users/@me/guilds`, { headers: bearer(tokens.access_token) });
      expect(res.status).toBe(200);
      return (await res.json()) as Summary[];
    };

    const owner = await guildsOf(ARTHAS);
    expect(owner).toEqual([
      expect.objectContaining({
        id: FROSTMOURNE,
        name: 'Frostmourne Raiders',
        owner: true,
        permissions: ALL_PERMISSIONS,
      }),
    ]);

    const officer = await guildsOf(JAINA);
    expect(officer).toEqual([
      expect.objectContaining({ id: FROSTMOURNE, owner: false, permissions: ALL_PERMISSIONS }),
    ]);

    const raider = await guildsOf(SYLVANAS);
    expect(raider.map((g) => g.id)).toEqual([FROSTMOURNE, HORDE]);
    expect(raider.every((g) => !g.owner && g.permissions === '0')).toBe(true);
  });

  it('lists every demo guild for the bot, without invite permission where it is missing', async () => {
    const res = await fetch(`${standIn.apiUrl}/users/@me/guilds`, { headers: bot() });
    const guilds = (await res.json()) as Array<{ id: string; permissions: string }>;
    expect(guilds.map((g) => g.id)).toEqual(demoGuilds.map((g) => g.id));
    const horde = guilds.find((g) => g.id === HORDE);
    expect(BigInt(horde?.permissions ?? '1') & 1n).toBe(0n);
  });
});

describe('Discord stand-in: bot routes', () => {
  it('answers guild, channels, roles and members with Discord codes for unknown ones', async () => {
    const guild = (await (
      await fetch(`${standIn.apiUrl}/guilds/${FROSTMOURNE}`, { headers: bot() })
    ).json()) as {
      owner_id: string;
      roles: Array<{ id: string; permissions: string }>;
      icon: null;
    };
    expect(guild.owner_id).toBe(ARTHAS);
    expect(guild.icon).toBeNull();
    expect(guild.roles.map((r) => r.id)).toContain(FROSTMOURNE);

    const channels = (await (
      await fetch(`${standIn.apiUrl}/guilds/${FROSTMOURNE}/channels`, { headers: bot() })
    ).json()) as Array<{ id: string; type: number; guild_id: string }>;
    expect(channels.find((c) => c.id === RAID_VOICE)).toMatchObject({ type: 2, guild_id: FROSTMOURNE });

    const roles = await fetch(`${standIn.apiUrl}/guilds/${HORDE}/roles`, { headers: bot() });
    // @everyone, Рейд-лидер and the bot's own managed role.
    expect(((await roles.json()) as unknown[]).length).toBe(3);

    const member = await fetch(`${standIn.apiUrl}/guilds/${FROSTMOURNE}/members/${JAINA}`, {
      headers: bot(),
    });
    expect(await member.json()).toMatchObject({
      user: { id: JAINA, username: 'jaina' },
      roles: ['320000000000000001'],
      joined_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const notMember = await fetch(`${standIn.apiUrl}/guilds/${HORDE}/members/${JAINA}`, { headers: bot() });
    expect(notMember.status).toBe(404);
    expect(await notMember.json()).toEqual({ message: 'Unknown Member', code: 10007 });

    const noGuild = await fetch(`${standIn.apiUrl}/guilds/399999999999999999`, { headers: bot() });
    expect(noGuild.status).toBe(404);
    expect(await noGuild.json()).toEqual({ message: 'Unknown Guild', code: 10004 });

    const asUser = await fetch(`${standIn.apiUrl}/guilds/${FROSTMOURNE}`, {
      headers: bearer((await loginAs(ARTHAS)).access_token),
    });
    expect(asUser.status).toBe(401);
  });

  it('stores a posted message, edits it, and records both requests', async () => {
    const post = await fetch(`${standIn.apiUrl}/channels/${RAID_SCHEDULE}/messages`, {
      method: 'POST',
      headers: { ...bot(), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        content: 'New raid',
        embeds: [{ title: 'Naxxramas 25', fields: [{ name: 'a', value: 'b' }] }],
      }),
    });
    expect(post.status).toBe(200);
    const message = (await post.json()) as { id: string; channel_id: string; author: { bot: boolean } };
    expect(message.id).toMatch(/^\d{17,20}$/);
    expect(message).toMatchObject({ channel_id: RAID_SCHEDULE, author: { bot: true } });

    const edit = await fetch(`${standIn.apiUrl}/channels/${RAID_SCHEDULE}/messages/${message.id}`, {
      method: 'PATCH',
      headers: { ...bot(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ embeds: [{ title: 'Naxxramas 25 (canceled)' }] }),
    });
    expect(edit.status).toBe(200);
    expect(await edit.json()).toMatchObject({
      id: message.id,
      content: 'New raid',
      embeds: [{ type: 'rich', title: 'Naxxramas 25 (canceled)' }],
      edited_timestamp: expect.any(String),
    });

    const fetched = await fetch(`${standIn.apiUrl}/channels/${RAID_SCHEDULE}/messages/${message.id}`, {
      headers: bot(),
    });
    expect(await fetched.json()).toMatchObject({ embeds: [{ title: 'Naxxramas 25 (canceled)' }] });

    const recorded = (await (await fetch(`${standIn.url}/__requests`)).json()) as Array<{
      method: string;
      path: string;
      body: unknown;
      time: string;
    }>;
    expect(recorded.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/v10/channels/${RAID_SCHEDULE}/messages`,
      `PATCH /api/v10/channels/${RAID_SCHEDULE}/messages/${message.id}`,
      `GET /api/v10/channels/${RAID_SCHEDULE}/messages/${message.id}`,
    ]);
    expect(recorded[0]?.body).toMatchObject({ content: 'New raid' });
    expect(recorded[1]?.body).toEqual({ embeds: [{ title: 'Naxxramas 25 (canceled)' }] });

    await fetch(`${standIn.url}/__requests`, { method: 'DELETE' });
    expect(standIn.requests()).toEqual([]);
  });

  it('answers Discord errors for empty or oversized messages and unknown channels', async () => {
    const send = (channelId: string, body: unknown) =>
      fetch(`${standIn.apiUrl}/channels/${channelId}/messages`, {
        method: 'POST',
        headers: { ...bot(), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const empty = await send(RAID_SCHEDULE, { content: '' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: 'Cannot send an empty message', code: 50006 });

    const long = await send(RAID_SCHEDULE, { embeds: [{ title: 'x'.repeat(257) }] });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      code: 50035,
      message: 'Invalid Form Body',
      errors: { embeds: { '0': { title: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } } } },
    });

    const nowhere = await send('339999999999999999', { content: 'hi' });
    expect(nowhere.status).toBe(404);
    expect(await nowhere.json()).toEqual({ message: 'Unknown Channel', code: 10003 });
  });

  it('opens a DM channel and stores messages sent to it', async () => {
    const res = await fetch(`${standIn.apiUrl}/users/@me/channels`, {
      method: 'POST',
      headers: { ...bot(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ recipient_id: SYLVANAS }),
    });
    const channel = (await res.json()) as { id: string; type: number; recipients: Array<{ id: string }> };
    expect(channel).toMatchObject({ type: 1, recipients: [{ id: SYLVANAS }] });
    const post = await fetch(`${standIn.apiUrl}/channels/${channel.id}/messages`, {
      method: 'POST',
      headers: { ...bot(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'You are in the roster' }),
    });
    expect(post.status).toBe(200);
    expect(await post.json()).toMatchObject({ channel_id: channel.id, content: 'You are in the roster' });
  });

  it('creates an invite, and answers 403 Missing Permissions where the bot may not invite', async () => {
    const ok = await fetch(`${standIn.apiUrl}/channels/${RAID_SCHEDULE}/invites`, {
      method: 'POST',
      headers: { ...bot(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ max_age: 86400 }),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      code: expect.stringMatching(/^\w{8}$/),
      guild: { id: FROSTMOURNE },
    });

    const denied = await fetch(`${standIn.apiUrl}/channels/${HORDE_SCHEDULE}/invites`, {
      method: 'POST',
      headers: { ...bot(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ max_age: 86400 }),
    });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
  });

  it('creates, edits and deletes a voice scheduled event, refusing one in the past', async () => {
    const start = new Date(Date.now() + 86400_000).toISOString();
    const create = (body: unknown) =>
      fetch(`${standIn.apiUrl}/guilds/${FROSTMOURNE}/scheduled-events`, {
        method: 'POST',
        headers: { ...bot(), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const res = await create({
      name: 'Naxxramas',
      channel_id: RAID_VOICE,
      scheduled_start_time: start,
      privacy_level: 2,
      entity_type: 2,
    });
    expect(res.status).toBe(200);
    const event = (await res.json()) as { id: string };
    expect(event).toMatchObject({ guild_id: FROSTMOURNE, entity_type: 2, channel_id: RAID_VOICE, status: 1 });

    const patch = await fetch(`${standIn.apiUrl}/guilds/${FROSTMOURNE}/scheduled-events/${event.id}`, {
      method: 'PATCH',
      headers: { ...bot(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Naxxramas (moved)' }),
    });
    expect(await patch.json()).toMatchObject({
      id: event.id,
      name: 'Naxxramas (moved)',
      scheduled_start_time: start,
    });

    const del = await fetch(`${standIn.apiUrl}/guilds/${FROSTMOURNE}/scheduled-events/${event.id}`, {
      method: 'DELETE',
      headers: bot(),
    });
    expect(del.status).toBe(204);
    const gone = await fetch(`${standIn.apiUrl}/guilds/${FROSTMOURNE}/scheduled-events/${event.id}`, {
      headers: bot(),
    });
    expect(await gone.json()).toEqual({ message: 'Unknown Guild Scheduled Event', code: 10070 });

    const past = await create({
      name: 'Yesterday',
      channel_id: RAID_VOICE,
      scheduled_start_time: new Date(Date.now() - 60_000).toISOString(),
      privacy_level: 2,
      entity_type: 2,
    });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      code: 50035,
      errors: { scheduled_start_time: expect.anything() },
    });

    const textChannel = await create({
      name: 'Wrong channel',
      channel_id: RAID_SCHEDULE,
      scheduled_start_time: start,
      privacy_level: 2,
      entity_type: 2,
    });
    expect(textChannel.status).toBe(400);
  });
});

describe('Discord stand-in: faults', () => {
  it('fails the next matching requests with a 429 and retry-after, then succeeds', async () => {
    const setFault = await fetch(`${standIn.url}/__faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        method: 'GET',
        path: '^/api/v10/guilds/\\d+$',
        status: 429,
        retryAfter: 2,
        count: 1,
      }),
    });
    expect(setFault.status).toBe(204);

    const limited = await fetch(`${standIn.apiUrl}/guilds/${FROSTMOURNE}`, { headers: bot() });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(await limited.json()).toEqual({
      message: 'You are being rate limited.',
      retry_after: 2,
      global: false,
    });

    // Other paths are not affected.
    expect((await fetch(`${standIn.apiUrl}/guilds/${FROSTMOURNE}/roles`, { headers: bot() })).status).toBe(
      200,
    );

    const next = await fetch(`${standIn.apiUrl}/guilds/${FROSTMOURNE}`, { headers: bot() });
    expect(next.status).toBe(200);
    expect(standIn.requests().map((r) => r.status)).toEqual([429, 200, 200]);
  });

  it('fails with a 5xx until the count is used or the faults are cleared', async () => {
    await fetch(`${standIn.url}/__faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'messages', status: 502, count: 5 }),
    });
    const send = () =>
      fetch(`${standIn.apiUrl}/channels/${RAID_SCHEDULE}/messages`, {
        method: 'POST',
        headers: { ...bot(), 'Content-Type': 'application/json' },
        body: JSON.stringify({ content: 'hi' }),
      });
    const failed = await send();
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ message: '502: Bad Gateway', code: 0 });
    await fetch(`${standIn.url}/__faults`, { method: 'DELETE' });
    expect((await send()).status).toBe(200);
  });
});
