import { catalogueZone, lockoutPeriod, realmRegion } from '@raid/domain/rules/lockouts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/domainEvents.js';
import { createCharacter, createRaid, createRecord, createUser } from '../../testing/factories.js';
import { knownCharacters } from '../../testing/knownCharacters.js';
import { useTestApp } from '../../testing/testApp.js';
import { requestRaidSync } from '../outboxRepository.js';

const GUILD = '310000000000000001';
const OTHER_GUILD = '310000000000000002';
const CHANNEL = '330000000000000001';
const ARTHAS = '210000000000000001';
const JAINA = '210000000000000002';
const THRALL = '210000000000000003';
const SYLVANAS = '210000000000000004';
const ILLIDAN = '210000000000000005';
const ANDUIN = '210000000000000006';

interface Sent {
  status: number;
  interaction: { token: string };
  response: {
    type: number;
    data?: {
      content?: string;
      flags?: number;
      custom_id?: string;
      title?: string;
      choices?: Array<{ name: string; value: number }>;
      components?: Array<{
        components: Array<{
          type: number;
          custom_id?: string;
          label?: string;
          url?: string;
          max_values?: number;
          options?: Array<{ label: string; value: string; default?: boolean }>;
        }>;
      }>;
    };
  };
}

let known: ReturnType<typeof knownCharacters>;
const events: DomainEvent[] = [];

const t = useTestApp();

beforeAll(async () => {
  known = knownCharacters(t.deps.db);
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.discord.setInteractionsEndpoint(`${url}/api/discord/interactions`);
  t.deps.events.on((event) => {
    events.push(event);
  });
});

async function send(body: Record<string, unknown>): Promise<Sent> {
  const answer = await fetch(`${t.discord.url}/__interactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ guildId: GUILD, channelId: CHANNEL, ...body }),
  });
  expect(answer.status).toBe(200);
  const sent = (await answer.json()) as Sent & { failure?: unknown };
  // The stand-in checks every answer against Discord's rules (the 3-second window, the message, modal and
  // choice limits): none of the product's answers may be one Discord refuses.
  expect(sent.failure).toBeUndefined();
  return sent;
}

const click = (userId: string, customId: string, values?: string[]) =>
  send({ userId, customId, ...(values ? { values } : {}) });

const submit = (userId: string, customId: string, fields: Record<string, string>) =>
  send({
    userId,
    type: 5,
    data: {
      custom_id: customId,
      components: Object.entries(fields).map(([id, value]) => ({
        type: 1,
        components: [{ type: 4, custom_id: id, value }],
      })),
    },
  });

const command = (userId: string, name: string, options: unknown[] = [], type = 2) =>
  send({ userId, type, data: { id: '1', name, type: 1, options } });

const components = (sent: Sent) => (sent.response.data?.components ?? []).flatMap((row) => row.components);

/** A Discord user the site knows, with characters Warcraft Logs knows (demo characters). */
async function player(id: string, characters = 1) {
  await createUser(t.deps.db, { id }).catch(() => undefined);
  const made = [];
  for (let index = 0; index < characters; index += 1) made.push(await known.create(id));
  return made;
}

/** A raid of the demo guild on the realm and faction of the demo characters, led by a fresh user. */
async function raidWith(overrides: Parameters<typeof createRaid>[2] = {}) {
  const leader = await createUser(t.deps.db);
  const character = await createCharacter(t.deps.db, leader.id);
  return createRaid(
    t.deps.db,
    { userId: leader.id, charId: character.id },
    {
      ...known.realm,
      discord_server: GUILD,
      discord_channel: CHANNEL,
      ...overrides,
    },
  );
}

function recordsOf(raidId: number) {
  return t.deps.db
    .selectFrom('records')
    .selectAll()
    .where('raid_id', '=', raidId)
    .where('leader', '=', false)
    .orderBy('id')
    .execute();
}

/** The Discord user without characters (deleted ones stay for the records of earlier tests), and without an account when they never had one. */
async function fresh(id: string) {
  await t.deps.db.updateTable('characters').set({ deleted: true }).where('user_id', '=', id).execute();
  await t.deps.db
    .deleteFrom('users')
    .where('id', '=', id)
    .execute()
    .catch(() => undefined);
}

describe('the raid post', () => {
  it('carries Sign up, the three statuses, Cancel and the raid link while sign-up is open; none after', async () => {
    const raid = await raidWith();
    await requestRaidSync(t.deps.db, [raid.id], ['raidMessage'], new Date());
    await t.bot.worker.runDue();
    const post = t.discord
      .requests()
      .filter(
        (request) => request.method === 'POST' && request.path.endsWith(`/channels/${CHANNEL}/messages`),
      )
      .at(-1)?.body as {
      components: Array<{ components: Array<{ label: string; custom_id?: string; url?: string }> }>;
    };
    const buttons = post.components.flatMap((row) => row.components);
    expect(buttons.map((button) => button.label)).toEqual([
      'Sign up',
      'Tentative',
      'Late',
      'Absence',
      'Cancel sign-up',
      'Open in browser',
    ]);
    expect(buttons[0]?.custom_id).toBe(`signUp:${raid.id}`);
    expect(buttons[5]?.url).toBe(`http://localhost:3000/raids/${raid.id}?subdomain=wotlk`);

    await t.deps.db
      .updateTable('raids')
      .set({ canceled: true, canceled_reason: 'Tank ill' })
      .where('id', '=', raid.id)
      .execute();
    await requestRaidSync(t.deps.db, [raid.id], ['raidMessage'], new Date());
    await t.bot.worker.runDue();
    const edit = t.discord
      .requests()
      .filter(
        (request) => request.method === 'PATCH' && request.path.includes(`/channels/${CHANNEL}/messages/`),
      )
      .at(-1)?.body as { components: unknown[] };
    expect(edit.components).toEqual([]);
  });
});

