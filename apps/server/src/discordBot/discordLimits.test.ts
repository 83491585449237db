/**
 * Every path of the bot against Discord's published limits, as the Discord stand-in enforces them (the 2,000
 * characters of a message, the embed limits, the 3-second window of an interaction's answer): the longest user
 * texts in posts, edits, direct messages and events; the list answers of a player or server with many entries;
 * a Warcraft Logs answer slower than the window.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX, REASON_MAX } from '@raid/domain/rules/textLimits';
import {
  createCharacter,
  createRaid,
  createRecord,
  createSession,
  createUser,
  testRealm,
} from '../testing/factories.js';
import { knownCharacters } from '../testing/knownCharacters.js';
import { useTestApp } from '../testing/testApp.js';
import { CONTENT_MAX } from './discordLimits.js';

const GUILD = '310000000000000001';
const CHANNEL = '330000000000000001';
const VOICE_CHANNEL = '330000000000000004';
const OWNER = '210000000000000001';
const PLAYERS = ['210000000000000003', '210000000000000004', '210000000000000005'];
const ANDUIN = '210000000000000006';

let known: ReturnType<typeof knownCharacters>;

const t = useTestApp();

beforeAll(async () => {
  known = knownCharacters(t.deps.db);
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.discord.setInteractionsEndpoint(`${url}/api/discord/interactions`);
});

interface Sent {
  status: number | null;
  interaction: { token: string };
  response: { type: number; data?: { content?: string } } | null;
  failure?: unknown;
}

async function send(body: Record<string, unknown>): Promise<Sent> {
  const answer = await fetch(`${t.discord.url}/__interactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ guildId: GUILD, channelId: CHANNEL, ...body }),
  });
  expect(answer.status).toBe(200);
  const sent = (await answer.json()) as Sent;
  expect(sent.failure).toBeUndefined();
  return sent;
}

const command = (userId: string, name: string) =>
  send({ userId, type: 2, data: { id: '1', name, type: 1, options: [] } });

/** What Discord refused: every request the stand-in answered with a 4xx. */
const refused = () => t.discord.requests().filter((request) => (request.status ?? 0) >= 400);

async function apiPost(cookie: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/refreshRaid?subdomain=wotlk',
    headers: { cookie },
    payload,
  });
  await t.deps.events.idle();
  return response;
}

