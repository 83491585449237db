import { startDiscordStandIn, type DiscordStandIn } from '@raid/stand-ins/discordStandIn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCharacter, createSession, createUser, testRealm } from './testing/factories.js';
import { builtServerMissing, ServerProcesses } from './testing/serverProcess.js';
import { createTestDatabase, type TestDatabase } from './testing/testDatabase.js';

/** Demo Discord world (tools/stand-ins/src/demoWorld.ts): the server's owner and a text channel of it. */
const GUILD = '310000000000000001';
const TEXT_CHANNEL = '330000000000000001';
const OWNER = '210000000000000001';
const ICC = 8;

/**
 * Issue 26, "transactional outbox": the built server, told to kill itself right after a change commits
 * (FAULT_EXIT_AFTER_COMMIT=1), loses nothing the change must later tell Discord: the post a new raid asks for is
 * committed with the raid, and the next process makes it. The Discord stand-in runs in this process, so the
 * server is not in demo mode (whose start re-posts every open raid and would hide a lost post).
 */
describe.skipIf(builtServerMissing !== '')(`a crash right after a commit ${builtServerMissing}`, () => {
  const processes = new ServerProcesses();
  let database: TestDatabase;
  let discord: DiscordStandIn;
  let env: Record<string, string>;

  beforeAll(async () => {
    [database, discord] = await Promise.all([createTestDatabase(), startDiscordStandIn()]);
    env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: 'crash-after-commit',
      DISCORD_CLIENT_ID: discord.clientId,
      DISCORD_CLIENT_SECRET: discord.clientSecret,
      DISCORD_BOT_TOKEN: discord.botToken,
      DISCORD_API_URL: `${discord.url}/api`,
      DISCORD_AUTHORIZE_URL: discord.url,
    };
  });

  afterAll(async () => {
    await processes.stopAll();
    await discord?.close();
    await database?.drop();
  }, 60_000);

  it('posts a raid whose process was killed right after its commit, once a process runs again', async () => {
    const db = database.db;
    const leader = await createUser(db, { id: OWNER });
    const character = await createCharacter(db, leader.id, { class: 1, spec: 73 });
    const cookie = await createSession(db, leader.id);
    const crashing = await processes.start({ ...env, FAULT_EXIT_AFTER_COMMIT: '1' });

    const answer = await fetch(`${crashing}/api/refreshRaid?subdomain=wotlk`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        server: testRealm().id,
        faction: 2,
        zone: ICC,
        size: 25,
        difficulty: 2,
        lootSystem: 1,
        requiredLogs: 50,
        requiredIlvl: 0,
        char: character.id,
        recordMode: 0,
        discordServer: GUILD,
        discordChannel: TEXT_CHANNEL,
        date: new Date(Math.ceil((Date.now() + 72 * 3_600_000) / 60_000) * 60_000).toISOString(),
        comment: 'Killed after the commit',
      }),
    }).then(
      async (response) => `answered ${response.status} ${await response.text()}`,
      (error: unknown) => `connection lost (${String(error)})`,
    );
    // Killed before it could answer: the raid was committed, nothing after the commit ran.
    expect(answer).toMatch(/^connection lost/);
    const raid = await db
      .selectFrom('raids')
      .select(['id', 'discord_message'])
      .where('user_id', '=', OWNER)
      .executeTakeFirstOrThrow();
    expect(raid.discord_message).toBeNull();
    const messagePosts = () =>
      discord
        .requests()
        .filter(
          (request) =>
            request.method === 'POST' && request.path.endsWith(`/channels/${TEXT_CHANNEL}/messages`),
        );
    expect(messagePosts()).toEqual([]);

    await processes.start(env);
    let posted: string | null = null;
    const deadline = Date.now() + 30_000;
    while (!posted && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      posted = (
        await db
          .selectFrom('raids')
          .select('discord_message')
          .where('id', '=', raid.id)
          .executeTakeFirstOrThrow()
      ).discord_message;
    }
    expect(posted).not.toBeNull();
    expect(messagePosts()).toHaveLength(1);
  }, 120_000);
});
