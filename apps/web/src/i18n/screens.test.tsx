import type { Character } from '@raid/domain/schemas/character';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../app/router.js';
import { fakeServer } from '../testing/fakeServer.js';
import { gameDataFixture, initFixture, raidFixture, userFixture } from '../testing/fixtures.js';
import { renderRoutes } from '../testing/renderApp.js';

/**
 * Renders the main screens and dialogs in both languages and fails on any key i18next cannot find in that
 * very language (no falling back to English), and on any text that still reads like a key or a placeholder.
 */

const missing: string[] = [];
const saved = { ...i18next.options };

beforeAll(() => {
  i18next.options.fallbackLng = false;
  i18next.options.saveMissing = true;
  i18next.options.missingKeyHandler = (languages, _namespace, key) => {
    missing.push(`${languages.join(',')}: ${key}`);
  };
});
afterAll(() => {
  i18next.options.fallbackLng = saved.fallbackLng;
  i18next.options.saveMissing = saved.saveMissing;
  i18next.options.missingKeyHandler = saved.missingKeyHandler;
});
beforeEach(() => {
  missing.length = 0;
});

const gameData = gameDataFixture();
const cls = gameData.classes[0];
const leader = userFixture({ raids: 2, premium: 1 });

function character(): Character {
  if (!cls?.specs[0]) throw new Error('catalogue without classes');
  return {
    id: 11,
    name: 'Thalric',
    server: 4440,
    serverName: 'Everlook',
    faction: 2,
    factionEng: 'Horde',
    class: cls.id,
    classEng: cls.nameEng,
    spec: cls.specs[0].id,
    spec2: 0,
    specs: [cls.specs[0].id],
    role2: null,
    logs: 87.4,
    ilvl: 480,
    image: '',
    off: 0,
    raids: [],
    saves: [],
  };
}

function serve() {
  const raid = raidFixture();
  fakeServer({
    '/api/init': { body: initFixture(leader) },
    '/api/gameData': { body: gameData },
    '/api/chars': { body: [character()] },
    '/api/raids': { body: { data: [raid], page: 1, perPage: 500, total: 1 } },
    '/api/records': { body: [] },
    '/api/history': { body: [] },
    '/api/questions': { body: [] },
    '/api/autoRaids': { body: [] },
    '/api/discordServers': { body: [] },
    '/api/users': {
      body: [{ ...leader, preferredServer: 4440, preferredLootSystem: 2, raids: 2, total: 2, totalRaids: 7 }],
    },
    '/api/guilds': {
      body: [
        {
          id: raid.discordServer,
          name: 'Frostmourne Raiders',
          icon: null,
          server: 4440,
          lootSystem: 2,
          raids: 1,
          totalRaids: 7,
          premium: 0,
        },
      ],
    },
  });
}

/** The first screen waits for the lazy route's code as well as its data. */
const wait = { timeout: 5000 };

/** What a screen shows once loaded: a text that only appears after its data arrived. */
const screens: { path: string; ready: () => Promise<unknown> }[] = [
  { path: '/', ready: () => screen.findAllByRole('article', {}, wait) },
  { path: '/raids/32', ready: () => screen.findByRole('heading', { level: 1, name: /Siege|Осада/ }, wait) },
  { path: '/users', ready: () => screen.findByRole('link', { name: /Jaina/ }, wait) },
  { path: `/users/${leader.id}`, ready: () => screen.findAllByRole('article', {}, wait) },
  { path: '/guilds', ready: () => screen.findByRole('link', { name: /Frostmourne/ }, wait) },
  { path: '/guilds/310000000000000001', ready: () => screen.findAllByRole('article', {}, wait) },
  { path: '/instruction', ready: () => screen.findByRole('heading', { level: 1 }, wait) },
  { path: '/about', ready: () => screen.findByRole('heading', { level: 1 }, wait) },
  { path: '/no/such/page', ready: () => screen.findByRole('heading', { name: /Oops|Упс/ }, wait) },
  {
    path: '/?dialog=settings&tab=autoRaids',
    ready: () => screen.findByRole('tab', { selected: true }, wait),
  },
  { path: '/?dialog=signUp&raid=32', ready: () => screen.findByRole('dialog', {}, wait) },
  { path: '/?dialog=createRaid', ready: () => screen.findByRole('dialog', {}, wait) },
];

/** Text that reads like an i18n key ('characterDialog.deleteConfirm') or a placeholder left unfilled. */
const keyLike = /\b[a-z]+[A-Z]\w*\.[a-z]\w+\b|\{\{|\}\}/;

/** Until every query the screen asked for has its answer (each screen's lazy parts load before they ask). */
async function settle(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

function expectNoKeys() {
  expect(missing).toEqual([]);
  expect(document.body.textContent ?? '').not.toMatch(keyLike);
}

describe.each(['en', 'ru'] as const)('every string of the main screens in %s', (language) => {
  beforeEach(async () => {
    await i18next.changeLanguage(language);
  });

  it('finds a missing key at all (the check itself works)', () => {
    i18next.t('no.such.key' as never);
    expect(missing).toEqual([`${language}: no.such.key`]);
  });

  it.each(screens)('$path', async ({ path, ready }) => {
    serve();
    const { queryClient } = renderRoutes(routes, path);
    await ready();
    await settle(queryClient);
    expectNoKeys();
  });

  it('the character delete confirmation', async () => {
    serve();
    const { queryClient } = renderRoutes(routes, '/');
    await userEvent.click(await screen.findByRole('button', { name: /Thalric/ }, wait));
    const edit = await screen.findByRole('dialog');
    await userEvent.click(within(edit).getByRole('button', { name: i18next.t('characterDialog.delete') }));
    const title = await screen.findByText(i18next.t('characterDialog.deleteTitle', { name: 'Thalric' }));
    const confirm = title.closest('.modal-content');
    if (!confirm) throw new Error('the confirmation is not a dialog');
    expect(confirm.textContent).toContain(i18next.t('characterDialog.deleteConfirm', { name: 'Thalric' }));
    expect(confirm.textContent).not.toMatch(/delete confirm/i);
    await settle(queryClient);
    expectNoKeys();
  });

  it('the Instruction page links to the settings, which open over it', async () => {
    serve();
    const { router } = renderRoutes(routes, '/instruction');
    const links = await screen.findAllByRole('link', {
      name: language === 'en' ? 'Open the settings' : 'Открыть настройки',
    });
    await userEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?dialog=settings'));
    expect(router.state.location.pathname).toBe('/instruction');
    expect(await screen.findByRole('dialog', { name: i18next.t('settings.title') })).toBeTruthy();
  });
});
