import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscordStandIn, type DiscordStandIn } from './discordStandIn.js';

const FROSTMOURNE = '310000000000000001';
const RAID_SCHEDULE = '330000000000000001';

let standIn: DiscordStandIn;

beforeAll(async () => {
  standIn = await startDiscordStandIn();
});
afterAll(async () => {
  await standIn.close();
});

function call(method: string, path: string, body?: unknown, auth = true) {
  return fetch(`${standIn.apiUrl}${path}`, {
    method,
    headers: {
      ...(auth ? { Authorization: `Bot ${standIn.botToken}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const button = (label: string, customId: string, style = 1) => ({
  type: 2,
  style,
  label,
  custom_id: customId,
});
const row = (...components: unknown[]) => ({ type: 1, components });
const picker = {
  type: 3,
  custom_id: 'pick:7',
  placeholder: 'Choose a character',
  options: [
    { label: 'Thrall', value: '11', description: 'Shaman, 80' },
    { label: 'Rexxar', value: '12' },
  ],
};

describe('message components', () => {
  it('stores buttons and a select on a post, keeps them on an edit without components, replaces them with', async () => {
    const components = [
      row(button('Sign up', 'signup:7'), button('Tentative', 'status:7:tentative', 2), {
        type: 2,
        style: 5,
        label: 'Open in browser',
        url: 'http://localhost:3000/raids/7',
      }),
      row(picker),
    ];
    const posted = await call('POST', `/channels/${RAID_SCHEDULE}/messages`, {
      embeds: [{ title: 'Naxxramas' }],
      components,
    });
    expect(posted.status).toBe(200);
    const message = (await posted.json()) as { id: string; components: unknown[] };
    expect(message.components).toEqual([
      {
        type: 1,
        components: [
          { type: 2, style: 1, label: 'Sign up', custom_id: 'signup:7', disabled: false },
          { type: 2, style: 2, label: 'Tentative', custom_id: 'status:7:tentative', disabled: false },
          {
            type: 2,
            style: 5,
            label: 'Open in browser',
            url: 'http://localhost:3000/raids/7',
            disabled: false,
          },
        ],
      },
      { type: 1, components: [{ ...picker, min_values: 1, max_values: 1, disabled: false }] },
    ]);

    const path = `/channels/${RAID_SCHEDULE}/messages/${message.id}`;
    const kept = (await (await call('PATCH', path, { content: 'Edited' })).json()) as typeof message;
    expect(kept.components).toEqual(message.components);
    const replaced = (await (
      await call('PATCH', path, { components: [row(button('Sign up', 'signup:7', 3))] })
    ).json()) as typeof message;
    expect(replaced.components).toEqual([
      {
        type: 1,
        components: [{ type: 2, style: 3, label: 'Sign up', custom_id: 'signup:7', disabled: false }],
      },
    ]);
    const fetched = (await (await call('GET', path)).json()) as typeof message;
    expect(fetched.components).toEqual(replaced.components);
    // The request log shows what the app sent.
    expect(
      standIn.requests().find((r) => r.method === 'POST' && r.path.endsWith('/messages'))?.body,
    ).toMatchObject({
      components,
    });
  });

  it.each([
    ['six rows', Array.from({ length: 6 }, (_, i) => row(button('x', `b${i}`))), ['components', '_errors']],
    [
      'six buttons in a row',
      [row(...Array.from({ length: 6 }, (_, i) => button('x', `b${i}`)))],
      ['components', '0', 'components'],
    ],
    ['a select beside a button', [row(picker, button('x', 'b'))], ['components', '0', 'components']],
    [
      'a button without custom_id',
      [row({ type: 2, style: 1, label: 'x' })],
      ['components', '0', 'components', '0', 'custom_id'],
    ],
    [
      'a link button with a custom_id',
      [row({ type: 2, style: 5, label: 'x', url: 'https://a.b', custom_id: 'c' })],
      ['components', '0', 'components', '0', 'custom_id'],
    ],
    [
      'a link button without url',
      [row({ type: 2, style: 5, label: 'x' })],
      ['components', '0', 'components', '0', 'url'],
    ],
    ['a label over 80', [row(button('x'.repeat(81), 'b'))], ['components', '0', 'components', '0', 'label']],
    [
      'a custom_id over 100',
      [row(button('x', 'c'.repeat(101)))],
      ['components', '0', 'components', '0', 'custom_id'],
    ],
    [
      'a repeated custom_id',
      [row(button('a', 'same'), button('b', 'same'))],
      ['components', '0', 'components', '1', 'custom_id'],
    ],
    [
      'a select without options',
      [row({ ...picker, options: [] })],
      ['components', '0', 'components', '0', 'options'],
    ],
    [
      'an option value over 100',
      [row({ ...picker, options: [{ label: 'a', value: 'v'.repeat(101) }] })],
      ['components', '0', 'components', '0', 'options', '0', 'value'],
    ],
    [
      'max_values above the options',
      [row({ ...picker, max_values: 3 })],
      ['components', '0', 'components', '0', 'max_values'],
    ],
    [
      'a row of another type',
      [{ type: 2, style: 1, label: 'x', custom_id: 'b' }],
      ['components', '0', 'type'],
    ],
  ])('refuses %s with a form error', async (_name, components, errorPath) => {
    const answer = await call('POST', `/channels/${RAID_SCHEDULE}/messages`, { content: 'x', components });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { code: number; errors: Record<string, unknown> };
    expect(body.code).toBe(50035);
    let node: unknown = body.errors;
    for (const key of errorPath) node = (node as Record<string, unknown>)[key];
    expect(node).toBeDefined();
  });
});

describe('application commands', () => {
  const signup = {
    name: 'signup',
    description: 'Sign up for a raid',
    options: [{ type: 3, name: 'raid', description: 'The raid', required: true, autocomplete: true }],
  };

  it('overwrites and lists global and guild commands, keeping the id of a command kept by name', async () => {
    const first = await call('PUT', `/applications/${standIn.clientId}/commands`, [
      { name: 'raids', description: 'Upcoming raids' },
      signup,
    ]);
    expect(first.status).toBe(200);
    const stored = (await first.json()) as Array<Record<string, unknown>>;
    expect(stored).toHaveLength(2);
    expect(stored[1]).toMatchObject({
      application_id: standIn.clientId,
      type: 1,
      name: 'signup',
      description: 'Sign up for a raid',
      options: signup.options,
    });
    expect(typeof stored[1]?.id).toBe('string');
    expect(typeof stored[1]?.version).toBe('string');

    const second = (await (
      await call('PUT', `/applications/${standIn.clientId}/commands`, [
        signup,
        { name: 'mychars', description: 'Mine' },
      ])
    ).json()) as Array<Record<string, unknown>>;
    expect(second[0]?.id).toBe(stored[1]?.id);
    expect(second.map((command) => command.name)).toEqual(['signup', 'mychars']);
    expect(await (await call('GET', `/applications/${standIn.clientId}/commands`)).json()).toEqual(second);

    const guildPath = `/applications/${standIn.clientId}/guilds/${FROSTMOURNE}/commands`;
    const guildOnes = (await (await call('PUT', guildPath, [signup])).json()) as Array<
      Record<string, unknown>
    >;
    expect(guildOnes[0]).toMatchObject({ guild_id: FROSTMOURNE, name: 'signup' });
    expect(await (await call('GET', guildPath)).json()).toEqual(guildOnes);
  });

  it('refuses bad names, descriptions and options, a stranger and an unknown guild', async () => {
    const path = `/applications/${standIn.clientId}/commands`;
    const refused = async (commands: unknown) => {
      const answer = await call('PUT', path, commands);
      expect(answer.status).toBe(400);
      return ((await answer.json()) as { code: number }).code;
    };
    expect(await refused([{ name: 'Raids', description: 'x' }])).toBe(50035);
    expect(await refused([{ name: 'has space', description: 'x' }])).toBe(50035);
    expect(await refused([{ name: 'r'.repeat(33), description: 'x' }])).toBe(50035);
    expect(await refused([{ name: 'raids', description: '' }])).toBe(50035);
    expect(await refused([{ name: 'raids', description: 'd'.repeat(101) }])).toBe(50035);
    expect(
      await refused([
        { name: 'raids', description: 'x' },
        { name: 'raids', description: 'y' },
      ]),
    ).toBe(50035);
    expect(
      await refused([
        {
          name: 'signup',
          description: 'x',
          options: [{ type: 5, name: 'flag', description: 'x', autocomplete: true }],
        },
      ]),
    ).toBe(50035);
    expect(
      await refused([
        {
          name: 'signup',
          description: 'x',
          options: [
            { type: 3, name: 'a', description: 'x' },
            { type: 3, name: 'b', description: 'x', required: true },
          ],
        },
      ]),
    ).toBe(50035);
    expect(await refused({ name: 'raids' })).toBe(50035);
    expect((await call('PUT', path, [], false)).status).toBe(401);
    expect((await call('GET', `/applications/1/commands`)).status).toBe(403);
    expect((await call('GET', `/applications/${standIn.clientId}/guilds/1/commands`)).status).toBe(404);
  });
});
