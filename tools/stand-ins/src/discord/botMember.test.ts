import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscordStandIn, type DiscordStandIn } from '../discordStandIn.js';

const FROSTMOURNE = '310000000000000001';

let standIn: DiscordStandIn;

beforeAll(async () => {
  standIn = await startDiscordStandIn({
    interactionsEndpoint: 'https://raids.example.org/api/discord/interactions',
  });
});

afterAll(async () => {
  await standIn.close();
});

const asBot = (path: string) =>
  fetch(`${standIn.apiUrl}${path}`, { headers: { Authorization: `Bot ${standIn.botToken}` } });

const control = (body: unknown) =>
  fetch(`${standIn.url}/__bot-permissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe("Discord stand-in: the bot's application and its role in each server", () => {
  it('answers the current application with its interactions endpoint URL, to the bot only', async () => {
    expect(await (await asBot('/applications/@me')).json()).toMatchObject({
      id: standIn.clientId,
      verify_key: standIn.publicKey,
      bot: { id: standIn.clientId, bot: true },
      interactions_endpoint_url: 'https://raids.example.org/api/discord/interactions',
    });
    expect((await fetch(`${standIn.apiUrl}/applications/@me`)).status).toBe(401);
  });

  it("lists the bot's managed role and answers the bot's member with it", async () => {
    const guild = (await (await asBot(`/guilds/${FROSTMOURNE}`)).json()) as {
      roles: Array<{ id: string; managed: boolean; permissions: string; tags?: { bot_id: string } }>;
    };
    const role = guild.roles.find((r) => r.managed);
    expect(role).toMatchObject({ tags: { bot_id: standIn.clientId }, permissions: '8589954049' });
    expect(await (await asBot(`/guilds/${FROSTMOURNE}/members/${standIn.clientId}`)).json()).toMatchObject({
      user: { id: standIn.clientId, bot: true },
      roles: [role?.id],
    });
  });

  it('takes a permission from the bot role, and the bot is refused what needs it', async () => {
    expect((await control({ guildId: FROSTMOURNE, remove: ['CREATE_INSTANT_INVITE'] })).status).toBe(200);
    const guilds = (await (await asBot('/users/@me/guilds')).json()) as Array<{
      id: string;
      permissions: string;
    }>;
    expect(guilds.find((g) => g.id === FROSTMOURNE)?.permissions).toBe('8589954048');
    const channel = '330000000000000001';
    const invite = await fetch(`${standIn.apiUrl}/channels/${channel}/invites`, {
      method: 'POST',
      headers: { Authorization: `Bot ${standIn.botToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await invite.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
    await fetch(`${standIn.url}/__bot-permissions`, { method: 'DELETE' });
    const restored = (await (await asBot('/users/@me/guilds')).json()) as Array<{
      id: string;
      permissions: string;
    }>;
    expect(restored.find((g) => g.id === FROSTMOURNE)?.permissions).toBe('8589954049');
  });

  it('refuses a control naming an unknown guild or permission', async () => {
    expect((await control({ guildId: '1', remove: ['MANAGE_EVENTS'] })).status).toBe(400);
    expect((await control({ guildId: FROSTMOURNE, remove: ['FLY'] })).status).toBe(400);
  });
});
