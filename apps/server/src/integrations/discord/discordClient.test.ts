import { DiscordAPIError, HTTPError } from '@discordjs/rest';
import { startDiscordStandIn } from '@raid/stand-ins/discordStandIn';
import type { DiscordStandIn } from '@raid/stand-ins/discordStandIn';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerDiscordCommands } from '../../admin/discordCommands.js';
import { DiscordClient } from './discordClient.js';
import { isPermanentDiscordRefusal } from './discordGateway.js';
import { DiscordOAuthError } from './discordUserFetch.js';

const ARTHAS = '210000000000000001'; // owner of Frostmourne Raiders
const JAINA = '210000000000000002'; // Officer (Administrator role)
const THRALL = '210000000000000003'; // Raid Leader role (no permissions)
const SYLVANAS = '210000000000000004'; // Raider
const FROSTMOURNE = '310000000000000001';
const HORDE = '310000000000000002';
const RAID_SCHEDULE = '330000000000000001';
const RAID_VOICE = '330000000000000004';
const HORDE_SCHEDULE = '330000000000000011';
const REDIRECT = 'http://localhost:3000/api/auth/callback';

let standIn: DiscordStandIn;
let client: DiscordClient;

beforeAll(async () => {
  standIn = await startDiscordStandIn();
  client = new DiscordClient({
    apiUrl: `${standIn.url}/api`,
    authorizeBaseUrl: standIn.url,
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    botToken: standIn.botToken,
    timeoutMs: 5_000,
    retries: 3,
  });
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(async () => {
  await fetch(`${standIn.url}/__faults`, { method: 'DELETE' });
  await fetch(`${standIn.url}/__requests`, { method: 'DELETE' });
});

interface Recorded {
  method: string;
  path: string;
  body: unknown;
  status?: number;
}

async function recorded(): Promise<Recorded[]> {
  return (await (await fetch(`${standIn.url}/__requests`)).json()) as Recorded[];
}

async function fault(spec: {
  method?: string;
  path: string;
  status: number;
  retryAfter?: number;
  count: number;
}) {
  const res = await fetch(`${standIn.url}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(spec),
  });
  expect(res.status).toBe(204);
}

/** Opens the authorize page the way a browser would and follows the chosen demo user's link. */
async function chooseUser(userId: string, state: string): Promise<{ code: string; state: string | null }> {
  const page = await fetch(client.authorizeUrl(state, REDIRECT));
  expect(page.status).toBe(200);
  const html = await page.text();
  const href = new RegExp(`<a data-user-id="${userId}" href="([^"]+)"`).exec(html)?.[1];
  expect(href).toBeDefined();
  const link = new URL((href ?? '').replaceAll('&#38;', '&').replaceAll('&amp;', '&'));
  expect(`${link.origin}${link.pathname}`).toBe(REDIRECT);
  return { code: link.searchParams.get('code') ?? '', state: link.searchParams.get('state') };
}

describe('DiscordClient: OAuth2 against the stand-in', () => {
  it('builds the authorize URL and the bot invite link', () => {
    expect(client.authorizeUrl('s t', REDIRECT)).toBe(
      `${standIn.url}/oauth2/authorize?response_type=code&client_id=${standIn.clientId}` +
        `&scope=identify%20guilds&state=s%20t&redirect_uri=${encodeURIComponent(REDIRECT)}&prompt=none`,
    );
    // Send Messages 2048 | Embed Links 16384 | Create Instant Invite 1 | Manage Events 2^33 | View Channels 1024
    expect(client.botInviteLink()).toBe(
      `${standIn.url}/oauth2/authorize?client_id=${standIn.clientId}` +
        `&scope=bot%20applications.commands&permissions=${String(2048 + 16384 + 1 + 2 ** 33 + 1024)}`,
    );
  });

  it('runs the whole code flow: authorize page, exchange, @me, guilds, refresh', async () => {
    const { code, state } = await chooseUser(JAINA, 'state-123');
    expect(state).toBe('state-123');

    const before = Date.now();
    const tokens = await client.exchangeCode(code, REDIRECT);
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 604800_000 - 1000);

    expect(await client.currentUser(tokens.accessToken)).toEqual({
      id: JAINA,
      username: 'jaina',
      global_name: 'Jaina',
      discriminator: '0',
      avatar: null,
    });
    const guilds = await client.currentUserGuilds(tokens.accessToken);
    expect(guilds).toEqual([
      {
        id: FROSTMOURNE,
        name: 'Frostmourne Raiders',
        icon: null,
        owner: false,
        permissions: expect.any(String),
      },
    ]);
    expect(BigInt(guilds[0]?.permissions ?? '0') & 8n).toBe(8n);

    const refreshed = await client.refreshTokens(tokens.refreshToken);
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    expect((await client.currentUser(refreshed.accessToken)).id).toBe(JAINA);

    const calls = await recorded();
    const token = calls.find((c) => c.path === '/api/v10/oauth2/token');
    expect(token?.body).toEqual({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
  });

  it('refuses a used code and a bad token with typed errors', async () => {
    const { code } = await chooseUser(THRALL, 'x');
    await client.exchangeCode(code, REDIRECT);
    await expect(client.exchangeCode(code, REDIRECT)).rejects.toMatchObject({
      name: 'DiscordOAuthError',
      status: 400,
      code: 'invalid_grant',
    });
    const error = await client.currentUser('not-a-token').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordOAuthError);
    expect(error).toMatchObject({ status: 401, code: 0 });
  });

  it('waits out a 429 on a user-token call', async () => {
    const { code } = await chooseUser(SYLVANAS, 'x');
    const tokens = await client.exchangeCode(code, REDIRECT);
    await fault({ method: 'GET', path: '/users/@me/guilds$', status: 429, retryAfter: 1, count: 1 });
    const started = Date.now();
    const guilds = await client.currentUserGuilds(tokens.accessToken);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(guilds.map((g) => g.id)).toEqual([FROSTMOURNE, HORDE]);
  });
});

describe('DiscordClient: bot calls against the stand-in', () => {
  it('reads the guilds, a guild with roles and channels, and members', async () => {
    expect(await client.botGuildIds()).toEqual([FROSTMOURNE, HORDE]);

    const guild = await client.guild(FROSTMOURNE);
    expect(guild).toMatchObject({
      id: FROSTMOURNE,
      name: 'Frostmourne Raiders',
      icon: null,
      ownerId: ARTHAS,
    });
    expect(guild?.roles.map((r) => [r.name, r.managed])).toEqual([
      ['@everyone', false],
      ['Officer', false],
      ['Raid Leader', false],
      ['Raider', false],
      ['Raid Planner', true], // the bot's own role
    ]);
    expect(guild?.channels.map((c) => [c.id, c.type])).toEqual([
      ['330000000000000001', 0],
      ['330000000000000002', 0],
      ['330000000000000003', 0],
      [RAID_VOICE, 2],
    ]);
    expect(await client.guild('399999999999999999')).toBeNull();

    expect(await client.member(FROSTMOURNE, SYLVANAS)).toEqual({
      userId: SYLVANAS,
      roles: ['320000000000000003'],
    });
    expect(await client.member(HORDE, JAINA)).toBeNull(); // Unknown Member
    expect(await client.member(FROSTMOURNE, '219999999999999999')).toBeNull(); // Unknown User
  });

  it('posts and edits a raid message, both recorded', async () => {
    const id = await client.createMessage(RAID_SCHEDULE, {
      content: 'A new raid',
      embeds: [
        { title: 'Naxxramas 25', color: 0x3498db, fields: [{ name: 'Tanks', value: '2', inline: true }] },
      ],
    });
    expect(id).toMatch(/^\d{17,20}$/);
    await client.editMessage(RAID_SCHEDULE, id, { embeds: [{ title: 'Naxxramas 25 — canceled' }] });

    const calls = await recorded();
    expect(calls.map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual([
      `POST /api/v10/channels/${RAID_SCHEDULE}/messages 200`,
      `PATCH /api/v10/channels/${RAID_SCHEDULE}/messages/${id} 200`,
    ]);
    expect(calls[0]?.body).toEqual({
      content: 'A new raid',
      embeds: [
        { title: 'Naxxramas 25', color: 0x3498db, fields: [{ name: 'Tanks', value: '2', inline: true }] },
      ],
      components: [],
      allowed_mentions: { parse: [] },
    });
    // An edit without buttons takes the old ones away (a canceled raid's post).
    expect(calls[1]?.body).toEqual({
      content: '',
      embeds: [{ title: 'Naxxramas 25 — canceled' }],
      components: [],
      allowed_mentions: { parse: [] },
    });
  });

  it('sends a direct message through a DM channel', async () => {
    await client.sendDirectMessage(THRALL, 'You are in the roster');
    const calls = await recorded();
    expect(calls.map((c) => `${c.method} ${c.path.replace(/\d{17,20}/, 'ID')}`)).toEqual([
      'POST /api/v10/users/@me/channels',
      'POST /api/v10/channels/ID/messages',
    ]);
    expect(calls[0]?.body).toEqual({ recipient_id: THRALL });
    expect(calls[1]?.body).toEqual({ content: 'You are in the roster', allowed_mentions: { parse: [] } });
    expect(calls[1]?.status).toBe(200);
  });

  it('creates an invite and tells whether one exists, or answers null without the permission', async () => {
    const invite = await client.createInvite(RAID_SCHEDULE, 604_800);
    expect(invite?.url).toMatch(/^https:\/\/discord\.gg\/\w{8}$/);
    expect(await client.inviteExists(invite?.code ?? '')).toBe(true);
    expect(await client.inviteExists('gone1234')).toBe(false);
    expect(await client.createInvite(HORDE_SCHEDULE, 604_800)).toBeNull();
    const calls = await recorded();
    expect(calls.map((c) => c.status)).toEqual([200, 200, 404, 403]);
  });

  it('creates, edits and deletes a voice scheduled event', async () => {
    const startTime = new Date(Date.now() + 2 * 86400_000);
    const id = await client.createScheduledEvent(FROSTMOURNE, {
      name: 'Naxxramas 25',
      description: 'Bring flasks',
      channelId: RAID_VOICE,
      startTime,
    });
    const later = new Date(startTime.getTime() + 3600_000);
    await client.editScheduledEvent(FROSTMOURNE, id, {
      name: 'Naxxramas 25 (later)',
      channelId: RAID_VOICE,
      startTime: later,
      endTime: new Date(later.getTime() + 3 * 3600_000),
    });
    const stored = await fetch(`${standIn.apiUrl}/guilds/${FROSTMOURNE}/scheduled-events/${id}`, {
      headers: { Authorization: `Bot ${standIn.botToken}` },
    });
    expect(await stored.json()).toMatchObject({
      name: 'Naxxramas 25 (later)',
      description: 'Bring flasks',
      channel_id: RAID_VOICE,
      entity_type: 2,
      privacy_level: 2,
      scheduled_start_time: later.toISOString(),
    });
    await client.deleteScheduledEvent(FROSTMOURNE, id);
    await client.deleteScheduledEvent(FROSTMOURNE, id); // already gone: no error

    const calls = await recorded();
    expect(calls[0]?.body).toEqual({
      name: 'Naxxramas 25',
      description: 'Bring flasks',
      channel_id: RAID_VOICE,
      scheduled_start_time: startTime.toISOString(),
      privacy_level: 2,
      entity_type: 2,
    });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.status)).toEqual([204, 404]);
  });

  it('throws what Discord refuses, e.g. an event in the past', async () => {
    const error = await client
      .createScheduledEvent(FROSTMOURNE, { name: 'Yesterday', channelId: RAID_VOICE, startTime: new Date(0) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ status: 400, code: 50035 });
  });
});