describe('the bot within Discord limits', () => {
  it('posts, edits, messages and schedules with every user text at its longest, and Discord takes each', async () => {
    // Markdown characters are escaped with a backslash each: the longest comment and reason double in length.
    const comment = '*_'.repeat(COMMENT_MAX / 2);
    const reason = '`|'.repeat(REASON_MAX / 2);
    const owner = await createUser(t.deps.db, { id: OWNER, premium: true, use_discord_events: true });
    const character = await createCharacter(t.deps.db, owner.id, { class: 1, spec: 73 });
    const cookie = await createSession(t.deps.db, owner.id);
    const date = new Date(Math.ceil((Date.now() + 72 * 3_600_000) / 60_000) * 60_000);
    t.discord.clearRequests();
    const created = await apiPost(cookie, {
      server: testRealm().id,
      faction: 2,
      zone: 8,
      size: 25,
      difficulty: 2,
      lootSystem: 1,
      requiredLogs: 99,
      requiredIlvl: 0,
      char: character.id,
      recordMode: 0,
      discordServer: GUILD,
      discordChannel: CHANNEL,
      discordVoiceChannel: VOICE_CHANNEL,
      date: date.toISOString(),
      comment,
    });
    expect(created.json()).toMatchObject({ success: true });
    const raidId = (created.json() as { id: number }).id;
    const raid = await t.deps.db
      .selectFrom('raids')
      .selectAll()
      .where('id', '=', raidId)
      .executeTakeFirstOrThrow();
    for (const [slot, id] of PLAYERS.entries()) {
      const user = await createUser(t.deps.db, { id }).catch(() => ({ id }));
      const played = await createCharacter(t.deps.db, user.id);
      await createRecord(t.deps.db, raid, { charId: played.id, userId: user.id }, { slot: slot + 2 });
    }
    await t.bot.worker.runDue();
    const moved = new Date(date.getTime() + 3_600_000);
    await apiPost(cookie, {
      id: raid.id,
      server: raid.server,
      faction: raid.faction,
      zone: raid.zone,
      size: raid.size,
      difficulty: raid.difficulty,
      lootSystem: raid.loot_system,
      requiredLogs: raid.required_logs,
      requiredIlvl: raid.required_ilvl,
      char: raid.char_id,
      recordMode: raid.record_mode,
      discordServer: GUILD,
      discordChannel: CHANNEL,
      discordVoiceChannel: VOICE_CHANNEL,
      date: moved.toISOString(),
      comment,
      changeDate: 1,
      reason,
    });
    await t.bot.worker.runDue();
    await apiPost(cookie, { id: raid.id, canceled: 1, reason });
    await t.bot.worker.runDue();

    const calls = t.discord
      .requests()
      .map((request) => `${request.method} ${request.path.replace(/\d{6,}/g, 'ID')}`);
    expect(calls).toContain('POST /api/v10/channels/ID/messages');
    expect(calls).toContain('PATCH /api/v10/channels/ID/messages/ID');
    expect(calls).toContain('POST /api/v10/users/@me/channels');
    expect(calls).toContain('POST /api/v10/guilds/ID/scheduled-events');
    expect(calls).toContain('PATCH /api/v10/guilds/ID/scheduled-events/ID');
    expect(refused()).toEqual([]);
  });

  it('answers /mychars of a player with 29 characters within 2,000 characters, counting the rest', async () => {
    const player = await createUser(t.deps.db, { id: PLAYERS[0] }).catch(() => ({
      id: PLAYERS[0] as string,
    }));
    await t.deps.db
      .updateTable('characters')
      .set({ deleted: true })
      .where('user_id', '=', player.id)
      .execute();
    for (const expansion of ['wotlk', 'classic', 'cata'] as const) {
      for (let i = 0; i < (expansion === 'wotlk' ? 11 : 9); i++)
        await createCharacter(t.deps.db, player.id, {
          expansion,
          server: testRealm(expansion).id,
          name: `Longname${expansion[0]}${'abcdefghijk'[i]}`,
        });
    }
    const sent = await command(player.id, 'mychars');
    const content = sent.response?.data?.content ?? '';
    expect(content.length).toBeLessThanOrEqual(CONTENT_MAX);
    expect(content).toMatch(/\n…and \d+ more: <http:\/\/localhost:3000\/>\n<http:\/\/localhost:3000\/>$/);
    const listed = content.split('\n').filter((line) => line.startsWith('**')).length;
    const more = Number(/…and (\d+) more/.exec(content)?.[1]);
    expect(listed + more).toBe(29);
  });

  it('lists ten raids at most in /raids, then counts the others with the community page', async () => {
    const leader = await createUser(t.deps.db);
    const character = await createCharacter(t.deps.db, leader.id);
    for (let i = 0; i < 12; i++)
      await createRaid(
        t.deps.db,
        { userId: leader.id, charId: character.id },
        { discord_server: GUILD, discord_channel: CHANNEL, date: new Date(Date.now() + (i + 2) * 3_600_000) },
      );
    const sent = await command(ANDUIN, 'raids');
    const content = sent.response?.data?.content ?? '';
    expect(content.length).toBeLessThanOrEqual(CONTENT_MAX);
    const listed = content.split('\n').filter((line) => line.startsWith('**')).length;
    expect(listed).toBeLessThanOrEqual(10);
    const more = /…and (\d+) more: <http:\/\/localhost:3000\/guilds\/310000000000000001>$/.exec(content);
    expect(more).not.toBeNull();
    expect(listed + Number(more?.[1])).toBeGreaterThanOrEqual(12);
  });
});

describe('the deferred answer', () => {
  it('answers "thinking" within 3 s when Warcraft Logs takes longer than 2 s, then edits the original', async () => {
    const player = ANDUIN;
    await createUser(t.deps.db, { id: player }).catch(() => undefined);
    const character = await known.create(player);
    const leader = await createUser(t.deps.db);
    const leaderCharacter = await createCharacter(t.deps.db, leader.id);
    const raid = await createRaid(
      t.deps.db,
      { userId: leader.id, charId: leaderCharacter.id },
      { ...known.realm, discord_server: GUILD, discord_channel: CHANNEL },
    );
    expect(t.deps.config.interactionDeferAfterMs).toBe(2_000);
    const delay = (ms: number) =>
      fetch(`${t.wcl.url}/__delay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      });
    await delay(2_500);
    try {
      t.discord.clearRequests();
      const started = Date.now();
      const sent = await send({
        userId: player,
        customId: `pickCharacters:${raid.id}`,
        values: [String(character.id)],
      });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(sent.response).toEqual({ type: 5, data: { flags: 64 } });
      await expect
        .poll(
          async () => {
            const kept = await fetch(`${t.discord.url}/__interactions/${sent.interaction.token}/messages`);
            return ((await kept.json()) as { original: { content: string } | null }).original?.content;
          },
          { timeout: 8_000, interval: 200 },
        )
        .toContain('signed up');
      expect(refused()).toEqual([]);
    } finally {
      await delay(0);
    }
  });
});