describe('signing up from Discord', () => {
  it('links a Discord user who never logged in and tells them how to add a character', async () => {
    await fresh(SYLVANAS);
    const raid = await raidWith();
    const sent = await click(SYLVANAS, `signUp:${raid.id}`);
    expect(sent.response.type).toBe(4);
    expect(sent.response.data?.flags).toBe(64);
    expect(sent.response.data?.content).toContain("You don't have characters on the server");
    const [add, page] = components(sent);
    expect(add?.custom_id).toBe(`addCharacter:${raid.id}`);
    expect(page?.url).toBe('http://localhost:3000/?subdomain=wotlk');
    const user = await t.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', SYLVANAS)
      .executeTakeFirst();
    expect(user?.username).toBe('sylvanas');
  });

  it('answers in Russian to a player whose Discord speaks Russian', async () => {
    await fresh(ILLIDAN);
    const raid = await raidWith();
    const sent = await click(ILLIDAN, `signUp:${raid.id}`);
    expect(sent.response.data?.content).toContain('У вас нет персонажей на сервере');
  });

  it('adds a character from the class and spec menus and the name modal, then offers it', async () => {
    await fresh(ANDUIN);
    const raid = await raidWith();
    const demo = known.take();
    const classes = await click(ANDUIN, `addCharacter:${raid.id}`);
    const classMenu = components(classes)[0];
    expect(classMenu?.custom_id).toBe(`pickClass:${raid.id}`);
    const specs = await click(ANDUIN, `pickClass:${raid.id}`, [String(demo.classId)]);
    expect(components(specs)[0]?.custom_id).toBe(`pickSpec:${raid.id}:${demo.classId}`);
    const form = await click(ANDUIN, `pickSpec:${raid.id}:${demo.classId}`, [String(demo.spec)]);
    expect(form.response.type).toBe(9);
    expect(form.response.data?.custom_id).toBe(`characterName:${raid.id}:${demo.classId}:${demo.spec}`);

    const added = await submit(ANDUIN, `characterName:${raid.id}:${demo.classId}:${demo.spec}`, {
      name: demo.name,
    });
    const menu = components(added)[0];
    expect(menu?.custom_id).toBe(`pickCharacters:${raid.id}`);
    expect(menu?.options?.map((option) => option.label.split(' — ')[0])).toEqual([demo.name]);
  });

  it('signs one character up from the select menu, with the live event and the post edit of a web sign-up', async () => {
    await fresh(THRALL);
    const [character] = await player(THRALL);
    const raid = await raidWith();
    await requestRaidSync(t.deps.db, [raid.id], ['raidMessage'], new Date());
    await t.bot.worker.runDue();
    const { discord_message: postId } = await t.deps.db
      .selectFrom('raids')
      .select('discord_message')
      .where('id', '=', raid.id)
      .executeTakeFirstOrThrow();

    const menu = await click(THRALL, `signUp:${raid.id}`);
    const select = components(menu)[0];
    expect(select?.options?.map((option) => option.value)).toEqual([String(character?.id)]);
    events.length = 0;
    const signed = await click(THRALL, `pickCharacters:${raid.id}`, [String(character?.id)]);
    expect(signed.response.type).toBe(4);
    expect(signed.response.data?.content).toContain(`**${character?.name}**: signed up`);
    expect(await recordsOf(raid.id)).toHaveLength(1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'recordsChanged', raidIds: [raid.id] }));

    // The post's edit waits to coalesce a burst; with the clock past that wait, the worker makes it.
    const postEdit = async () => {
      t.setNow(new Date(Date.now() + 10_000));
      await t.bot.worker.runDue();
      t.setNow(null);
      const edit = t.discord
        .requests()
        .filter((request) => request.method === 'PATCH' && request.path.endsWith(`/messages/${postId}`))
        .at(-1)?.body as { embeds: Array<{ fields: Array<{ value: string }> }> } | undefined;
      return edit?.embeds[0]?.fields.map((field) => field.value).join('\n') ?? '';
    };
    // The leader's own record counts too.
    await expect.poll(postEdit).toContain('2 signed up');

    const again = await click(THRALL, `signUp:${raid.id}`);
    expect(components(again)[0]?.options?.[0]?.default).toBe(true);
  });

  it('signs two characters up at once', async () => {
    await fresh(JAINA);
    const characters = await player(JAINA, 2);
    const raid = await raidWith();
    const menu = await click(JAINA, `signUp:${raid.id}`);
    expect(components(menu)[0]?.max_values).toBe(2);
    const ids = characters.map((character) => String(character.id));
    const signed = await click(JAINA, `pickCharacters:${raid.id}`, ids);
    expect(signed.response.data?.content?.match(/signed up/g)).toHaveLength(2);
    expect((await recordsOf(raid.id)).map((record) => String(record.char_id))).toEqual(ids);
  });

  it("asks about a character saved this reset, with the web's text and a button that signs it up anyway", async () => {
    await fresh(SYLVANAS);
    const [character] = await player(SYLVANAS);
    const raid = await raidWith();
    const region = realmRegion(raid.expansion, raid.server) ?? 'EU';
    const { from, to } = lockoutPeriod(raid.date, catalogueZone(raid.expansion, raid.zone), region);
    await t.deps.db
      .insertInto('lockout_saves')
      .values({ char_id: character?.id ?? 0, zone: raid.zone, saved_from: from, saved_until: to })
      .execute();

    const asked = await click(SYLVANAS, `pickCharacters:${raid.id}`, [String(character?.id)]);
    expect(asked.response.data?.content).toBe(
      'This character is already saved to this raid for this reset. Sign it up anyway?',
    );
    expect(await recordsOf(raid.id)).toEqual([]);
    const [button] = components(asked);
    expect(button?.label).toBe('Sign up anyway');
    expect(button?.custom_id).toBe(`confirmSaved:${raid.id}:${character?.id}`);

    const signed = await click(SYLVANAS, button?.custom_id ?? '');
    expect(signed.response.data?.content).toContain(`**${character?.name}**: signed up`);
    expect((await recordsOf(raid.id)).map((record) => record.char_id)).toEqual([character?.id]);
  });

  it('keeps the order the characters were picked in as the order of preference (issue 30)', async () => {
    await fresh(JAINA);
    const [first, second] = await player(JAINA, 2);
    const raid = await raidWith();
    const picked = [String(second?.id), String(first?.id)];
    const signed = await click(JAINA, `pickCharacters:${raid.id}`, picked);
    expect(signed.response.data?.content).toContain(`1. **${second?.name}**: signed up`);
    expect(signed.response.data?.content).toContain(`2. **${first?.name}**: signed up`);
    const records = await recordsOf(raid.id);
    expect(records.map((record) => [String(record.char_id), record.preference])).toEqual([
      [picked[0], 1],
      [picked[1], 2],
    ]);
    // The menu shows the chosen ones first, in that order, so a new pick starts from the player's order.
    const again = components(await click(JAINA, `signUp:${raid.id}`))[0];
    expect(again?.options?.map((option) => [option.value, option.default])).toEqual([
      [picked[0], true],
      [picked[1], true],
    ]);
  });

  it('makes one record of a double click', async () => {
    await fresh(ARTHAS);
    const [character] = await player(ARTHAS);
    const raid = await raidWith();
    const both = await Promise.all([
      click(ARTHAS, `pickCharacters:${raid.id}`, [String(character?.id)]),
      click(ARTHAS, `pickCharacters:${raid.id}`, [String(character?.id)]),
    ]);
    for (const sent of both) expect(sent.response.data?.content).toContain('signed up');
    expect(await recordsOf(raid.id)).toHaveLength(1);
  });

  it('repeats the web verdict when a requirement is not met', async () => {
    await fresh(THRALL);
    const [character] = await player(THRALL);
    const raid = await raidWith({ required_logs: 95 });
    const sent = await click(THRALL, `pickCharacters:${raid.id}`, [String(character?.id)]);
    expect(sent.response.data?.content).toContain('Logs are below');
    expect(await recordsOf(raid.id)).toHaveLength(0);
  });

  it("tells a player outside a private raid's server that it is private", async () => {
    await fresh(ARTHAS);
    const [character] = await player(ARTHAS);
    const raid = await raidWith({ private: true, discord_server: OTHER_GUILD });
    const sent = await click(ARTHAS, `pickCharacters:${raid.id}`, [String(character?.id)]);
    expect(sent.response.data?.content).toBe('The raid is private.');
    expect(await recordsOf(raid.id)).toHaveLength(0);
  });

  it('answers the SPEC text for a canceled raid', async () => {
    await fresh(THRALL);
    const [character] = await player(THRALL);
    const raid = await raidWith({ canceled: true, canceled_reason: 'Tank ill' });
    for (const sent of [
      await click(THRALL, `signUp:${raid.id}`),
      await click(THRALL, `pickCharacters:${raid.id}`, [String(character?.id)]),
    ]) {
      expect(sent.response.data?.content).toBe(
        'Sign-up is not possible because raid has been completed/canceled',
      );
    }
  });

  it('defers when Warcraft Logs is slow and replaces the "thinking" message with the verdict', async () => {
    await fresh(THRALL);
    const [character] = await player(THRALL);
    const raid = await raidWith();
    t.deps.config.interactionDeferAfterMs = 100;
    await fetch(`${t.wcl.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '.', status: 429, retryAfter: 1 }),
    });
    try {
      t.discord.clearRequests();
      const sent = await click(THRALL, `pickCharacters:${raid.id}`, [String(character?.id)]);
      expect(sent.response).toEqual({ type: 5, data: { flags: 64 } });
      await expect
        .poll(
          () =>
            t.discord
              .requests()
              .find(
                (request) => request.method === 'PATCH' && /\/messages\/(@|%40)original$/.test(request.path),
              ),
          { timeout: 5_000 },
        )
        .toMatchObject({ status: 200, body: { content: expect.stringContaining('signed up') } });
      expect(t.discord.requests().find((request) => request.path.includes('/webhooks/'))?.path).toContain(
        sent.interaction.token,
      );
    } finally {
      t.deps.config.interactionDeferAfterMs = 2_000;
    }
  });
});

describe('statuses and cancel from the post', () => {
  it('toggles a status on the only record and refuses Late outside the roster', async () => {
    await fresh(THRALL);
    const [character] = await player(THRALL);
    const raid = await raidWith();
    await createRecord(t.deps.db, raid, { charId: character?.id ?? 0, userId: THRALL });

    const set = await click(THRALL, `status:${raid.id}:tentative`);
    expect(set.response.data?.content).toBe(`Tentative: set for ${character?.name}.`);
    expect((await recordsOf(raid.id))[0]?.status).toBe('tentative');
    const removed = await click(THRALL, `status:${raid.id}:tentative`);
    expect(removed.response.data?.content).toBe(`Tentative: removed for ${character?.name}.`);
    expect((await recordsOf(raid.id))[0]?.status).toBeNull();

    const late = await click(THRALL, `status:${raid.id}:late`);
    expect(late.response.data?.content).toBe('You are not included in the composition');
  });

  it('asks which character when several are signed up', async () => {
    await fresh(JAINA);
    const characters = await player(JAINA, 2);
    const raid = await raidWith();
    const records = [];
    for (const character of characters)
      records.push(await createRecord(t.deps.db, raid, { charId: character.id, userId: JAINA }));
    const choice = await click(JAINA, `status:${raid.id}:absence`);
    expect(components(choice).map((button) => button.label)).toEqual(characters.map((c) => c.name));
    const second = records[1];
    const set = await click(JAINA, `recordStatus:${raid.id}:${second?.id}:absence`);
    expect(set.response.data?.content).toBe(`Absence: set for ${characters[1]?.name}.`);
    expect((await recordsOf(raid.id)).map((record) => record.status)).toEqual([null, 'absence']);
  });

  it('tells a player who is not signed up, and offers Sign up', async () => {
    await fresh(THRALL);
    const raid = await raidWith();
    const sent = await click(THRALL, `status:${raid.id}:tentative`);
    expect(sent.response.data?.content).toBe('You are not signed up to this raid.');
    expect(components(sent)[0]?.custom_id).toBe(`signUp:${raid.id}`);
  });

  it('cancels a sign-up in the list at once', async () => {
    await fresh(THRALL);
    const [character] = await player(THRALL);
    const raid = await raidWith();
    await createRecord(t.deps.db, raid, { charId: character?.id ?? 0, userId: THRALL });
    const sent = await click(THRALL, `cancel:${raid.id}`);
    expect(sent.response.data?.content).toBe('Your sign-up is canceled.');
    expect(await recordsOf(raid.id)).toHaveLength(0);
  });

  it('asks the reason in a modal when a roster slot is left, and keeps it in the history', async () => {
    await fresh(THRALL);
    const [character] = await player(THRALL);
    const raid = await raidWith();
    await createRecord(t.deps.db, raid, { charId: character?.id ?? 0, userId: THRALL }, { slot: 3 });
    const form = await click(THRALL, `cancel:${raid.id}`);
    expect(form.response.type).toBe(9);
    expect(form.response.data?.title).toBe('Why do you leave the roster?');
    expect(await recordsOf(raid.id)).toHaveLength(1);

    const sent = await submit(THRALL, `cancelReason:${raid.id}`, { reason: 'Work trip' });
    expect(sent.response.data?.content).toBe('Your sign-up is canceled.');
    expect(await recordsOf(raid.id)).toHaveLength(0);
    const history = await t.deps.db
      .selectFrom('history')
      .select('text')
      .where('raid_id', '=', raid.id)
      .where('event', '=', 'cancelRecord')
      .execute();
    expect(history.map((entry) => entry.text)).toEqual(['Work trip']);
  });

  it('does not let a leader cancel in their own raid', async () => {
    await fresh(THRALL);
    const [character] = await player(THRALL);
    const raid = await createRaid(
      t.deps.db,
      { userId: THRALL, charId: character?.id ?? 0 },
      { discord_server: GUILD, discord_channel: CHANNEL },
    );
    const sent = await click(THRALL, `cancel:${raid.id}`);
    expect(sent.response.data?.content).toBe("You can't cancel your sign-up");
  });

  it('answers a button it did not write without acting', async () => {
    const sent = await click(THRALL, 'someone-elses-button:1');
    expect(sent.response.data?.content).toBe(
      'This button is no longer in use: open the raid in the browser.',
    );
  });
});

describe('slash commands', () => {
  it("/raids lists the server's open raids with their sign-up counts and links", async () => {
    const raid = await raidWith({ date: new Date(Date.now() + 3_600_000) });
    const elsewhere = await raidWith({ discord_server: OTHER_GUILD });
    const sent = await command(THRALL, 'raids');
    const content = sent.response.data?.content ?? '';
    expect(content).toContain('Upcoming raids of this server:');
    expect(content).toContain(`/raids/${raid.id}?subdomain=wotlk`);
    expect(content).toContain('signed up');
    expect(content).not.toContain(`/raids/${elsewhere.id}?`);
  });

  it("/signup offers the server's raids as the player types, then the character menu", async () => {
    await fresh(THRALL);
    await player(THRALL);
    const raid = await raidWith({ date: new Date(Date.now() + 2 * 3_600_000) });
    const suggested = await command(
      THRALL,
      'signup',
      [{ name: 'raid', type: 4, value: 'icecrown', focused: true }],
      4,
    );
    expect(suggested.response.type).toBe(8);
    const choice = suggested.response.data?.choices?.find((candidate) => candidate.value === raid.id);
    expect(choice?.name).toContain('Icecrown Citadel 25');
    expect(choice?.name).toContain('UTC');

    const sent = await command(THRALL, 'signup', [{ name: 'raid', type: 4, value: raid.id }]);
    expect(components(sent)[0]?.custom_id).toBe(`pickCharacters:${raid.id}`);

    const foreign = await raidWith({ discord_server: OTHER_GUILD });
    const refused = await command(THRALL, 'signup', [{ name: 'raid', type: 4, value: foreign.id }]);
    expect(refused.response.data?.content).toBe('Raid not found');
  });

  it("/mychars lists the player's characters", async () => {
    await fresh(THRALL);
    const [character] = await player(THRALL);
    const sent = await command(THRALL, 'mychars');
    expect(sent.response.data?.content).toContain(`**${character?.name}**`);
    expect(sent.response.data?.content).toContain('Wrath');
  });
});