describe('DiscordClient: rate limits and server errors', () => {
  it('waits out a 429 with retry-after 1 s and succeeds', async () => {
    await fault({ method: 'GET', path: `/guilds/${HORDE}$`, status: 429, retryAfter: 1, count: 1 });
    const started = Date.now();
    const guild = await client.guild(HORDE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(guild?.name).toBe('Орда Пламегора');
    const guildCalls = (await recorded()).filter((c) => c.path === `/api/v10/guilds/${HORDE}`);
    expect(guildCalls.map((c) => c.status)).toEqual([429, 200]);
  });

  it('retries a single 500 and succeeds (the library retries 5xx up to `retries` times)', async () => {
    await fault({ method: 'POST', path: '/messages$', status: 500, count: 1 });
    const id = await client.createMessage(RAID_SCHEDULE, { embeds: [{ title: 'Onyxia' }] });
    expect(id).toMatch(/^\d+$/);
    expect((await recorded()).map((c) => c.status)).toEqual([500, 200]);
  });

  it('surfaces a lasting 5xx as an error after the retries', async () => {
    await fault({ method: 'POST', path: '/messages$', status: 503, count: 10 });
    const error = await client
      .createMessage(RAID_SCHEDULE, { embeds: [{ title: 'Onyxia' }] })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect(error).toMatchObject({ status: 503 });
    expect((await recorded()).length).toBe(4); // one try and three retries
  });

  it('throws on a wrong bot token', async () => {
    const wrong = new DiscordClient({
      apiUrl: `${standIn.url}/api`,
      authorizeBaseUrl: standIn.url,
      clientId: standIn.clientId,
      clientSecret: standIn.clientSecret,
      botToken: 'wrong',
      timeoutMs: 5_000,
    });
    await expect(wrong.botGuildIds()).rejects.toMatchObject({ status: 401 });
  });
});

describe('slash commands and interaction answers', () => {
  it('registers the slash commands of `npm run admin -- discord-commands`, replacing the old set', async () => {
    expect(await registerDiscordCommands(client)).toBe(
      'Registered 3 slash commands: /raids, /signup, /mychars.',
    );
    const listed = await fetch(`${standIn.apiUrl}/applications/${standIn.clientId}/commands`, {
      headers: { authorization: `Bot ${standIn.botToken}` },
    });
    const commands = (await listed.json()) as Array<{
      name: string;
      options?: Array<{ name: string; autocomplete?: boolean }>;
    }>;
    expect(commands.map((command) => command.name)).toEqual(['raids', 'signup', 'mychars']);
    expect(commands[1]?.options?.[0]).toMatchObject({ name: 'raid', autocomplete: true });
  });

  it('answers an expired interaction token with a permanent refusal, which a deferred answer drops', async () => {
    await expect(
      client.editInteractionAnswer('expired-token', { content: 'late', embeds: [] }),
    ).rejects.toSatisfy(isPermanentDiscordRefusal);
  });
});
