import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCharacter, createRaid, createRecord, createUser } from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const PUBLIC_KEY_HEX = publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex');
const GUILD = '310000000000000001';
const CHANNEL = '330000000000000001';
const EPHEMERAL = 64;

const t = useTestApp(
  { DISCORD_PUBLIC_KEY: PUBLIC_KEY_HEX },
  { rateLimits: { discordInteractions: { max: 3, windowMs: 60_000 } } },
);

let nextId = 1;
const nextSnowflake = () => String(1_300_000_000_000_000_000n + BigInt(nextId++));

/** A click on the raid post, signed now as Discord signs it. */
function clickBody(userId: string, customId: string, locale = 'en-US'): string {
  return JSON.stringify({
    id: nextSnowflake(),
    application_id: '2',
    type: 3,
    token: `token-${nextId}`,
    version: 1,
    locale,
    guild_id: GUILD,
    channel_id: CHANNEL,
    member: { user: { id: userId, username: `player${userId.slice(-3)}`, discriminator: '0', avatar: null } },
    message: { id: '340000000000000001', flags: 0 },
    data: { custom_id: customId, component_type: 2 },
  });
}

async function deliver(body: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/discord/interactions',
    headers: {
      'content-type': 'application/json',
      'x-signature-ed25519': sign(null, Buffer.from(timestamp + body), privateKey).toString('hex'),
      'x-signature-timestamp': timestamp,
    },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ type: number; data?: { content?: string; flags?: number } }>();
}

/** A player signed up to a raid of the guild with one character, and the raid. */
async function signedUpPlayer(userId: string) {
  await createUser(t.deps.db, { id: userId });
  const character = await createCharacter(t.deps.db, userId);
  const leader = await createUser(t.deps.db);
  const leaderCharacter = await createCharacter(t.deps.db, leader.id);
  const raid = await createRaid(
    t.deps.db,
    { userId: leader.id, charId: leaderCharacter.id },
    { discord_server: GUILD, discord_channel: CHANNEL },
  );
  await createRecord(t.deps.db, raid, { charId: character.id, userId });
  return raid;
}

const statusOf = async (raidId: number, userId: string) =>
  (
    await t.deps.db
      .selectFrom('records')
      .select('status')
      .where('raid_id', '=', raidId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).status;

describe('Discord interactions per user (issue 26)', () => {
  it('answers a user past the limit "slow down" in their language, and acts on nothing', async () => {
    const user = '210000000000000101';
    const raid = await signedUpPlayer(user);
    const answers = [];
    for (let click = 0; click < 4; click += 1)
      answers.push(await deliver(clickBody(user, `status:${raid.id}:tentative`, 'ru')));
    // Three toggles (set, removed, set) acted; the fourth did not remove the status again.
    expect(await statusOf(raid.id, user)).toBe('tentative');
    expect(answers[3]).toEqual({
      type: 4,
      data: expect.objectContaining({
        content: expect.stringMatching(
          /^Не так быстро: слишком много нажатий\. Попробуйте снова через \d+ с\.$/,
        ),
        flags: EPHEMERAL,
      }),
    });

    const other = '210000000000000102';
    const unlimited = await deliver(clickBody(other, 'noSuchButton:1'));
    expect(unlimited.data?.content).toBe('This button is no longer in use: open the raid in the browser.');
    await deliver(clickBody(other, 'noSuchButton:1'));
    await deliver(clickBody(other, 'noSuchButton:1'));
    expect((await deliver(clickBody(other, 'noSuchButton:1'))).data?.content).toMatch(
      /^Slow down: too many clicks\. Try again in \d+ s\.$/,
    );
  });
});

describe('a replayed interaction (issue 26)', () => {
  it('acts once: the same signed click sent again within its window changes nothing', async () => {
    const user = '210000000000000103';
    const raid = await signedUpPlayer(user);
    const click = clickBody(user, `status:${raid.id}:tentative`);
    const first = await deliver(click);
    expect(first.data?.content).toMatch(/^Tentative: set for /);
    const replayed = await deliver(click);
    expect(replayed).toEqual({
      type: 4,
      data: expect.objectContaining({ content: 'This click has already been handled.', flags: EPHEMERAL }),
    });
    expect(await statusOf(raid.id, user)).toBe('tentative');
  });

  it('keeps a claim for the token’s 15 minutes, and sweeps expired ones', async () => {
    const user = '210000000000000104';
    const click = clickBody(user, 'noSuchButton:1');
    const id = (JSON.parse(click) as { id: string }).id;
    const started = Date.now();
    await deliver(click);
    const claim = await t.deps.db
      .selectFrom('interaction_claims')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(claim.expires_at.getTime() - started).toBeGreaterThanOrEqual(15 * 60_000 - 1_000);
    expect(claim.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    t.setNow(new Date(started + 16 * 60_000));
    try {
      await deliver(clickBody(user, 'noSuchButton:1'));
      await expect
        .poll(async () =>
          t.deps.db.selectFrom('interaction_claims').select('id').where('id', '=', id).executeTakeFirst(),
        )
        .toBeUndefined();
    } finally {
      t.setNow(null);
    }
  });
});
